import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, contacts, sessions, users } from '../db/schema/index.js';
import { createMailer } from '../mail/mailer.js';
import { setupTestApp } from '../test/app.js';
import { createUser, sessionCookieFor } from '../test/factories.js';
import { type SmtpListener, startSmtpListener } from '../test/smtp.js';
import { LAST_ADMIN_MESSAGE } from './admin-guards.js';
import { changeUserRole, changeUserStatus, deleteUser } from './manage-users.js';

let smtp: SmtpListener;
beforeAll(async () => {
  smtp = await startSmtpListener();
});
afterAll(() => smtp.close());

const t = setupTestApp({
  mailer: { send: (m) => createMailer({ smtpUrl: smtp.url, from: 'gw@test.local', outboxDir: '' }).send(m) },
});

async function asAdmin() {
  const admin = await createUser(t.db, { role: 'admin', firstName: 'Chair' });
  return { admin, cookie: await sessionCookieFor(t.app, t.db, admin.id) };
}

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

describe('GET /api/admin/users', () => {
  it('lists users newest first without hashes or tokens', async () => {
    const { cookie } = await asAdmin();
    await createUser(t.db, { email: 'later@example.org', invitationToken: 'secret-hash' });
    const res = await call('GET', '/api/admin/users', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()[0].email).toBe('later@example.org');
    expect(res.body).not.toMatch(/passwordHash|invitationToken|secret-hash|argon2/);
  });
});

describe('POST /api/admin/users', () => {
  it('creates an approved user with the role and mails a 7-day set-password link that works', async () => {
    const { admin, cookie } = await asAdmin();
    const res = await call('POST', '/api/admin/users', cookie, {
      email: 'New.Editor@example.org',
      firstName: 'Nia',
      lastName: '',
      role: 'editor',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'User created successfully',
      user: { role: 'editor', status: 'approved', isActive: true, lastName: null },
    });
    const expires = new Date(res.json().user.tokenExpiresAt).getTime();
    expect(expires - Date.now()).toBeGreaterThan(6.9 * 86_400_000);

    const mail = await smtp.waitFor('new.editor@example.org', /invited/);
    const token = mail.text.match(/reset-password\/([A-Za-z0-9_-]+)/)?.[1] ?? '';
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token, newPassword: 'chosen password' },
    });
    expect(set.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'new.editor@example.org', password: 'chosen password' },
    });
    expect(login.statusCode).toBe(200);
    const [audit] = await t.db.select().from(auditLogs).where(eq(auditLogs.recordId, res.json().user.id));
    expect(audit).toMatchObject({ action: 'create', userId: admin.id });
  });

  it('keeps a phone written with +1, dots or spaces as (850) 555-0142, and refuses one that is not a number', async () => {
    const { cookie } = await asAdmin();
    const created = await call('POST', '/api/admin/users', cookie, {
      email: 'with-phone@example.org',
      phone: '+1 850.555 0142',
    });
    expect(created.statusCode, created.body).toBe(201);
    const [stored] = await t.db.select().from(users).where(eq(users.email, 'with-phone@example.org'));
    expect(stored?.phone).toBe('(850) 555-0142');
    const bad = await call('POST', '/api/admin/users', cookie, {
      email: 'bad-phone@example.org',
      phone: '555-12',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      expect.objectContaining({ path: 'phone', message: 'Please enter a valid 10-digit phone number' }),
    ]);
    expect(await t.db.select().from(users).where(eq(users.email, 'bad-phone@example.org'))).toEqual([]);
  });

  it('refuses an email already registered (409) and an invalid one (400)', async () => {
    const { cookie } = await asAdmin();
    await createUser(t.db, { email: 'taken@example.org' });
    expect((await call('POST', '/api/admin/users', cookie, { email: 'TAKEN@example.org' })).statusCode).toBe(
      409,
    );
    const bad = await call('POST', '/api/admin/users', cookie, { email: 'nope', role: 'superuser' });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['email', 'role']);
  });
});

describe('role, status and deletion', () => {
  it('changes a role, audited, effective on the next request', async () => {
    const { admin, cookie } = await asAdmin();
    const editor = await createUser(t.db, { role: 'editor' });
    const res = await call('PATCH', `/api/admin/users/${editor.id}/role`, cookie, { role: 'viewer' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'User role updated successfully', user: { role: 'viewer' } });
    const [audit] = await t.db.select().from(auditLogs).where(eq(auditLogs.fieldName, 'role'));
    expect(audit).toMatchObject({
      userId: admin.id,
      recordId: editor.id,
      oldValue: 'editor',
      newValue: 'viewer',
    });
  });

  it('deactivation ends the user’s sessions; reactivation lets them in again', async () => {
    const { cookie } = await asAdmin();
    const volunteer = await createUser(t.db);
    const theirs = await sessionCookieFor(t.app, t.db, volunteer.id);
    const off = await call('PATCH', `/api/admin/users/${volunteer.id}/status`, cookie, { isActive: false });
    expect(off.statusCode).toBe(200);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, volunteer.id))).toEqual([]);
    expect((await call('GET', '/api/auth/user', theirs)).statusCode).toBe(401);
    const on = await call('PATCH', `/api/admin/users/${volunteer.id}/status`, cookie, { isActive: true });
    expect(on.json().user.isActive).toBe(true);
  });

  it('refuses an admin changing, deactivating or deleting themselves (400)', async () => {
    const { admin, cookie } = await asAdmin();
    await createUser(t.db, { role: 'admin' });
    for (const [method, url, body] of [
      ['PATCH', `/api/admin/users/${admin.id}/role`, { role: 'viewer' }],
      ['PATCH', `/api/admin/users/${admin.id}/status`, { isActive: false }],
      ['DELETE', `/api/admin/users/${admin.id}`, undefined],
    ] as const) {
      const res = await call(method, url, cookie, body);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toMatch(/^You cannot .* yourself/);
    }
  });

  it('never leaves Groundwork without an active admin, even when two admins demote each other at once (409)', async () => {
    const a = await createUser(t.db, { role: 'admin' });
    const b = await createUser(t.db, { role: 'admin' });
    const outcomes = await Promise.allSettled([
      changeUserRole(t.db, a, b.id, 'viewer'),
      changeUserRole(t.db, b, a.id, 'viewer'),
    ]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find((o) => o.status === 'rejected');
    expect(refused?.status === 'rejected' && refused.reason).toMatchObject({
      kind: 'conflict',
      message: LAST_ADMIN_MESSAGE,
    });
    const admins = await t.db.select().from(users).where(eq(users.role, 'admin'));
    expect(admins).toHaveLength(1);
    // Either may have won; the other (acting as the admin it was) cannot remove the last one either.
    const last = admins[0]?.id ?? '';
    const other = last === a.id ? b : a;
    await expect(deleteUser(t.db, other, last)).rejects.toMatchObject({ kind: 'conflict' });
    await expect(changeUserStatus(t.db, other, last, false)).rejects.toMatchObject({ kind: 'conflict' });
  });

  it('deletes a user but keeps their audit rows, and answers 404 for unknown ids', async () => {
    const { cookie } = await asAdmin();
    const volunteer = await createUser(t.db);
    await t.db.insert(auditLogs).values({ userId: volunteer.id, action: 'update', tableName: 'contacts' });
    const res = await call('DELETE', `/api/admin/users/${volunteer.id}`, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'User deleted successfully' });
    const rows = await t.db.select().from(auditLogs).where(eq(auditLogs.tableName, 'contacts'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.userId).toBeNull();
    expect((await call('DELETE', `/api/admin/users/${volunteer.id}`, cookie)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/admin/users/12', cookie)).statusCode).toBe(404);
  });
});

describe('exports and stats', () => {
  it('exports users as an .xlsx attachment', async () => {
    const { cookie } = await asAdmin();
    await createUser(t.db, { email: 'zoe@example.org', firstName: 'Zoë' });
    const res = await call('GET', '/api/admin/users/export', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="groundwork-users-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Users');
    const values = sheet?.getSheetValues().flat().map(String) ?? [];
    expect(values).toContain('Email');
    expect(values).toContain('zoe@example.org');
    expect(values).toContain('Zoë');
  });

  it('reports contacts, active users, edits today and data quality', async () => {
    const { cookie } = await asAdmin();
    await createUser(t.db, { status: 'pending' });
    await t.db.insert(contacts).values([
      {
        systemId: 'A',
        fullName: 'A',
        dateOfBirth: '1980-01-01',
        streetAddress: '1 Main St',
        zipCode: '32301',
      },
      { systemId: 'B', fullName: 'B', dateOfBirth: '1980-01-01', streetAddress: '1 Main St', zipCode: '323' },
      { systemId: 'C', fullName: 'C', streetAddress: '1 Main St', zipCode: '32301-1234' },
      {
        systemId: 'D',
        fullName: 'D',
        dateOfBirth: '1980-01-01',
        streetAddress: '2 Oak',
        zipCode: '32303-0001',
      },
      { systemId: 'E', fullName: 'E', isActive: false },
    ]);
    await t.db.insert(auditLogs).values([
      { action: 'update', tableName: 'contacts' },
      { action: 'update', tableName: 'contacts' },
    ]);
    await t.db
      .insert(auditLogs)
      .values({ action: 'update', tableName: 'contacts', createdAt: new Date(Date.now() - 3 * 86_400_000) });
    const res = await call('GET', '/api/admin/stats', cookie);
    expect(res.json()).toEqual({
      totalContacts: 4,
      activeUsers: 1,
      editsToday: 2,
      attemptsToday: 0,
      dataQuality: 50,
    });
  });
});
