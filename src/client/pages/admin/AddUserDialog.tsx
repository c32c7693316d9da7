import { type FormEvent, useState } from 'react';
import { ROLES, type Role } from '../../../common/constants.js';
import { capitalize } from '../../../common/format.js';
import { ROLE_DESCRIPTIONS } from '../../../common/permissions.js';
import { formatPhoneInput } from '../../../common/phone.js';
import { type CreateUserRequest, createUserRequest } from '../../../common/schemas/users.js';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { DialogActions } from '../../components/ui/dialog-actions';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { NativeSelect } from '../../components/ui/native-select';
import { useCreateUser } from '../../hooks/use-users';

const EMPTY = { email: '', firstName: '', lastName: '', phone: '', role: 'viewer' as Role };
type Errors = Partial<Record<keyof CreateUserRequest, string>>;

/**
 * Add User: email required, names and phone optional, role viewer by default. The new person gets
 * an invitation mail to set a password.
 */
export function AddUserDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (o: boolean) => void }) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const create = useCreateUser();

  const close = (next: boolean) => {
    if (next) return onOpenChange(true);
    if (create.isPending) return;
    setValues(EMPTY);
    setErrors({});
    onOpenChange(false);
  };
  const set = (name: keyof typeof EMPTY) => (value: string) => setValues((v) => ({ ...v, [name]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createUserRequest.safeParse(values);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof CreateUserRequest;
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: () => {
        setValues(EMPTY);
        onOpenChange(false);
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent
        title="Add User"
        description="They will get an email invitation to set their password and sign in."
      >
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <Field id="new-user-email" label="Email" error={errors.email}>
            <Input
              id="new-user-email"
              type="email"
              autoComplete="off"
              required
              value={values.email}
              onChange={(e) => set('email')(e.target.value)}
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={errors.email ? 'new-user-email-error' : undefined}
            />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="new-user-first-name" label="First name" error={errors.firstName}>
              <Input
                id="new-user-first-name"
                autoComplete="off"
                value={values.firstName}
                onChange={(e) => set('firstName')(e.target.value)}
              />
            </Field>
            <Field id="new-user-last-name" label="Last name" error={errors.lastName}>
              <Input
                id="new-user-last-name"
                autoComplete="off"
                value={values.lastName}
                onChange={(e) => set('lastName')(e.target.value)}
              />
            </Field>
          </div>
          <Field id="new-user-phone" label="Phone" error={errors.phone}>
            <Input
              id="new-user-phone"
              type="tel"
              autoComplete="off"
              value={values.phone}
              onChange={(e) => set('phone')(formatPhoneInput(e.target.value))}
              aria-invalid={errors.phone ? true : undefined}
              aria-describedby={errors.phone ? 'new-user-phone-error' : undefined}
            />
          </Field>
          <Field id="new-user-role" label="Role" error={errors.role}>
            <NativeSelect
              id="new-user-role"
              value={values.role}
              onChange={(e) => set('role')(e.target.value)}
            >
              {ROLES.map((role) => (
                <option key={role} value={role}>
                  {capitalize(role)} — {ROLE_DESCRIPTIONS[role]}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <DialogActions
            onCancel={() => close(false)}
            pending={create.isPending}
            submitLabel="Create User"
            pendingLabel="Creating..."
            canSubmit={values.email.trim() !== ''}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
