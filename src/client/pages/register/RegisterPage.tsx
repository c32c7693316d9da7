import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { formatPhoneInput } from '../../../common/phone.js';
import { EMAIL_WITH_DOMAIN, type RegisterForm, registerForm } from '../../../common/schemas/auth.js';
import { errorMessage } from '../../api/api-error';
import { register as registerAccount } from '../../api/auth';
import { PublicLayout } from '../../components/public/PublicLayout';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { toast } from '../../lib/toast';
import { RegistrationComplete } from './RegistrationComplete';

const LIVE_EMAIL_MESSAGE = 'Please enter a valid email address with @ and proper domain';

type FieldName = Exclude<keyof RegisterForm, 'phone'>;
const textFields: { name: FieldName; label: string; type?: string; autoComplete?: string }[] = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
];
const addressFields: { name: FieldName; label: string; autoComplete?: string; type?: string }[] = [
  { name: 'address', label: 'Street address', autoComplete: 'street-address' },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'state', label: 'State', autoComplete: 'address-level1' },
  { name: 'zipCode', label: 'ZIP code', autoComplete: 'postal-code' },
  { name: 'dateOfBirth', label: 'Date of birth', type: 'date', autoComplete: 'bday' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm password', type: 'password', autoComplete: 'new-password' },
];

export default function RegisterPage() {
  const [done, setDone] = useState(false);
  const form = useForm<RegisterForm>({
    resolver: zodResolver(registerForm),
    // Each field is checked when it is left, then as it is corrected, not only on "Request to join".
    mode: 'onTouched',
    defaultValues: {
      email: '',
      firstName: '',
      lastName: '',
      phone: '',
      address: '',
      city: '',
      state: '',
      zipCode: '',
      dateOfBirth: '',
      password: '',
      confirmPassword: '',
    },
  });
  const { register: registerField, handleSubmit, formState, watch, setValue } = form;
  // A field left by pressing "Request to join" is checked by the submit itself: checking it on the way out too
  // would show its message and move the button from under the finger before the press ends, losing the click.
  const pressingSubmit = useRef(false);
  const register: typeof registerField = (name, options) => {
    const field = registerField(name, options);
    return {
      ...field,
      onBlur: async (event) => {
        if (!pressingSubmit.current) await field.onBlur(event);
      },
    };
  };
  const startPress = () => {
    pressingSubmit.current = true;
    window.addEventListener('pointerup', () => setTimeout(() => (pressingSubmit.current = false)), {
      once: true,
    });
  };
  const email = watch('email');
  const liveEmailProblem =
    email.trim() !== '' && !EMAIL_WITH_DOMAIN.test(email.trim()) && !formState.errors.email;

  const submit = useMutation({
    mutationFn: ({ confirmPassword: _confirm, ...values }: RegisterForm) => registerAccount(values),
    onSuccess: () => {
      toast({
        title: 'Registration Successful!',
        description: 'Please check your email for confirmation. An admin will review your application.',
      });
      setDone(true);
    },
    onError: (error) =>
      toast({
        title: 'Registration Failed',
        description: errorMessage(error, 'Something went wrong. Please try again.'),
        variant: 'destructive',
      }),
  });

  if (done) return <RegistrationComplete />;

  const input = (f: { name: FieldName; label: string; type?: string; autoComplete?: string }) => (
    <Field key={f.name} id={f.name} label={f.label} error={formState.errors[f.name]?.message} required>
      <Input
        id={f.name}
        type={f.type ?? 'text'}
        autoComplete={f.autoComplete}
        aria-required
        aria-invalid={Boolean(formState.errors[f.name])}
        {...register(f.name)}
      />
    </Field>
  );

  return (
    <PublicLayout>
      <Card>
        <CardHeader>
          <CardTitle>Request to join</CardTitle>
          <CardDescription>
            An administrator reviews every request. You will get an email when yours is approved. All fields
            are required<span aria-hidden="true"> (marked *)</span>.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form className="grid gap-4" noValidate onSubmit={handleSubmit((values) => submit.mutate(values))}>
            <div className="grid gap-4 sm:grid-cols-2">{textFields.map(input)}</div>
            <Field
              id="email"
              label="Email"
              error={formState.errors.email?.message ?? (liveEmailProblem ? LIVE_EMAIL_MESSAGE : undefined)}
              required
            >
              <Input
                id="email"
                type="email"
                autoComplete="email"
                aria-required
                aria-invalid={Boolean(formState.errors.email)}
                {...register('email')}
              />
            </Field>
            <Field id="phone" label="Phone" error={formState.errors.phone?.message} required>
              <Input
                id="phone"
                type="tel"
                autoComplete="tel"
                aria-required
                aria-invalid={Boolean(formState.errors.phone)}
                placeholder="(555) 123-4567"
                {...register('phone', {
                  onChange: (e) => setValue('phone', formatPhoneInput(e.target.value)),
                })}
              />
            </Field>
            {addressFields.map(input)}
            <Button type="submit" disabled={submit.isPending} onPointerDown={startPress}>
              {submit.isPending ? 'Submitting...' : 'Request to join'}
            </Button>
          </form>
        </CardContent>
      </Card>
    </PublicLayout>
  );
}
