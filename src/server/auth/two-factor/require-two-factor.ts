/**
 * "Require two-factor sign-in for admins", enforced in this one place: while the setting is on, an admin without
 * it can reach only what setting it up needs (their own account, the setup calls, signing out); every other call
 * is refused with 403 and a sentence saying what to do.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.js';
import { ForbiddenError } from '../../errors.js';
import { routeKey } from '../../http/route-access.js';
import { readSettings } from '../../settings/settings.js';
import { mustSetUpTwoFactor } from '../present-user.js';

export const SET_UP_TWO_FACTOR_MESSAGE =
  'Turn on two-factor sign-in for your account before you continue: the campaign requires it for admins.';

const OPEN_BEFORE_SETUP = new Set([
  'GET /api/auth/user',
  'POST /api/auth/two-factor/setup',
  'POST /api/auth/two-factor/enable',
  'POST /api/logout',
  'GET /api/logout',
  'GET /api/system/status',
]);

async function requireTwoFactorPlugin(app: FastifyInstance, { db }: { db: Db }) {
  app.addHook('preHandler', async (request: FastifyRequest) => {
    const user = request.user;
    const url = request.routeOptions.url;
    if (user?.role !== 'admin' || user.totpEnabledAt || !url?.startsWith('/api/')) return;
    if (OPEN_BEFORE_SETUP.has(routeKey(request.method === 'HEAD' ? 'GET' : request.method, url))) return;
    if (mustSetUpTwoFactor(user, (await readSettings(db)).requireTwoFactorForAdmins))
      throw new ForbiddenError(SET_UP_TWO_FACTOR_MESSAGE);
  });
}

export const registerRequireTwoFactor = fp(requireTwoFactorPlugin, {
  name: 'require-two-factor',
  dependencies: ['guard'],
});
