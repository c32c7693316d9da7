import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, getQueryFn, queryClient, serverMessage, throwIfResNotOk } from './queryClient';

afterEach(() => {
  vi.unstubAllGlobals();
});

const respond = (body: string | null, init: ResponseInit) => {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(body, init));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

const queryContext = (queryKey: readonly unknown[]) =>
  ({ queryKey, signal: new AbortController().signal, meta: undefined, client: new QueryClient() }) as never;

describe('throwIfResNotOk (SPEC §8)', () => {
  it('raises "<status>: <body text>"', async () => {
    const res = new Response('{"message":"Not signed in"}', { status: 401, statusText: 'Unauthorized' });
    await expect(throwIfResNotOk(res)).rejects.toThrow('401: {"message":"Not signed in"}');
  });

  it('uses the status text when the body is empty', async () => {
    const res = new Response(null, { status: 503, statusText: 'Service Unavailable' });
    await expect(throwIfResNotOk(res)).rejects.toThrow(/^503: Service Unavailable$/);
  });

  it('lets an OK response through', async () => {
    await expect(throwIfResNotOk(new Response('{}', { status: 200 }))).resolves.toBeUndefined();
  });
});

describe('apiRequest', () => {
  it('sends JSON with credentials when there is a body', async () => {
    const fetchMock = respond('{"success":true}', { status: 200 });
    await apiRequest('POST', '/api/auth/login', { email: 'a@b.co', password: 'x' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/login');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email":"a@b.co","password":"x"}',
    });
  });

  it('sends no content type and no body without a body, and throws on non-OK', async () => {
    const fetchMock = respond('Gone', { status: 404 });
    await expect(apiRequest('DELETE', '/api/phones/1')).rejects.toThrow('404: Gone');
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: 'DELETE', headers: {}, body: undefined });
  });
});

describe('getQueryFn', () => {
  it('joins the query key into the URL and parses JSON', async () => {
    const fetchMock = respond('{"id":"7"}', { status: 200 });
    await expect(getQueryFn({ on401: 'throw' })(queryContext(['/api/contacts', '7']))).resolves.toEqual({
      id: '7',
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/contacts/7');
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ credentials: 'include' });
  });

  it('returns null on 401 only where configured', async () => {
    respond('{"message":"Not signed in"}', { status: 401 });
    await expect(getQueryFn({ on401: 'returnNull' })(queryContext(['/api/auth/user']))).resolves.toBeNull();
    respond('{"message":"Not signed in"}', { status: 401 });
    await expect(getQueryFn({ on401: 'throw' })(queryContext(['/api/networks']))).rejects.toThrow(/^401: /);
  });
});

describe('query defaults (SPEC §9)', () => {
  it('never refetches, never goes stale and never retries', () => {
    const { queries, mutations } = queryClient.getDefaultOptions();
    expect(queries).toMatchObject({
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
    });
    expect(mutations).toMatchObject({ retry: false });
  });
});

describe('serverMessage', () => {
  it('reads the message of a JSON error body, else the text, else the fallback', () => {
    expect(serverMessage(new Error('400: {"message":"Bad email"}'), 'Login failed')).toBe('Bad email');
    expect(serverMessage(new Error('502: Bad Gateway'), 'Login failed')).toBe('Bad Gateway');
    expect(serverMessage(new Error('500: {}'), 'Login failed')).toBe('Login failed');
    expect(serverMessage('nope', 'Login failed')).toBe('Login failed');
  });

  it("gives each field's problem for a validation failure", () => {
    const body = JSON.stringify({
      message: 'Some of the information sent is not valid.',
      errors: [
        { path: 'ageRange.min', message: 'Min age must be at most 150' },
        { path: 'zipCodes.0', message: 'Each ZIP code must be 5 digits, such as 32301' },
      ],
    });
    expect(serverMessage(new Error(`400: ${body}`), 'Preview failed')).toBe(
      'Min age must be at most 150. Each ZIP code must be 5 digits, such as 32301',
    );
  });
});
