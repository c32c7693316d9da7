import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, users } from '../db/schema/index.js';
import { createMailer } from '../mail/mailer.js';
import { forgetCachedSettings, updateSettings } from '../settings/settings.js';
import { setupTestApp } from '../test/app.js';
import { createUser, sessionCookieFor } from '../test/factories.js';
import { type SmtpListener, startSmtpListener } from '../test/smtp.js';

let smtp: SmtpListener;
beforeAll(async () => {
  smtp = await startSmtpListener();
});
afterAll(() => smtp.close());

const t = setupTestApp({
  mailer: { send: (m) => createMailer({ smtpUrl: smtp.url, from: 'gw@test.local', outboxDir: '' }).send(m) },
});

async function asAdmin() {
  const admin = await createUser(t.db, { role: 'admin' });
  return { admin, cookie: await sessionCookieFor(t.app, t.db, admin.id) };
}

const review = (id: string, decision: 'approve' | 'reject', cookie: string, payload?: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/users/${id}/${decision}`, headers: { cookie }, payload });

describe('reviewing registrations', () => {
  it('approves a pending user, audits it and mails them a login link', async () => {
    const { admin, cookie } = await asAdmin();
    const pending = await createUser(t.db, { status: 'pending', email: 'new@example.org' });
    const res = await review(pending.id, 'approve', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: pending.id, status: 'approved' });
    expect(res.body).not.toMatch(/passwordHash|invitationToken|argon2/);
    const mail = await smtp.waitFor('new@example.org', /approved/);
    expect(mail.text).toContain('http://127.0.0.1:5000/login');
    const [audit] = await t.db.select().from(auditLogs).where(eq(auditLogs.recordId, pending.id));
    expect(audit).toMatchObject({
      action: 'approve',
      userId: admin.id,
      oldValue: 'pending',
      newValue: 'approved',
    });
  });

  it('rejects a pending user and mails them', async () => {
    const { cookie } = await asAdmin();
    const pending = await createUser(t.db, { status: 'pending', email: 'no@example.org' });
    expect((await review(pending.id, 'reject', cookie)).statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, pending.id));
    expect(row?.status).toBe('rejected');
    await smtp.waitFor('no@example.org', /not approved/);
  });

  it('answers 409 for a user who is not pending, and 404 for an unknown or malformed id', async () => {
    const { cookie } = await asAdmin();
    const approved = await createUser(t.db);
    const conflict = await review(approved.id, 'reject', cookie);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().message).toMatch(/already been reviewed/);
    expect((await review('5d9c6b1e-3f0a-4c7e-9a51-2b8f0f3a9c11', 'approve', cookie)).statusCode).toBe(404);
    expect((await review('not-a-uuid', 'approve', cookie)).statusCode).toBe(404);
  });

  it('approves with the role the admin chose, and records it in the audit line', async () => {
    const { admin, cookie } = await asAdmin();
    const pending = await createUser(t.db, { status: 'pending', email: 'editor@example.org' });
    const res = await review(pending.id, 'approve', cookie, { role: 'editor' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ status: 'approved', role: 'editor' });
    const [audit] = await t.db.select().from(auditLogs).where(eq(auditLogs.recordId, pending.id));
    expect(audit).toMatchObject({ action: 'approve', userId: admin.id, metadata: { role: 'editor' } });
  });

  it('approves as an editor when no role is chosen and the setting is left as it is', async () => {
    forgetCachedSettings();
    const { cookie } = await asAdmin();
    const pending = await createUser(t.db, { status: 'pending', role: 'viewer', email: 'plain@example.org' });
    const res = await review(pending.id, 'approve', cookie, {});
    expect(res.json().user).toMatchObject({ status: 'approved', role: 'editor' });
    const mail = await smtp.waitFor('plain@example.org', /approved/);
    expect(mail.text).toContain('approved your request as an Editor');
    expect(mail.text).toContain('work the walk and call lists');
  });

  it('approves without a role (no body at all) as "Approved volunteers start as" says', async () => {
    const { admin, cookie } = await asAdmin();
    await updateSettings(t.db, admin.id, { approvedVolunteerRole: 'viewer' });
    try {
      const pending = await createUser(t.db, {
        status: 'pending',
        role: 'editor',
        email: 'look@example.org',
      });
      const res = await review(pending.id, 'approve', cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({ status: 'approved', role: 'viewer' });
      const mail = await smtp.waitFor('look@example.org', /approved/);
      expect(mail.text).toContain('approved your request as a Viewer');
      expect(mail.text).toContain('ask an admin to make you an Editor');
      // A chosen role still wins over the setting.
      const other = await createUser(t.db, { status: 'pending', email: 'chosen@example.org' });
      const chosen = await review(other.id, 'approve', cookie, { role: 'editor' });
      expect(chosen.json().user).toMatchObject({ status: 'approved', role: 'editor' });
    } finally {
      await updateSettings(t.db, admin.id, { approvedVolunteerRole: 'editor' });
    }
  });

  it('answers 403 to a non-admin, leaving the registration pending', async () => {
    const pending = await createUser(t.db, { status: 'pending', email: 'wait@example.org' });
    for (const role of ['editor', 'viewer'] as const) {
      const user = await createUser(t.db, { role });
      const res = await review(pending.id, 'approve', await sessionCookieFor(t.app, t.db, user.id), {
        role: 'admin',
      });
      expect(res.statusCode).toBe(403);
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, pending.id));
    expect(row).toMatchObject({ status: 'pending', role: 'viewer' });
  });

  it('refuses an unknown role with 400 and a message, leaving the registration pending', async () => {
    const { cookie } = await asAdmin();
    const pending = await createUser(t.db, { status: 'pending', email: 'bad@example.org' });
    const res = await review(pending.id, 'approve', cookie, { role: 'superuser' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'role', message: 'Role must be admin, editor or viewer' }]);
    const [row] = await t.db.select().from(users).where(eq(users.id, pending.id));
    expect(row?.status).toBe('pending');
  });
});
