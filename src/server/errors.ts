/**
 * The errors a use case throws on purpose. Each says what went wrong in words a person understands and
 * knows nothing of HTTP: the HTTP error handler turns each kind into its status code and sends the error's
 * stable code beside the message; the CLI prints the message as it is.
 */
import type { ErrorCode } from '../common/error-codes.js';

/** One field of the input that is wrong, and why (`path` is the field's dotted name). */
export interface FieldError {
  path: string;
  message: string;
}

export type DomainErrorKind =
  | 'invalid-input'
  | 'unauthorized'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'too-large'
  | 'unsupported-type'
  | 'rate-limited'
  | 'unavailable'
  | 'misdirected';

/** Each kind's code in error bodies (src/common/error-codes.ts). */
const KIND_CODES: Record<DomainErrorKind, ErrorCode> = {
  'invalid-input': 'invalid_input',
  unauthorized: 'unauthenticated',
  forbidden: 'forbidden',
  'not-found': 'not_found',
  conflict: 'conflict',
  'too-large': 'payload_too_large',
  'unsupported-type': 'unsupported_type',
  'rate-limited': 'rate_limited',
  unavailable: 'maintenance',
  misdirected: 'wrong_host',
};

export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;
  readonly #code: ErrorCode | undefined;

  /** `code`: a narrower code than the kind's, for a case a client tells apart (a stale edit, a spent budget). */
  constructor(message: string, { code }: { code?: ErrorCode } = {}) {
    super(message);
    this.name = new.target.name;
    this.#code = code;
  }

  /** The stable code error bodies carry: the one the throw site named, else the kind's. */
  get code(): ErrorCode {
    return this.#code ?? KIND_CODES[this.kind];
  }
}

/** The input breaks a rule; `fieldErrors` says which fields, when that is known. */
export class InvalidInputError extends DomainError {
  readonly kind = 'invalid-input';

  constructor(
    message: string,
    readonly fieldErrors?: FieldError[],
  ) {
    super(message);
  }
}

/** Nobody is signed in, or the credentials given do not match. */
export class UnauthorizedError extends DomainError {
  readonly kind = 'unauthorized';
}

/** Whoever asked may not do this. */
export class ForbiddenError extends DomainError {
  readonly kind = 'forbidden';
}

export class NotFoundError extends DomainError {
  readonly kind = 'not-found';
}

/** The request does not fit what is stored now: a duplicate, a stale edit, the last admin. */
export class ConflictError extends DomainError {
  readonly kind = 'conflict';
}

/** A file or value is larger than the limit. */
export class TooLargeError extends DomainError {
  readonly kind = 'too-large';
}

/** A file or payload of a type this cannot read. */
export class UnsupportedTypeError extends DomainError {
  readonly kind = 'unsupported-type';
}

/** Too many attempts in a short time. */
export class RateLimitedError extends DomainError {
  readonly kind = 'rate-limited';
}

/** The change cannot be made right now: maintenance mode is on (its code is `maintenance`). */
export class UnavailableError extends DomainError {
  readonly kind = 'unavailable';
}

/** The request named a host (its Host header) this server does not serve. */
export class MisdirectedError extends DomainError {
  readonly kind = 'misdirected';
}
