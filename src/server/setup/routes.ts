import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { demoDataRequest, setupRequest } from '../../common/schemas/setup.js';
import { presentCurrentUser } from '../auth/present-user.js';
import { setSessionCookie } from '../auth/session-plugin.js';
import { createSession } from '../auth/sessions.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { startDemoDataJob } from '../demo-data/demo-data-job.js';
import { requireUser } from '../http/current-user.js';
import { byIp, RateLimiter } from '../http/rate-limit.js';
import { readSettings } from '../settings/settings.js';
import { createFirstAdmin, hasAdmin } from './first-admin.js';
import { isRequestFromThisComputer } from './setup-code.js';

interface Deps {
  db: Db;
  config: Config;
  /** The one-time code setup asks for, printed in the server log. */
  setupCode: string;
  /** The server is reachable from this computer only: a request from here, to here, needs no code. */
  codeFreeOnThisComputer: boolean;
}

const FIFTEEN_MINUTES = 15 * 60_000;

export async function setupRoutes(
  fastify: FastifyInstance,
  { db, config, setupCode, codeFreeOnThisComputer }: Deps,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const limiter = new RateLimiter(db);
  const codeFor = (request: FastifyRequest) =>
    codeFreeOnThisComputer && isRequestFromThisComputer(request) ? null : setupCode;

  app.get('/api/setup', async (request) => {
    const needed = !(await hasAdmin(db));
    return { needed, codeRequired: needed && codeFor(request) !== null };
  });

  app.post(
    '/api/setup',
    {
      schema: { body: setupRequest },
      preHandler: limiter.hook('setup-ip', { max: 10, windowMs: FIFTEEN_MINUTES, key: byIp }),
    },
    async (request, reply) => {
      const admin = await createFirstAdmin(db, request.body, codeFor(request));
      // The new admin is signed in at once (the answer is them, as GET /api/auth/user gives it): the next step (demo voters or an import) is theirs.
      const { sessionTimeoutMinutes } = await readSettings(db);
      const token = await createSession(db, admin.id, sessionTimeoutMinutes, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
      setSessionCookie(reply, config, token);
      return reply.code(201).send(presentCurrentUser(admin));
    },
  );

  app.post('/api/admin/demo-data', { schema: { body: demoDataRequest } }, async (request, reply) => {
    const { job, done } = await startDemoDataJob(db, {
      userId: requireUser(request).id,
      count: request.body.count,
      log: request.log,
    });
    // The job reports through its row; its failure is already recorded there.
    done.catch(() => undefined);
    return reply.code(202).send({ uploadId: job.uploadId, jobId: job.id });
  });
}
