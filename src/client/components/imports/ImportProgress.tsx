import { formatCount as count, countOf } from '../../../common/format.js';
import type { UploadProgressEvent } from '../../../common/schemas/imports.js';
import type { UploadedBytes } from '../../api/imports';
import { importPercent, uploadPercent } from './import-percent';

const PHASE_LABELS: Record<UploadProgressEvent['phase'], string> = {
  uploading: 'Uploading file...',
  analyzing: 'Reading the file...',
  importing: 'Importing voters...',
  deactivating: 'Marking voters missing from the file inactive...',
  indexing: 'Building the search indexes...',
  undoing: 'Undoing the import...',
  history: 'Adding their vote history...',
  completed: 'Import complete',
  failed: 'Import failed',
};

/** A preview reads and compares, it writes nothing: its phases say so. */
const PREVIEW_PHASE_LABELS: Partial<Record<UploadProgressEvent['phase'], string>> = {
  importing: 'Checking the file...',
  deactivating: 'Checking the file...',
  completed: 'Preview ready',
  failed: 'Preview failed',
};

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

/**
 * The live progress display: phase, percent bar, chunk and record counts. While the file is still going out,
 * the bar and the line follow the bytes sent instead.
 */
export function ImportProgress({
  event,
  uploaded,
  preview = false,
}: {
  event: UploadProgressEvent;
  uploaded?: UploadedBytes | null;
  /** A dry run: nothing is written. */
  preview?: boolean;
}) {
  const sending = event.phase === 'uploading' && uploaded;
  const percent = sending ? uploadPercent(uploaded) : importPercent(event);
  return (
    <div className="grid gap-2 rounded-lg border border-border p-3" aria-live="polite">
      <div className="flex items-center justify-between text-sm">
        <span className="font-medium">
          {(preview && PREVIEW_PHASE_LABELS[event.phase]) || PHASE_LABELS[event.phase]}
        </span>
        <span>{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={preview ? 'Preview progress' : 'Import progress'}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-xs text-muted-foreground">
        {sending ? (
          `${megabytes(uploaded.loaded)} of ${megabytes(uploaded.total)} sent`
        ) : (
          <>
            {event.totalChunks > 0 && `Chunk ${count(event.currentChunk)} of ${count(event.totalChunks)} · `}
            {count(event.processed)} of {countOf(event.totalRows, 'record')}
            {event.duplicates > 0 && ` · ${countOf(event.duplicates, 'duplicate')}`}
            {event.errors > 0 && ` · ${countOf(event.errors, 'error')}`}
          </>
        )}
      </p>
      {event.type === 'error' && event.message && (
        <p role="alert" className="text-sm text-destructive">
          {event.message}
        </p>
      )}
    </div>
  );
}
