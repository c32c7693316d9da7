/**
 * GET /api/admin/upload-progress/{uploadId}: the upload progress event (PRODUCT.md, Import and refresh), read
 * from the job row (so any instance can serve it and a late client gets the current state at once), sent
 * whenever the row changes and at least once a second; completed and error end the stream.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { NotFoundError } from '../../errors.js';
import { streamJobEvents } from '../../jobs/job-event-stream.js';
import { findImportByUploadId } from './import-jobs.js';
import { presentProgressEvent } from './present-import-job.js';

export async function streamUploadProgress(
  db: Db,
  uploadId: string,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (!(await findImportByUploadId(db, uploadId)))
    throw new NotFoundError('There is no import with this upload id. Start the upload again.');
  await streamJobEvents(request, reply, {
    load: async () => {
      const row = await findImportByUploadId(db, uploadId);
      return row ? presentProgressEvent(row) : null;
    },
    isTerminal: (event) => event.type !== 'progress',
    intervalMs: 250,
    repeatEveryMs: 1_000,
  });
}
