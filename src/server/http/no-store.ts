import type { FastifyInstance } from 'fastify';

/**
 * Every /api answer is about one signed-in person (voters, users, settings): no browser or proxy cache may
 * keep a copy, so a shared computer's back button or disk cache shows nothing after sign-out.
 */
export function registerNoStore(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    if (request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?'))
      reply.header('Cache-Control', 'no-store');
  });
}
