import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { TwoFactorSetupResponse } from '../../../common/schemas/auth.js';
import { errorMessage } from '../../api/api-error';
import { enableTwoFactor, startTwoFactorSetup } from '../../api/auth';
import { queryClient } from '../../lib/query-client';
import { toast } from '../../lib/toast';
import { invalidateAfter } from '../../query-keys/invalidate-after';
import { Button } from '../ui/button';
import { CodeField } from '../ui/code-field';

const failed = (title: string) => (error: unknown) =>
  toast({ title, description: errorMessage(error, 'Please try again.'), variant: 'destructive' });

/** Recovery codes, shown once: the person writes them down before going on. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <section className="grid gap-3" aria-label="Recovery codes">
      <p className="text-sm">
        Keep these recovery codes somewhere safe. Each one signs you in once if you lose your phone. They are
        shown only now.
      </p>
      <ol className="grid grid-cols-2 gap-2 rounded-md border border-border p-3 font-mono text-sm">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <Button type="button" onClick={onDone}>
        I have saved my recovery codes
      </Button>
    </section>
  );
}

/** Turning on two-factor sign-in: scan (or type) the key, confirm with a code, keep the recovery codes. */
export function TwoFactorSetup() {
  const [setup, setSetup] = useState<TwoFactorSetupResponse | null>(null);
  const [code, setCode] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const start = useMutation({
    mutationFn: startTwoFactorSetup,
    onSuccess: setSetup,
    onError: failed('Could not start'),
  });
  const enable = useMutation({
    mutationFn: () => enableTwoFactor(code),
    onSuccess: (result) => setCodes(result.recoveryCodes),
    onError: failed('Two-factor sign-in is not on yet'),
  });
  const finish = () => {
    toast({
      title: 'Two-factor sign-in is on',
      description: 'You will be asked for a code when you sign in.',
    });
    void invalidateAfter.twoFactorChanged(queryClient);
  };

  if (codes) return <RecoveryCodes codes={codes} onDone={finish} />;
  if (!setup)
    return (
      <div className="grid gap-2">
        <p className="text-sm text-muted-foreground">
          Sign in with your password and a code from an authenticator app on your phone, so a stolen password
          alone is not enough.
        </p>
        <Button type="button" variant="secondary" onClick={() => start.mutate()} disabled={start.isPending}>
          {start.isPending ? 'Starting...' : 'Set up two-factor sign-in'}
        </Button>
      </div>
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    enable.mutate();
  };
  return (
    <form className="grid gap-3" noValidate onSubmit={submit}>
      <p className="text-sm">
        Scan this code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…),
        then enter the 6-digit code it shows.
      </p>
      <img
        className="h-44 w-44 rounded-md bg-white p-2"
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrCodeSvg)}`}
        alt="QR code for your authenticator app"
      />
      <p className="text-sm">
        Or enter this key by hand:{' '}
        <code className="break-all font-mono" data-testid="two-factor-key">
          {setup.secret}
        </code>
      </p>
      <CodeField id="two-factor-enable-code" label="Code from your app" value={code} onChange={setCode} />
      <Button type="submit" disabled={enable.isPending}>
        {enable.isPending ? 'Checking...' : 'Turn on two-factor sign-in'}
      </Button>
    </form>
  );
}
