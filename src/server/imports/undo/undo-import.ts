/**
 * POST /api/admin/imports/{jobId}/undo and `npm run cli -- undo-import`: takes back the most recent import
 * from its change record. The undo is a job (an import_jobs row with mode 'undo' and undo_of), so it reports
 * on the usual progress stream and the sweeper fails it when its server dies; it runs in chunks, each
 * committing its work with the job's marker (undo_cursor), so choosing Undo again after a crash goes on
 * where it stopped (decision 0123, docs/decisions/0123-undo-is-a-resumable-job.md).
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import {
  EMPTY_UNDO_RESULT,
  type UndoImportResponse,
  type UndoResult,
} from '../../../common/schemas/imports.js';
import type { Db } from '../../db/client.js';
import { type ImportJobRow, importJobs } from '../../db/schema/index.js';
import { ConflictError, NotFoundError } from '../../errors.js';
import { DEMO_FILE_TYPE, DEMO_UNDO_REFUSED } from '../../jobs/demo-job-kind.js';
import { INSTANCE_ID } from '../../jobs/instance.js';
import { findImportJob } from '../job/import-jobs.js';
import { findLatestImport } from '../stored-voters/change-records.js';
import { runUndo, type UndoLog } from './run-undo.js';

export interface UndoImportOptions {
  db: Db;
  jobId: string;
  userId: string | null;
  chunkSize?: number;
  log?: UndoLog;
  onProgress?: (state: { processed: number; total: number }) => void;
}

const day = (d: Date) => d.toISOString().slice(0, 10);

/** The undo job of an import, if one was started. */
async function findUndoJob(db: Db, targetId: string) {
  const [row] = await db.select().from(importJobs).where(eq(importJobs.undoOf, targetId)).limit(1);
  return row;
}

async function checkUndoable(db: Db, target: ImportJobRow) {
  if (target.undoOf)
    throw new ConflictError('This is an undo, not an import. Choose Undo on the import itself.');
  if (target.dryRun)
    throw new ConflictError('This is a preview: it changed nothing, so there is nothing to undo.');
  if (target.kind === 'history')
    throw new ConflictError(
      'A vote history import cannot be undone: importing a history file again only sets each voter’s record for each election. To correct one, import the corrected file.',
    );
  if (target.kind === 'ballots')
    throw new ConflictError(
      'A ballot file import cannot be undone: each day’s file replaces the election’s ballots. To go back, import the earlier day’s file again.',
    );
  const [running] = await db
    .select({ id: importJobs.id, undoOf: importJobs.undoOf, fileName: importJobs.originalFilename })
    .from(importJobs)
    .where(and(eq(importJobs.dryRun, false), inArray(importJobs.status, ['pending', 'processing'])))
    .limit(1);
  if (running)
    throw new ConflictError(
      running.id === target.id
        ? 'This import is still running. Wait for it to finish, then undo it.'
        : running.undoOf
          ? 'Another undo is running. Wait for it to finish, then try again.'
          : `An import (${running.fileName ?? 'a file'}) is running. Wait for it to finish, then try again.`,
    );
  const latest = await findLatestImport(db);
  if (latest && latest.id !== target.id)
    throw new ConflictError(
      `Only the most recent import can be undone: ${latest.originalFilename ?? 'another file'} was imported after this one (${day(latest.createdAt)}). Undo that one first.`,
    );
  if (target.fileType === DEMO_FILE_TYPE) throw new ConflictError(DEMO_UNDO_REFUSED);
  if (!target.changesRecorded)
    throw new ConflictError(
      `The record of what this import changed is no longer kept (Groundwork keeps it for the last 3 imports), so it cannot be undone. To go back, restore a backup made before it.`,
    );
}

/**
 * Starts (or, after an interruption, resumes) the undo of `jobId`. Returns at once with the job to follow;
 * `done` settles when the undo has finished (the CLI waits on it), null when there was nothing to do.
 */
export async function undoImport(
  options: UndoImportOptions,
): Promise<{ response: UndoImportResponse; done: Promise<UndoResult> | null }> {
  const { db, jobId } = options;
  const target = await findImportJob(db, jobId);
  if (!target) throw new NotFoundError('There is no import with this id. Reload the list of imports.');
  const earlier = await findUndoJob(db, target.id);
  if (target.undoneAt) {
    return {
      response: {
        uploadId: earlier?.uploadId ?? target.uploadId,
        jobId: earlier?.id ?? target.id,
        alreadyUndone: true,
        message: `This import was already undone (${day(target.undoneAt)}), so nothing changed.`,
      },
      done: null,
    };
  }
  await checkUndoable(db, target);
  const job = earlier ? await resumeUndoJob(db, earlier) : await createUndoJob(db, target, options.userId);
  const done = runUndo({
    db,
    job,
    target,
    userId: options.userId,
    chunkSize: options.chunkSize,
    log: options.log,
    onProgress: options.onProgress,
  });
  return {
    response: {
      uploadId: job.uploadId,
      jobId: job.id,
      alreadyUndone: false,
      message: earlier
        ? 'Finishing the undo that was interrupted.'
        : 'Undoing the import. Progress is shown below.',
    },
    done,
  };
}

const RUNNING = {
  status: 'processing' as const,
  phase: 'undoing',
  lockedBy: INSTANCE_ID,
  message: null,
  completedAt: null,
};

async function createUndoJob(db: Db, target: ImportJobRow, userId: string | null) {
  const [row] = await db
    .insert(importJobs)
    .values({
      uploadId: `undo-${randomUUID()}`,
      userId,
      originalFilename: target.originalFilename,
      fileType: target.fileType,
      mode: 'undo',
      undoOf: target.id,
      undoResult: EMPTY_UNDO_RESULT,
      startedAt: new Date(),
      heartbeatAt: new Date(),
      ...RUNNING,
    })
    .onConflictDoNothing({ target: importJobs.undoOf })
    .returning();
  if (!row)
    throw new ConflictError('An undo of this import was just started. Follow it in the list of imports.');
  return row;
}

/** An undo that was interrupted goes on from its marker, with its totals so far. */
async function resumeUndoJob(db: Db, earlier: ImportJobRow) {
  const [row] = await db
    .update(importJobs)
    .set({ ...RUNNING, heartbeatAt: new Date(), updatedAt: new Date() })
    .where(and(eq(importJobs.id, earlier.id), eq(importJobs.status, 'failed')))
    .returning();
  if (!row) throw new ConflictError('The undo of this import is already running. Wait for it to finish.');
  return row;
}
