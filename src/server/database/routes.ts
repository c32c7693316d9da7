import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { wipeRequest } from '../../shared/schemas/database.js';
import type { Db } from '../db/client.js';
import { cleanUpData } from './clean-up-data.js';
import { backupFilename, createBackup } from './create-backup.js';
import { validateData } from './validate-data.js';
import { wipeContacts } from './wipe-contacts.js';

function actingAdmin(request: FastifyRequest) {
  if (!request.user) throw new Error('guard let a signed-out request through');
  return request.user;
}

export async function databaseRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/api/admin/database/backup', async (request, reply) => {
    const { stream } = await createBackup(db, actingAdmin(request).id);
    return reply
      .header('Content-Type', 'application/gzip')
      .header('Content-Disposition', `attachment; filename="${backupFilename()}"`)
      .send(stream);
  });

  app.post('/api/admin/database/validate', async () => validateData(db));

  app.post('/api/admin/database/cleanup', async (request) => cleanUpData(db, actingAdmin(request).id));

  app.post('/api/admin/database/wipe', { schema: { body: wipeRequest } }, async (request) =>
    wipeContacts(db, actingAdmin(request).id, request.body.confirmation),
  );
}
