import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { BOTH_FIELDS_MESSAGE, successResponse } from '../../../shared/schemas/auth.js';
import { PublicLayout } from '../../components/public/PublicLayout';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { toast } from '../../hooks/use-toast';
import { CURRENT_USER_KEY } from '../../hooks/useAuth';
import { apiRequest, queryClient, serverMessage } from '../../lib/queryClient';

export default function LoginPage() {
  const [, navigate] = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const login = useMutation({
    mutationFn: async () =>
      successResponse.parse(await (await apiRequest('POST', '/api/auth/login', { email, password })).json()),
    onSuccess: async (result) => {
      if (!result.success) {
        toast({ title: 'Login Failed', description: result.message, variant: 'destructive' });
        return;
      }
      toast({ title: 'Success', description: 'Welcome back!' });
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      navigate('/');
    },
    onError: (error) =>
      toast({
        title: 'Login Failed',
        description: serverMessage(error, 'Login failed'),
        variant: 'destructive',
      }),
  });

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
          <form className="grid gap-4" onSubmit={submit} noValidate>
            <Field id="email" label="Email">
              <Input
                id="email"
                type="email"
                autoComplete="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                required
              />
            </Field>
            <Field id="password" label="Password">
              <Input
                id="password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                required
              />
            </Field>
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
        </CardContent>
      </Card>
    </PublicLayout>
  );
}
