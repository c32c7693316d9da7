import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ConflictError } from '../errors.js';
import { setupTestApp } from '../test/app.js';
import { createContact, createUser, sessionCookieFor } from '../test/factories.js';

const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../test/fixtures/client');

const body = z.object({
  email: z.email('Please enter a valid email address'),
  age: z.number().int().min(18, 'Must be at least 18'),
});

const t = setupTestApp({
  clientDir,
  extraRouteAccess: {
    'POST /api/test/echo': 'public',
    'GET /api/test/boom': 'public',
    'GET /api/test/conflict': 'public',
    'GET /api/test/query': 'public',
  },
  configure(app) {
    app.post('/api/test/echo', { schema: { body } }, async (request) => request.body);
    app.get('/api/test/boom', async () => {
      throw new Error('secret internal detail');
    });
    app.get('/api/test/conflict', async () => {
      throw new ConflictError('That email is already registered.');
    });
    app.get(
      '/api/test/query',
      { schema: { querystring: z.object({ page: z.coerce.number().int().min(1) }) } },
      async (r) => r.query,
    );
  },
});

const postJson = (url: string, payload: string) =>
  t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });

describe('the error contract', () => {
  it('answers malformed JSON with 400 and a message', async () => {
    const res = await postJson('/api/test/echo', '{"email": "a@b.org", ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request body is not valid JSON.', code: 'invalid_input' });
  });

  it('answers a validation failure with 400 and one error per field', async () => {
    const res = await postJson('/api/test/echo', JSON.stringify({ email: 'nope', age: 12 }));
    expect(res.statusCode).toBe(400);
    const json = res.json();
    expect(json.message).toMatch(/not valid/);
    expect(json.code).toBe('invalid_input');
    expect(json.errors).toEqual(
      expect.arrayContaining([
        { path: 'email', message: 'Please enter a valid email address' },
        { path: 'age', message: 'Must be at least 18' },
      ]),
    );
  });

  it('passes valid input through', async () => {
    const res = await postJson('/api/test/echo', JSON.stringify({ email: 'a@b.org', age: 30 }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email: 'a@b.org', age: 30 });
  });

  it('answers a bad query string with 400 naming the parameter', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/query?page=-1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('page');
  });

  it('answers a wrong content type with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/JSON/);
    expect(res.json().code).toBe('unsupported_type');
  });

  it('sends a deliberate 409 with its message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'That email is already registered.', code: 'conflict' });
  });

  it('answers an unexpected failure with 500, a request id and no internals', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    const json = res.json();
    expect(json.requestId).toBe(res.headers['x-request-id']);
    expect(json.code).toBe('internal_error');
    expect(json.message).toContain(json.requestId);
    expect(res.body).not.toContain('secret internal detail');
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('answers a malformed address (broken percent-encoding) with 400 in the same shape', async () => {
    for (const url of ['/api/contacts/%E0%A4%A', '/api/admin/upload-progress/%']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({
        message: 'The address of this request is not valid.',
        code: 'invalid_input',
      });
    }
  });

  it('answers an unknown API path with a JSON 404, for any method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/no/such/thing?x=1' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toEqual({
        message: `There is no ${method} /api/no/such/thing in the API.`,
        code: 'not_found',
      });
    }
  });
});

describe('the code of every refusal', () => {
  const inject = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload && { payload }) });
  const signedIn = async (role: 'admin' | 'editor' | 'viewer', overrides = {}) => {
    const user = await createUser(t.db, { role, ...overrides });
    return { user, cookie: await sessionCookieFor(t.app, t.db, user.id) };
  };
  const refusal = (res: { statusCode: number; json: () => { code: string } }) => ({
    status: res.statusCode,
    code: res.json().code,
  });

  it('says a body too large for Fastify is too large', async () => {
    const res = await postJson('/api/test/echo', JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024) }));
    expect(refusal(res)).toEqual({ status: 413, code: 'payload_too_large' });
  });

  it('tells the guard refusing nobody from the guard refusing a role', async () => {
    expect(refusal(await inject('GET', '/api/admin/users'))).toEqual({
      status: 401,
      code: 'unauthenticated',
    });
    const viewer = await signedIn('viewer');
    expect(refusal(await inject('GET', '/api/admin/users', viewer.cookie))).toEqual({
      status: 403,
      code: 'forbidden',
    });
  });

  it('refuses a request from another website as forbidden', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
      payload: JSON.stringify({ email: 'a@b.org', age: 30 }),
    });
    expect(refusal(res)).toEqual({ status: 403, code: 'forbidden' });
  });

  it('says a rate limit is a rate limit', async () => {
    const ask = () => inject('POST', '/api/auth/password-reset', undefined, { email: 'nobody@example.org' });
    for (let i = 0; i < 3; i++) expect((await ask()).statusCode).toBe(200);
    expect(refusal(await ask())).toEqual({ status: 429, code: 'rate_limited' });
  });

  it('says a two-factor step without its sign-in must start again from the password', async () => {
    const res = await inject('POST', '/api/auth/login/two-factor', undefined, { code: '123456' });
    expect(refusal(res)).toEqual({ status: 401, code: 'sign_in_expired' });
  });

  it('says setup is closed once there is an administrator', async () => {
    await createUser(t.db, { role: 'admin' });
    const res = await inject('POST', '/api/setup', undefined, {
      firstName: 'Late',
      lastName: 'Comer',
      email: 'late@example.org',
      password: 'a long and uncommon passphrase',
    });
    expect(refusal(res)).toEqual({ status: 403, code: 'already_set_up' });
  });

  it('tells a stale edit from a missing contact', async () => {
    const editor = await signedIn('editor');
    const contact = await createContact(t.db);
    const edit = (id: string) =>
      inject('PATCH', `/api/contacts/${id}`, editor.cookie, {
        notes: 'Met at the door',
        expectedUpdatedAt: '2000-01-01T00:00:00.000Z',
      });
    expect(refusal(await edit(contact.id))).toEqual({ status: 409, code: 'stale_version' });
    expect(refusal(await edit('00000000-0000-4000-8000-000000000000'))).toEqual({
      status: 404,
      code: 'not_found',
    });
  });

  it('says a spent read budget apart from other limits', async () => {
    for (let i = 0; i < 3; i++) await createContact(t.db, { lastName: 'Budgetson' });
    const viewer = await signedIn('viewer', { readBudgetSearchRows: 1 });
    const res = await inject('GET', '/api/contacts/search?lastName=Budgetson', viewer.cookie);
    expect(refusal(res)).toEqual({ status: 429, code: 'read_budget_spent' });
  });

  it('says maintenance mode refused a change', async () => {
    const admin = await signedIn('admin');
    const editor = await signedIn('editor');
    const contact = await createContact(t.db);
    const maintenance = (enabled: boolean) =>
      inject('PUT', '/api/admin/maintenance', admin.cookie, { enabled });
    expect((await maintenance(true)).statusCode).toBe(200);
    try {
      const res = await inject('PATCH', `/api/contacts/${contact.id}`, editor.cookie, { notes: 'x' });
      expect(refusal(res)).toEqual({ status: 503, code: 'maintenance' });
    } finally {
      await maintenance(false);
    }
  });
});

describe('the web client', () => {
  it('is served for any non-API path, so the client router decides (and shows its 404)', async () => {
    for (const url of ['/', '/network', '/some/deep/unknown/page?x=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('comes with security headers and a CSP that allows only its own scripts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    // The installable app: its service worker and manifest from this origin only.
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('GET /healthz', () => {
  it('says the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
  });
});
