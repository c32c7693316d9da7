/**
 * Shared by the upload route and the CLI: decides the file's type from its content, checks that it can be
 * opened, creates the job row and starts the job. A file refused here changes nothing.
 */
import type { Db } from '../db/client.js';
import { HttpError } from '../http/http-error.js';
import { detectFileType, type ImportFileType } from './file-type.js';
import { ImportFileError } from './import-errors.js';
import { createImportJob } from './import-jobs.js';
import { openRowSource } from './open-row-source.js';
import { type RunImportOptions, runImport } from './run-import.js';

export interface StartImportOptions {
  db: Db;
  uploadId: string;
  userId: string | null;
  file: string;
  fileName: string;
  fileSizeBytes: number;
  full: boolean;
  log?: RunImportOptions['log'];
  onProgress?: RunImportOptions['onProgress'];
  /** Runs when the job has ended either way (the upload route deletes its copy of the file). */
  onFinished?: () => Promise<void> | void;
}

/** Turns a refusal of the file into the HTTP error the route answers with. */
export async function checkImportFile(file: string, fileName: string): Promise<ImportFileType> {
  try {
    const type = await detectFileType(file, fileName);
    await openRowSource(file, type);
    return type;
  } catch (error) {
    if (error instanceof ImportFileError) throw new HttpError(error.statusCode, error.message);
    throw error;
  }
}

/** Returns once the job row exists; `done` settles when the import has finished (the CLI waits on it). */
export async function startImport(options: StartImportOptions) {
  const fileType = await checkImportFile(options.file, options.fileName);
  const job = await createImportJob(options.db, {
    uploadId: options.uploadId,
    userId: options.userId,
    originalFilename: options.fileName,
    filePath: options.file,
    fileType,
    fileSizeBytes: options.fileSizeBytes,
    full: options.full,
  });
  const done = runImport({
    db: options.db,
    jobId: job.id,
    file: options.file,
    fileType,
    fileName: options.fileName,
    full: options.full,
    userId: options.userId,
    log: options.log,
    onProgress: options.onProgress,
  }).finally(() => options.onFinished?.());
  return { job, done };
}
