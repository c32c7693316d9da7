/**
 * Maintenance Mode, enforced in this one place: while it is on, a signed-in user who is not an admin may
 * read but every change they send is refused with 503. Public calls (sign in, register, password reset)
 * still work, so nobody is locked out.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { can } from '../../common/permissions.js';
import type { Db } from '../db/client.js';
import { UnavailableError } from '../errors.js';
import { type Access, ROUTE_ACCESS, routeKey } from '../http/route-access.js';
import { readSettings } from './settings.js';

export const MAINTENANCE_MESSAGE =
  'Groundwork is in maintenance mode, so changes are paused and yours was not saved. Please try again later.';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

async function maintenancePlugin(
  app: FastifyInstance,
  { db, table = ROUTE_ACCESS }: { db: Db; table?: Record<string, Access> },
) {
  app.addHook('preHandler', async (request: FastifyRequest) => {
    const user = request.user;
    if (!user || READS.has(request.method) || can(user.role, 'admin:manage')) return;
    const url = request.routeOptions.url;
    if (!url?.startsWith('/api/') || table[routeKey(request.method, url)] === 'public') return;
    if ((await readSettings(db)).maintenanceMode) throw new UnavailableError(MAINTENANCE_MESSAGE);
  });
}

export const registerMaintenanceMode = fp(maintenancePlugin, {
  name: 'maintenance-mode',
  dependencies: ['guard'],
});
