import { and, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { auditLogs, rateLimits, users } from '../../db/schema/index.js';
import { updateSettings } from '../../settings/settings.js';
import { setupTestApp } from '../../test/app.js';
import { createUser, sessionCookieFor, TEST_PASSWORD } from '../../test/factories.js';

const t = setupTestApp();

let nextAddress = 1;
const request = (method: 'GET' | 'POST', url: string, body?: unknown, cookie?: string) =>
  t.app.inject({
    method,
    url,
    ...(body === undefined ? {} : { payload: body as object }),
    headers: cookie ? { cookie } : {},
    remoteAddress: `10.9.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`,
  });

const cookieNamed = (res: { cookies: { name: string; value: string }[] }, name: string) => {
  const c = res.cookies.find((x) => x.name === name && x.value);
  return c ? `${name}=${c.value}` : undefined;
};

const STEP_MS = 30_000;

/**
 * The code an authenticator app shows `steps` periods from now. A past step's code is accepted only while the server's
 * clock is still within one step of it: asked for less than 3 s before a step ends, it would be a step too old by the
 * time the request arrives on a busy machine, so the next step is awaited first.
 */
async function codeFor(secret: string, steps = 0) {
  const leftOfThisStep = STEP_MS - (Date.now() % STEP_MS);
  if (steps < 0 && leftOfThisStep < 3_000) await new Promise((r) => setTimeout(r, leftOfThisStep + 50));
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
}

/** A signed-in person with two-factor sign-in on; returns their secret and recovery codes. */
async function enrolled(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t.db, overrides);
  const cookie = await sessionCookieFor(t.app, t.db, user.id);
  const setup = await request('POST', '/api/auth/two-factor/setup', undefined, cookie);
  expect(setup.statusCode).toBe(200);
  const { secret, otpauthUri, qrCodeSvg } = setup.json();
  expect(otpauthUri).toContain(`secret=${secret}`);
  expect(qrCodeSvg).toContain('<svg');
  const enable = await request(
    'POST',
    '/api/auth/two-factor/enable',
    { code: await codeFor(secret, -1) },
    cookie,
  );
  expect(enable.statusCode).toBe(200);
  const { recoveryCodes } = enable.json() as { recoveryCodes: string[] };
  return { user, cookie, secret, recoveryCodes };
}

const signIn = (email: string, password = TEST_PASSWORD) =>
  request('POST', '/api/auth/login', { email, password });

describe('two-factor sign-in', () => {
  it('is confirmed with a code, gives ten different recovery codes, and never shows the secret again', async () => {
    const { user, cookie, recoveryCodes } = await enrolled({ email: 'enrol@example.org' });
    expect(new Set(recoveryCodes).size).toBe(10);
    const me = (await request('GET', '/api/auth/user', undefined, cookie)).json();
    expect(me).toMatchObject({ twoFactorEnabled: true, twoFactorSetupRequired: false });
    expect(JSON.stringify(me)).not.toMatch(/totp|secret/i);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.totpSecret).toBeTruthy();
    expect(row?.totpSecret).not.toContain('=');
    expect((await request('POST', '/api/auth/two-factor/setup', undefined, cookie)).statusCode).toBe(409);
    const audit = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.recordId, user.id), eq(auditLogs.fieldName, 'twoFactor')));
    expect(audit).toMatchObject([{ oldValue: 'off', newValue: 'on', userId: user.id }]);
  });

  it('refuses a wrong code at enrolment and leaves it off', async () => {
    const user = await createUser(t.db);
    const cookie = await sessionCookieFor(t.app, t.db, user.id);
    await request('POST', '/api/auth/two-factor/setup', undefined, cookie);
    const res = await request('POST', '/api/auth/two-factor/enable', { code: '000000' }, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/code is not right/);
    expect((await request('GET', '/api/auth/user', undefined, cookie)).json().twoFactorEnabled).toBe(false);
  });

  it('asks for the code after a right password, and only the code opens a session', async () => {
    const { user, secret } = await enrolled({ email: 'two.step@example.org' });
    const first = await signIn(user.email);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      success: false,
      twoFactorRequired: true,
      message: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
    });
    expect(cookieNamed(first, 'gw_session')).toBeUndefined();
    const challenge = cookieNamed(first, 'gw_2fa');
    expect(challenge).toBeDefined();

    const wrong = await request('POST', '/api/auth/login/two-factor', { code: '123456' }, challenge);
    expect(wrong.statusCode).toBe(401);
    expect(cookieNamed(wrong, 'gw_session')).toBeUndefined();

    const right = await request(
      'POST',
      '/api/auth/login/two-factor',
      { code: await codeFor(secret, 1) },
      challenge,
    );
    expect(right.statusCode).toBe(200);
    expect(right.json()).toEqual({ success: true, message: 'Welcome back!' });
    const session = cookieNamed(right, 'gw_session');
    expect((await request('GET', '/api/auth/user', undefined, session)).json().email).toBe(user.email);

    // The same code again (a replay), even with a fresh password step, is refused.
    const again = cookieNamed(await signIn(user.email), 'gw_2fa');
    const replay = await request(
      'POST',
      '/api/auth/login/two-factor',
      { code: await codeFor(secret, 1) },
      again,
    );
    expect(replay.statusCode).toBe(401);
  });

  it('says a code was already used, when the code that turned it on is entered again to sign in', async () => {
    const user = await createUser(t.db, { email: 'same.window@example.org' });
    const cookie = await sessionCookieFor(t.app, t.db, user.id);
    const { secret } = (await request('POST', '/api/auth/two-factor/setup', undefined, cookie)).json();
    const code = await codeFor(secret);
    expect((await request('POST', '/api/auth/two-factor/enable', { code }, cookie)).statusCode).toBe(200);
    const challenge = cookieNamed(await signIn(user.email), 'gw_2fa');
    const replay = await request('POST', '/api/auth/login/two-factor', { code }, challenge);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(
      'That code was just used. Wait for the next code in your app and enter it.',
    );
    const wrong = await request('POST', '/api/auth/login/two-factor', { code: '999999' }, challenge);
    expect(wrong.json().message).toMatch(/^That code is not right/);
  });

  it('keeps the sign-in answer unchanged for accounts without two-factor', async () => {
    // Signed in before: a first sign-in is greeted with "Welcome!" instead (auth.int.test.ts).
    const user = await createUser(t.db, { email: 'plain@example.org', lastLoginAt: new Date() });
    const res = await signIn(user.email);
    expect(res.json()).toEqual({ success: true, message: 'Welcome back!' });
    expect(cookieNamed(res, 'gw_session')).toBeDefined();
    expect(cookieNamed(res, 'gw_2fa')).toBeUndefined();
  });

  it('takes a recovery code once', async () => {
    const { user, recoveryCodes } = await enrolled({ email: 'recovery@example.org' });
    const code = recoveryCodes[0] ?? '';
    const challenge = cookieNamed(await signIn(user.email), 'gw_2fa');
    const used = await request('POST', '/api/auth/login/two-factor', { code: code.toUpperCase() }, challenge);
    expect(used.statusCode).toBe(200);
    const later = cookieNamed(await signIn(user.email), 'gw_2fa');
    expect((await request('POST', '/api/auth/login/two-factor', { code }, later)).statusCode).toBe(401);
  });

  it('ends a sign-in after five wrong codes, and refuses a code step without a password step', async () => {
    const { user, secret } = await enrolled({ email: 'guess@example.org' });
    const challenge = cookieNamed(await signIn(user.email), 'gw_2fa');
    for (let i = 0; i < 5; i++)
      expect(
        (await request('POST', '/api/auth/login/two-factor', { code: '999999' }, challenge)).statusCode,
      ).toBe(401);
    const late = await request(
      'POST',
      '/api/auth/login/two-factor',
      { code: await codeFor(secret, 1) },
      challenge,
    );
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toMatch(/Enter your password again/);
    const none = await request('POST', '/api/auth/login/two-factor', { code: await codeFor(secret) });
    expect(none.statusCode).toBe(401);
  });

  it('limits code attempts per address', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login/two-factor',
        payload: { code: '111111' },
        remoteAddress: '10.200.0.1',
      });
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await attempt()).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('pauses code entry for an account after ten wrong codes, whatever the address and the sign-in', async () => {
    const { user, secret } = await enrolled({ email: 'many.places@example.org' });
    const statuses: number[] = [];
    let challenge: string | undefined;
    // Two sign-ins' worth of wrong codes (five each), every request from another address.
    for (let i = 0; i < 10; i++) {
      if (i % 5 === 0) challenge = cookieNamed(await signIn(user.email), 'gw_2fa');
      statuses.push(
        (await request('POST', '/api/auth/login/two-factor', { code: '999999' }, challenge)).statusCode,
      );
    }
    expect(statuses.slice(0, 9).every((s) => s === 401)).toBe(true);
    expect(statuses[9]).toBe(429);
    // A right password opens a new sign-in, but its code (even the right one) is refused for now.
    const fresh = cookieNamed(await signIn(user.email), 'gw_2fa');
    const paused = await request(
      'POST',
      '/api/auth/login/two-factor',
      { code: await codeFor(secret) },
      fresh,
    );
    expect(paused.statusCode).toBe(429);
    expect(paused.json().message).toMatch(
      /^Too many wrong codes for this account\. Please wait (15|14) minutes and try again\.$/,
    );
    expect(cookieNamed(paused, 'gw_session')).toBeUndefined();
    // Another account is not affected.
    const other = await enrolled({ email: 'elsewhere@example.org' });
    const otherChallenge = cookieNamed(await signIn(other.user.email), 'gw_2fa');
    expect(
      (
        await request(
          'POST',
          '/api/auth/login/two-factor',
          { code: await codeFor(other.secret) },
          otherChallenge,
        )
      ).statusCode,
    ).toBe(200);
    // Once the pause is over the right code signs in, and clears the count.
    await t.db.update(rateLimits).set({ resetAt: new Date(Date.now() - 1000) });
    const later = cookieNamed(await signIn(user.email), 'gw_2fa');
    const right = await request(
      'POST',
      '/api/auth/login/two-factor',
      { code: await codeFor(secret, 1) },
      later,
    );
    expect(right.statusCode, right.body).toBe(200);
    expect(cookieNamed(right, 'gw_session')).toBeDefined();
  });

  it('limits password checks behind a session per person, across the routes that make them', async () => {
    const { user, cookie } = await enrolled({ email: 'stolen.session@example.org' });
    const guesses = [
      [
        '/api/auth/change-password',
        { currentPassword: 'a wrong guess', newPassword: 'a brand new passphrase' },
      ],
      ['/api/auth/two-factor/disable', { password: 'a wrong guess' }],
      ['/api/auth/two-factor/recovery-codes', { password: 'a wrong guess' }],
    ] as const;
    for (let i = 0; i < 9; i++) {
      const [url, body] = guesses[i % 3] as (typeof guesses)[number];
      expect((await request('POST', url, body, cookie)).statusCode).toBe(400);
    }
    // The person's own right password is not a guess: it does not count.
    expect(
      (await request('POST', '/api/auth/two-factor/recovery-codes', { password: TEST_PASSWORD }, cookie))
        .statusCode,
    ).toBe(200);
    expect(
      (await request('POST', '/api/auth/two-factor/disable', { password: 'nope' }, cookie)).statusCode,
    ).toBe(400);
    for (const url of ['/api/auth/change-password', '/api/auth/two-factor/disable']) {
      const res = await request(
        'POST',
        url,
        url.endsWith('disable')
          ? { password: TEST_PASSWORD }
          : { currentPassword: TEST_PASSWORD, newPassword: 'a brand new passphrase' },
        cookie,
      );
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toMatch(
        /^Too many wrong passwords\. Please wait (15|14) minutes and try again\.$/,
      );
    }
    // Nothing changed: the password and two-factor sign-in are as they were.
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.totpEnabledAt).toBeTruthy();
    expect((await signIn(user.email)).json().twoFactorRequired).toBe(true);
    // Someone else's checks are their own.
    const other = await createUser(t.db);
    const otherCookie = await sessionCookieFor(t.app, t.db, other.id);
    const theirs = await request(
      'POST',
      '/api/auth/change-password',
      { currentPassword: 'a wrong guess', newPassword: 'a brand new passphrase' },
      otherCookie,
    );
    expect(theirs.statusCode).toBe(400);
  });

  it('needs the password to turn it off or to get new recovery codes', async () => {
    const { user, cookie, recoveryCodes } = await enrolled({
      email: 'off@example.org',
      lastLoginAt: new Date(),
    });
    const wrong = await request('POST', '/api/auth/two-factor/disable', { password: 'not it' }, cookie);
    expect(wrong.statusCode).toBe(400);
    const fresh = await request(
      'POST',
      '/api/auth/two-factor/recovery-codes',
      { password: TEST_PASSWORD },
      cookie,
    );
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().recoveryCodes).not.toContain(recoveryCodes[0]);
    const off = await request('POST', '/api/auth/two-factor/disable', { password: TEST_PASSWORD }, cookie);
    expect(off.statusCode).toBe(200);
    expect((await signIn(user.email)).json()).toEqual({ success: true, message: 'Welcome back!' });
  });

  it('an admin resets a person’s two-factor sign-in, audited; others may not', async () => {
    const { user } = await enrolled({ email: 'lost.phone@example.org' });
    const admin = await createUser(t.db, { role: 'admin' });
    const editor = await createUser(t.db, { role: 'editor' });
    const url = `/api/admin/users/${user.id}/two-factor/reset`;
    expect(
      (await request('POST', url, undefined, await sessionCookieFor(t.app, t.db, editor.id))).statusCode,
    ).toBe(403);
    const adminCookie = await sessionCookieFor(t.app, t.db, admin.id);
    expect((await request('POST', url, undefined, adminCookie)).statusCode).toBe(200);
    expect((await signIn(user.email)).json().success).toBe(true);
    const audit = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.recordId, user.id), eq(auditLogs.userId, admin.id)));
    expect(audit).toMatchObject([{ fieldName: 'twoFactor', oldValue: 'on', newValue: 'off' }]);
    expect((await request('POST', url, undefined, adminCookie)).statusCode).toBe(409);
  });

  it('an admin cannot reset their own two-factor sign-in: that needs the password, in Account Settings', async () => {
    const { user: admin, cookie } = await enrolled({ role: 'admin', email: 'own.reset@example.org' });
    const res = await request('POST', `/api/admin/users/${admin.id}/two-factor/reset`, undefined, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'You cannot reset your own two-factor sign-in here. Turn it off in Account Settings, which asks for your password.',
    );
    const [row] = await t.db.select().from(users).where(eq(users.id, admin.id));
    expect(row?.totpEnabledAt).not.toBeNull();
  });

  it('when required for admins, an admin without it can only set it up', async () => {
    const admin = await createUser(t.db, { role: 'admin' });
    const editor = await createUser(t.db, { role: 'editor' });
    const cookie = await sessionCookieFor(t.app, t.db, admin.id);
    const editorCookie = await sessionCookieFor(t.app, t.db, editor.id);
    await updateSettings(t.db, admin.id, { requireTwoFactorForAdmins: true });
    try {
      const blocked = await request('GET', '/api/admin/users', undefined, cookie);
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json().message).toMatch(/Turn on two-factor sign-in/);
      expect((await request('GET', '/api/auth/user', undefined, cookie)).json().twoFactorSetupRequired).toBe(
        true,
      );
      // Other roles are not held.
      expect((await request('GET', '/api/contacts/search', undefined, editorCookie)).statusCode).toBe(200);

      const { secret } = (await request('POST', '/api/auth/two-factor/setup', undefined, cookie)).json();
      const enable = await request(
        'POST',
        '/api/auth/two-factor/enable',
        { code: await codeFor(secret) },
        cookie,
      );
      expect(enable.statusCode).toBe(200);
      expect((await request('GET', '/api/admin/users', undefined, cookie)).statusCode).toBe(200);
    } finally {
      await updateSettings(t.db, admin.id, { requireTwoFactorForAdmins: false });
    }
  });
});
