/** Two-factor sign-in: the second step of signing in, a person's own enrolment, and an admin's reset. */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { passwordConfirmRequest, twoFactorCodeRequest } from '../../../common/schemas/auth.js';
import { uuidParam } from '../../../common/schemas/common.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { requireUser } from '../../http/current-user.js';
import { byIp, CURRENT_PASSWORD_LIMIT, RateLimiter } from '../../http/rate-limit.js';
import { WELCOME_MESSAGE } from '../log-in.js';
import { requireRecentPassword } from '../recent-sign-in.js';
import { sessionCookieOptions, setSessionCookie } from '../session-plugin.js';
import {
  confirmEnrolment,
  newRecoveryCodes,
  resetTwoFactor,
  startEnrolment,
  turnOffTwoFactor,
} from './enrolment.js';
import { answerChallenge, CHALLENGE_COOKIE, CHALLENGE_MINUTES } from './sign-in-challenge.js';

export const TWO_FACTOR_OFF_MESSAGE = 'Two-factor sign-in is off.';
export const TWO_FACTOR_RESET_MESSAGE =
  'Two-factor sign-in was reset. They can sign in with their password and set it up again.';

/** Sets the cookie that carries a sign-in's challenge to the code step. */
export function setChallengeCookie(reply: FastifyReply, config: Config, token: string) {
  reply.setCookie(CHALLENGE_COOKIE, token, {
    ...sessionCookieOptions(config),
    maxAge: CHALLENGE_MINUTES * 60,
  });
}

export async function twoFactorRoutes(fastify: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const limiter = new RateLimiter(db);
  const codeLimits = [limiter.hook('two-factor-ip', { max: 20, windowMs: 15 * 60_000, key: byIp })];
  // Shared with the password change (auth/routes.ts): the same name, so one counter per person.
  const currentPasswordLimits = [limiter.hook(CURRENT_PASSWORD_LIMIT.name, CURRENT_PASSWORD_LIMIT.rule)];
  const appSecret = config.sessionSecret;

  app.post(
    '/api/auth/login/two-factor',
    { schema: { body: twoFactorCodeRequest }, preHandler: codeLimits },
    async (request, reply) => {
      const raw = request.cookies[CHALLENGE_COOKIE];
      const unsigned = raw ? request.unsignCookie(raw) : undefined;
      const token = await answerChallenge(
        db,
        appSecret,
        unsigned?.valid ? (unsigned.value ?? undefined) : undefined,
        request.body.code,
        request.sessionToken,
      );
      reply.clearCookie(CHALLENGE_COOKIE, sessionCookieOptions(config));
      setSessionCookie(reply, config, token);
      await limiter.forgive(request);
      return { success: true, message: WELCOME_MESSAGE };
    },
  );

  app.post('/api/auth/two-factor/setup', async (request) => {
    await requireRecentPassword(db, request.sessionToken, config.passwordAgainAfterMs);
    return startEnrolment(db, appSecret, requireUser(request));
  });

  app.post('/api/auth/two-factor/enable', { schema: { body: twoFactorCodeRequest } }, async (request) => {
    await requireRecentPassword(db, request.sessionToken, config.passwordAgainAfterMs);
    return { recoveryCodes: await confirmEnrolment(db, appSecret, requireUser(request), request.body.code) };
  });

  app.post(
    '/api/auth/two-factor/recovery-codes',
    { schema: { body: passwordConfirmRequest }, preHandler: currentPasswordLimits },
    async (request) => {
      const recoveryCodes = await newRecoveryCodes(db, requireUser(request), request.body.password);
      await limiter.forgive(request);
      return { recoveryCodes };
    },
  );

  app.post(
    '/api/auth/two-factor/disable',
    { schema: { body: passwordConfirmRequest }, preHandler: currentPasswordLimits },
    async (request) => {
      await turnOffTwoFactor(db, requireUser(request), request.body.password);
      await limiter.forgive(request);
      return { message: TWO_FACTOR_OFF_MESSAGE };
    },
  );

  app.post('/api/admin/users/:id/two-factor/reset', { schema: { params: uuidParam } }, async (request) => {
    await resetTwoFactor(db, requireUser(request), request.params.id);
    return { message: TWO_FACTOR_RESET_MESSAGE };
  });
}
