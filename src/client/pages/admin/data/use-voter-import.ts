/**
 * The import's state in the browser: upload, live progress from the stream, and its toasts (PRODUCT.md, Import
 * and refresh).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  type ImportJob,
  importCompleteMessage,
  type UploadProgressEvent,
} from '../../../../common/schemas/imports.js';
import { errorMessage } from '../../../api/api-error';
import {
  applyPreviewedImport,
  discardPreviewedImport,
  followUploadProgress,
  type UploadedBytes,
} from '../../../api/imports';
import { uploadVoterFile, useImports } from '../../../hooks/use-imports';
import { queryClient } from '../../../lib/query-client';
import { toast } from '../../../lib/toast';
import { invalidateAfter } from '../../../query-keys/invalidate-after';

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
  preview: null,
};

/** A finished preview that was applied, discarded or has expired: nothing more to do with it. */
const closedPreview = (job: ImportJob) => job.dryRun && job.status === 'completed' && !job.previewOpen;

export function useVoterImport() {
  const all = useImports();
  // Undo jobs are followed and shown by the import history (ImportHistory.tsx).
  const imports = { ...all, data: all.data?.filter((job) => !job.undoOf) };
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<UploadProgressEvent | null>(null);
  const [uploadId, setUploadId] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<UploadedBytes | null>(null);
  /** The job followed is a preview (a dry run): its progress says "Checking the file". */
  const [previewing, setPreviewing] = useState(false);
  const closeStream = useRef<(() => void) | null>(null);

  const finish = useCallback(() => {
    setBusy(false);
    void invalidateAfter.importEnded(queryClient);
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
            toast(
              event.preview
                ? {
                    title: 'Preview ready',
                    description: 'Nothing was written. Check what the file would do, then apply it.',
                  }
                : {
                    title: 'Excel Import Complete',
                    description: event.message ?? importCompleteMessage(event.processed, event.errors),
                  },
            );
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
    if (running && !busy && uploadId === null) {
      setPreviewing(running.dryRun);
      follow(running.uploadId);
    }
  }, [running, busy, uploadId, follow]);

  const start = async (file: File, full: boolean, dryRun = false) => {
    const id = crypto.randomUUID();
    setUploadId(id);
    setBusy(true);
    setPreviewing(dryRun);
    setProgress(uploadingEvent);
    setUploaded({ loaded: 0, total: file.size });
    try {
      await uploadVoterFile(file, { uploadId: id, full, dryRun, onUpload: setUploaded });
    } catch (error) {
      setBusy(false);
      setProgress(null);
      toast({
        title: 'Upload Failed',
        description: errorMessage(error, UPLOAD_FAILED_DEFAULT),
        variant: 'destructive',
      });
      return;
    }
    setUploaded(null);
    follow(id);
  };

  /** Writes a previewed file; `confirmDeactivate` is the preview's count of contacts it marks inactive. */
  const apply = async (jobId: string, confirmDeactivate: number | undefined) => {
    setBusy(true);
    try {
      const started = await applyPreviewedImport(jobId, { confirmDeactivate });
      setPreviewing(false);
      follow(started.uploadId);
    } catch (error) {
      setBusy(false);
      toast({
        title: 'Import not applied',
        description: errorMessage(error, UPLOAD_FAILED_DEFAULT),
        variant: 'destructive',
      });
    }
  };

  /** Lets a preview go: its file is removed and the card goes back to the last import. */
  const discard = async (jobId: string) => {
    try {
      await discardPreviewedImport(jobId);
      toast({ title: 'Preview discarded', description: 'Nothing was written.' });
      if (imports.data?.find((j) => j.id === jobId)?.uploadId === uploadId) {
        setUploadId(null);
        setProgress(null);
      }
    } catch (error) {
      toast({
        title: 'Preview not discarded',
        description: errorMessage(error, 'The preview could not be discarded.'),
        variant: 'destructive',
      });
    }
    void invalidateAfter.importPreviewDiscarded(queryClient);
  };

  const job =
    imports.data?.find((j) => j.uploadId === uploadId) ??
    (uploadId ? undefined : imports.data?.find((j) => !closedPreview(j)));
  return {
    start,
    apply,
    discard,
    previewing,
    busy,
    progress,
    uploaded,
    job,
    history: imports.data ?? [],
    historyError: imports.error,
  };
}
