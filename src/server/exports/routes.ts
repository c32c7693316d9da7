import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isUuid } from '../../common/schemas/common.js';
import { exportFilters, startExportRequest } from '../../common/schemas/exports.js';
import type { Db } from '../db/client.js';
import { NotFoundError } from '../errors.js';
import { requireUser } from '../http/current-user.js';
import { streamJobEvents } from '../jobs/job-event-stream.js';
import {
  EXPORT_NOT_FOUND,
  findExportJob,
  listExportHistory,
  openExportDownload,
  previewExport,
  readExportOptions,
  startExport,
} from './export-service.js';
import type { ExportWorker } from './export-worker.js';
import { presentExportJob } from './present-export-job.js';

const jobParam = { params: z.object({ jobId: z.string() }) };

const contentTypes = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export async function exportRoutes(
  fastify: FastifyInstance,
  { db, worker }: { db: Db; worker: ExportWorker },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const job = async (id: string) => (isUuid(id) ? findExportJob(db, id) : null);

  app.get('/api/admin/export/options', async () => readExportOptions(db));

  app.post('/api/admin/export/preview', { schema: { body: exportFilters } }, async (request) =>
    previewExport(db, request.body),
  );

  app.post('/api/admin/export/start', { schema: { body: startExportRequest } }, async (request, reply) => {
    const created = await startExport(db, requireUser(request), request.body);
    void worker.wake();
    return reply.code(202).send({ job: presentExportJob(created) });
  });

  app.get('/api/admin/export/history', async () => (await listExportHistory(db)).map(presentExportJob));

  app.get('/api/admin/export/progress/:jobId', { schema: jobParam }, async (request, reply) => {
    if (!(await job(request.params.jobId))) throw new NotFoundError(EXPORT_NOT_FOUND);
    await streamJobEvents(request, reply, {
      load: async () => {
        const row = await job(request.params.jobId);
        return row && presentExportJob(row);
      },
      isTerminal: (state) => state.status === 'completed' || state.status === 'failed',
    });
  });

  app.get('/api/admin/export/download/:jobId', { schema: jobParam }, async (request, reply) => {
    if (!isUuid(request.params.jobId)) throw new NotFoundError(EXPORT_NOT_FOUND);
    const { job: done, stream } = await openExportDownload(db, request.params.jobId);
    const format = done.format === 'xlsx' ? 'xlsx' : 'csv';
    return reply
      .header('Content-Type', contentTypes[format])
      .header('Content-Disposition', `attachment; filename="${done.filename ?? `export.${format}`}"`)
      .send(stream);
  });
}
