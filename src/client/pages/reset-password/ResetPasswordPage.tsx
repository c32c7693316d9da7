import { useMutation } from '@tanstack/react-query';
import { CheckCircle2, TriangleAlert } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { PASSWORD_MIN_LENGTH } from '../../../common/constants.js';
import { LINK_USED_OR_EXPIRED } from '../../../common/schemas/auth.js';
import { errorMessage } from '../../api/api-error';
import { resetPassword } from '../../api/auth';
import { PublicLayout } from '../../components/public/PublicLayout';
import { Button, buttonVariants } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { TextField } from '../../components/ui/text-field';
import { usePasswordToken } from '../../hooks/use-auth';
import { toast } from '../../lib/toast';

const REDIRECT_MS = 3000;
const fail = (description: string) => toast({ title: 'Error', description, variant: 'destructive' });

function useRedirectAfter(when: boolean, to: string) {
  const [, navigate] = useLocation();
  useEffect(() => {
    if (!when) return;
    const timer = setTimeout(() => navigate(to), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [when, to, navigate]);
}

function InvalidLink() {
  useEffect(() => {
    toast({
      title: 'Invalid Reset Link',
      description: 'The password reset link is invalid or expired.',
      variant: 'destructive',
    });
  }, []);
  useRedirectAfter(true, '/forgot-password');
  return (
    <PublicLayout>
      <Card>
        <CardHeader className="items-center text-center">
          <TriangleAlert className="h-10 w-10 text-destructive" aria-hidden="true" />
          <CardTitle>Invalid Reset Link</CardTitle>
          <CardDescription>
            This link is missing its code. You will be taken to request a new one.
          </CardDescription>
        </CardHeader>
        <CardContent className="text-center">
          <Link href="/forgot-password" className="text-sm text-primary hover:underline">
            Request a new reset link
          </Link>
        </CardContent>
      </Card>
    </PublicLayout>
  );
}

/** A link that was used, has expired or was never issued: said before anyone types a password. */
function UnusableLink() {
  return (
    <PublicLayout>
      <Card>
        <CardHeader className="items-center text-center">
          <TriangleAlert className="h-10 w-10 text-destructive" aria-hidden="true" />
          <CardTitle>{LINK_USED_OR_EXPIRED}</CardTitle>
          <CardDescription>
            Links to choose a password work once, and only for a while. Ask for a new one with your email
            address; an invitation that expired can also be sent again by an administrator.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex justify-center">
          <Link href="/forgot-password" className={buttonVariants()}>
            Request a new link
          </Link>
        </CardContent>
      </Card>
    </PublicLayout>
  );
}

export default function ResetPasswordPage() {
  const { token } = useParams<{ token?: string }>();
  return token ? <ResetPasswordForm token={token} /> : <InvalidLink />;
}

function ResetPasswordForm({ token }: { token: string }) {
  // Asked once; a failed check (no connection, too many attempts) leaves the form to the confirm call.
  const check = usePasswordToken(token);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [done, setDone] = useState(false);
  useRedirectAfter(done, '/login');

  const reset = useMutation({
    mutationFn: () => resetPassword(token, password),
    onSuccess: () => {
      toast({
        title: 'Password Reset Successfully',
        description: 'You can now log in with your new password.',
      });
      setDone(true);
    },
    onError: (error) => fail(errorMessage(error, 'Failed to reset password')),
  });

  if (check.isLoading)
    return (
      <PublicLayout>
        <Spinner className="py-16" />
      </PublicLayout>
    );
  if (check.data && !check.data.valid && !done) return <UnusableLink />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password || !confirm) return fail('Please fill in all fields');
    if (password.length < PASSWORD_MIN_LENGTH) return fail('Password must be at least 8 characters long');
    if (password !== confirm) return fail('Passwords do not match');
    reset.mutate();
  };

  if (done) {
    return (
      <PublicLayout>
        <Card>
          <CardHeader className="items-center text-center">
            <CheckCircle2 className="h-10 w-10 text-green-600" aria-hidden="true" />
            <CardTitle>Password Reset Complete</CardTitle>
            <CardDescription>Your password has been changed. Taking you to the login page...</CardDescription>
          </CardHeader>
        </Card>
      </PublicLayout>
    );
  }

  return (
    <PublicLayout>
      <Card>
        <CardHeader>
          <CardTitle>Choose a new password</CardTitle>
          <CardDescription>At least 8 characters. You will be signed out of every device.</CardDescription>
        </CardHeader>
        <CardContent>
          <form className="grid gap-4" onSubmit={submit} noValidate>
            <TextField
              id="new-password"
              label="New password"
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={setPassword}
            />
            <TextField
              id="confirm-password"
              label="Confirm new password"
              type="password"
              autoComplete="new-password"
              value={confirm}
              onChange={setConfirm}
            />
            <Button type="submit" disabled={reset.isPending}>
              {reset.isPending ? 'Resetting...' : 'Reset Password'}
            </Button>
          </form>
        </CardContent>
      </Card>
    </PublicLayout>
  );
}
