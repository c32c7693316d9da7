import { CloudOff } from 'lucide-react';
import { useSyncState } from '../../offline/sync';

/** "n changes waiting to sync" in the header while changes made without a connection wait on the device. */
export function PendingChangesIndicator() {
  const { waiting } = useSyncState();
  return (
    <div role="status" aria-live="polite" className="min-w-0">
      {waiting > 0 && (
        <span className="inline-flex items-center gap-1.5 rounded-full border border-amber-500/50 bg-amber-50 px-2.5 py-1 text-xs font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-100">
          <CloudOff className="h-4 w-4 shrink-0" aria-hidden="true" />
          {waiting === 1 ? '1 change waiting to sync' : `${waiting} changes waiting to sync`}
        </span>
      )}
    </div>
  );
}
