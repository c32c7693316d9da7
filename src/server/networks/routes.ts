import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { uuidParam } from '../../common/schemas/common.js';
import { addNetworkRequest, contactIdParam, networkPageQuery } from '../../common/schemas/networks.js';
import type { Db } from '../db/client.js';
import { requireUser } from '../http/current-user.js';
import { addNetworkEntry } from './add-network-entry.js';
import { checkNetwork } from './check-network.js';
import { listNetwork, networkContactIds } from './list-network.js';
import { removeNetworkEntry } from './remove-network-entry.js';

/** A signed-in editor's or admin's own network; nobody sees or changes another's. */
export async function networkRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/api/networks', { schema: { querystring: networkPageQuery } }, async (request) =>
    listNetwork(db, requireUser(request), request.query),
  );

  app.get('/api/networks/ids', async (request) => networkContactIds(db, requireUser(request).id));

  app.get('/api/networks/check/:contactId', { schema: { params: contactIdParam } }, async (request) =>
    checkNetwork(db, requireUser(request).id, request.params.contactId),
  );

  app.post('/api/networks', { schema: { body: addNetworkRequest } }, async (request, reply) => {
    const { created, entry } = await addNetworkEntry(db, requireUser(request), request.body.contactId);
    return reply.code(created ? 201 : 200).send(entry);
  });

  app.delete('/api/networks/:id', { schema: { params: uuidParam } }, async (request) => {
    await removeNetworkEntry(db, requireUser(request).id, request.params.id);
    return { message: 'Removed from network' };
  });
}
