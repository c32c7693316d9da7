import { AlertTriangle } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { WIPE_CONFIRMATION_WORD } from '../../../../common/constants.js';
import { WIPE_CONFIRMATION_MESSAGE } from '../../../../common/schemas/database.js';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { useWipeDatabase } from '../../../hooks/use-data-admin';
import { toast } from '../../../lib/toast';

/** WIPE ENTIRE DATABASE: type DELETE exactly, then wipe; closes and clears on success. */
export function WipeDialog() {
  const [open, setOpen] = useState(false);
  const [word, setWord] = useState('');
  const wipe = useWipeDatabase();
  const close = (next: boolean) => {
    if (wipe.isPending) return;
    setOpen(next);
    if (!next) setWord('');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (word !== WIPE_CONFIRMATION_WORD)
      return toast({ title: 'Error', description: WIPE_CONFIRMATION_MESSAGE, variant: 'destructive' });
    wipe.mutate(word, { onSuccess: () => close(false) });
  };

  return (
    <>
      <Button variant="destructive" onClick={() => setOpen(true)}>
        <AlertTriangle aria-hidden="true" />
        WIPE ENTIRE DATABASE
      </Button>
      <Dialog open={open} onOpenChange={close}>
        <DialogContent
          title="Wipe the entire database?"
          description="Every contact goes, with their phone numbers, emails, network entries and history, and every export file. Users and settings stay. This cannot be undone: create a system backup first if you may need the data."
        >
          <form className="grid gap-4" onSubmit={submit}>
            <Field id="wipe-confirmation" label={`Type ${WIPE_CONFIRMATION_WORD} to confirm`}>
              <Input
                id="wipe-confirmation"
                autoComplete="off"
                value={word}
                onChange={(e) => setWord(e.target.value)}
                // The Wipe button stays disabled until the word is right, which blocks the browser's own
                // Enter-to-submit; Enter still answers, with the invalid-confirmation message for a wrong word.
                onKeyDown={(e) => {
                  if (e.key === 'Enter') submit(e);
                }}
                disabled={wipe.isPending}
              />
            </Field>
            <DialogActions
              onCancel={() => close(false)}
              pending={wipe.isPending}
              submitLabel="Wipe Database"
              pendingLabel="Wiping..."
              canSubmit={word === WIPE_CONFIRMATION_WORD}
              destructive
            />
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
