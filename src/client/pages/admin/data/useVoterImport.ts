/** The import's state in the browser: upload, live progress from the stream, and the toasts of SPEC §8. */
import { useCallback, useEffect, useRef, useState } from 'react';
import { importCompleteMessage, type UploadProgressEvent } from '../../../../shared/schemas/imports.js';
import { toast } from '../../../hooks/use-toast';
import { queryClient, serverMessage } from '../../../lib/queryClient';
import { STATS_KEY } from '../adminApi';
import { followUploadProgress, IMPORTS_KEY, uploadVoterFile, useImports } from './importApi';

const UPLOAD_FAILED_DEFAULT = 'Failed to process Excel file';

const uploadingEvent: UploadProgressEvent = {
  type: 'progress',
  phase: 'uploading',
  processed: 0,
  totalRows: 0,
  currentChunk: 0,
  totalChunks: 0,
  duplicates: 0,
  errors: 0,
  result: null,
  message: null,
};

export function useVoterImport() {
  const imports = useImports();
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<UploadProgressEvent | null>(null);
  const [uploadId, setUploadId] = useState<string | null>(null);
  const closeStream = useRef<(() => void) | null>(null);

  const finish = useCallback(() => {
    setBusy(false);
    void queryClient.invalidateQueries({ queryKey: IMPORTS_KEY });
    void queryClient.invalidateQueries({ queryKey: STATS_KEY });
  }, []);

  const follow = useCallback(
    (id: string) => {
      closeStream.current?.();
      setUploadId(id);
      setBusy(true);
      closeStream.current = followUploadProgress(id, {
        onEvent: (event) => {
          setProgress(event);
          if (event.type === 'completed') {
            toast({
              title: 'Excel Import Complete',
              description: importCompleteMessage(event.processed, event.errors),
            });
            finish();
          } else if (event.type === 'error') {
            toast({
              title: 'Upload Failed',
              description: event.message || UPLOAD_FAILED_DEFAULT,
              variant: 'destructive',
            });
            finish();
          }
        },
        onConnectionError: finish,
      });
    },
    [finish],
  );

  useEffect(() => () => closeStream.current?.(), []);

  // Opened while an import runs (another tab, a reload): follow it from its current state.
  const running = imports.data?.find((job) => job.status === 'pending' || job.status === 'processing');
  useEffect(() => {
    if (running && !busy && uploadId === null) follow(running.uploadId);
  }, [running, busy, uploadId, follow]);

  const start = async (file: File, full: boolean) => {
    const id = crypto.randomUUID();
    setUploadId(id);
    setBusy(true);
    setProgress(uploadingEvent);
    try {
      await uploadVoterFile(file, { uploadId: id, full });
    } catch (error) {
      setBusy(false);
      setProgress(null);
      toast({
        title: 'Upload Failed',
        description: serverMessage(error, UPLOAD_FAILED_DEFAULT),
        variant: 'destructive',
      });
      return;
    }
    follow(id);
  };

  const job =
    imports.data?.find((j) => j.uploadId === uploadId) ?? (uploadId ? undefined : imports.data?.[0]);
  return { start, busy, progress, job, history: imports.data ?? [], historyError: imports.error };
}
