import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLogs } from '../db/schema/index.js';
import { createMailer } from '../mail/mailer.js';
import { setupTestApp } from '../test/app.js';
import { createUser, sessionCookieFor } from '../test/factories.js';
import { type SmtpListener, startSmtpListener } from '../test/smtp.js';
import { ALREADY_HAS_PASSWORD, INVITATION_NOT_MAILED, INVITATION_SENT } from './invite-user.js';

let smtp: SmtpListener;
beforeAll(async () => {
  smtp = await startSmtpListener();
});
afterAll(() => smtp.close());
beforeEach(() => smtp.clear());

/** Mail to unreachable.example is refused, as a mail server refuses a relay it does not accept. */
const t = setupTestApp({
  mailer: {
    send: (m) =>
      String(m.to).endsWith('@unreachable.example')
        ? Promise.reject(new Error('550 relay not permitted'))
        : createMailer({ smtpUrl: smtp.url, from: 'gw@test.local', outboxDir: '' }).send(m),
  },
});

async function signedIn(role: 'admin' | 'editor') {
  const user = await createUser(t.db, { role });
  return { user, cookie: await sessionCookieFor(t.app, t.db, user.id) };
}

const resend = (id: string, cookie: string) =>
  t.app.inject({ method: 'POST', url: `/api/admin/users/${id}/invitation`, headers: { cookie } });

const linkIn = (text: string) => text.match(/reset-password\/([A-Za-z0-9_-]+)/)?.[1] ?? '';

describe('POST /api/admin/users/:id/invitation', () => {
  it('mails a fresh link that works, retires the old one, and audits the resend', async () => {
    const { user: admin, cookie } = await signedIn('admin');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: { cookie },
      payload: { email: 'invitee@example.org', role: 'editor' },
    });
    expect(created.json()).toMatchObject({ invitationMailed: true });
    const first = linkIn((await smtp.waitFor('invitee@example.org', /invited/)).text);
    smtp.clear();

    const res = await resend(created.json().user.id, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: INVITATION_SENT, invitationMailed: true });
    const second = linkIn((await smtp.waitFor('invitee@example.org', /invited/)).text);
    expect(second).not.toBe(first);

    const check = (token: string) =>
      t.app.inject({ method: 'GET', url: `/api/auth/password-reset/${token}` }).then((r) => r.json());
    expect(await check(first)).toMatchObject({ valid: false });
    expect(await check(second)).toEqual({ valid: true });

    const audit = await t.db.select().from(auditLogs).where(eq(auditLogs.fieldName, 'invitation'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'update',
      userId: admin.id,
      recordId: created.json().user.id,
      metadata: { source: 'resend invitation', mailed: true },
    });
  });

  it('tells the admin when the invitation mail could not be sent, on create and on resend', async () => {
    const { cookie } = await signedIn('admin');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: { cookie },
      payload: { email: 'someone@unreachable.example' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      message: 'User created successfully',
      invitationMailed: false,
      warning: INVITATION_NOT_MAILED,
    });
    const res = await resend(created.json().user.id, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: INVITATION_NOT_MAILED, invitationMailed: false });
  });

  it('refuses someone who already has a password (409), an unknown user (404) and a non-admin (403)', async () => {
    const { cookie } = await signedIn('admin');
    const member = await createUser(t.db);
    const conflict = await resend(member.id, cookie);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().message).toBe(ALREADY_HAS_PASSWORD);
    expect((await resend('5d9c6b1e-3f0a-4c7e-9a51-2b8f0f3a9c11', cookie)).statusCode).toBe(404);

    const invitee = await createUser(t.db, { passwordHash: null });
    const editor = await signedIn('editor');
    const refused = await resend(invitee.id, editor.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("You don't have permission to do that.");
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${invitee.id}/invitation`,
    });
    expect(anonymous.statusCode).toBe(401);
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.received).toEqual([]);
  });
});
