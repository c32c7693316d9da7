/**
 * The stable `code` every error body carries (`{ message, code, errors? }`): what a client branches on. The
 * message is words for a person and may be reworded; a code, once sent, keeps its name and meaning. Each domain
 * error kind has its code (src/server/errors.ts); the narrower codes below it exist because a client tells
 * that case apart. Listed in docs/ARCHITECTURE.md, "Errors".
 */
export const ERROR_CODES = {
  /** 400 (414 for too long an address): the request or a field is not valid; `errors` names the fields. */
  invalid_input: 'invalid_input',
  /** 401: nobody is signed in (or the session ended), or the email, password or code given does not match. */
  unauthenticated: 'unauthenticated',
  /** 401: the two-factor step of signing in timed out or had too many wrong codes: enter the password again. */
  sign_in_expired: 'sign_in_expired',
  /** 403: whoever asked may not do this: their role, someone else's list, a request from another website. */
  forbidden: 'forbidden',
  /** 403: setup was asked for, but the first administrator exists already; sign in instead. */
  already_set_up: 'already_set_up',
  /** 403: a change that protects the account needs the password given in the last 10 minutes: ask, then retry. */
  password_again: 'password_again',
  /** 404: no such record (any more), or no such API path. */
  not_found: 'not_found',
  /** 409: the request does not fit what is stored now: a duplicate, the last admin, an import still running. */
  conflict: 'conflict',
  /** 409: someone else changed the record after it was loaded; load it again before changing it. */
  stale_version: 'stale_version',
  /** 413: the file or the request body is larger than the limit. */
  payload_too_large: 'payload_too_large',
  /** 415: a content type or file type this cannot read. */
  unsupported_type: 'unsupported_type',
  /** 429: too many attempts in a short time (sign-in and its codes, registration, password resets). */
  rate_limited: 'rate_limited',
  /** 429: the hour's read budget is spent; the message says when reading resumes. */
  read_budget_spent: 'read_budget_spent',
  /** 421: the request named a host (Host header) this server does not serve, as DNS rebinding does. */
  wrong_host: 'wrong_host',
  /** 503: maintenance mode is on; only admins change anything until it is turned off. */
  maintenance: 'maintenance',
  /** 500: a fault on the server's side; the body's `requestId` is what to quote to an administrator. */
  internal_error: 'internal_error',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** A code this version knows: one a newer server adds reads as none rather than as a wrong one. */
export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);
