import type { FastifyRequest } from 'fastify';

export const SIGNED_OUT_MESSAGE = 'Signed out';

/**
 * Whether a GET came from the app's own pages: Sec-Fetch-Site `same-origin`, or, from a browser without
 * Fetch Metadata, a Referer on the app's origin (APP_URL's, or the Host the request was sent to; the host
 * check has already refused foreign names). Anything else, an address typed in the bar included, leaves the
 * session alone: a link or image elsewhere cannot sign anyone out.
 */
export function isOwnNavigation(request: FastifyRequest, appUrl: string) {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  const referer = request.headers.referer;
  if (!referer) return false;
  try {
    const from = new URL(referer);
    // The Host header parsed the same way, so a default port written out or left off compares equal.
    const sentTo = new URL(`${from.protocol}//${request.headers.host ?? ''}`);
    return from.origin === new URL(appUrl).origin || from.host === sentTo.host;
  } catch {
    return false;
  }
}
