/**
 * Turns every failure into the runtime contract's error shape:
 * `{ message, code, errors?: [{ path, message }] }`, `code` from src/common/error-codes.ts. Bad input is a 4xx
 * with words a person understands; only a real fault is a 500, which carries a request id and never a stack
 * trace.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import type { ErrorCode } from '../../common/error-codes.js';
import { DomainError, type DomainErrorKind, type FieldError, InvalidInputError } from '../errors.js';

export const INVALID_INPUT_MESSAGE =
  'Some of the information sent is not valid. Please check it and try again.';

const fastifyClientErrors: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    message: 'The request body is empty; send JSON or remove the JSON content type.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    message: 'This content type is not accepted here. Send JSON (application/json).',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'The request is too large.' },
  FST_ERR_BAD_URL: { status: 400, message: 'The address of this request is not valid.' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: 'The address of this request is too long.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    message: 'The request length does not match its body.',
  },
};

/** The one place a domain error's kind becomes an HTTP status. */
export const DOMAIN_ERROR_STATUS: Record<DomainErrorKind, number> = {
  'invalid-input': 400,
  unauthorized: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  'unsupported-type': 415,
  'rate-limited': 429,
  unavailable: 503,
  misdirected: 421,
};

/** PostgreSQL errors that can only come from a value the client sent, as a safety net behind validation. */
const postgresClientErrors: Record<string, { status: number; message: string }> = {
  '23505': { status: 409, message: 'This record already exists.' },
  '23503': { status: 409, message: 'This refers to a record that does not exist (any more).' },
  '22P02': { status: 400, message: INVALID_INPUT_MESSAGE },
  '22007': { status: 400, message: 'A date sent is not valid.' },
  '22008': { status: 400, message: 'A date sent is out of range.' },
  '22003': { status: 400, message: 'A number sent is out of range.' },
  '22001': { status: 400, message: 'A value sent is too long.' },
  '22021': { status: 400, message: 'A value sent contains characters that cannot be stored.' },
  '22P05': { status: 400, message: 'A value sent contains characters that cannot be stored.' },
  '54000': { status: 400, message: 'A value sent is too long.' },
};

/** The code of a 4xx that is no domain error (Fastify's own, a plugin's, the database's), by its status. */
const STATUS_CODES: Partial<Record<number, ErrorCode>> = {
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_type',
  429: 'rate_limited',
};
const codeOfStatus = (status: number): ErrorCode => STATUS_CODES[status] ?? 'invalid_input';

const pathOf = (segments: readonly PropertyKey[]) => segments.map(String).join('.');

function zodFieldErrors(error: ZodError): FieldError[] {
  return error.issues.map((issue) => ({ path: pathOf(issue.path), message: issue.message }));
}

function postgresCode(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 3; depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
    e = e.cause as typeof e;
  }
  return undefined;
}

export function sendError(
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  message: string,
  errors?: FieldError[],
) {
  return reply.code(status).send(errors?.length ? { message, code, errors } : { message, code });
}

export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = error.validation.map((v) => ({
      path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
      message: v.message ?? 'Invalid value',
    }));
    return sendError(reply, 400, 'invalid_input', INVALID_INPUT_MESSAGE, errors);
  }
  if (error instanceof ZodError)
    return sendError(reply, 400, 'invalid_input', INVALID_INPUT_MESSAGE, zodFieldErrors(error));
  if (error instanceof DomainError) {
    const fieldErrors = error instanceof InvalidInputError ? error.fieldErrors : undefined;
    return sendError(reply, DOMAIN_ERROR_STATUS[error.kind], error.code, error.message, fieldErrors);
  }

  const known = fastifyClientErrors[error.code];
  if (known) return sendError(reply, known.status, codeOfStatus(known.status), known.message);
  if (error.statusCode === 429) return sendError(reply, 429, 'rate_limited', error.message);

  const pgError = postgresClientErrors[postgresCode(error) ?? ''];
  if (pgError) {
    request.log.warn({ err: error }, 'database rejected a client value');
    return sendError(reply, pgError.status, codeOfStatus(pgError.status), pgError.message);
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return sendError(reply, error.statusCode, codeOfStatus(error.statusCode), error.message);
  }

  request.log.error({ err: error }, 'unexpected error');
  return reply.code(500).send({
    message: `Something went wrong on our side. Please try again; if it keeps happening, tell an administrator and quote reference ${request.id}.`,
    code: 'internal_error' satisfies ErrorCode,
    requestId: request.id,
  });
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler(handleError);
}
