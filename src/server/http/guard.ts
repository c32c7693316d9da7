/** The one place that enforces access: each /api route gets the check its ROUTE_ACCESS entry names. */
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { can } from '../../common/permissions.js';
import { ForbiddenError } from '../errors.js';
import { requireUser } from './current-user.js';
import { type Access, ROUTE_ACCESS, routeKey } from './route-access.js';

export const NOT_ALLOWED_MESSAGE = "You don't have permission to do that.";

export function assertAccess(request: FastifyRequest, access: Access) {
  if (access === 'public') return;
  const user = requireUser(request);
  if (access !== 'signed-in' && !can(user.role, access)) throw new ForbiddenError(NOT_ALLOWED_MESSAGE);
}

async function guardPlugin(
  app: FastifyInstance,
  { table = ROUTE_ACCESS }: { table?: Record<string, Access> },
) {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/api/')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      // Fastify adds a HEAD route for every GET; it gets the GET's rule.
      const key = routeKey(method === 'HEAD' ? 'GET' : method, route.url);
      const access = table[key];
      if (!access) throw new Error(`${key} is missing from ROUTE_ACCESS (src/server/http/route-access.ts)`);
      const check = async (request: FastifyRequest) => assertAccess(request, access);
      // Route-level onRequest hooks run after the global session hook and before the body is read.
      route.onRequest = [check, ...(route.onRequest ? [route.onRequest].flat() : [])];
    }
  });
}

export const registerGuard = fp(guardPlugin, { name: 'guard' });
