/**
 * The errors a use case throws on purpose. Each says what went wrong in words a person understands and
 * knows nothing of HTTP: the HTTP error handler turns each kind into its status code, the CLI prints the
 * message as it is.
 */

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
  | 'unavailable';

export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;

  constructor(message: string) {
    super(message);
    this.name = new.target.name;
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

/** The change cannot be made right now (maintenance mode). */
export class UnavailableError extends DomainError {
  readonly kind = 'unavailable';
}
