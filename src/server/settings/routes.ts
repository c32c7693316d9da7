import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { maintenanceRequest, updateSettingsRequest } from '../../shared/schemas/settings.js';
import type { Db } from '../db/client.js';
import { readSettings, updateSettings } from './settings.js';

function actingAdmin(request: FastifyRequest) {
  if (!request.user) throw new Error('guard let a signed-out request through');
  return request.user;
}

export async function settingsRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/api/admin/settings', async () => readSettings(db));

  app.patch('/api/admin/settings', { schema: { body: updateSettingsRequest } }, async (request) => ({
    message: 'Settings saved',
    settings: await updateSettings(db, actingAdmin(request).id, request.body),
  }));

  app.put('/api/admin/maintenance', { schema: { body: maintenanceRequest } }, async (request) => {
    const { enabled } = request.body;
    const settings = await updateSettings(db, actingAdmin(request).id, { maintenanceMode: enabled });
    return {
      message: enabled ? 'Maintenance mode is on' : 'Maintenance mode is off',
      maintenanceMode: settings.maintenanceMode,
    };
  });

  app.get('/api/system/status', async () => ({ maintenanceMode: (await readSettings(db)).maintenanceMode }));
}
