/** The one place the client calls the API: JSON in and out, cookies along, failures as ApiError. */
import type { z } from 'zod';
import { ApiError } from './api-error';
import { askPasswordAgain } from './password-again';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart form data (a file upload) instead of a JSON body. */
  form?: FormData;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Set on the second sending after the person gave their password again: asked once only. */
  afterPassword?: boolean;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** Sends the request; resolves with the OK response, rejects with an ApiError (a cancelled call stays an abort). */
export async function request(method: Method, url: string, options: RequestOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers };
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  let res: Response;
  try {
    res = await fetch(url, { method, headers, body, credentials: 'include', signal: options.signal });
  } catch (error) {
    if (isAbort(error)) throw error;
    throw ApiError.networkFailure(error);
  }
  if (!res.ok) {
    const error = await ApiError.fromResponse(res);
    if (error.code === 'password_again' && !options.afterPassword && (await askPasswordAgain()))
      return request(method, url, { ...options, afterPassword: true });
    throw error;
  }
  return res;
}

/** GETs JSON and checks it against the shared schema. */
export async function getJson<T>(url: string, schema: z.ZodType<T>, signal?: AbortSignal): Promise<T> {
  const res = await request('GET', url, { signal });
  return schema.parse(await res.json());
}

/** Sends a change and checks the JSON answer against the shared schema. */
export async function sendJson<T>(
  method: Method,
  url: string,
  body: unknown,
  schema: z.ZodType<T>,
): Promise<T> {
  const res = await request(method, url, { body });
  return schema.parse(await res.json());
}

/** Sends a change whose answer the client does not need. */
export async function send(method: Method, url: string, body?: unknown): Promise<void> {
  await request(method, url, { body });
}
