import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { impactDaysQuery } from '../../common/schemas/impact-days.js';
import type { Db } from '../db/client.js';
import { requireUser } from '../http/current-user.js';
import { getImpactStats } from './impact-cache.js';
import { getImpactDays } from './impact-days.js';
import { getImpactToday } from './impact-today.js';

/** Our Impact: the campaign's progress, for every signed-in user; Today by volunteer as the settings allow. */
export async function impactRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/api/impact/stats', async () => getImpactStats(db));
  app.get('/api/impact/days', { schema: { querystring: impactDaysQuery } }, async (request) =>
    getImpactDays(db, requireUser(request), request.query.period),
  );
  app.get('/api/impact/today', async (request) => getImpactToday(db, requireUser(request)));
}
