import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { uuidParam } from '../../common/schemas/common.js';
import {
  createListRequest,
  listPageQuery,
  recordAttemptRequest,
  splitListRequest,
  updateListRequest,
} from '../../common/schemas/lists.js';
import type { Config } from '../config.js';
import { changeProfile } from '../contacts/read-contacts.js';
import type { Db } from '../db/client.js';
import { requireUser } from '../http/current-user.js';
import type { Mailer } from '../mail/mailer.js';
import { deleteList, refreshList, updateList } from './change-list.js';
import { createList } from './create-list.js';
import { getList, listLists } from './read-lists.js';
import { clearDoNotContact, recordAttempt } from './record-attempt.js';
import { splitList } from './split-list.js';
import { mailAssignees } from './tell-assignees.js';

/** Walk and call lists, contact attempts and clearing do-not-contact (issue 19). */
export async function listRoutes(
  fastify: FastifyInstance,
  { db, config, mailer }: { db: Db; config: Config; mailer: Mailer },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const params = { params: uuidParam };
  const tell = mailAssignees({ db, mailer, appUrl: config.appUrl, log: fastify.log });

  app.get('/api/lists', async (request) => listLists(db, requireUser(request)));

  app.post('/api/lists', { schema: { body: createListRequest } }, async (request, reply) =>
    reply.code(201).send(await createList(db, requireUser(request), request.body, tell)),
  );

  app.get('/api/lists/:id', { schema: { ...params, querystring: listPageQuery } }, async (request) =>
    getList(db, requireUser(request), request.params.id, request.query.page),
  );

  app.patch('/api/lists/:id', { schema: { ...params, body: updateListRequest } }, async (request) =>
    updateList(db, requireUser(request), request.params.id, request.body, tell),
  );

  app.post(
    '/api/lists/:id/split',
    { schema: { ...params, body: splitListRequest } },
    async (request, reply) =>
      reply.code(201).send(await splitList(db, requireUser(request), request.params.id, request.body)),
  );

  app.delete('/api/lists/:id', { schema: params }, async (request) => {
    await deleteList(db, requireUser(request), request.params.id);
    return { message: 'List deleted' };
  });

  app.post('/api/lists/:id/refresh', { schema: params }, async (request) =>
    refreshList(db, requireUser(request), request.params.id),
  );

  app.post(
    '/api/contacts/:id/attempts',
    { schema: { ...params, body: recordAttemptRequest } },
    async (request, reply) => {
      const { created, attempt } = await recordAttempt(
        db,
        requireUser(request),
        request.params.id,
        request.body,
      );
      return reply.code(created ? 201 : 200).send(attempt);
    },
  );

  app.delete('/api/contacts/:id/do-not-contact', { schema: params }, async (request) => {
    const user = requireUser(request);
    return changeProfile(db, user, request.params.id, () => clearDoNotContact(db, user, request.params.id));
  });
}
