/** A stolen session cannot take the account over: changes that would keep it need the password again. */
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema/index.js';
import { setupTestApp } from '../test/app.js';
import { createUser, sessionCookieFor, TEST_PASSWORD } from '../test/factories.js';
import { PASSWORD_AGAIN_MESSAGE } from './recent-sign-in.js';

const t = setupTestApp();
let owner = '';
let thief = '';

/** Moves every session's sign-in back by `minutes`, as if it happened that long ago. */
async function signedInAgo(minutes: number) {
  const at = new Date(Date.now() - minutes * 60_000).toISOString();
  await t.db
    .update(sessions)
    .set({ sess: sql`${sessions.sess} || jsonb_build_object('createdAt', ${at}::text)` });
}

const post = (cookie: string, url: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });

beforeEach(async () => {
  const user = await createUser(t.db, { role: 'admin' });
  owner = await sessionCookieFor(t.app, t.db, user.id);
  thief = await sessionCookieFor(t.app, t.db, user.id);
  await signedInAgo(11);
});

describe('a session whose password was given more than 10 minutes ago', () => {
  it('cannot turn on two-factor sign-in or end the other sessions (it could, without the password)', async () => {
    for (const url of ['/api/auth/two-factor/setup', '/api/auth/sessions/sign-out-others']) {
      const res = await post(thief, url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({ message: PASSWORD_AGAIN_MESSAGE, code: 'password_again' });
    }
    const enable = await post(thief, '/api/auth/two-factor/enable', { code: '123456' });
    expect(enable.json().code).toBe('password_again');
    const ownerStill = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: owner },
    });
    expect(ownerStill.statusCode).toBe(200);
  });

  it('can once the password is given again, for 10 minutes, and a wrong password changes nothing', async () => {
    const wrong = await post(thief, '/api/auth/confirm-password', { password: 'not the password' });
    expect(wrong.statusCode).toBe(400);
    expect((await post(thief, '/api/auth/two-factor/setup')).statusCode).toBe(403);
    const right = await post(thief, '/api/auth/confirm-password', { password: TEST_PASSWORD });
    expect(right.statusCode).toBe(200);
    expect((await post(thief, '/api/auth/two-factor/setup')).statusCode).toBe(200);
    // The confirmation belongs to the session that gave it.
    expect((await post(owner, '/api/auth/two-factor/setup')).statusCode).toBe(403);
    const others = await post(thief, '/api/auth/sessions/sign-out-others');
    expect(others.statusCode).toBe(200);
    const ownerAfter = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: owner },
    });
    expect(ownerAfter.statusCode).toBe(401);
  });

  it('a fresh sign-in counts as the password given', async () => {
    await t.db.delete(sessions);
    const user = await createUser(t.db);
    const fresh = await sessionCookieFor(t.app, t.db, user.id);
    expect((await post(fresh, '/api/auth/two-factor/setup')).statusCode).toBe(200);
  });
});
