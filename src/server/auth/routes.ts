import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  changePasswordRequest,
  loginRequest,
  passwordResetConfirm,
  passwordResetRequest,
  registerRequest,
  updateProfileRequest,
} from '../../shared/schemas/auth.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { byBodyEmail, byIp, RateLimiter } from '../http/rate-limit.js';
import { clearSessionCookie, setSessionCookie } from '../http/session.js';
import type { Mailer } from '../mail/mailer.js';
import { changeOwnPassword, updateOwnProfile } from './account.js';
import { logIn, WELCOME_MESSAGE } from './log-in.js';
import { listNotifications } from './notifications.js';
import {
  confirmPasswordReset,
  RESET_DONE_MESSAGE,
  RESET_REQUESTED_MESSAGE,
  requestPasswordReset,
} from './password-reset.js';
import { presentCurrentUser } from './present-user.js';
import { REGISTERED_MESSAGE, registerUser } from './register-user.js';
import { endSession } from './sessions.js';

interface Deps {
  db: Db;
  config: Config;
  mailer: Mailer;
}

const FIFTEEN_MINUTES = 15 * 60_000;
const HOUR = 60 * 60_000;

/** The signed-in user, for routes the guard has already restricted to signed-in users. */
function signedIn(request: FastifyRequest) {
  if (!request.user || !request.sessionToken) throw new Error('guard let a signed-out request through');
  return { user: request.user, token: request.sessionToken };
}

export async function authRoutes(fastify: FastifyInstance, { db, config, mailer }: Deps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db, mailer, appUrl: config.appUrl, log: app.log };
  const limiter = new RateLimiter(db);
  const loginLimits = [
    limiter.hook('login-ip', { max: 30, windowMs: FIFTEEN_MINUTES, key: byIp }),
    limiter.hook('login-email', { max: 10, windowMs: FIFTEEN_MINUTES, key: byBodyEmail }),
  ];
  const resetLimits = [
    limiter.hook('reset-ip', { max: 10, windowMs: FIFTEEN_MINUTES, key: byIp }),
    limiter.hook('reset-email', { max: 3, windowMs: HOUR, key: byBodyEmail }),
  ];
  const confirmLimits = [limiter.hook('reset-confirm-ip', { max: 20, windowMs: FIFTEEN_MINUTES, key: byIp })];

  app.post('/api/auth/register', { schema: { body: registerRequest } }, async (request, reply) => {
    await registerUser(deps, request.body);
    return reply.code(201).send({ success: true, message: REGISTERED_MESSAGE });
  });

  app.post(
    '/api/auth/login',
    {
      schema: { body: loginRequest },
      preHandler: loginLimits,
    },
    async (request, reply) => {
      const token = await logIn(db, request.body, {
        previousToken: request.sessionToken,
        meta: { ip: request.ip, userAgent: request.headers['user-agent'] ?? null },
      });
      setSessionCookie(reply, config, token);
      return { success: true, message: WELCOME_MESSAGE };
    },
  );

  app.get('/api/auth/user', async (request) => presentCurrentUser(signedIn(request).user));

  app.get('/api/login', async (_request, reply) => reply.redirect('/login'));

  app.get('/api/logout', async (request, reply) => {
    const raw = request.cookies.gw_session;
    const unsigned = raw ? request.unsignCookie(raw) : undefined;
    if (unsigned?.valid && unsigned.value) await endSession(db, unsigned.value);
    clearSessionCookie(reply, config);
    return reply.redirect('/');
  });

  app.post(
    '/api/auth/password-reset',
    {
      schema: { body: passwordResetRequest },
      preHandler: resetLimits,
    },
    async (request) => {
      await requestPasswordReset(deps, request.body.email);
      return { message: RESET_REQUESTED_MESSAGE };
    },
  );

  app.post(
    '/api/auth/password-reset/confirm',
    { schema: { body: passwordResetConfirm }, preHandler: confirmLimits },
    async (request) => {
      await confirmPasswordReset(db, request.body.token, request.body.newPassword);
      return { message: RESET_DONE_MESSAGE };
    },
  );

  app.patch('/api/auth/profile', { schema: { body: updateProfileRequest } }, async (request) => {
    const updated = await updateOwnProfile(db, signedIn(request).user, request.body);
    return presentCurrentUser(updated);
  });

  app.post('/api/auth/change-password', { schema: { body: changePasswordRequest } }, async (request) => {
    const { user, token } = signedIn(request);
    await changeOwnPassword(db, user, request.body, token);
    return { message: 'Your password has been changed. Other devices have been signed out.' };
  });

  app.get('/api/notifications', async (request) => listNotifications(db, signedIn(request).user));
}
