import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { uuidParam } from '../../shared/schemas/common.js';
import { addNetworkRequest, contactIdParam } from '../../shared/schemas/networks.js';
import type { Db } from '../db/client.js';
import { addNetworkEntry } from './add-network-entry.js';
import { checkNetwork } from './check-network.js';
import { listNetwork } from './list-network.js';
import { removeNetworkEntry } from './remove-network-entry.js';

function owner(request: FastifyRequest) {
  if (!request.user) throw new Error('guard let a signed-out request through');
  return request.user.id;
}

/** A signed-in editor's or admin's own network (SPEC §7); nobody sees or changes another's. */
export async function networkRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/api/networks', async (request) => listNetwork(db, owner(request)));

  app.get('/api/networks/check/:contactId', { schema: { params: contactIdParam } }, async (request) =>
    checkNetwork(db, owner(request), request.params.contactId),
  );

  app.post('/api/networks', { schema: { body: addNetworkRequest } }, async (request, reply) => {
    const { created, entry } = await addNetworkEntry(db, owner(request), request.body.contactId);
    return reply.code(created ? 201 : 200).send(entry);
  });

  app.delete('/api/networks/:id', { schema: { params: uuidParam } }, async (request) => {
    await removeNetworkEntry(db, owner(request), request.params.id);
    return { message: 'Removed from network' };
  });
}
