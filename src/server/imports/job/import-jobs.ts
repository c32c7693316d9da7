/** The import_jobs rows: created at upload, advanced by the job, read by the progress stream and the list. */
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import {
  IMPORT_INTERRUPTED_MESSAGE,
  IMPORT_PHASES,
  type ImportJob,
  type ImportPhase,
  importPreview,
  UNDO_INTERRUPTED_MESSAGE,
  type UndoResult,
  type UploadProgressEvent,
  undoResult,
} from '../../../common/schemas/imports.js';
import type { Db, Executor } from '../../db/client.js';
import { type ImportJobRow, importJobs } from '../../db/schema/index.js';
import { ConflictError } from '../../errors.js';
import { INSTANCE_ID } from '../../jobs/instance.js';
import { failStaleJobs, JOB_TABLES } from '../../jobs/job-lifecycle.js';

export interface NewImport {
  uploadId: string;
  userId: string | null;
  originalFilename: string;
  filePath: string;
  fileType: string;
  fileSizeBytes: number;
  full: boolean;
  dryRun?: boolean;
  previewJobId?: string;
  /** False for a job whose changes are not recorded for an undo (demo voters); true by default. */
  recordsChanges?: boolean;
}

export async function createImportJob(db: Db, job: NewImport): Promise<ImportJobRow> {
  const [row] = await db
    .insert(importJobs)
    .values({
      uploadId: job.uploadId,
      userId: job.userId,
      originalFilename: job.originalFilename,
      filePath: job.filePath,
      fileType: job.fileType,
      fileSizeBytes: job.fileSizeBytes,
      mode: job.full ? 'full' : 'partial',
      dryRun: job.dryRun ?? false,
      // What it changes is recorded as it runs, for undo; a dry run changes nothing.
      changesRecorded: !job.dryRun && job.recordsChanges !== false,
      previewJobId: job.previewJobId ?? null,
      status: 'pending',
      phase: 'analyzing',
      lockedBy: INSTANCE_ID,
      heartbeatAt: new Date(),
    })
    .onConflictDoNothing({ target: importJobs.uploadId })
    .returning();
  if (!row)
    throw new ConflictError('An upload with this X-Upload-ID already exists. Start the upload again.');
  return row;
}

export type JobPatch = Partial<Omit<ImportJobRow, 'id' | 'uploadId' | 'createdAt'>>;

export async function updateImportJob(db: Executor, id: string, patch: JobPatch) {
  await db
    .update(importJobs)
    .set({ ...patch, heartbeatAt: new Date(), updatedAt: new Date() })
    .where(eq(importJobs.id, id));
}

export async function findImportByUploadId(db: Db, uploadId: string) {
  const [row] = await db.select().from(importJobs).where(eq(importJobs.uploadId, uploadId)).limit(1);
  return row;
}

export async function findImportJob(db: Executor, id: string) {
  const [row] = await db.select().from(importJobs).where(eq(importJobs.id, id)).limit(1);
  return row;
}

export async function listImports(db: Db, limit = 50) {
  return db.select().from(importJobs).orderBy(desc(importJobs.createdAt)).limit(limit);
}

/** The previews among `rows` that an import has applied. */
export async function appliedPreviews(db: Db, rows: ImportJobRow[]): Promise<Set<string>> {
  const previews = rows.filter((r) => r.dryRun).map((r) => r.id);
  if (previews.length === 0) return new Set();
  const applied = await db
    .selectDistinct({ id: importJobs.previewJobId })
    .from(importJobs)
    .where(inArray(importJobs.previewJobId, previews));
  return new Set(applied.flatMap((r) => (r.id ? [r.id] : [])));
}

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

/** The totals stored on an undo job row. */
export const storedUndoResult = (row: Pick<ImportJobRow, 'undoResult'>): UndoResult | null => {
  const parsed = undoResult.safeParse(row.undoResult);
  return parsed.success ? parsed.data : null;
};

/** Refuses to start an import while an undo runs: the undo's record would no longer describe the data. */
export async function refuseWhileUndoing(db: Executor) {
  const [running] = await db
    .select({ id: importJobs.id })
    .from(importJobs)
    .where(and(isNotNull(importJobs.undoOf), inArray(importJobs.status, ['pending', 'processing'])))
    .limit(1);
  if (running)
    throw new ConflictError('An import is being undone. Wait for the undo to finish, then import the file.');
}

export const INTERRUPTED_MESSAGE = IMPORT_INTERRUPTED_MESSAGE;

/**
 * Marks failed the unfinished imports whose instance is gone (a process of this machine that no longer
 * exists, or silent for a minute on any machine): they will never finish, and their stream and the list
 * must say so. Run at start and every half minute (src/server/jobs/job-sweeper.ts).
 */
/** Whether any instance holds an import job (a voter file, a history file, a preview or an undo). */
export async function importIsRunning(executor: Executor): Promise<boolean> {
  const [running] = await executor
    .select({ id: importJobs.id })
    .from(importJobs)
    .where(inArray(importJobs.status, [...JOB_TABLES.import.held] as ImportJobRow['status'][]))
    .limit(1);
  return running !== undefined;
}

export async function failInterruptedImports(db: Db): Promise<number> {
  const failed = await failStaleJobs(db, 'import', INTERRUPTED_MESSAGE);
  // An undo job is finished by choosing Undo again, not by importing the file.
  if (failed.length > 0)
    await db
      .update(importJobs)
      .set({ message: UNDO_INTERRUPTED_MESSAGE })
      .where(and(inArray(importJobs.id, failed), isNotNull(importJobs.undoOf)));
  return failed.length;
}

/** The job's phase as the progress display knows it; a row written by another version reads as analyzing. */
export const phaseOf = (row: Pick<ImportJobRow, 'phase'>): ImportPhase =>
  IMPORT_PHASES.find((p) => p === row.phase) ?? 'analyzing';

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
    fullRefresh: row.mode === 'full' && row.kind !== 'history',
    kind: row.kind === 'history' ? 'history' : 'voters',
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
      row.kind !== 'history' &&
      row.changesRecorded &&
      (row.status === 'completed' || row.status === 'failed'),
  };
}
