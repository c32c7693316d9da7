import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-error';
import { getJson, request, send, sendJson } from './http';

afterEach(() => {
  vi.unstubAllGlobals();
});

const respond = (body: string | null, init: ResponseInit) => {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(body, init));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

describe('request', () => {
  it('sends JSON with credentials when there is a body', async () => {
    const fetchMock = respond('{"success":true,"message":"ok"}', { status: 200 });
    await send('POST', '/api/auth/login', { email: 'a@b.co', password: 'x' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/login');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email":"a@b.co","password":"x"}',
    });
  });

  it('sends no content type and no body without a body', async () => {
    const fetchMock = respond(null, { status: 204 });
    await send('DELETE', '/api/phones/1');
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: 'DELETE', headers: {}, body: undefined });
  });

  it('sends form data as it is, with the extra headers and no JSON content type', async () => {
    const fetchMock = respond('{}', { status: 202 });
    const form = new FormData();
    form.append('full', 'true');
    await request('POST', '/api/admin/seed-excel', { form, headers: { 'X-Upload-ID': 'u1' } });
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({
      method: 'POST',
      body: form,
      headers: { 'X-Upload-ID': 'u1' },
      credentials: 'include',
    });
  });

  it('rejects a non-OK answer with an ApiError carrying the status and message', async () => {
    respond('{"message":"Please sign in to continue."}', { status: 401 });
    const error = await request('GET', '/api/networks').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: 'Please sign in to continue.' });
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = await request('GET', '/api/contacts/search').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0 });
  });

  it('lets a cancelled call stay an abort', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw abort;
      }),
    );
    await expect(request('GET', '/api/contacts/search')).rejects.toBe(abort);
  });
});

describe('getJson and sendJson', () => {
  const item = z.object({ id: z.string() });

  it('parse the answer with the schema and pass the abort signal along', async () => {
    const fetchMock = respond('{"id":"7","extra":1}', { status: 200 });
    const signal = new AbortController().signal;
    await expect(getJson('/api/contacts/7', item, signal)).resolves.toEqual({ id: '7' });
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: 'GET', credentials: 'include', signal });
  });

  it('reject an answer that does not match the schema', async () => {
    respond('{"id":7}', { status: 200 });
    await expect(sendJson('PATCH', '/api/contacts/7', {}, item)).rejects.toThrow();
  });
});
