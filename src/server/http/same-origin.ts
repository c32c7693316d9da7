/**
 * Refuses state-changing requests that a browser sent from another site (CSRF), on top of SameSite=Lax
 * cookies. Requests without Origin (curl, server-to-server) carry no ambient browser credentials risk.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from './http-error.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CROSS_SITE_MESSAGE =
  'This request came from another website and was blocked. Open Groundwork directly and try again.';

export function registerSameOriginCheck(app: FastifyInstance, { appUrl }: { appUrl: string }) {
  const appOrigin = new URL(appUrl).origin;
  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.headers['sec-fetch-site'] === 'cross-site') throw forbidden(CROSS_SITE_MESSAGE);
    const origin = request.headers.origin;
    if (!origin) return;
    let host: string | undefined;
    try {
      host = new URL(origin).host;
    } catch {
      throw forbidden(CROSS_SITE_MESSAGE);
    }
    if (origin !== appOrigin && host !== request.headers.host) throw forbidden(CROSS_SITE_MESSAGE);
  });
}
