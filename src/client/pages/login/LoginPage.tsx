import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { BOTH_FIELDS_MESSAGE } from '../../../common/schemas/auth.js';
import { errorCode, errorMessage } from '../../api/api-error';
import { logIn, logInWithCode } from '../../api/auth';
import { PublicLayout } from '../../components/public/PublicLayout';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { CodeField } from '../../components/ui/code-field';
import { TextField } from '../../components/ui/text-field';
import { forgetFirstSignIn, markFirstSignIn } from '../../lib/first-sign-in';
import { queryClient } from '../../lib/query-client';
import { returnPathFrom } from '../../lib/return-path';
import { takeSessionEndedWords } from '../../lib/session-ended';
import { toast } from '../../lib/toast';
import { invalidateAfter } from '../../query-keys/invalidate-after';

export default function LoginPage() {
  const [, navigate] = useLocation();
  // Sent here by an ended session: back to that page afterwards (only ever a page of this site).
  const back = returnPathFrom(useSearch());
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [endedWords] = useState(takeSessionEndedWords);
  // Two-factor sign-in: after a right password the same card asks for the code.
  const [codeStep, setCodeStep] = useState(false);
  const [code, setCode] = useState('');

  const signedIn = async (welcome = 'Welcome back!') => {
    toast({ title: 'Success', description: welcome });
    await invalidateAfter.signedIn(queryClient);
    navigate(back, { replace: true });
  };
  const failed = (error: unknown) =>
    toast({
      title: 'Login Failed',
      description: errorMessage(error, 'Login failed'),
      variant: 'destructive',
    });

  const login = useMutation({
    mutationFn: () => logIn(email, password),
    onSuccess: async (result) => {
      if (result.twoFactorRequired) {
        setCodeStep(true);
        return;
      }
      if (!result.success) {
        toast({ title: 'Login Failed', description: result.message, variant: 'destructive' });
        return;
      }
      if (result.firstSignIn) markFirstSignIn();
      else forgetFirstSignIn();
      await signedIn(result.message);
    },
    onError: failed,
  });
  const verify = useMutation({
    mutationFn: () => logInWithCode(code),
    onSuccess: () => signedIn(),
    onError: (error) => {
      failed(error);
      // The sign-in timed out or took too many wrong codes: back to the password.
      if (errorCode(error) === 'sign_in_expired') {
        setCodeStep(false);
        setCode('');
      }
    },
  });
  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    verify.mutate();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      toast({ title: 'Error', description: BOTH_FIELDS_MESSAGE, variant: 'destructive' });
      return;
    }
    login.mutate();
  };

  return (
    <PublicLayout>
      <Card>
        <CardHeader>
          <CardTitle>Log in</CardTitle>
          <CardDescription>Use the email and password you registered with.</CardDescription>
        </CardHeader>
        <CardContent>
          {endedWords && (
            <div
              role="alert"
              className="mb-4 rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm"
            >
              <p className="font-medium">{endedWords.title}</p>
              {endedWords.description && <p>{endedWords.description}</p>}
            </div>
          )}
          {codeStep ? (
            <form className="grid gap-4" onSubmit={submitCode} noValidate>
              <p className="text-sm">
                Enter the 6-digit code from your authenticator app. Lost your phone? Enter one of your
                recovery codes.
              </p>
              <CodeField id="two-factor-code" label="Code" value={code} onChange={setCode} autoFocus />
              <Button type="submit" disabled={verify.isPending}>
                {verify.isPending ? 'Checking...' : 'Verify'}
              </Button>
            </form>
          ) : (
            <form className="grid gap-4" onSubmit={submit} noValidate>
              <TextField
                id="email"
                label="Email"
                type="email"
                autoComplete="email"
                value={email}
                required
                onChange={setEmail}
              />
              <TextField
                id="password"
                label="Password"
                type="password"
                autoComplete="current-password"
                value={password}
                required
                onChange={setPassword}
              />
              <Button type="submit" disabled={login.isPending}>
                {login.isPending ? 'Logging in...' : 'Login'}
              </Button>
              <div className="flex flex-col items-center gap-2 text-sm">
                <Link href="/forgot-password" className="text-primary hover:underline">
                  Forgot your password?
                </Link>
                <Link href="/register" className="text-primary hover:underline">
                  Don't have an account? Register here
                </Link>
              </div>
            </form>
          )}
        </CardContent>
      </Card>
    </PublicLayout>
  );
}
