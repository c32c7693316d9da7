/**
 * POST /api/admin/imports/{jobId}/apply: imports the file a dry run previewed, as that preview was asked for
 * (full or not). Refused when another import finished after the preview: the preview no longer says what
 * the file will do.
 */
import { randomUUID } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { and, eq, gt, or } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { importJobs } from '../db/schema/index.js';
import { ConflictError, NotFoundError } from '../errors.js';
import { findImportJob } from './import-jobs.js';
import { startImport } from './start-import.js';

export interface ApplyPreviewOptions {
  db: Db;
  previewJobId: string;
  userId: string | null;
  confirmDeactivate?: number;
  log?: { error: (obj: unknown, msg: string) => void };
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
      `The previewed file is no longer kept (previews expire after 24 hours). ${PREVIEW_AGAIN}`,
    );
  const [later] = await db
    .select({ fileName: importJobs.originalFilename, status: importJobs.status })
    .from(importJobs)
    .where(
      and(
        eq(importJobs.dryRun, false),
        or(gt(importJobs.createdAt, preview.createdAt), gt(importJobs.completedAt, preview.createdAt)),
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
  });
  // The job reports through its row; its failure is already recorded there.
  done.catch(() => undefined);
  return { uploadId, jobId: job.id };
}
