import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { uuidParam } from '../../shared/schemas/common.js';
import {
  emailRequest,
  phoneRequest,
  searchQuery,
  updateContactRequest,
} from '../../shared/schemas/contacts.js';
import type { Db } from '../db/client.js';
import {
  addEmail,
  addPhone,
  deleteEmail,
  deletePhone,
  updateEmail,
  updatePhone,
} from './contact-channels.js';
import { contactExportFilename, contactToCsv } from './export-contact.js';
import { getContact } from './get-contact.js';
import { presentEmail, presentPhone } from './present-contact.js';
import { searchContacts } from './search-contacts.js';
import type { SearchTotals } from './search-totals.js';
import { updateContact } from './update-contact.js';

function actor(request: FastifyRequest) {
  if (!request.user) throw new Error('guard let a signed-out request through');
  return request.user;
}

export async function contactRoutes(
  fastify: FastifyInstance,
  { db, searchTotals }: { db: Db; searchTotals: SearchTotals },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const params = { params: uuidParam };

  app.get('/api/contacts/search', { schema: { querystring: searchQuery } }, async (request) =>
    searchContacts(db, request.query, searchTotals),
  );

  app.get('/api/contacts/:id', { schema: params }, async (request) => getContact(db, request.params.id));

  app.patch('/api/contacts/:id', { schema: { ...params, body: updateContactRequest } }, async (request) => {
    await getContact(db, request.params.id);
    await updateContact(db, actor(request), request.params.id, request.body);
    return getContact(db, request.params.id);
  });

  app.get('/api/contacts/:id/export', { schema: params }, async (request, reply) => {
    const contact = await getContact(db, request.params.id);
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${contactExportFilename(contact)}"`)
      .send(contactToCsv(contact));
  });

  app.post(
    '/api/contacts/:id/phones',
    { schema: { ...params, body: phoneRequest } },
    async (request, reply) =>
      reply.code(201).send(presentPhone(await addPhone(db, actor(request), request.params.id, request.body))),
  );
  app.patch('/api/phones/:id', { schema: { ...params, body: phoneRequest } }, async (request) =>
    presentPhone(await updatePhone(db, actor(request), request.params.id, request.body)),
  );
  app.delete('/api/phones/:id', { schema: params }, async (request) => {
    await deletePhone(db, actor(request), request.params.id);
    return { message: 'Phone number deleted' };
  });

  app.post(
    '/api/contacts/:id/emails',
    { schema: { ...params, body: emailRequest } },
    async (request, reply) =>
      reply.code(201).send(presentEmail(await addEmail(db, actor(request), request.params.id, request.body))),
  );
  app.patch('/api/emails/:id', { schema: { ...params, body: emailRequest } }, async (request) =>
    presentEmail(await updateEmail(db, actor(request), request.params.id, request.body)),
  );
  app.delete('/api/emails/:id', { schema: params }, async (request) => {
    await deleteEmail(db, actor(request), request.params.id);
    return { message: 'Email address deleted' };
  });
}
