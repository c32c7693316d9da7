/** An import_jobs row as the API shows it: in the list of imports, and as an event of the progress stream. */
import { type ImportJob, importPreview, type UploadProgressEvent } from '../../../common/schemas/imports.js';
import type { ImportJobRow } from '../../db/schema/index.js';
import { storedUndoResult } from './import-jobs.js';
import { phaseOf } from './import-phase.js';

/**
 * A finished preview that can still be applied or discarded: its file is kept and no import applied it. (Applying
 * may still be refused when another import ran since; apply-preview.ts says so.)
 */
export const previewIsOpen = (row: ImportJobRow, applied: Set<string>, now = new Date()) =>
  row.dryRun &&
  row.status === 'completed' &&
  row.filePath !== null &&
  (row.fileExpiresAt === null || row.fileExpiresAt > now) &&
  !applied.has(row.id);

export function presentProgressEvent(row: ImportJobRow): UploadProgressEvent {
  const type = row.status === 'completed' ? 'completed' : row.status === 'failed' ? 'error' : 'progress';
  return {
    type,
    phase: phaseOf(row),
    processed: row.processed,
    totalRows: row.totalRows,
    currentChunk: row.currentChunk,
    totalChunks: row.totalChunks,
    duplicates: row.duplicates,
    errors: row.errorCount,
    result: type === 'progress' ? null : { processed: row.processed, errors: row.errorList ?? [] },
    message: row.message,
    preview: type === 'completed' && row.dryRun ? importPreview.parse(row.preview) : null,
  };
}

/**
 * `latest`: the import an undo would take back now (findLatestImport), to mark it undoable; `applied`: the previews
 * an import applied (appliedPreviews).
 */
export function presentImportJob(
  row: ImportJobRow,
  latest?: ImportJobRow,
  applied: Set<string> = new Set(),
): ImportJob {
  const preview =
    row.dryRun && row.status === 'completed' ? importPreview.safeParse(row.preview).data : undefined;
  return {
    id: row.id,
    uploadId: row.uploadId,
    status: row.status,
    phase: phaseOf(row),
    fileName: row.originalFilename,
    fileType: row.fileType,
    // "Complete list" does not apply to a history file, which never deactivates anyone (PRODUCT.md, Vote history).
    fullRefresh: row.mode === 'full' && row.kind === 'voters',
    kind: row.kind === 'history' || row.kind === 'ballots' ? row.kind : 'voters',
    unknownVoters: row.unknownVoters,
    dryRun: row.dryRun,
    preview: preview ?? null,
    previewOpen: preview !== undefined && previewIsOpen(row, applied),
    totalRows: row.totalRows,
    processed: row.processed,
    inserted: row.inserted,
    updated: row.updated,
    unchanged: row.unchanged,
    deactivated: row.deactivated,
    duplicates: row.duplicates,
    errorCount: row.errorCount,
    errors: row.errorList ?? [],
    warningCount: row.warningCount,
    warnings: row.warningList ?? [],
    ignoredColumns: row.ignoredColumns ?? [],
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    undoOf: row.undoOf,
    undoResult: row.undoOf ? storedUndoResult(row) : null,
    undoneAt: row.undoneAt?.toISOString() ?? null,
    undoable:
      latest?.id === row.id &&
      row.kind === 'voters' &&
      row.changesRecorded &&
      (row.status === 'completed' || row.status === 'failed'),
  };
}
