import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { CurrentUser } from '../../../common/schemas/auth.js';
import { errorMessage } from '../../api/api-error';
import { disableTwoFactor, newRecoveryCodes } from '../../api/auth';
import { queryClient } from '../../lib/query-client';
import { toast } from '../../lib/toast';
import { invalidateAfter } from '../../query-keys/invalidate-after';
import { Button } from '../ui/button';
import { TextField } from '../ui/text-field';
import { RecoveryCodes, TwoFactorSetup } from './TwoFactorSetup';

const failed = (title: string) => (error: unknown) =>
  toast({ title, description: errorMessage(error, 'Please try again.'), variant: 'destructive' });

/** Account Settings: turn two-factor sign-in on, or (with the password) get new recovery codes or turn it off. */
export function TwoFactorSection({ user }: { user: CurrentUser }) {
  const [password, setPassword] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const renew = useMutation({
    mutationFn: () => newRecoveryCodes(password),
    onSuccess: (result) => {
      setPassword('');
      setCodes(result.recoveryCodes);
    },
    onError: failed('No new codes'),
  });
  const turnOff = useMutation({
    mutationFn: () => disableTwoFactor(password),
    onSuccess: (result) => {
      setPassword('');
      toast({ title: 'Two-factor sign-in', description: result.message });
      void invalidateAfter.twoFactorChanged(queryClient);
    },
    onError: failed('Two-factor sign-in is still on'),
  });

  if (!user.twoFactorEnabled) return <TwoFactorSetup />;
  if (codes) return <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />;
  return (
    <div className="grid gap-3">
      <p className="text-sm">Two-factor sign-in is on: you enter a code from your app when you sign in.</p>
      <TextField
        id="two-factor-password"
        label="Password (to change two-factor sign-in)"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="secondary" onClick={() => renew.mutate()} disabled={renew.isPending}>
          New recovery codes
        </Button>
        <Button
          type="button"
          variant="destructive"
          onClick={() => turnOff.mutate()}
          disabled={turnOff.isPending}
        >
          Turn off two-factor sign-in
        </Button>
      </div>
    </div>
  );
}
