/** The API client and TanStack Query set up as SPEC §9 says: nothing refetches or retries by itself. */
import { QueryClient, type QueryFunction } from '@tanstack/react-query';

/** SPEC §8: a non-OK response becomes "<status>: <body text or status text>". */
export async function throwIfResNotOk(res: Response) {
  if (!res.ok) {
    const text = (await res.text()) || res.statusText;
    throw new Error(`${res.status}: ${text}`);
  }
}

export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return res;
}

/**
 * The server's message from an error thrown by apiRequest (each field's message for a validation failure),
 * or the fallback when there is none.
 */
export function serverMessage(error: unknown, fallback: string): string {
  if (!(error instanceof Error)) return fallback;
  const body = error.message.replace(/^\d{3}: /, '');
  try {
    const parsed = JSON.parse(body) as { message?: unknown; errors?: { message?: unknown }[] };
    // A validation failure names each field's problem: those say more than the general sentence.
    const fields = Array.isArray(parsed.errors)
      ? parsed.errors.map((e) => e?.message).filter((m): m is string => typeof m === 'string' && m !== '')
      : [];
    if (fields.length) return fields.join('. ');
    return typeof parsed.message === 'string' && parsed.message ? parsed.message : fallback;
  } catch {
    return body || fallback;
  }
}

type On401 = 'returnNull' | 'throw';

export function getQueryFn<T>({ on401 }: { on401: On401 }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const res = await fetch(queryKey.join('/'), { credentials: 'include' });
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: 'throw' }),
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
    },
    mutations: { retry: false },
  },
});
