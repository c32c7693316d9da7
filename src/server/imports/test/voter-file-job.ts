import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { createImportJob } from '../job/import-jobs.js';

/** A job row for a voter file, as the upload creates one before the import runs (tests that run imports directly). */
export const voterFileJob = (db: Db) =>
  createImportJob(db, {
    uploadId: randomUUID(),
    userId: null,
    originalFilename: 'voters.txt',
    filePath: 'voters.txt',
    fileType: 'txt',
    fileSizeBytes: 1,
    full: false,
  });
