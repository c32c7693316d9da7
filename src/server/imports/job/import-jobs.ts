/** The import_jobs rows: created at upload, advanced by the job, read by the progress stream and the list. */
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { type UndoResult, undoResult } from '../../../common/schemas/imports.js';
import type { Db, Executor } from '../../db/client.js';
import { type ImportJobRow, importJobs } from '../../db/schema/index.js';
import { ConflictError } from '../../errors.js';
import { INSTANCE_ID } from '../../jobs/instance.js';
import { JOB_TABLES } from '../../jobs/job-lifecycle.js';

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

/** Whether any instance holds an import job (a voter file, a history file, a preview or an undo). */
export async function importIsRunning(executor: Executor): Promise<boolean> {
  const [running] = await executor
    .select({ id: importJobs.id })
    .from(importJobs)
    .where(inArray(importJobs.status, [...JOB_TABLES.import.held] as ImportJobRow['status'][]))
    .limit(1);
  return running !== undefined;
}
