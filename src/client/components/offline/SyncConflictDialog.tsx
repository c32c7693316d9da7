import { useState } from 'react';
import { settleConflict, useSyncState } from '../../offline/sync';
import { Button } from '../ui/button';
import { Dialog, DialogContent } from '../ui/dialog';

/**
 * A change made on this device that someone else's newer change would overwrite: never applied silently.
 * The person sees both values and keeps theirs (sent again over the server's version) or the server's.
 */
export function SyncConflictDialog() {
  const { conflict } = useSyncState();
  const [busy, setBusy] = useState(false);
  const choose = async (choice: 'mine' | 'theirs') => {
    setBusy(true);
    try {
      await settleConflict(choice);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={conflict !== null}>
      {conflict && (
        <DialogContent
          title="Someone else changed this contact"
          description={`While your change to ${conflict.conflict.subject || 'this contact'} waited on this device, someone saved a different value. Choose which one to keep.`}
          onEscapeKeyDown={(e) => e.preventDefault()}
          onPointerDownOutside={(e) => e.preventDefault()}
        >
          <dl className="grid gap-3">
            {conflict.conflict.fields.map((field) => (
              <div key={field.label} className="grid gap-1 rounded-md border border-border p-3">
                <dt className="text-sm font-medium">{field.label}</dt>
                <dd className="grid gap-1 text-sm sm:grid-cols-2">
                  <span>
                    <span className="block text-xs text-muted-foreground">Yours (saved on this device)</span>
                    <span className="whitespace-pre-wrap break-words" data-testid="conflict-mine">
                      {field.mine}
                    </span>
                  </span>
                  <span>
                    <span className="block text-xs text-muted-foreground">Now on the server</span>
                    <span className="whitespace-pre-wrap break-words" data-testid="conflict-theirs">
                      {field.theirs}
                    </span>
                  </span>
                </dd>
              </div>
            ))}
          </dl>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" className="min-h-11" disabled={busy} onClick={() => choose('theirs')}>
              Keep theirs
            </Button>
            <Button className="min-h-11" disabled={busy} onClick={() => choose('mine')}>
              Keep mine
            </Button>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
