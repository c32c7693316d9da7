import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { uuidParam } from '../../common/schemas/common.js';
import { READ_DAY_COLUMNS, readsQuery } from '../../common/schemas/reads.js';
import type { Db } from '../db/client.js';
import { csvRow, UTF8_BOM } from '../exports/csv.js';
import { allReadDays, readHistory, readsReport } from './who-read-what.js';

/** Who read what (issue 36): admins only (route-access.ts). */
export async function readLogRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/api/admin/reads', { schema: { querystring: readsQuery } }, async (request) =>
    readsReport(db, request.query.days),
  );

  app.get('/api/admin/reads/export', async (_request, reply) => {
    const days = await allReadDays(db);
    const csv =
      UTF8_BOM +
      csvRow(READ_DAY_COLUMNS.map(([, heading]) => heading)) +
      days.map((d) => csvRow(READ_DAY_COLUMNS.map(([key]) => d[key]))).join('');
    const today = new Date().toISOString().slice(0, 10);
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="who-read-what-${today}.csv"`)
      .send(csv);
  });

  app.get('/api/admin/reads/users/:id', { schema: { params: uuidParam } }, async (request) =>
    readHistory(db, request.params.id),
  );
}
