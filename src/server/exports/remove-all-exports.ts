/**
 * The wipe's part in exports: every export job goes, finished or not, with its file. The job rows are deleted
 * in the wipe's transaction (their stored pieces go with them, ON DELETE CASCADE); files on disk are removed
 * once it has committed. A job still running finds its row gone and removes its own file (run-export-job.ts).
 */
import fs from 'node:fs';
import type { Executor } from '../db/client.js';
import { exportJobs } from '../db/schema/index.js';

export async function removeAllExports(tx: Executor) {
  const removed = await tx.delete(exportJobs).returning({ filePath: exportJobs.filePath });
  return {
    count: removed.length,
    filePaths: removed.flatMap((job) => (job.filePath ? [job.filePath] : [])),
  };
}

/** After the commit; a file already gone is no error. */
export async function removeExportFilesOnDisk(filePaths: string[]) {
  for (const filePath of filePaths) await fs.promises.rm(filePath, { force: true });
}
