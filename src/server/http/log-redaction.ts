/**
 * What the request log may say about a request. Reset and invitation links carry a live token in their path
 * (`/reset-password/<token>`), and so does the call with which that page checks it
 * (`/api/auth/password-reset/<token>`); a token may also come as a query parameter; anyone who can read the log could
 * use either, so both are replaced before the line is written. Cookies and the authorization header are
 * redacted by pino's `redact` (see logger-options.ts).
 */
import type { FastifyRequest } from 'fastify';

export const REDACTED = '[redacted]';

/** The client page that reset and invitation mails both link to; its last segment is the token. */
const SECRET_PATH = /^(\/reset-password\/)[^/?#]+/i;
/** The API call with which that page checks its link (`confirm` is the one route there without a token). */
const SECRET_API_PATH = /^(\/api\/auth\/password-reset\/)(?!confirm(?:[/?#]|$))[^/?#]+/i;
/** Query parameters named like a token (token, resetToken, invitation_token, ...). */
const SECRET_PARAM = /([?&][^=&#]*token[^=&#]*=)[^&#]*/gi;

export function redactUrl(url: string) {
  return url
    .replace(SECRET_PATH, `$1${REDACTED}`)
    .replace(SECRET_API_PATH, `$1${REDACTED}`)
    .replace(SECRET_PARAM, `$1${REDACTED}`);
}

/** Fastify's own request serializer, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
