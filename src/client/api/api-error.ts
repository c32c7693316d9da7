/** A failed API call as the client sees it: the HTTP status and what the server said about it. */
import { type ErrorCode, isErrorCode } from '../../common/error-codes.js';
import { apiErrorBody } from '../../common/schemas/common.js';

export interface FieldError {
  path: string;
  message: string;
}

/** Status 0 means the server was not reached at all (offline, DNS, connection refused). */
export const NETWORK_FAILURE_STATUS = 0;

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /**
   * What the server said went wrong, as a program reads it (src/common/error-codes.ts); null when the answer
   * was not the server's (a proxy's page, no connection) or carried a code this version does not know.
   */
  readonly code: ErrorCode | null;

  constructor(
    readonly status: number,
    message: string,
    /** Each field's problem, for a request the server found invalid. */
    readonly fieldErrors: readonly FieldError[] = [],
    /** False when the message is ours (a proxy's HTML page, no connection), not a sentence from the server. */
    readonly fromServer = false,
    { code = null, ...options }: { cause?: unknown; code?: ErrorCode | null } = {},
  ) {
    super(message, options);
    this.code = code;
  }

  /** A non-OK response: the server's `{ message, code, errors? }` if it sent one, else a generic message. */
  static async fromResponse(res: Response): Promise<ApiError> {
    const text = await res.text().catch(() => '');
    const body = apiErrorBody.safeParse(parseJson(text));
    if (body.success) {
      const { message, code, errors = [] } = body.data;
      return new ApiError(res.status, message, errors, true, { code: isErrorCode(code) ? code : null });
    }
    const statusText = res.statusText ? ` ${res.statusText}` : '';
    return new ApiError(res.status, `The server answered ${res.status}${statusText}.`);
  }

  static networkFailure(cause: unknown): ApiError {
    return new ApiError(NETWORK_FAILURE_STATUS, 'The server could not be reached.', [], false, { cause });
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The status of a failed API call, or null for any other error. */
export const errorStatus = (error: unknown): number | null =>
  error instanceof ApiError ? error.status : null;

/**
 * The server's code for a failed API call (what to branch on: messages are for people and may be reworded),
 * or null for any other error.
 */
export const errorCode = (error: unknown): ErrorCode | null =>
  error instanceof ApiError ? error.code : null;

/**
 * What to tell the person about a failure: each field's problem for invalid input (those say more than the
 * general sentence), else the server's message, else the caller's fallback.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const fields = error.fieldErrors.map((f) => f.message).filter((m) => m !== '');
  if (fields.length) return fields.join('. ');
  return error.fromServer && error.message ? error.message : fallback;
}
