import { rm } from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { applyImportBody, importJobParams, uploadIdSchema } from '../../common/schemas/imports.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { InvalidInputError } from '../errors.js';
import { appliedPreviews, listImports } from './job/import-jobs.js';
import { presentImportJob } from './job/present-import-job.js';
import { streamUploadProgress } from './job/progress-stream.js';
import { applyPreview } from './preview/apply-preview.js';
import { discardPreview } from './preview/discard-preview.js';
import { keepPreviewFile } from './preview/preview-files.js';
import { startImport } from './run/start-import.js';
import { findLatestImport } from './stored-voters/change-records.js';
import { undoImport } from './undo/undo-import.js';
import { receiveUpload } from './upload/receive-upload.js';

interface Deps {
  db: Db;
  config: Config;
}

function parseUploadId(value: unknown) {
  const parsed = uploadIdSchema.safeParse(value);
  if (!parsed.success)
    throw new InvalidInputError(parsed.error.issues[0]?.message ?? 'X-Upload-ID is missing.');
  return parsed.data;
}

export async function importRoutes(fastify: FastifyInstance, { db, config }: Deps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  await app.register(multipart);
  const uploadDir = path.join(config.dataDir, 'imports');
  const previewsDir = path.join(config.dataDir, 'import-previews');

  app.post('/api/admin/seed-excel', async (request, reply) => {
    const uploadId = parseUploadId(request.headers['x-upload-id']);
    const upload = await receiveUpload(request, { dir: uploadDir, maxBytes: config.importMaxBytes });
    const removeFile = () => rm(upload.file, { force: true });
    // A preview keeps its file for applying, before it is marked completed (so it can be applied the moment it
    // is); every other end removes it.
    const keepPreview = upload.dryRun
      ? (jobId: string) => keepPreviewFile(db, previewsDir, jobId, upload.file)
      : undefined;
    const onFinished = async (_jobId: string, succeeded: boolean) => {
      if (!(upload.dryRun && succeeded)) await removeFile();
    };
    try {
      const { job, done } = await startImport({
        db,
        uploadId,
        userId: request.user?.id ?? null,
        file: upload.file,
        fileName: upload.fileName,
        fileSizeBytes: upload.size,
        full: upload.full,
        dryRun: upload.dryRun,
        confirmDeactivate: upload.confirmDeactivate,
        log: request.log,
        beforeComplete: keepPreview,
        onFinished,
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

  app.post(
    '/api/admin/imports/:jobId/apply',
    { schema: { params: importJobParams, body: applyImportBody } },
    async (request, reply) => {
      const started = await applyPreview({
        db,
        previewJobId: request.params.jobId,
        userId: request.user?.id ?? null,
        confirmDeactivate: request.body?.confirmDeactivate,
        log: request.log,
      });
      return reply.code(202).send(started);
    },
  );

  app.post('/api/admin/imports/:jobId/discard', { schema: { params: importJobParams } }, async (request) =>
    discardPreview(db, request.params.jobId),
  );

  app.post(
    '/api/admin/imports/:jobId/undo',
    { schema: { params: importJobParams } },
    async (request, reply) => {
      const { response, done } = await undoImport({
        db,
        jobId: request.params.jobId,
        userId: request.user?.id ?? null,
        log: request.log,
      });
      // The undo reports through its job row; its failure is already recorded there.
      done?.catch(() => undefined);
      return reply.code(response.alreadyUndone ? 200 : 202).send(response);
    },
  );

  app.get('/api/admin/imports', async () => {
    const [jobs, latest] = await Promise.all([listImports(db), findLatestImport(db)]);
    const applied = await appliedPreviews(db, jobs);
    // Nothing is undoable while an import or an undo runs.
    const running = jobs.some((j) => !j.dryRun && (j.status === 'pending' || j.status === 'processing'));
    return jobs.map((job) => presentImportJob(job, running ? undefined : latest, applied));
  });
}
