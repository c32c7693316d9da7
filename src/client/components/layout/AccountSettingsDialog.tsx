import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { formatPhoneInput } from '../../../common/phone.js';
import {
  type ChangePasswordRequest,
  type CurrentUser,
  changePasswordRequest,
  type UpdateProfileRequest,
  updateProfileRequest,
} from '../../../common/schemas/auth.js';
import { errorMessage } from '../../api/api-error';
import { changePassword } from '../../api/auth';
import { useUpdateProfile } from '../../hooks/use-auth';
import { toast } from '../../lib/toast';
import { Button } from '../ui/button';
import { Dialog, DialogContent } from '../ui/dialog';
import { Field } from '../ui/field';
import { Input } from '../ui/input';
import { SessionsList } from './SessionsList';
import { TwoFactorSection } from './TwoFactorSection';

const profileFields: { name: keyof UpdateProfileRequest; label: string }[] = [
  { name: 'firstName', label: 'First name' },
  { name: 'lastName', label: 'Last name' },
  { name: 'phone', label: 'Phone' },
  { name: 'address', label: 'Street address' },
  { name: 'city', label: 'City' },
  { name: 'state', label: 'State' },
  { name: 'zipCode', label: 'ZIP code' },
];

function ProfileForm({ user }: { user: CurrentUser }) {
  const form = useForm<UpdateProfileRequest>({
    resolver: zodResolver(updateProfileRequest),
    defaultValues: Object.fromEntries(
      profileFields.map((f) => [f.name, user[f.name] ?? '']),
    ) as UpdateProfileRequest,
  });
  const save = useUpdateProfile();
  return (
    <form className="grid gap-3" noValidate onSubmit={form.handleSubmit((v) => save.mutate(v))}>
      <div className="grid gap-3 sm:grid-cols-2">
        {profileFields.map(({ name, label }) => (
          <Field
            key={name}
            id={`settings-${name}`}
            label={label}
            error={form.formState.errors[name]?.message}
          >
            <Input
              id={`settings-${name}`}
              {...form.register(
                name,
                name === 'phone'
                  ? { onChange: (e) => form.setValue('phone', formatPhoneInput(e.target.value)) }
                  : {},
              )}
            />
          </Field>
        ))}
      </div>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save profile'}
      </Button>
    </form>
  );
}

function PasswordForm() {
  const form = useForm<ChangePasswordRequest>({
    resolver: zodResolver(changePasswordRequest),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const change = useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      form.reset();
      toast({ title: 'Password changed', description: 'Other devices have been signed out.' });
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: errorMessage(error, 'Failed to change your password'),
        variant: 'destructive',
      }),
  });
  return (
    <form className="grid gap-3" noValidate onSubmit={form.handleSubmit((v) => change.mutate(v))}>
      <Field
        id="current-password"
        label="Current password"
        error={form.formState.errors.currentPassword?.message}
      >
        <Input
          id="current-password"
          type="password"
          autoComplete="current-password"
          {...form.register('currentPassword')}
        />
      </Field>
      <Field
        id="settings-new-password"
        label="New password"
        error={form.formState.errors.newPassword?.message}
      >
        <Input
          id="settings-new-password"
          type="password"
          autoComplete="new-password"
          {...form.register('newPassword')}
        />
      </Field>
      <Button type="submit" variant="secondary" disabled={change.isPending}>
        {change.isPending ? 'Changing...' : 'Change password'}
      </Button>
    </form>
  );
}

export function AccountSettingsDialog({
  user,
  open,
  onOpenChange,
  startAt = 'top',
}: {
  user: CurrentUser;
  open: boolean;
  onOpenChange: (o: boolean) => void;
  /** Where the dialog opens: its top, or its two-factor section (from "Turn on two-factor sign-in"). */
  startAt?: 'top' | 'two-factor';
}) {
  const twoFactorHeading = useRef<HTMLHeadingElement>(null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Account Settings"
        description="Your own details. Your email and role are managed by an administrator."
        onOpenAutoFocus={(event) => {
          if (startAt !== 'two-factor') return;
          // The section the person came for, in view and focused (a screen reader starts there too), not the
          // profile form at the top with the two-factor part below the fold of a phone.
          event.preventDefault();
          requestAnimationFrame(() => {
            twoFactorHeading.current?.scrollIntoView({ block: 'start' });
            twoFactorHeading.current?.focus({ preventScroll: true });
          });
        }}
      >
        <div className="grid gap-6">
          <ProfileForm user={user} />
          <div className="border-t border-border pt-4">
            <h3 className="mb-3 text-sm font-semibold">Change password</h3>
            <PasswordForm />
          </div>
          <div className="border-t border-border pt-4">
            <h3
              ref={twoFactorHeading}
              tabIndex={-1}
              className="mb-3 scroll-mt-4 text-sm font-semibold focus:outline-none"
            >
              Two-factor sign-in
            </h3>
            <TwoFactorSection user={user} />
          </div>
          <div className="border-t border-border pt-4">
            <h3 className="mb-3 text-sm font-semibold">Where you are signed in</h3>
            <SessionsList enabled={open} />
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
