/**
 * Refuses state-changing requests that a browser sent from another site (CSRF), on top of SameSite=Lax
 * cookies. Requests without Origin (curl, server-to-server) carry no ambient browser credentials risk.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ForbiddenError } from '../errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CROSS_SITE_MESSAGE =
  'This request came from another website and was blocked. Open Groundwork directly and try again.';

export function registerSameOriginCheck(app: FastifyInstance, { appUrl }: { appUrl: string }) {
  const appOrigin = new URL(appUrl).origin;
  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (SAFE_METHODS.has(request.method)) return;
    const site = request.headers['sec-fetch-site'];
    if (site === 'cross-site') throw new ForbiddenError(CROSS_SITE_MESSAGE);
    // The browser itself says the request comes from the app's own pages (no page can set this header). A
    // form post, such as the backup button's, then says "Origin: null" under the no-referrer policy.
    if (site === 'same-origin') return;
    const origin = request.headers.origin;
    if (!origin) return;
    let host: string | undefined;
    try {
      host = new URL(origin).host;
    } catch {
      throw new ForbiddenError(CROSS_SITE_MESSAGE);
    }
    if (origin !== appOrigin && host !== request.headers.host) throw new ForbiddenError(CROSS_SITE_MESSAGE);
  });
}
