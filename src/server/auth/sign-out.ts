import type { FastifyRequest } from 'fastify';

export const SIGNED_OUT_MESSAGE = 'Signed out';

/**
 * Whether a GET came from the app's own pages or the address bar (Sec-Fetch-Site `same-origin` or `none`).
 * Browsers without Fetch Metadata send no header; neither do scripts, which carry no one else's cookies, so
 * a missing header counts as the app's own: a page elsewhere can no longer sign a modern browser out.
 */
export function isOwnNavigation(request: FastifyRequest) {
  const site = request.headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin' || site === 'none';
}
