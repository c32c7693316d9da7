import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { uuidParam } from '../../common/schemas/common.js';
import {
  emailDeleteRequest,
  emailRequest,
  emailUpdateRequest,
  phoneDeleteRequest,
  phoneRequest,
  phoneUpdateRequest,
  searchQuery,
  updateContactRequest,
} from '../../common/schemas/contacts.js';
import type { Db } from '../db/client.js';
import { requireUser } from '../http/current-user.js';
import { readFilterChoices } from '../search/filter-choices.js';
import type { SearchTotals } from '../search/search-totals.js';
import { addChannel, deleteChannel, updateChannel } from './contact-channels.js';
import { contactExportFilename, contactToCsv } from './export-contact.js';
import { presentEmail, presentPhone } from './present-contact.js';
import { editProfile, openProfile, searchAsUser } from './read-contacts.js';
import { listElections } from './voting-history.js';

export async function contactRoutes(
  fastify: FastifyInstance,
  { db, searchTotals }: { db: Db; searchTotals: SearchTotals },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const params = { params: uuidParam };

  app.get('/api/contacts/search', { schema: { querystring: searchQuery } }, async (request) =>
    searchAsUser(db, requireUser(request), request.query, searchTotals),
  );

  app.get('/api/contacts/filter-choices', async () => readFilterChoices(db));

  app.get('/api/contacts/elections', async () => listElections(db));

  app.get('/api/contacts/:id', { schema: params }, async (request) =>
    openProfile(db, requireUser(request), request.params.id),
  );

  app.patch('/api/contacts/:id', { schema: { ...params, body: updateContactRequest } }, async (request) =>
    editProfile(db, requireUser(request), request.params.id, request.body),
  );

  app.get('/api/contacts/:id/export', { schema: params }, async (request, reply) => {
    const contact = await openProfile(db, requireUser(request), request.params.id);
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${contactExportFilename(contact)}"`)
      .send(contactToCsv(contact));
  });

  app.post(
    '/api/contacts/:id/phones',
    { schema: { ...params, body: phoneRequest } },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          presentPhone(await addChannel(db, requireUser(request), 'phone', request.params.id, request.body)),
        ),
  );
  app.patch('/api/phones/:id', { schema: { ...params, body: phoneUpdateRequest } }, async (request) => {
    const { expected, ...input } = request.body;
    return presentPhone(
      await updateChannel(db, requireUser(request), 'phone', request.params.id, input, expected),
    );
  });
  app.delete('/api/phones/:id', { schema: { ...params, body: phoneDeleteRequest } }, async (request) => {
    await deleteChannel(db, requireUser(request), 'phone', request.params.id, request.body?.expected);
    return { message: 'Phone number deleted' };
  });

  app.post(
    '/api/contacts/:id/emails',
    { schema: { ...params, body: emailRequest } },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          presentEmail(await addChannel(db, requireUser(request), 'email', request.params.id, request.body)),
        ),
  );
  app.patch('/api/emails/:id', { schema: { ...params, body: emailUpdateRequest } }, async (request) => {
    const { expected, ...input } = request.body;
    return presentEmail(
      await updateChannel(db, requireUser(request), 'email', request.params.id, input, expected),
    );
  });
  app.delete('/api/emails/:id', { schema: { ...params, body: emailDeleteRequest } }, async (request) => {
    await deleteChannel(db, requireUser(request), 'email', request.params.id, request.body?.expected);
    return { message: 'Email address deleted' };
  });
}
