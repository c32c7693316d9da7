/**
 * An admin created by ADMIN_EMAIL or `cli create-admin` has no first or last name. A left join that
 * selects the user as a nested object came back null when its first column was null, so their changes
 * showed as "Deleted user". Every line must name its author.
 */
import { describe, expect, it } from 'vitest';
import type { AuditLogPage } from '../../common/schemas/audit.js';
import { setupTestApp } from '../test/app.js';
import { createContact, createUser, sessionCookieFor } from '../test/factories.js';

const t = setupTestApp();

async function namelessAdmin() {
  const user = await createUser(t.db, {
    role: 'admin',
    firstName: null,
    lastName: null,
    email: `nameless-${Date.now()}@example.org`,
  });
  return { user, cookie: await sessionCookieFor(t.app, t.db, user.id) };
}

async function editNotes(cookie: string, contactId: string, notes: string) {
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/api/contacts/${contactId}`,
    headers: { cookie },
    payload: { notes },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('a change made by a user with no first or last name', () => {
  it('names them by their email on the contact’s Activity Timeline', async () => {
    const { user, cookie } = await namelessAdmin();
    const contact = await createContact(t.db);
    await editNotes(cookie, contact.id, 'Met at the door');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/contacts/${contact.id}`,
      headers: { cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = res.json().auditLogs as { userName: string; fieldName: string }[];
    expect(entry).toMatchObject({ fieldName: 'notes', userName: user.email });
  });

  it('names them in the audit log, as author and as the one who hid an entry', async () => {
    const { user, cookie } = await namelessAdmin();
    const contact = await createContact(t.db);
    await editNotes(cookie, contact.id, 'Moved away');
    const list = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/audit-logs?contactId=${contact.id}`,
        headers: { cookie },
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as AuditLogPage).entries;
    };
    const [entry] = await list();
    expect(entry).toMatchObject({
      userName: user.email,
      user: { firstName: null, lastName: null, email: user.email },
    });

    const hide = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/audit-logs/${entry?.id}/hide`,
      headers: { cookie },
    });
    expect(hide.statusCode, hide.body).toBe(200);
    const hidden = (await list()).find((e) => e.id === entry?.id);
    expect(hidden?.hiddenByName).toBe(user.email);
  });
});
