import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { type SetupForm, setupForm } from '../../../common/schemas/setup.js';
import { ApiError, errorMessage } from '../../api/api-error';
import { PublicLayout } from '../../components/public/PublicLayout';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { useCreateFirstAdmin, useSetupStatus } from '../../hooks/use-setup';
import { dismiss, toast } from '../../lib/toast';

type FieldName = Exclude<keyof SetupForm, 'setupCode'>;
const fields: { name: FieldName; label: string; type?: string; autoComplete: string }[] = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm password', type: 'password', autoComplete: 'new-password' },
];

/** "Set up Groundwork": the first administrator, while the database has none. */
export function SetupPage() {
  const status = useSetupStatus();
  const [, navigate] = useLocation();
  const codeRequired = status.data?.codeRequired ?? false;
  const { register, handleSubmit, formState, setError } = useForm<SetupForm>({
    resolver: zodResolver(setupForm),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      confirmPassword: '',
      setupCode: '',
    },
  });
  const submit = useCreateFirstAdmin({
    // Signed in already (the hook set the user): on to the next step in the same render, no page in between.
    onCreated: () => {
      // An earlier attempt's "Setup failed" is answered now: it does not follow the admin onto the next page.
      dismiss();
      navigate('/welcome');
    },
    onRefused: (error) => {
      if (error instanceof ApiError)
        for (const { path, message } of error.fieldErrors)
          if (path === 'setupCode' || path === 'password') setError(path, { message });
      toast({
        title: 'Setup failed',
        description: errorMessage(error, 'Something went wrong. Please try again.'),
        variant: 'destructive',
      });
    },
  });

  return (
    <PublicLayout>
      <Card>
        <CardHeader>
          <CardTitle className="text-2xl">Set up Groundwork</CardTitle>
          <CardDescription>
            Nobody can sign in yet. Create the first administrator: you approve the volunteers who ask to
            join, and you can load demo voters to try everything out.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form className="grid gap-4" noValidate onSubmit={handleSubmit((values) => submit.mutate(values))}>
            {codeRequired && (
              <Field id="setupCode" label="Setup code" error={formState.errors.setupCode?.message}>
                <p className="text-sm text-muted-foreground">
                  This server can be reached from other computers, so setup needs the one-time code printed in
                  the server log when it started.
                </p>
                <Input
                  id="setupCode"
                  autoComplete="off"
                  placeholder="ABCD-EFGH-JKLM"
                  {...register('setupCode')}
                />
              </Field>
            )}
            <div className="grid gap-4 sm:grid-cols-2">
              {fields.slice(0, 2).map((f) => (
                <Field key={f.name} id={f.name} label={f.label} error={formState.errors[f.name]?.message}>
                  <Input id={f.name} autoComplete={f.autoComplete} {...register(f.name)} />
                </Field>
              ))}
            </div>
            {fields.slice(2).map((f) => (
              <Field key={f.name} id={f.name} label={f.label} error={formState.errors[f.name]?.message}>
                <Input id={f.name} type={f.type} autoComplete={f.autoComplete} {...register(f.name)} />
              </Field>
            ))}
            <Button type="submit" size="lg" disabled={submit.isPending}>
              {submit.isPending ? 'Creating...' : 'Create administrator'}
            </Button>
          </form>
        </CardContent>
      </Card>
    </PublicLayout>
  );
}
