/**
 * Shared by the upload route and the CLI: decides the file's type from its content, checks that it can be
 * opened, creates the job row and starts the job. A file refused here changes nothing.
 */
import type { Db } from '../../db/client.js';
import { checkBallotStatuses, peekBallotLayout } from '../ballots/import-ballots.js';
import { detectFileType, type ImportFileType } from '../file-formats/file-type.js';
import { openRowSource } from '../file-formats/open-row-source.js';
import type { RowSource } from '../file-formats/row-source.js';
import { createImportJob, refuseWhileUndoing } from '../job/import-jobs.js';
import type { RunImportOptions } from '../job/run-import-options.js';
import { runImport } from './run-import.js';

export interface StartImportOptions {
  db: Db;
  uploadId: string;
  userId: string | null;
  file: string;
  fileName: string;
  fileSizeBytes: number;
  full: boolean;
  dryRun?: boolean;
  confirmDeactivate?: number;
  skipGuard?: boolean;
  /**
   * A folder of county files read as one (the CLI; file-formats/county-folder.ts): its rows, and its counties, the
   * only ones a full refresh marks missing voters inactive in. `file` is then the folder.
   */
  countyFolder?: { source: RowSource; counties: readonly string[] };
  /** The preview this import applies. */
  previewJobId?: string;
  log?: RunImportOptions['log'];
  onProgress?: RunImportOptions['onProgress'];
  /** Runs when every row is read, before the job is marked completed (a preview keeps its file). */
  beforeComplete?: (jobId: string) => Promise<void>;
  /** Runs when the job has ended either way (the upload route deletes its copy of the file). */
  onFinished?: (jobId: string, succeeded: boolean) => Promise<void> | void;
}

/**
 * Opens the file, which checks it, and keeps it open for the import (an .xlsx's zip directory is read once).
 * A ballot file with a status Groundwork does not know is refused too. A file that cannot be read is refused with an ImportFileError, before any job exists.
 */
export async function checkImportFile(
  file: string,
  fileName: string,
): Promise<{ fileType: ImportFileType; source: RowSource }> {
  const fileType = await detectFileType(file, fileName);
  const source = await openRowSource(file, fileType);
  const ballots = await peekBallotLayout(source);
  if (ballots) await checkBallotStatuses(source, ballots);
  return { fileType, source };
}

/** Returns once the job row exists; `done` settles when the import has finished (the CLI waits on it). */
export async function startImport(options: StartImportOptions) {
  if (!options.dryRun) await refuseWhileUndoing(options.db);
  const { countyFolder } = options;
  const { fileType, source } = countyFolder
    ? { fileType: 'txt' as const, source: countyFolder.source }
    : await checkImportFile(options.file, options.fileName);
  const job = await createImportJob(options.db, {
    uploadId: options.uploadId,
    userId: options.userId,
    originalFilename: options.fileName,
    filePath: options.file,
    fileType,
    fileSizeBytes: options.fileSizeBytes,
    full: options.full,
    dryRun: options.dryRun,
    previewJobId: options.previewJobId,
  });
  const { beforeComplete } = options;
  const done = runImport({
    db: options.db,
    jobId: job.id,
    source,
    fileName: options.fileName,
    full: options.full,
    counties: countyFolder?.counties,
    userId: options.userId,
    dryRun: options.dryRun,
    confirmDeactivate: options.confirmDeactivate,
    skipGuard: options.skipGuard,
    log: options.log,
    onProgress: options.onProgress,
    beforeComplete: beforeComplete ? () => beforeComplete(job.id) : undefined,
  }).then(
    async (totals) => {
      await options.onFinished?.(job.id, true);
      return totals;
    },
    async (error: unknown) => {
      await options.onFinished?.(job.id, false);
      throw error;
    },
  );
  return { job, done };
}
