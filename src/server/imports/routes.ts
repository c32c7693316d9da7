import { rm } from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uploadIdSchema } from '../../shared/schemas/imports.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { badRequest } from '../http/http-error.js';
import { listImports, presentImportJob } from './import-jobs.js';
import { streamUploadProgress } from './progress-stream.js';
import { receiveUpload } from './receive-upload.js';
import { startImport } from './start-import.js';

interface Deps {
  db: Db;
  config: Config;
}

function parseUploadId(value: unknown) {
  const parsed = uploadIdSchema.safeParse(value);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'X-Upload-ID is missing.');
  return parsed.data;
}

export async function importRoutes(fastify: FastifyInstance, { db, config }: Deps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  await app.register(multipart);
  const uploadDir = path.join(config.dataDir, 'imports');

  app.post('/api/admin/seed-excel', async (request, reply) => {
    const uploadId = parseUploadId(request.headers['x-upload-id']);
    const upload = await receiveUpload(request, { dir: uploadDir, maxBytes: config.importMaxBytes });
    const removeFile = () => rm(upload.file, { force: true });
    try {
      const { job, done } = await startImport({
        db,
        uploadId,
        userId: request.user?.id ?? null,
        file: upload.file,
        fileName: upload.fileName,
        fileSizeBytes: upload.size,
        full: upload.full,
        log: request.log,
        onFinished: removeFile,
      });
      // The job reports through its row; its failure is already recorded there.
      done.catch(() => undefined);
      return reply.code(202).send({ uploadId, jobId: job.id });
    } catch (error) {
      await removeFile();
      throw error;
    }
  });

  app.get(
    '/api/admin/upload-progress/:uploadId',
    { schema: { params: z.object({ uploadId: z.string() }) } },
    async (request, reply) => streamUploadProgress(db, request.params.uploadId, request, reply),
  );

  app.get('/api/admin/imports', async () => (await listImports(db)).map(presentImportJob));
}
