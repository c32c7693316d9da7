import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AuditLogPage } from '../../common/schemas/audit.js';
import { auditLogs } from '../db/schema/index.js';
import { setupTestApp } from '../test/app.js';
import { createContact, createUser, sessionCookieFor } from '../test/factories.js';

const t = setupTestApp();

async function admin() {
  const user = await createUser(t.db, { role: 'admin', firstName: 'Ada', lastName: 'Admin' });
  return { user, cookie: await sessionCookieFor(t.app, t.db, user.id) };
}

const list = async (cookie: string, query = '') => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/audit-logs?${query}`,
    headers: { cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AuditLogPage;
};

describe('GET /api/admin/audit-logs', () => {
  it('lists newest first with user and contact, and pages by cursor without gaps or repeats', async () => {
    const { cookie } = await admin();
    const editor = await createUser(t.db, { role: 'editor', firstName: 'Eddie', lastName: 'Editor' });
    const editorCookie = await sessionCookieFor(t.app, t.db, editor.id);
    const contact = await createContact(t.db, { fullName: 'Paging Person', systemId: 'PAGE-1' });
    for (const notes of ['one', 'two', 'three', 'four', 'five']) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/contacts/${contact.id}`,
        headers: { cookie: editorCookie },
        payload: { notes },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const first = await list(cookie, `contactId=${contact.id}&limit=2`);
    expect(first.entries.map((e) => e.newValue)).toEqual(['five', 'four']);
    expect(first.entries[0]).toMatchObject({
      action: 'update',
      tableName: 'contacts',
      fieldName: 'notes',
      oldValue: 'four',
      userName: 'Eddie Editor',
      user: { firstName: 'Eddie', lastName: 'Editor', email: editor.email },
      contact: { id: contact.id, fullName: 'Paging Person', systemId: 'PAGE-1' },
      hiddenAt: null,
    });
    const second = await list(cookie, `contactId=${contact.id}&limit=2&cursor=${first.nextCursor}`);
    const third = await list(cookie, `contactId=${contact.id}&limit=2&cursor=${second.nextCursor}`);
    expect([...second.entries, ...third.entries].map((e) => e.newValue)).toEqual(['three', 'two', 'one']);
    expect(third.nextCursor).toBeNull();
  });

  it('names the user a row is about (the email for a nameless one), with the role approved', async () => {
    const { cookie } = await admin();
    const named = await createUser(t.db, { status: 'pending', firstName: 'Amara', lastName: 'Okafor' });
    const nameless = await createUser(t.db, {
      firstName: null,
      lastName: null,
      email: 'no.name@example.org',
    });
    const patch = (url: string, payload?: object) =>
      t.app.inject({ method: 'PATCH', url, headers: { cookie }, ...(payload ? { payload } : {}) });
    expect((await patch(`/api/admin/users/${named.id}/approve`, { role: 'editor' })).statusCode).toBe(200);
    expect((await patch(`/api/admin/users/${nameless.id}/role`, { role: 'admin' })).statusCode).toBe(200);
    const { entries } = await list(cookie, 'tableName=users');
    expect(entries.find((e) => e.action === 'approve')).toMatchObject({
      recordId: named.id,
      newValue: 'approved',
      metadata: { role: 'editor' },
      subject: { name: 'Amara Okafor', email: named.email },
    });
    expect(entries.find((e) => e.fieldName === 'role')).toMatchObject({
      oldValue: 'viewer',
      newValue: 'admin',
      subject: { name: 'no.name@example.org', email: 'no.name@example.org' },
    });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${named.id}`,
      headers: { cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await list(cookie, 'tableName=users');
    // Gone from the users table: the deletion's row keeps who it was; the earlier rows say so.
    expect(after.entries.find((e) => e.action === 'delete')?.subject).toEqual({
      name: 'Amara Okafor',
      email: named.email,
    });
    expect(after.entries.find((e) => e.action === 'approve')?.subject).toEqual({
      name: 'Deleted user',
      email: null,
    });
    const contactRows = await list(cookie, 'tableName=contacts');
    for (const entry of contactRows.entries) expect(entry.subject).toBeNull();
  });

  it('filters by user, contact (system ID or name), action, table and date range', async () => {
    const { cookie, user } = await admin();
    const contact = await createContact(t.db, { fullName: 'Filter Frida', systemId: 'FILTER-9' });
    await t.db.insert(auditLogs).values([
      { action: 'update', tableName: 'contacts', contactId: contact.id, userId: user.id, fieldName: 'notes' },
      { action: 'delete', tableName: 'contact_phones', contactId: contact.id, userId: user.id },
      {
        action: 'update',
        tableName: 'contacts',
        contactId: contact.id,
        userId: user.id,
        createdAt: new Date('2020-01-15T12:00:00Z'),
      },
    ]);
    expect((await list(cookie, `userId=${user.id}`)).entries).toHaveLength(3);
    expect((await list(cookie, 'contact=FILTER-9')).entries).toHaveLength(3);
    expect((await list(cookie, 'contact=filter fr')).entries).toHaveLength(3);
    expect((await list(cookie, `userId=${user.id}&action=delete`)).entries.map((e) => e.tableName)).toEqual([
      'contact_phones',
    ]);
    expect((await list(cookie, `userId=${user.id}&tableName=contacts`)).entries).toHaveLength(2);
    const old = await list(cookie, `userId=${user.id}&from=2020-01-15&to=2020-01-15`);
    expect(old.entries).toHaveLength(1);
    expect((await list(cookie, `userId=${user.id}&from=2020-01-16`)).entries).toHaveLength(2);
  });

  it('answers bad filters and a damaged cursor with 400 and a message', async () => {
    const { cookie } = await admin();
    for (const query of ['from=yesterday', 'from=2026-02-02&to=2026-01-01', 'limit=0', 'cursor=garbage']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/audit-logs?${query}`,
        headers: { cookie },
      });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toEqual(expect.any(String));
    }
    // A day no calendar has is named as the field it was typed in, not as "a date sent".
    const impossible = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit-logs?from=2026-02-30',
      headers: { cookie },
    });
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json().errors).toEqual([{ path: 'from', message: 'From date is not a real date' }]);
  });
});

describe('PATCH /api/admin/audit-logs/:id/hide', () => {
  it('hides the entry from the profile, keeps it in the audit log with who and when, and audits the hiding', async () => {
    const { cookie, user } = await admin();
    const contact = await createContact(t.db);
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/contacts/${contact.id}`,
      headers: { cookie },
      payload: { notes: 'typo here' },
    });
    expect(edit.statusCode).toBe(200);
    const [entry] = edit.json().auditLogs as { id: string }[];
    if (!entry) throw new Error('no audit entry');

    const hide = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/audit-logs/${entry.id}/hide`,
      headers: { cookie },
    });
    expect(hide.statusCode, hide.body).toBe(200);

    const profile = await t.app.inject({
      method: 'GET',
      url: `/api/contacts/${contact.id}`,
      headers: { cookie },
    });
    expect(profile.json().auditLogs).toEqual([]);

    const log = await list(cookie, `contactId=${contact.id}`);
    // The admin's opening of the profile is recorded too (read budgets).
    expect(log.entries.map((e) => [e.action, e.tableName])).toEqual([
      ['view', 'contacts'],
      ['hide', 'audit_logs'],
      ['update', 'contacts'],
    ]);
    expect(log.entries[2]).toMatchObject({ id: entry.id, newValue: 'typo here', hiddenByName: 'Ada Admin' });
    expect(log.entries[2]?.hiddenAt).toEqual(expect.any(String));
    const [row] = await t.db.select().from(auditLogs).where(eq(auditLogs.id, entry.id));
    expect(row?.hiddenBy).toBe(user.id);

    // Hiding twice changes nothing more.
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/audit-logs/${entry.id}/hide`,
      headers: { cookie },
    });
    expect((await list(cookie, `contactId=${contact.id}`)).entries).toHaveLength(3);
  });

  it('refuses entries that are not on a contact timeline, and unknown ids', async () => {
    const { cookie, user } = await admin();
    const [row] = await t.db
      .insert(auditLogs)
      .values({ action: 'update', tableName: 'users', userId: user.id, recordId: user.id })
      .returning();
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/audit-logs/${row?.id}/hide`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(400);
    const missing = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/audit-logs/00000000-0000-4000-8000-000000000000/hide',
      headers: { cookie },
    });
    expect(missing.statusCode).toBe(404);
  });
});
