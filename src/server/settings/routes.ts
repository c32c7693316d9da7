import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { maintenanceRequest, updateSettingsRequest } from '../../common/schemas/settings.js';
import type { Db } from '../db/client.js';
import { requireUser } from '../http/current-user.js';
import { readSettings, updateSettings } from './settings.js';

export async function settingsRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/api/admin/settings', async () => readSettings(db));

  app.patch('/api/admin/settings', { schema: { body: updateSettingsRequest } }, async (request) => ({
    message: 'Settings saved',
    settings: await updateSettings(db, requireUser(request).id, request.body),
  }));

  app.put('/api/admin/maintenance', { schema: { body: maintenanceRequest } }, async (request) => {
    const { enabled } = request.body;
    const settings = await updateSettings(db, requireUser(request).id, { maintenanceMode: enabled });
    return {
      message: enabled ? 'Maintenance mode is on' : 'Maintenance mode is off',
      maintenanceMode: settings.maintenanceMode,
    };
  });

  app.get('/api/system/status', async () => ({ maintenanceMode: (await readSettings(db)).maintenanceMode }));
}
