import { type FormEvent, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../api/api-error';
import { confirmPassword } from '../../api/auth';
import { setPasswordPrompt } from '../../api/password-again';
import { Dialog, DialogContent } from '../ui/dialog';
import { DialogActions } from '../ui/dialog-actions';
import { TextField } from '../ui/text-field';

/**
 * Asks for the password in place when a change that protects the account needs it given again (the server
 * answered `password_again`); the change is then sent again by itself. Cancel leaves it undone.
 */
export function PasswordAgainDialog() {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const answer = useRef<((confirmed: boolean) => void) | null>(null);

  useEffect(() => {
    setPasswordPrompt(
      () =>
        new Promise<boolean>((resolve) => {
          answer.current?.(false);
          answer.current = resolve;
          setPassword('');
          setError(undefined);
          setOpen(true);
        }),
    );
    return () => setPasswordPrompt(null);
  }, []);

  const finish = (confirmed: boolean) => {
    answer.current?.(confirmed);
    answer.current = null;
    setOpen(false);
    setPassword('');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    try {
      await confirmPassword(password);
      finish(true);
    } catch (failure) {
      setError(errorMessage(failure, 'Please try again.'));
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? setOpen(true) : finish(false))}>
      <DialogContent
        title="Enter your password"
        description="For your safety, this change needs your password again: it was last given more than 10 minutes ago."
      >
        <form className="grid gap-4" onSubmit={submit}>
          <TextField
            id="password-again"
            label="Password"
            type="password"
            autoComplete="current-password"
            autoFocus
            value={password}
            onChange={setPassword}
            error={error}
          />
          <DialogActions
            onCancel={() => finish(false)}
            pending={pending}
            submitLabel="Continue"
            pendingLabel="Checking…"
            canSubmit={password.length > 0}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
