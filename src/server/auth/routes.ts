import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  changePasswordRequest,
  loginRequest,
  passwordConfirmRequest,
  passwordResetConfirm,
  passwordResetRequest,
  passwordTokenParam,
  registerRequest,
  updateProfileRequest,
} from '../../common/schemas/auth.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { requireUser } from '../http/current-user.js';
import {
  byBodyEmail,
  byIp,
  byIpAndBodyEmail,
  CURRENT_PASSWORD_LIMIT,
  RateLimiter,
} from '../http/rate-limit.js';
import type { Mailer } from '../mail/mailer.js';
import { readSettings } from '../settings/settings.js';
import { changeOwnPassword, updateOwnProfile } from './account.js';
import { FIRST_WELCOME_MESSAGE, logIn, WELCOME_MESSAGE } from './log-in.js';
import { listOwnSessions, SIGNED_OUT_OTHERS_MESSAGE, signOutOtherSessions } from './own-sessions.js';
import {
  checkPasswordToken,
  confirmPasswordReset,
  RESET_DONE_MESSAGE,
  RESET_REQUESTED_MESSAGE,
  requestPasswordReset,
} from './password-reset.js';
import { presentCurrentUser } from './present-user.js';
import { confirmPassword, requireRecentPassword } from './recent-sign-in.js';
import { REGISTERED_MESSAGE, registerUser } from './register-user.js';
import { clearSessionCookie, setSessionCookie } from './session-plugin.js';
import { endSession } from './sessions.js';
import { isOwnNavigation, SIGNED_OUT_MESSAGE } from './sign-out.js';
import { setChallengeCookie } from './two-factor/routes.js';
import { CODE_NEEDED_MESSAGE } from './two-factor/sign-in-challenge.js';

export const PASSWORD_CONFIRMED_MESSAGE = 'Password confirmed.';

interface Deps {
  db: Db;
  config: Config;
  mailer: Mailer;
}

const FIFTEEN_MINUTES = 15 * 60_000;
const HOUR = 60 * 60_000;

export async function authRoutes(fastify: FastifyInstance, { db, config, mailer }: Deps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db, mailer, appUrl: config.appUrl, log: app.log };
  const limiter = new RateLimiter(db);
  // Limits and their reasons, in docs/decisions/: 0154-sign-in-limits-strangers-cannot-turn-against-the-owner.md,
  // 0155-registration-limits.md, 0042-own-rate-limiter.md (password resets) and 0174-reset-links-checked-first.md
  // (checking a link). Strangers can slow an account's sign-in, never lock it.
  const loginLimits = [
    limiter.hook('login-ip', { max: 30, windowMs: FIFTEEN_MINUTES, key: byIp }),
    limiter.hook('login-ip-email', { max: 10, windowMs: FIFTEEN_MINUTES, key: byIpAndBodyEmail }),
    limiter.slowDown('login-email', {
      after: 10,
      windowMs: FIFTEEN_MINUTES,
      key: byBodyEmail,
      baseDelayMs: 500,
      maxDelayMs: 8_000,
    }),
  ];
  // Per address and per email; the hour's total only alerts the admins (register-user.ts), so a flood
  // from a few addresses cannot shut real volunteers out.
  const registerLimits = [
    limiter.hook('register-ip', { max: 60, windowMs: HOUR, key: byIp }),
    limiter.hook('register-email', { max: 3, windowMs: HOUR, key: byBodyEmail }),
  ];
  const countThisHour = async () => (await limiter.count('register-all', HOUR)).count;
  /** Admins get a mail for the first few registrations of an hour; the bell lists every one waiting. */
  const mayMailAdmins = async () => (await limiter.count('register-admin-mail', HOUR)).count <= 5;
  const resetLimits = [
    limiter.hook('reset-ip', { max: 10, windowMs: FIFTEEN_MINUTES, key: byIp }),
    limiter.hook('reset-email', { max: 3, windowMs: HOUR, key: byBodyEmail }),
  ];
  const checkLimits = [limiter.hook('reset-check-ip', { max: 30, windowMs: FIFTEEN_MINUTES, key: byIp })];
  const confirmLimits = [limiter.hook('reset-confirm-ip', { max: 20, windowMs: FIFTEEN_MINUTES, key: byIp })];
  const currentPasswordLimits = [limiter.hook(CURRENT_PASSWORD_LIMIT.name, CURRENT_PASSWORD_LIMIT.rule)];

  app.post(
    '/api/auth/register',
    { schema: { body: registerRequest }, preHandler: registerLimits },
    async (request, reply) => {
      await registerUser({ ...deps, mayMailAdmins, countThisHour }, request.body);
      return reply.code(201).send({ success: true, message: REGISTERED_MESSAGE });
    },
  );

  app.post(
    '/api/auth/login',
    {
      schema: { body: loginRequest },
      preHandler: loginLimits,
    },
    async (request, reply) => {
      const result = await logIn(db, request.body, {
        previousToken: request.sessionToken,
        meta: { ip: request.ip, userAgent: request.headers['user-agent'] ?? null },
      });
      await limiter.forgive(request);
      if (result.kind === 'challenge') {
        setChallengeCookie(reply, config, result.token);
        return { success: false, twoFactorRequired: true as const, message: CODE_NEEDED_MESSAGE };
      }
      setSessionCookie(reply, config, result.token);
      if (result.firstSignIn)
        return { success: true, message: FIRST_WELCOME_MESSAGE, firstSignIn: true as const };
      return { success: true, message: WELCOME_MESSAGE };
    },
  );

  app.get('/api/auth/user', async (request) =>
    presentCurrentUser(requireUser(request), (await readSettings(db)).requireTwoFactorForAdmins),
  );

  app.get('/api/login', async (_request, reply) => reply.redirect('/login'));

  const signOut = async (request: FastifyRequest, reply: FastifyReply) => {
    const raw = request.cookies.gw_session;
    const unsigned = raw ? request.unsignCookie(raw) : undefined;
    if (unsigned?.valid && unsigned.value) await endSession(db, unsigned.value);
    clearSessionCookie(reply, config);
  };

  app.post('/api/logout', async (request, reply) => {
    await signOut(request, reply);
    return { message: SIGNED_OUT_MESSAGE };
  });

  // The spec's sign-out link. A GET must not change anything another site can trigger (an <img>, a link):
  // only a navigation from the app itself signs out.
  app.get('/api/logout', async (request, reply) => {
    if (isOwnNavigation(request, config.appUrl)) await signOut(request, reply);
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

  app.get(
    '/api/auth/password-reset/:token',
    { schema: { params: passwordTokenParam }, preHandler: checkLimits },
    async (request) => checkPasswordToken(db, request.params.token),
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
    const updated = await updateOwnProfile(db, requireUser(request), request.body);
    return presentCurrentUser(updated);
  });

  app.post(
    '/api/auth/change-password',
    { schema: { body: changePasswordRequest }, preHandler: currentPasswordLimits },
    async (request) => {
      // The session hook sets the token whenever it sets the user.
      await changeOwnPassword(db, requireUser(request), request.body, request.sessionToken ?? undefined);
      await limiter.forgive(request);
      return { message: 'Your password has been changed. Other devices have been signed out.' };
    },
  );

  app.post(
    '/api/auth/confirm-password',
    { schema: { body: passwordConfirmRequest }, preHandler: currentPasswordLimits },
    async (request) => {
      await confirmPassword(db, requireUser(request), request.sessionToken, request.body.password);
      await limiter.forgive(request);
      return { message: PASSWORD_CONFIRMED_MESSAGE };
    },
  );

  app.get('/api/auth/sessions', async (request) =>
    listOwnSessions(db, requireUser(request), request.sessionToken),
  );

  app.post('/api/auth/sessions/sign-out-others', async (request) => {
    await requireRecentPassword(db, request.sessionToken, config.passwordAgainAfterMs);
    await signOutOtherSessions(db, requireUser(request), request.sessionToken);
    return { message: SIGNED_OUT_OTHERS_MESSAGE };
  });
}
