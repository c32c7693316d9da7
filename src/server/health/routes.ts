import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import { checkDatabase } from '../db/health.js';

export async function healthRoutes(app: FastifyInstance, { database }: { database: Database }) {
  app.get('/healthz', async (_request, reply) => {
    const ok = await checkDatabase(database);
    return reply.code(ok ? 200 : 503).send({ ok });
  });
}
