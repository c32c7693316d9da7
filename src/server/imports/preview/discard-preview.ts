/**
 * POST /api/admin/imports/{jobId}/discard: lets a preview go without applying it. The previewed file is removed
 * and the preview leaves the list of imports; its job row stays, as an expired preview's does.
 */
import { rm } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { importJobs } from '../../db/schema/index.js';
import { ConflictError, NotFoundError } from '../../errors.js';
import { findImportJob, updateImportJob } from '../job/import-jobs.js';

export const PREVIEW_DISCARDED = 'Preview discarded. Nothing was written.';

export async function discardPreview(db: Db, previewJobId: string) {
  const preview = await findImportJob(db, previewJobId);
  if (!preview?.dryRun)
    throw new NotFoundError('There is no preview with this id. Reload the list of imports.');
  if (preview.status === 'pending' || preview.status === 'processing')
    throw new ConflictError(
      'This preview is still checking the file. Wait for it to finish, then discard it.',
    );
  const [applied] = await db
    .select({ id: importJobs.id })
    .from(importJobs)
    .where(eq(importJobs.previewJobId, preview.id))
    .limit(1);
  if (applied) throw new ConflictError('This preview was applied, so there is nothing to discard.');
  if (preview.filePath) {
    await updateImportJob(db, preview.id, { filePath: null, fileExpiresAt: null });
    await rm(preview.filePath, { force: true });
  }
  return { message: PREVIEW_DISCARDED };
}
