import { useMutation } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { errorMessage } from '../../api/api-error';
import { requestPasswordReset } from '../../api/auth';
import { PublicLayout } from '../../components/public/PublicLayout';
import { Button, buttonVariants } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { TextField } from '../../components/ui/text-field';
import { toast } from '../../lib/toast';

export default function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);

  const request = useMutation({
    mutationFn: () => requestPasswordReset(email),
    onSuccess: (result) => {
      toast({ title: 'Password Reset Email Sent', description: result.message });
      setSent(true);
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: errorMessage(error, 'Failed to send password reset email'),
        variant: 'destructive',
      }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      toast({ title: 'Error', description: 'Please enter your email address', variant: 'destructive' });
      return;
    }
    request.mutate();
  };

  if (sent) {
    return (
      <PublicLayout>
        <Card>
          <CardHeader className="items-center text-center">
            <MailCheck className="h-10 w-10 text-primary" aria-hidden="true" />
            <CardTitle>Check Your Email</CardTitle>
            <CardDescription>
              If an account exists for {email.trim()}, we sent a link to reset its password. It works once,
              for one hour.
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-3">
            <Button variant="outline" onClick={() => setSent(false)}>
              Try Again
            </Button>
            <Link href="/login" className={buttonVariants()}>
              Back to Login
            </Link>
          </CardContent>
        </Card>
      </PublicLayout>
    );
  }

  return (
    <PublicLayout>
      <Card>
        <CardHeader>
          <CardTitle>Forgot your password?</CardTitle>
          <CardDescription>Enter your email and we will send you a link to choose a new one.</CardDescription>
        </CardHeader>
        <CardContent>
          <form className="grid gap-4" onSubmit={submit} noValidate>
            <TextField
              id="email"
              label="Email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={setEmail}
            />
            <Button type="submit" disabled={request.isPending}>
              {request.isPending ? 'Sending...' : 'Send Reset Link'}
            </Button>
            <Link href="/login" className="text-center text-sm text-primary hover:underline">
              Back to Login
            </Link>
          </form>
        </CardContent>
      </Card>
    </PublicLayout>
  );
}
