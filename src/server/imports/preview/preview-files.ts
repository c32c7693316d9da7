/**
 * A previewed file is kept for applying: moved to DATA_DIR/import-previews (which the start-up cleanup of
 * unfinished uploads leaves alone) and removed by the job sweeper 24 hours after the preview.
 */
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { and, isNotNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { importJobs } from '../../db/schema/index.js';
import { PRIVATE_DIR_MODE } from '../../private-files.js';
import { updateImportJob } from '../job/import-jobs.js';

export const PREVIEW_KEPT_MS = 24 * 60 * 60 * 1000;

export async function keepPreviewFile(db: Db, previewsDir: string, jobId: string, file: string) {
  await mkdir(previewsDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const kept = path.join(previewsDir, `${jobId}.upload`);
  await rename(file, kept);
  await updateImportJob(db, jobId, { filePath: kept, fileExpiresAt: new Date(Date.now() + PREVIEW_KEPT_MS) });
}

/** The sweeper's task: previews older than a day lose their file (applying them then asks for a new preview). */
export async function removeExpiredPreviewFiles(db: Db, now = new Date()) {
  const expired = await db
    .select({ id: importJobs.id, filePath: importJobs.filePath })
    .from(importJobs)
    .where(
      and(
        isNotNull(importJobs.fileExpiresAt),
        lt(importJobs.fileExpiresAt, now),
        isNotNull(importJobs.filePath),
      ),
    );
  for (const job of expired) {
    if (job.filePath) await rm(job.filePath, { force: true });
    await updateImportJob(db, job.id, { filePath: null });
  }
  return expired.length;
}
