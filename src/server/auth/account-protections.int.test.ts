/** Registration limits, sign-in limits that strangers cannot turn against the owner, reset links that
 * die with a change, and common passwords refused wherever a password is chosen. */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { rateLimits, sessions, users } from '../db/schema/index.js';
import type { MailMessage } from '../mail/mailer.js';
import { setupTestApp } from '../test/app.js';
import { createUser, sessionCookieFor, TEST_PASSWORD } from '../test/factories.js';
import { COMMON_PASSWORD_MESSAGE } from './common-passwords.js';

const sent: MailMessage[] = [];
const t = setupTestApp({ mailer: { send: async (message) => void sent.push(message) } });
beforeEach(() => {
  sent.length = 0;
});

let nextAddress = 1;
const freshAddress = () => `10.1.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;
const post = (url: string, payload: object, remoteAddress = freshAddress(), cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress, headers: cookie ? { cookie } : {} });
const patch = (url: string, payload: object, cookie: string) =>
  t.app.inject({ method: 'PATCH', url, payload, headers: { cookie } });

const registration = (n: number, password = 'a good password') => ({
  email: `volunteer${n}@example.org`,
  firstName: 'Vol',
  lastName: `Unteer ${String.fromCharCode(65 + n)}`,
  phone: '(850) 555-0142',
  address: '12 Oak St',
  city: 'Tallahassee',
  state: 'FL',
  zipCode: '32301',
  dateOfBirth: '1990-04-12',
  password,
});

describe('registration limits', () => {
  it('allows sixty registrations an hour from one address, then answers 429', async () => {
    // 59 already counted this hour from the address (a kickoff event on the office Wi-Fi).
    const key = `register-ip:${createHash('sha256').update('192.0.2.50').digest('base64url')}`;
    await t.db.insert(rateLimits).values({ key, count: 59, resetAt: new Date(Date.now() + 3_600_000) });
    const statuses = [];
    for (let i = 0; i < 2; i++)
      statuses.push((await post('/api/auth/register', registration(i), '192.0.2.50')).statusCode);
    expect(statuses).toEqual([201, 429]);
    expect((await post('/api/auth/register', registration(2), '192.0.2.51')).statusCode).toBe(201);
  });

  it('alerts the admins once when the hour passes 100 registrations, and keeps registration open (it shut at 300)', async () => {
    const admin = await createUser(t.db, { role: 'admin', email: 'chair@example.org' });
    const key = 'register-all';
    await t.db.insert(rateLimits).values({ key, count: 98, resetAt: new Date(Date.now() + 3_600_000) });
    for (let i = 0; i < 4; i++)
      expect((await post('/api/auth/register', registration(i), `192.0.2.${60 + i}`)).statusCode).toBe(201);
    await new Promise((resolve) => setImmediate(resolve));
    const alerts = sent.filter(
      (m) => m.to === admin.email && m.subject === 'Unusually many registrations this hour',
    );
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.text).toContain('100 people have asked to join');
    await t.db.update(rateLimits).set({ count: 5_000 });
    expect((await post('/api/auth/register', registration(9), '192.0.2.99')).statusCode).toBe(201);
  });

  it('limits registrations of one email to three an hour, whoever owns it', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await post('/api/auth/register', registration(1), `192.0.2.${70 + i}`)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it('mails the admins about the first five registrations of an hour only; the rest wait in the bell', async () => {
    const admin = await createUser(t.db, { role: 'admin', email: 'chair@example.org' });
    for (let i = 0; i < 7; i++)
      expect((await post('/api/auth/register', registration(i))).statusCode).toBe(201);
    await new Promise((resolve) => setImmediate(resolve));
    expect(sent.filter((m) => m.to === admin.email)).toHaveLength(5);
    expect(sent.filter((m) => String(m.to).startsWith('volunteer'))).toHaveLength(7);
    const cookie = await sessionCookieFor(t.app, t.db, admin.id);
    const bell = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie } });
    expect(bell.json().notifications).toHaveLength(7);
  });
});

describe('sign-in limits', () => {
  it('locks one address guessing at one account after ten tries, not the owner elsewhere', async () => {
    const owner = await createUser(t.db, { email: 'owner@example.org' });
    const statuses = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (await post('/api/auth/login', { email: owner.email, password: `guess ${i}` }, '192.0.2.66'))
          .statusCode,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    const fromHome = await post(
      '/api/auth/login',
      { email: owner.email, password: TEST_PASSWORD },
      '198.51.100.1',
    );
    expect(fromHome.statusCode).toBe(200);
  });

  it('slows, but never locks, an account that strangers guess at from many addresses', async () => {
    const owner = await createUser(t.db, { email: 'owner@example.org' });
    for (let i = 0; i < 11; i++) {
      expect((await post('/api/auth/login', { email: owner.email, password: `guess ${i}` })).statusCode).toBe(
        401,
      );
    }
    const started = Date.now();
    const res = await post('/api/auth/login', { email: owner.email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    // The twelfth attempt of the window waits 500 ms doubled once.
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  });
});

describe('pending reset and invitation links', () => {
  async function pendingLink(email: string) {
    expect((await post('/api/auth/password-reset', { email })).statusCode).toBe(200);
    const token = sent.at(-1)?.text.match(/reset-password\/([A-Za-z0-9_-]+)/)?.[1];
    if (!token) throw new Error('no reset link was mailed');
    return token;
  }
  const spendLink = (token: string) =>
    post('/api/auth/password-reset/confirm', { token, newPassword: 'someone else now' });

  it('stop working when the person changes their password', async () => {
    const user = await createUser(t.db);
    const token = await pendingLink(user.email);
    const cookie = await sessionCookieFor(t.app, t.db, user.id);
    const changed = await post(
      '/api/auth/change-password',
      { currentPassword: TEST_PASSWORD, newPassword: 'my new passphrase' },
      freshAddress(),
      cookie,
    );
    expect(changed.statusCode).toBe(200);
    expect((await spendLink(token)).statusCode).toBe(400);
  });

  it('stop working when an admin deactivates the account or changes its role', async () => {
    const admin = await createUser(t.db, { role: 'admin' });
    const cookie = await sessionCookieFor(t.app, t.db, admin.id);
    const deactivated = await createUser(t.db);
    const promoted = await createUser(t.db);
    const first = await pendingLink(deactivated.email);
    const second = await pendingLink(promoted.email);
    expect(
      (await patch(`/api/admin/users/${deactivated.id}/status`, { isActive: false }, cookie)).statusCode,
    ).toBe(200);
    expect((await patch(`/api/admin/users/${promoted.id}/role`, { role: 'editor' }, cookie)).statusCode).toBe(
      200,
    );
    await t.db.update(users).set({ isActive: true }).where(eq(users.id, deactivated.id));
    expect((await spendLink(first)).statusCode).toBe(400);
    expect((await spendLink(second)).statusCode).toBe(400);
  });
});

describe('common passwords', () => {
  const refusedFor = (res: { statusCode: number; json: () => { message: string } }) => {
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(COMMON_PASSWORD_MESSAGE);
  };

  it('are refused at registration, reset (and invitation) and change, keeping the old password', async () => {
    refusedFor(await post('/api/auth/register', registration(1, 'password123')));
    const user = await createUser(t.db);
    await post('/api/auth/password-reset', { email: user.email });
    const token = sent.at(-1)?.text.match(/reset-password\/([A-Za-z0-9_-]+)/)?.[1] ?? '';
    refusedFor(await post('/api/auth/password-reset/confirm', { token, newPassword: 'iloveyou' }));
    const cookie = await sessionCookieFor(t.app, t.db, user.id);
    refusedFor(
      await post(
        '/api/auth/change-password',
        { currentPassword: TEST_PASSWORD, newPassword: 'Qwertyuiop' },
        freshAddress(),
        cookie,
      ),
    );
    expect((await post('/api/auth/login', { email: user.email, password: TEST_PASSWORD })).statusCode).toBe(
      200,
    );
    // The link was not spent by the refused attempt.
    expect(
      (await post('/api/auth/password-reset/confirm', { token, newPassword: 'a far better one' })).statusCode,
    ).toBe(200);
  });
});

describe('sessions', () => {
  const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
  const IPHONE =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

  async function signIn(email: string, userAgent: string, remoteAddress: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: TEST_PASSWORD },
      remoteAddress,
      headers: { 'user-agent': userAgent },
    });
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'gw_session');
    return `gw_session=${cookie?.value}`;
  }
  const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

  it('end 24 hours after sign-in however active they are (the Session Lifetime setting)', async () => {
    const user = await createUser(t.db);
    const cookie = await signIn(user.email, FIREFOX, '198.51.100.20');
    expect((await get('/api/auth/user', cookie)).statusCode).toBe(200);
    const signedIn = new Date(Date.now() - 23.5 * 3_600_000).toISOString();
    await t.db
      .update(sessions)
      .set({ sess: { userId: user.id, createdAt: signedIn } })
      .where(eq(sessions.userId, user.id));
    expect((await get('/api/auth/user', cookie)).statusCode).toBe(200);
    const dayAgo = new Date(Date.now() - 24.1 * 3_600_000).toISOString();
    await t.db
      .update(sessions)
      .set({ sess: { userId: user.id, createdAt: dayAgo } })
      .where(eq(sessions.userId, user.id));
    expect((await get('/api/auth/user', cookie)).statusCode).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
  });

  it('are listed to their owner with device, address and last use, and the others can be signed out', async () => {
    const user = await createUser(t.db);
    const laptop = await signIn(user.email, FIREFOX, '198.51.100.21');
    const phone = await signIn(user.email, IPHONE, '198.51.100.22');
    const someoneElse = await createUser(t.db);
    await signIn(someoneElse.email, FIREFOX, '198.51.100.23');

    const listed = await get('/api/auth/sessions', laptop);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().sessions).toEqual([
      expect.objectContaining({ current: true, device: 'Firefox on Linux', ip: '198.51.100.21' }),
      expect.objectContaining({ current: false, device: 'Safari on iPhone', ip: '198.51.100.22' }),
    ]);
    expect(listed.json().sessions[0].lastSeenAt).toEqual(expect.any(String));
    expect(listed.body).not.toMatch(/sid|token/i);

    const out = await post('/api/auth/sessions/sign-out-others', {}, freshAddress(), laptop);
    expect(out.statusCode).toBe(200);
    expect(out.json().message).toBe('You are signed out everywhere else.');
    expect((await get('/api/auth/user', phone)).statusCode).toBe(401);
    expect((await get('/api/auth/user', laptop)).statusCode).toBe(200);
    expect((await get('/api/auth/sessions', laptop)).json().sessions).toHaveLength(1);
  });

  it('need a signed-in person', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/sessions' })).statusCode).toBe(401);
    expect((await post('/api/auth/sessions/sign-out-others', {})).statusCode).toBe(401);
  });
});
