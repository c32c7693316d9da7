import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { getImpactStats } from './impact-cache.js';

/** Our Impact: the campaign's progress, for every signed-in user. */
export async function impactRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  fastify.get('/api/impact/stats', async () => getImpactStats(db));
}
