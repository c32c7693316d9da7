import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { electionQuery } from '../../common/schemas/election.js';
import type { Db } from '../db/client.js';
import { electionViewOf } from './election-view.js';

/** The election view: admins and editors (who read it; making its lists is theirs as any list). */
export async function electionRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/api/election', { schema: { querystring: electionQuery } }, async (request) =>
    electionViewOf(db, request.query.electionDate),
  );
}
