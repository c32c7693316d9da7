/**
 * POST /api/admin/imports/{jobId}/apply: imports the file a dry run previewed, as that preview was asked for
 * (full or not). Refused when another import finished after the preview: the preview no longer says what
 * the file will do.
 */
import { randomUUID } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { and, eq, gt, isNull, not, or, type SQL } from 'drizzle-orm';
import { formatCount as count } from '../../../common/format.js';
import { importPreview } from '../../../common/schemas/imports.js';
import type { Db } from '../../db/client.js';
import { type ImportJobRow, importJobs } from '../../db/schema/index.js';
import { ConflictError, InvalidInputError, NotFoundError } from '../../errors.js';
import { readSettings } from '../../settings/settings.js';
import { findImportJob } from '../job/import-jobs.js';
import { needsDeactivationConfirmation, wouldDeactivate } from '../run/deactivation-guard.js';
import { startImport } from '../run/start-import.js';

/**
 * The preview counted the contacts the file marks inactive: when the guard will ask for them, a missing or wrong
 * number is refused here, before a job starts and long before the guard would stop it.
 */
async function refuseUnconfirmed(db: Db, job: ImportJobRow, confirmed: number | undefined) {
  const preview = job.mode === 'full' ? importPreview.safeParse(job.preview).data : undefined;
  if (preview?.kind !== 'voters') return;
  const { importDeactivateGuardPercent: percent } = await readSettings(db);
  const { deactivated, activeBefore } = preview;
  if (!needsDeactivationConfirmation(deactivated, activeBefore, percent) || confirmed === deactivated) return;
  throw new InvalidInputError(
    `${wouldDeactivate(deactivated, activeBefore, percent)} To apply it, confirm ${count(deactivated)} contacts, the number the preview showed (confirmDeactivate: ${deactivated}).`,
  );
}

export interface ApplyPreviewOptions {
  db: Db;
  previewJobId: string;
  userId: string | null;
  confirmDeactivate?: number;
  log?: { error: (obj: unknown, msg: string) => void };
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const { code, constraint: name } = cause as { code?: string; constraint?: string };
    if (code === '23505' && name === constraint) return true;
  }
  return false;
}

const PREVIEW_AGAIN = 'Preview the file again, check what it will do, then apply it.';

export async function applyPreview({
  db,
  previewJobId,
  userId,
  confirmDeactivate,
  log,
}: ApplyPreviewOptions) {
  const preview = await findImportJob(db, previewJobId);
  if (!preview?.dryRun) throw new NotFoundError('There is no preview with this id. Preview the file first.');
  if (preview.status !== 'completed' || !preview.completedAt)
    throw new ConflictError(`This preview did not finish, so there is nothing to apply. ${PREVIEW_AGAIN}`);
  const size = preview.filePath ? (await stat(preview.filePath).catch(() => undefined))?.size : undefined;
  if (!preview.filePath || size === undefined)
    throw new ConflictError(
      `The previewed file is no longer kept (it was discarded, or the preview is more than 24 hours old). ${PREVIEW_AGAIN}`,
    );
  await refuseUnconfirmed(db, preview, confirmDeactivate);
  const [later] = await db
    .select({ fileName: importJobs.originalFilename, status: importJobs.status })
    .from(importJobs)
    .where(
      and(
        eq(importJobs.dryRun, false),
        or(gt(importJobs.createdAt, preview.createdAt), gt(importJobs.completedAt, preview.createdAt)),
        // An import that failed having written nothing (the guard stopped it) changed nothing the preview read.
        not(
          and(
            eq(importJobs.status, 'failed'),
            isNull(importJobs.undoOf),
            eq(importJobs.inserted, 0),
            eq(importJobs.updated, 0),
            eq(importJobs.deactivated, 0),
          ) as SQL,
        ),
      ),
    )
    .limit(1);
  if (later)
    throw new ConflictError(
      `Another import (${later.fileName ?? 'a file'}) ran after this preview, so the preview may no longer be right. ${PREVIEW_AGAIN}`,
    );
  const uploadId = `apply-${randomUUID()}`;
  const { job, done } = await startImport({
    db,
    uploadId,
    userId,
    file: preview.filePath,
    fileName: preview.originalFilename ?? 'upload',
    fileSizeBytes: size,
    full: preview.mode === 'full',
    confirmDeactivate,
    previewJobId,
    log,
  }).catch((error: unknown) => {
    // Two applies raced past the checks above: the database lets one of them create its import.
    if (isUniqueViolation(error, 'import_jobs_one_apply_per_preview_idx'))
      throw new ConflictError(`This preview is already being applied. ${PREVIEW_AGAIN}`);
    throw error;
  });
  // The job reports through its row; its failure is already recorded there.
  done.catch(() => undefined);
  return { uploadId, jobId: job.id };
}
