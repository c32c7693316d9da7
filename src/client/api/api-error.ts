/** A failed API call as the client sees it: the HTTP status and what the server said about it. */
import { apiErrorBody } from '../../common/schemas/common.js';

export interface FieldError {
  path: string;
  message: string;
}

/** Status 0 means the server was not reached at all (offline, DNS, connection refused). */
export const NETWORK_FAILURE_STATUS = 0;

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    /** Each field's problem, for a request the server found invalid. */
    readonly fieldErrors: readonly FieldError[] = [],
    /** False when the message is ours (a proxy's HTML page, no connection), not a sentence from the server. */
    readonly fromServer = false,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }

  /** Reads a non-OK response: the server's `{ message, errors? }` when it sent one, else a generic message. */
  static async fromResponse(res: Response): Promise<ApiError> {
    const text = await res.text().catch(() => '');
    const body = apiErrorBody.safeParse(parseJson(text));
    if (body.success) return new ApiError(res.status, body.data.message, body.data.errors ?? [], true);
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
 * What to tell the person about a failure: each field's problem for invalid input (those say more than the
 * general sentence), else the server's message, else the caller's fallback.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const fields = error.fieldErrors.map((f) => f.message).filter((m) => m !== '');
  if (fields.length) return fields.join('. ');
  return error.fromServer && error.message ? error.message : fallback;
}
