import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NAME_CHARACTERS_MESSAGE } from '../../common/schemas/auth.js';
import { auditLogs, sessions, users } from '../db/schema/index.js';
import { createMailer } from '../mail/mailer.js';
import { setupTestApp } from '../test/app.js';
import { createUser, sessionCookieFor, TEST_PASSWORD } from '../test/factories.js';
import { type SmtpListener, startSmtpListener } from '../test/smtp.js';
import { REGISTERED_MESSAGE } from './register-user.js';

let smtp: SmtpListener;
beforeAll(async () => {
  smtp = await startSmtpListener();
});
afterAll(async () => {
  await smtp.close();
});
beforeEach(() => smtp.clear());

const t = setupTestApp({
  mailer: {
    // Resolved lazily: the listener starts in beforeAll, after the app options are read.
    send: (message) =>
      createMailer({ smtpUrl: smtp.url, from: 'Groundwork <gw@test.local>', outboxDir: '' }).send(message),
  },
});

let nextAddress = 1;
/** Each request from its own address, so per-IP limits only bite in the test that is about them. */
const json = (method: 'POST' | 'PATCH', url: string, body: unknown, cookie?: string) =>
  t.app.inject({
    method,
    url,
    payload: body as object,
    headers: cookie ? { cookie } : {},
    remoteAddress: `10.0.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`,
  });

const registration = {
  email: 'Maria.Lopez@Example.org',
  firstName: ' María ',
  lastName: 'López',
  phone: '(850) 555-0142',
  address: '12 Oak St',
  city: 'Tallahassee',
  state: 'FL',
  zipCode: '32301',
  dateOfBirth: '1990-04-12',
  password: 'a good password',
};

function cookieFrom(res: { cookies: { name: string; value: string }[] }) {
  const c = res.cookies.find((x) => x.name === 'gw_session');
  return c ? `gw_session=${c.value}` : undefined;
}

async function logIn(email: string, password = TEST_PASSWORD) {
  return json('POST', '/api/auth/login', { email, password });
}

describe('POST /api/auth/register', () => {
  it('creates a pending account with the role approved volunteers start as, answers 201 and mails the admins', async () => {
    const admin = await createUser(t.db, { role: 'admin', email: 'chair@example.org' });
    const res = await json('POST', '/api/auth/register', registration);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true, message: expect.stringContaining('administrator') });
    const [user] = await t.db.select().from(users).where(eq(users.email, 'Maria.Lopez@Example.org'));
    expect(user).toMatchObject({ status: 'pending', role: 'editor', firstName: 'María', isActive: true });
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    const mail = await smtp.waitFor(admin.email, /waiting for approval/);
    expect(mail.text).toContain('Maria.Lopez@Example.org');
    expect(mail.html).toContain('María López');
    const receipt = await smtp.waitFor('maria.lopez@example.org', /We received your request/);
    expect(receipt.text).toContain('An administrator will review your request');
  });

  it('keeps the phone as the form shows it, however it was written', async () => {
    const res = await json('POST', '/api/auth/register', {
      ...registration,
      email: 'pasted.phone@example.org',
      phone: '+1 850.555.0142',
    });
    expect(res.statusCode, res.body).toBe(201);
    const [user] = await t.db.select().from(users).where(eq(users.email, 'pasted.phone@example.org'));
    expect(user?.phone).toBe('(850) 555-0142');
  });

  it('answers an email already registered as a new one, and mails only its owner (it answered 409)', async () => {
    const owner = await createUser(t.db, { email: 'maria.lopez@example.org', firstName: 'María' });
    const res = await json('POST', '/api/auth/register', {
      ...registration,
      email: 'Maria.Lopez@EXAMPLE.org',
      firstName: 'Someone',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: REGISTERED_MESSAGE });
    const mail = await smtp.waitFor(owner.email, /Someone tried to register with your email/);
    expect(mail.text).toContain('Hello María');
    expect(mail.text).not.toContain('Someone,');
    expect(await t.db.select().from(users)).toHaveLength(1);
  });

  it('refuses names that are not names (a web address rode into the mails), and keeps subjects fixed', async () => {
    for (const firstName of [
      'www.evil.example',
      'Visit https://evil.example',
      'evil.example/x',
      'Ana <b>',
      'Win $1000',
    ])
      expect(
        (await json('POST', '/api/auth/register', { ...registration, firstName })).json().errors,
      ).toContainEqual({
        path: 'firstName',
        message: NAME_CHARACTERS_MESSAGE,
      });
    expect(await t.db.select().from(users)).toEqual([]);
    for (const [firstName, lastName] of [
      ["D'Angelo", 'Nguyễn-Smith'],
      ['J. R.', 'St. John'],
      ['  Mary   Ann ', "O'Brien"],
    ]) {
      const email = `${(firstName ?? '').replace(/\W/g, '')}@example.org`;
      const res = await json('POST', '/api/auth/register', { ...registration, email, firstName, lastName });
      expect(res.statusCode, `${firstName} ${lastName}`).toBe(201);
    }
    const [mary] = await t.db.select().from(users).where(eq(users.lastName, "O'Brien"));
    expect(mary?.firstName).toBe('Mary Ann');
    const admin = await createUser(t.db, { role: 'admin', email: 'chair@example.org' });
    await json('POST', '/api/auth/register', { ...registration, firstName: 'Subject', lastName: 'Test' });
    const mail = await smtp.waitFor(admin.email, /waiting for approval/);
    expect(mail.subject).toBe('New volunteer waiting for approval');
  });

  it.each([
    ['email', { email: '' }, 'Email is required'],
    ['email', { email: 'maria' }, 'Please enter a valid email address'],
    ['email', { email: 'maria@localhost' }, 'Please enter a valid email address with proper domain'],
    ['firstName', { firstName: '  ' }, 'First name is required'],
    ['lastName', { lastName: '' }, 'Last name is required'],
    ['phone', { phone: '' }, 'Phone number is required'],
    ['phone', { phone: '555-0142' }, 'Please enter a valid 10-digit phone number'],
    ['phone', { phone: '+44 20 7946 0958' }, 'Please enter a valid 10-digit phone number'],
    ['address', { address: '' }, 'Address is required'],
    ['city', { city: '' }, 'City is required'],
    ['state', { state: '' }, 'State is required'],
    ['zipCode', { zipCode: '' }, 'ZIP code is required'],
    ['dateOfBirth', { dateOfBirth: '' }, 'Date of birth is required'],
    ['password', { password: 'short' }, 'Password must be at least 8 characters'],
  ])('refuses a bad %s with the form message, creating nothing', async (path, change, message) => {
    const res = await json('POST', '/api/auth/register', { ...registration, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ path, message });
    expect(await t.db.select().from(users)).toEqual([]);
  });
});

describe('POST /api/auth/login', () => {
  it('says "Welcome" the first time a person signs in and "Welcome back" after that', async () => {
    await createUser(t.db, { email: 'first@example.org' });
    expect((await logIn('first@example.org')).json()).toEqual({
      success: true,
      message: 'Welcome!',
      firstSignIn: true,
    });
    expect((await logIn('first@example.org')).json()).toEqual({ success: true, message: 'Welcome back!' });
  });

  it('signs in an approved user with a fresh httpOnly, SameSite=Lax session', async () => {
    const user = await createUser(t.db, { email: 'vol@example.org', firstName: 'Vol' });
    const res = await logIn('VOL@example.org');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Welcome!', firstSignIn: true });
    const cookie = res.cookies.find((c) => c.name === 'gw_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: cookieFrom(res) },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      id: user.id,
      email: 'vol@example.org',
      firstName: 'Vol',
      role: 'viewer',
      status: 'approved',
    });
    expect(me.json().lastLoginAt).not.toBeNull();
    expect(me.body).not.toMatch(/argon2|passwordHash|invitationToken/);
  });

  it('gives one and the same 401 for an unknown email and a wrong password', async () => {
    await createUser(t.db, { email: 'vol@example.org' });
    const unknown = await logIn('nobody@example.org');
    const wrong = await logIn('vol@example.org', 'wrong password');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json()).toEqual({ message: 'Invalid email or password', code: 'unauthenticated' });
  });

  it.each([
    [{ status: 'pending' as const }, 'Your account is awaiting administrator approval.'],
    [
      { status: 'rejected' as const },
      'Your request to join was not approved. If you think this is a mistake, contact the campaign.',
    ],
    [{ isActive: false }, 'Your account has been deactivated. Contact an administrator to restore access.'],
  ])('refuses %o with 403 and says why', async (overrides, message) => {
    await createUser(t.db, { email: 'vol@example.org', ...overrides });
    const res = await logIn('vol@example.org');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message, code: 'forbidden' });
    expect(await t.db.select().from(sessions)).toEqual([]);
  });

  it('replaces the session it was sent with (no fixation)', async () => {
    await createUser(t.db, { email: 'vol@example.org' });
    const first = cookieFrom(await logIn('vol@example.org'));
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'vol@example.org', password: TEST_PASSWORD },
      headers: { cookie: first },
    });
    expect(cookieFrom(second)).not.toEqual(first);
    expect(await t.db.select().from(sessions)).toHaveLength(1);
    const old = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: first } });
    expect(old.statusCode).toBe(401);
  });

  it('keeps the new session when a request sent with the replaced one answers after the sign-in', async () => {
    // A tab's request already on its way with the old cookie must not clear the cookie the browser now holds.
    await createUser(t.db, { email: 'switch@example.org' });
    const first = cookieFrom(await logIn('switch@example.org'));
    await json('POST', '/api/auth/login', { email: 'switch@example.org', password: TEST_PASSWORD }, first);
    const late = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: first } });
    expect(late.statusCode).toBe(401);
    expect(late.headers['set-cookie']).toBeUndefined();
  });

  it('asks for both fields', async () => {
    const res = await json('POST', '/api/auth/login', { email: '', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toBe('Please enter both email and password');
  });

  it('rate-limits one address guessing at one email with a message a person understands', async () => {
    await createUser(t.db, { email: 'target@example.org' });
    const guess = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'target@example.org', password: `guess ${i}` },
        remoteAddress: '192.0.2.9',
      });
    let last = await guess(0);
    for (let i = 1; i <= 10; i++) last = await guess(i);
    expect(last.statusCode).toBe(429);
    expect(last.json().message).toMatch(/^Too many attempts\. Please wait .+ and try again\.$/);
    const otherEmail = await logIn('someone.else@example.org');
    expect(otherEmail.statusCode).toBe(401);
  });

  it('rate-limits one address trying many emails', async () => {
    const attempt = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: `guess${i}@example.org`, password: 'x' },
        remoteAddress: '192.0.2.7',
      });
    const statuses = [];
    for (let i = 0; i < 31; i++) statuses.push((await attempt(i)).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('counts only failed sign-ins: a person signing in on many devices from one office is never locked out', async () => {
    await createUser(t.db, { email: 'busy@example.org' });
    const signIn = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'busy@example.org', password },
        remoteAddress: '192.0.2.8',
      });
    for (let i = 0; i < 35; i++) expect((await signIn(TEST_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 10; i++) expect((await signIn('a wrong guess')).statusCode).toBe(401);
    expect((await signIn('a wrong guess')).statusCode).toBe(429);
    expect((await signIn(TEST_PASSWORD)).statusCode).toBe(429);
  });
});

describe('sessions', () => {
  it('read the role and status fresh on every request', async () => {
    const user = await createUser(t.db, { role: 'editor' });
    const cookie = await sessionCookieFor(t.app, t.db, user.id);
    const get = () => t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect((await get()).json().role).toBe('editor');
    await t.db.update(users).set({ role: 'viewer' }).where(eq(users.id, user.id));
    expect((await get()).json().role).toBe('viewer');
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect((await get()).statusCode).toBe(401);
    expect(await t.db.select().from(sessions)).toEqual([]);
  });

  it('expire after the idle timeout', async () => {
    const user = await createUser(t.db);
    const cookie = await sessionCookieFor(t.app, t.db, user.id);
    await t.db.update(sessions).set({ expire: new Date(Date.now() - 1000) });
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(res.statusCode).toBe(401);
  });

  it('end at GET /api/logout, which redirects home', async () => {
    const user = await createUser(t.db);
    const cookie = await sessionCookieFor(t.app, t.db, user.id);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/logout',
      headers: { cookie, 'sec-fetch-site': 'same-origin' },
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
    expect(await t.db.select().from(sessions)).toEqual([]);
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(after.statusCode).toBe(401);
  });

  it('end at POST /api/logout, which answers no-store JSON', async () => {
    const user = await createUser(t.db);
    const cookie = await sessionCookieFor(t.app, t.db, user.id);
    const res = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Signed out' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(await t.db.select().from(sessions)).toEqual([]);
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(after.statusCode).toBe(401);
  });

  it('end at GET /api/logout only on the app’s own navigation (Sec-Fetch-Site)', async () => {
    const user = await createUser(t.db);
    const cookie = await sessionCookieFor(t.app, t.db, user.id);
    for (const site of ['cross-site', 'same-site', 'none']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/logout',
        headers: { cookie, 'sec-fetch-site': site },
      });
      expect(res.statusCode, site).toBe(302);
      expect(res.headers.location).toBe('/');
      expect(res.headers['set-cookie'], site).toBeUndefined();
      const still = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
      expect(still.statusCode, `${site} left the session alone`).toBe(200);
    }
    for (const site of ['same-origin']) {
      const own = await sessionCookieFor(t.app, t.db, user.id);
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/logout',
        headers: { cookie: own, 'sec-fetch-site': site },
      });
      expect(res.statusCode).toBe(302);
      const after = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: own } });
      expect(after.statusCode, `${site} signed out`).toBe(401);
    }
  });

  it('end at GET /api/logout without Sec-Fetch-Site only with a Referer of the app (it signed anyone out)', async () => {
    const user = await createUser(t.db);
    for (const referer of [
      undefined,
      'http://evil.example/',
      'http://localhost.evil.example/',
      'not a url',
    ]) {
      const cookie = await sessionCookieFor(t.app, t.db, user.id);
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/logout',
        headers: referer ? { cookie, referer } : { cookie },
      });
      expect(res.statusCode).toBe(302);
      expect(res.headers['set-cookie'], String(referer)).toBeUndefined();
      const still = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
      expect(still.statusCode, `${referer} left the session alone`).toBe(200);
    }
    const cookie = await sessionCookieFor(t.app, t.db, user.id);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/logout',
      headers: { cookie, referer: 'http://localhost:80/account' },
    });
    expect(res.statusCode).toBe(302);
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(after.statusCode).toBe(401);
  });

  it('GET /api/login sends the browser to the login page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/login' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login');
  });

  it('refuse a forged cookie', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: 'gw_session=forged.value' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('password reset', () => {
  it('answers the same for unknown and known emails, and mails a single-use link to the known one', async () => {
    const user = await createUser(t.db, { email: 'vol@example.org' });
    const otherCookie = await sessionCookieFor(t.app, t.db, user.id);
    const unknown = await json('POST', '/api/auth/password-reset', { email: 'nobody@example.org' });
    const known = await json('POST', '/api/auth/password-reset', { email: 'vol@example.org' });
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());

    const mail = await smtp.waitFor('vol@example.org', /Reset your Groundwork password/);
    const link = mail.text.match(/http:\/\/127\.0\.0\.1:5000\/reset-password\/([A-Za-z0-9_-]{43,})/);
    expect(link).not.toBeNull();
    const token = link?.[1] ?? '';
    const [stored] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(stored?.invitationToken).not.toContain(token);

    const confirm = await json('POST', '/api/auth/password-reset/confirm', {
      token,
      newPassword: 'a brand new one',
    });
    expect(confirm.statusCode).toBe(200);
    expect((await logIn('vol@example.org')).statusCode).toBe(401);
    expect((await logIn('vol@example.org', 'a brand new one')).statusCode).toBe(200);
    const old = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: otherCookie },
    });
    expect(old.statusCode).toBe(401);

    const again = await json('POST', '/api/auth/password-reset/confirm', {
      token,
      newPassword: 'another new one',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Invalid reset token');
    const audit = await t.db.select().from(auditLogs).where(eq(auditLogs.fieldName, 'password'));
    expect(audit).toHaveLength(1);
  });

  it('refuses an expired token and a short password', async () => {
    await createUser(t.db, { email: 'vol@example.org' });
    await json('POST', '/api/auth/password-reset', { email: 'vol@example.org' });
    const mail = await smtp.waitFor('vol@example.org');
    const token = mail.text.match(/reset-password\/([A-Za-z0-9_-]+)/)?.[1] ?? '';
    const short = await json('POST', '/api/auth/password-reset/confirm', { token, newPassword: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors[0].message).toBe('Password must be at least 8 characters long');
    await t.db.update(users).set({ tokenExpiresAt: new Date(Date.now() - 1000) });
    const expired = await json('POST', '/api/auth/password-reset/confirm', {
      token,
      newPassword: 'long enough now',
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe('Invalid reset token');
  });

  it('checks a link without spending it: valid until used, then expired or used, unknown never valid', async () => {
    await createUser(t.db, { email: 'vol@example.org' });
    await json('POST', '/api/auth/password-reset', { email: 'vol@example.org' });
    const token =
      (await smtp.waitFor('vol@example.org')).text.match(/reset-password\/([A-Za-z0-9_-]+)/)?.[1] ?? '';
    const check = (value: string, remoteAddress = '10.9.0.1') =>
      t.app.inject({ method: 'GET', url: `/api/auth/password-reset/${value}`, remoteAddress });

    const first = await check(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ valid: true });
    expect((await check(token)).json()).toEqual({ valid: true });
    const unknown = await check('not-a-real-token');
    expect(unknown.json()).toEqual({ valid: false, message: 'This link has expired or was already used' });
    expect((await check('x'.repeat(500))).statusCode).toBe(414);

    const confirm = await json('POST', '/api/auth/password-reset/confirm', {
      token,
      newPassword: 'long enough now',
    });
    expect(confirm.statusCode).toBe(200);
    expect((await check(token)).json()).toMatchObject({ valid: false });

    smtp.clear();
    await json('POST', '/api/auth/password-reset', { email: 'vol@example.org' });
    const fresh =
      (await smtp.waitFor('vol@example.org')).text.match(/reset-password\/([A-Za-z0-9_-]+)/)?.[1] ?? '';
    expect((await check(fresh)).json()).toEqual({ valid: true });
    await t.db.update(users).set({ tokenExpiresAt: new Date(Date.now() - 1000) });
    expect((await check(fresh)).json()).toMatchObject({ valid: false });
  });

  it('limits token checks per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/auth/password-reset/guess-${i}`,
        remoteAddress: '10.9.9.9',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('sends nothing to a pending account', async () => {
    await createUser(t.db, { email: 'waiting@example.org', status: 'pending' });
    const res = await json('POST', '/api/auth/password-reset', { email: 'waiting@example.org' });
    expect(res.statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.received).toEqual([]);
  });
});

describe('the account of the signed-in person', () => {
  it('refuses a profile with fields left out, naming each in words, and changes nothing', async () => {
    const user = await createUser(t.db, { city: 'Quincy' });
    const cookie = await sessionCookieFor(t.app, t.db, user.id);
    const res = await json('PATCH', '/api/auth/profile', { firstName: 'Ana', lastName: 'Ruiz' }, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      ['phone', 'address', 'city', 'state', 'zipCode'].map((path) => ({
        path,
        message: expect.stringMatching(/ must be text \(an empty one when there is none\)$/),
      })),
    );
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect([row?.firstName, row?.city]).toEqual([user.firstName, 'Quincy']);
  });

  it('can be edited (audited) and its password changed, which signs out other devices', async () => {
    const user = await createUser(t.db);
    const here = await sessionCookieFor(t.app, t.db, user.id);
    const elsewhere = await sessionCookieFor(t.app, t.db, user.id);
    const profile = await json(
      'PATCH',
      '/api/auth/profile',
      {
        firstName: 'Ana',
        lastName: 'Ruiz',
        phone: '8505550100',
        address: '',
        city: 'Tallahassee',
        state: 'FL',
        zipCode: '32301',
      },
      here,
    );
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({
      firstName: 'Ana',
      lastName: 'Ruiz',
      city: 'Tallahassee',
      phone: '(850) 555-0100',
    });

    const wrong = await json(
      'POST',
      '/api/auth/change-password',
      { currentPassword: 'nope', newPassword: 'new password 1' },
      here,
    );
    expect(wrong.statusCode).toBe(400);
    const ok = await json(
      'POST',
      '/api/auth/change-password',
      { currentPassword: TEST_PASSWORD, newPassword: 'new password 1' },
      here,
    );
    expect(ok.statusCode).toBe(200);
    const get = (cookie: string) =>
      t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect((await get(here)).statusCode).toBe(200);
    expect((await get(elsewhere)).statusCode).toBe(401);
  });
});

describe('cross-site requests', () => {
  it('are refused for state changes, with a message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@b.org', password: 'x' },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/another website/);
  });

  it('are allowed from the app itself', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@b.org', password: 'whatever1' },
      headers: { origin: 'http://localhost:5000', host: 'localhost:5000' },
    });
    expect(res.statusCode).toBe(401);
  });
});
