/** Requests addressed to a name that is not the app's are refused before routing (DNS rebinding). */
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.js';
import { WRONG_SETUP_CODE } from '../setup/first-admin.js';
import { setupTestApp } from '../test/app.js';
import { WRONG_HOST_MESSAGE } from './host-check.js';

const firstAdmin = {
  firstName: 'Camila',
  lastName: 'Reyes',
  email: 'camila@campaign.example.org',
  password: 'a good password',
};

describe('a fresh instance on loopback, opened by a rebound DNS name', () => {
  const t = setupTestApp();
  const userCount = async () => (await t.db.select({ n: count() }).from(users))[0]?.n;

  it('refuses setup from rebind.attacker.example with a matching Origin (it answered 201)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/setup',
      headers: { host: 'rebind.attacker.example:5000', origin: 'http://rebind.attacker.example:5000' },
      payload: firstAdmin,
    });
    expect(res.statusCode).toBe(421);
    expect(res.json()).toEqual({ message: WRONG_HOST_MESSAGE, code: 'wrong_host' });
    expect(await userCount()).toBe(0);
  });

  it('refuses every path under a foreign name, and answers loopback names and addresses', async () => {
    for (const url of ['/', '/api/setup', '/api/auth/user', '/healthz', '/no/such/page'])
      expect(
        (await t.app.inject({ method: 'GET', url, headers: { host: 'rebind.attacker.example' } })).statusCode,
      ).toBe(421);
    for (const host of ['localhost:5000', '127.0.0.1:5000', '[::1]:5000', 'LOCALHOST.', '192.168.1.20:5000'])
      expect((await t.app.inject({ method: 'GET', url: '/api/setup', headers: { host } })).statusCode).toBe(
        200,
      );
  });

  it('asks for the setup code from a loopback Host reached through a proxy or from another page', async () => {
    const setup = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/setup', headers, payload: firstAdmin });
    // nginx's default keeps the upstream Host (127.0.0.1:5000) but the browser's Origin is the public name.
    for (const headers of <Record<string, string>[]>[
      { host: '127.0.0.1:5000', origin: 'https://campaign.example.org' },
      { host: '127.0.0.1:5000', 'x-forwarded-for': '203.0.113.9' },
      { host: '127.0.0.1:5000', forwarded: 'for=203.0.113.9' },
    ]) {
      const status = await t.app.inject({ method: 'GET', url: '/api/setup', headers });
      expect(status.json()).toEqual({ needed: true, codeRequired: true });
      const res = await setup(headers);
      // The foreign Origin is also refused as a cross-site write (403); the others for the missing code.
      if (headers.origin) expect(res.statusCode).toBe(403);
      else expect(res.json()).toMatchObject({ code: 'invalid_input', message: WRONG_SETUP_CODE });
    }
    const fromAnotherMachine = await t.app.inject({
      method: 'POST',
      url: '/api/setup',
      headers: { host: '127.0.0.1:5000' },
      remoteAddress: '10.0.0.7',
      payload: firstAdmin,
    });
    expect(fromAnotherMachine.statusCode).toBe(400);
    expect(await userCount()).toBe(0);
    // The browser on this computer: no code.
    const local = await setup({ host: '127.0.0.1:5000', origin: 'http://127.0.0.1:5000' });
    expect(local.statusCode, local.body).toBe(201);
  });
});

describe('a server at APP_URL behind a proxy', () => {
  const t = setupTestApp({ config: { APP_URL: 'https://campaign.example.org', TRUST_PROXY: '1' } });

  it('answers its own name in any case, with or without port or final dot, and refuses others', async () => {
    for (const host of ['campaign.example.org', 'Campaign.Example.org:443', 'campaign.example.org.'])
      expect((await t.app.inject({ method: 'GET', url: '/api/setup', headers: { host } })).statusCode).toBe(
        200,
      );
    for (const host of ['evil.example', 'campaign.example.org.evil.example', 'example.org'])
      expect((await t.app.inject({ method: 'GET', url: '/api/setup', headers: { host } })).statusCode).toBe(
        421,
      );
  });
});

describe('a server listening on all addresses without APP_URL', () => {
  const t = setupTestApp({ config: { HOST: '0.0.0.0' } });

  it('answers by IP address and loopback name; a DNS name needs APP_URL', async () => {
    for (const host of ['192.168.1.20:5000', '[fe80::1]:5000', 'localhost:5000'])
      expect((await t.app.inject({ method: 'GET', url: '/api/setup', headers: { host } })).statusCode).toBe(
        200,
      );
    const named = await t.app.inject({ method: 'GET', url: '/api/setup', headers: { host: 'campaign.lan' } });
    expect(named.statusCode).toBe(421);
  });
});
