/** The import_jobs rows: created at upload, advanced by the job, read by the progress stream and the list. */
import { desc, eq } from 'drizzle-orm';
import type { ImportJob, ImportPhase, UploadProgressEvent } from '../../shared/schemas/imports.js';
import type { Db, Executor } from '../db/client.js';
import { type ImportJobRow, importJobs } from '../db/schema/index.js';
import { conflict } from '../http/http-error.js';
import { INSTANCE_ID } from '../jobs/instance.js';
import { failStaleJobs } from '../jobs/job-lifecycle.js';

export interface NewImport {
  uploadId: string;
  userId: string | null;
  originalFilename: string;
  filePath: string;
  fileType: string;
  fileSizeBytes: number;
  full: boolean;
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
      status: 'pending',
      phase: 'analyzing',
      lockedBy: INSTANCE_ID,
      heartbeatAt: new Date(),
    })
    .onConflictDoNothing({ target: importJobs.uploadId })
    .returning();
  if (!row) throw conflict('An upload with this X-Upload-ID already exists. Start the upload again.');
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

export async function listImports(db: Db, limit = 50) {
  return db.select().from(importJobs).orderBy(desc(importJobs.createdAt)).limit(limit);
}

export const INTERRUPTED_MESSAGE =
  'The import was interrupted because the server stopped. The rows imported so far are kept; import the same file again to finish.';

/**
 * Marks failed the unfinished imports whose instance is gone (a process of this machine that no longer
 * exists, or silent for a minute on any machine): they will never finish, and their stream and the list
 * must say so. Run at start and every half minute (src/server/jobs/job-sweeper.ts).
 */
export async function failInterruptedImports(db: Db): Promise<number> {
  return (await failStaleJobs(db, 'import', INTERRUPTED_MESSAGE)).length;
}

const phaseOf = (row: ImportJobRow): ImportPhase =>
  (['uploading', 'analyzing', 'importing', 'deactivating', 'completed', 'failed'] as const).find(
    (p) => p === row.phase,
  ) ?? 'analyzing';

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
  };
}

export function presentImportJob(row: ImportJobRow): ImportJob {
  return {
    id: row.id,
    uploadId: row.uploadId,
    status: row.status,
    phase: phaseOf(row),
    fileName: row.originalFilename,
    fileType: row.fileType,
    fullRefresh: row.mode === 'full',
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
  };
}
