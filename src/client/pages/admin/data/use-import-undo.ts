/** The undo of an import and its live progress (PRODUCT.md, Undo an import). */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ImportJob, UploadProgressEvent } from '../../../../common/schemas/imports.js';
import { errorMessage } from '../../../api/api-error';
import { followUploadProgress, undoImport } from '../../../api/imports';
import { useImports } from '../../../hooks/use-imports';
import { queryClient } from '../../../lib/query-client';
import { toast } from '../../../lib/toast';
import { invalidateAfter } from '../../../query-keys/invalidate-after';

export type ImportUndo = ReturnType<typeof useImportUndo>;

/**
 * Starts an undo and follows it; `busy` from the request until the undo ends, so the import panel can hold
 * back another import meanwhile (the server refuses one with 409 while an undo runs).
 */
export function useImportUndo() {
  const imports = useImports();
  const [progress, setProgress] = useState<UploadProgressEvent | null>(null);
  const [following, setFollowing] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const close = useRef<(() => void) | null>(null);

  // Contacts changed: the list of imports, the stats, searches, profiles and Our Impact read again.
  const refresh = useCallback(() => void invalidateAfter.contactsReplaced(queryClient), []);

  const follow = useCallback(
    (uploadId: string) => {
      close.current?.();
      setFollowing(uploadId);
      close.current = followUploadProgress(uploadId, {
        onEvent: (event) => {
          setProgress(event);
          if (event.type === 'completed') {
            toast({ title: 'Import undone', description: event.message ?? undefined });
            setFollowing(null);
            refresh();
          } else if (event.type === 'error') {
            toast({
              title: 'Undo stopped',
              description: event.message ?? 'The undo did not finish. Choose Undo again to finish it.',
              variant: 'destructive',
            });
            setFollowing(null);
            refresh();
          }
        },
        onConnectionError: () => {
          setFollowing(null);
          refresh();
        },
      });
    },
    [refresh],
  );
  useEffect(() => () => close.current?.(), []);

  // Opened while an undo runs (another tab, a reload): follow it.
  const running = imports.data?.find(
    (j) => j.undoOf && !j.dryRun && (j.status === 'pending' || j.status === 'processing'),
  );
  useEffect(() => {
    if (running && following === null) follow(running.uploadId);
  }, [running, following, follow]);

  const start = async (job: ImportJob) => {
    setStarting(true);
    try {
      const started = await undoImport(job.id);
      if (started.alreadyUndone) {
        toast({ title: 'Nothing to undo', description: started.message });
        refresh();
      } else {
        setProgress(null);
        follow(started.uploadId);
      }
    } catch (error) {
      toast({
        title: 'Import not undone',
        description: errorMessage(error, 'The import could not be undone.'),
        variant: 'destructive',
      });
      refresh();
    } finally {
      setStarting(false);
    }
  };
  return { start, follow, following, progress, busy: starting || following !== null };
}
