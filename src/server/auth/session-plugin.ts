/**
 * Reads the session cookie on every request and loads the user fresh from the database, so a changed
 * role or a deactivation applies on the very next request. A session whose user may no longer sign in
 * (deleted, deactivated, not approved), or that has lived its Session Lifetime, is ended on the spot.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { UserRow } from '../db/schema/index.js';
import { readSettings } from '../settings/settings.js';
import { endSession, findSession, isPastLifetime, SESSION_COOKIE, touchSession } from './sessions.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in, approved and active user, or null. */
    user: UserRow | null;
    /** The raw session token from the cookie, when the session is valid. */
    sessionToken: string | null;
  }
}

export const canSignIn = (user: UserRow) => user.status === 'approved' && user.isActive;

export function sessionCookieOptions(config: Config) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.isProduction,
    signed: true,
  };
}

export function setSessionCookie(reply: FastifyReply, config: Config, token: string) {
  reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(config));
}

export function clearSessionCookie(reply: FastifyReply, config: Config) {
  reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(config));
}

async function sessionPlugin(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const raw = request.cookies[SESSION_COOKIE];
    if (!raw) return;
    const unsigned = request.unsignCookie(raw);
    const token = unsigned.valid ? unsigned.value : null;
    if (!token) {
      clearSessionCookie(reply, config);
      return;
    }
    // A session that is gone may have been replaced by a sign-in in this same browser while this request was
    // on its way: clearing the cookie here would sign the browser out of its new session.
    const session = await findSession(db, token);
    if (!session) return;
    const { sessionTimeoutMinutes, sessionMaxHours } = await readSettings(db);
    if (!canSignIn(session.user) || isPastLifetime(session, sessionMaxHours)) {
      await endSession(db, token);
      clearSessionCookie(reply, config);
      return;
    }
    // An open tab asking whether its session still holds is not activity: it must not keep the session alive.
    if (request.headers['x-session-check'] !== 'passive')
      await touchSession(db, session, sessionTimeoutMinutes, sessionMaxHours);
    request.user = session.user;
    request.sessionToken = token;
  });
}

export const registerSessions = fp(sessionPlugin, { name: 'sessions' });
