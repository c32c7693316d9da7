import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { wipeRequest } from '../../common/schemas/database.js';
import type { Db } from '../db/client.js';
import { requireUser } from '../http/current-user.js';
import { cleanUpData } from './clean-up-data.js';
import { backupFilename, createBackup } from './create-backup.js';
import { validateData } from './validate-data.js';
import { wipeContacts } from './wipe-contacts.js';

export async function databaseRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // The Data Management page asks for the backup with a plain form post, so the browser streams the archive
  // to disk; the form carries no fields, so its body is read and ignored.
  fastify.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, _b, done) =>
    done(null, {}),
  );

  app.post('/api/admin/database/backup', async (request, reply) => {
    const { stream } = await createBackup(db, requireUser(request).id);
    return reply
      .header('Content-Type', 'application/gzip')
      .header('Content-Disposition', `attachment; filename="${backupFilename()}"`)
      .send(stream);
  });

  app.post('/api/admin/database/validate', async () => validateData(db));

  app.post('/api/admin/database/cleanup', async (request) => cleanUpData(db, requireUser(request).id));

  app.post('/api/admin/database/wipe', { schema: { body: wipeRequest } }, async (request) =>
    wipeContacts(db, requireUser(request).id, request.body.confirmation),
  );
}
