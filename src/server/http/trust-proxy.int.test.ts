import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../db/schema/index.js';
import { setupTestApp } from '../test/app.js';
import { createUser, TEST_PASSWORD } from '../test/factories.js';

type TestApp = ReturnType<typeof setupTestApp>;

/** Eleven reset requests (the per-IP limit is ten) from one peer, each claiming another address. */
async function resetStatuses(t: TestApp, peer: string) {
  const statuses: number[] = [];
  for (let i = 0; i < 11; i++) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: `nobody-${i}@example.org` },
      remoteAddress: peer,
      headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
    });
    statuses.push(res.statusCode);
  }
  return statuses;
}

async function sessionIpAfterLogIn(t: TestApp, peer: string, forwardedFor: string) {
  const user = await createUser(t.db);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: TEST_PASSWORD },
    remoteAddress: peer,
    headers: { 'x-forwarded-for': forwardedFor },
  });
  expect(res.statusCode).toBe(200);
  const [session] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
  return session?.sess.ip;
}

describe('without TRUST_PROXY (the default)', () => {
  const t = setupTestApp({ config: { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) } });

  it('a spoofed X-Forwarded-For does not escape the per-IP limit', async () => {
    expect(await resetStatuses(t, '198.51.100.7')).toEqual([...Array(10).fill(200), 429]);
  });

  it('a spoofed X-Forwarded-For does not become the session IP', async () => {
    expect(await sessionIpAfterLogIn(t, '198.51.100.8', '203.0.113.99')).toBe('198.51.100.8');
  });
});

describe('with TRUST_PROXY naming the proxy', () => {
  const t = setupTestApp({ config: { TRUST_PROXY: '198.51.100.0/24' } });

  it('believes the address the proxy reports', async () => {
    expect(await sessionIpAfterLogIn(t, '198.51.100.8', '203.0.113.99')).toBe('203.0.113.99');
  });

  it('believes only the proxy: what the client wrote before it is ignored', async () => {
    expect(await sessionIpAfterLogIn(t, '198.51.100.8', '10.9.9.9, 203.0.113.50')).toBe('203.0.113.50');
  });

  it('does not believe a peer that is not the proxy', async () => {
    expect(await sessionIpAfterLogIn(t, '192.0.2.4', '203.0.113.99')).toBe('192.0.2.4');
  });
});

describe('with TRUST_PROXY as a hop count', () => {
  const t = setupTestApp({ config: { TRUST_PROXY: '1' } });

  it('takes the address the one trusted hop saw', async () => {
    expect(await sessionIpAfterLogIn(t, '198.51.100.8', '10.9.9.9, 203.0.113.50')).toBe('203.0.113.50');
  });
});
