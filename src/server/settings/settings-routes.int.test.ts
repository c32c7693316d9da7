import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs, sessions } from '../db/schema/index.js';
import { setupTestApp } from '../test/app.js';
import { createContact, createUser, sessionCookieFor } from '../test/factories.js';
import { MAINTENANCE_MESSAGE } from './maintenance-mode.js';
import { CALLING_HOURS_EMPTY, forgetCachedSettings } from './settings.js';

const t = setupTestApp();

async function as(role: 'admin' | 'editor' | 'viewer') {
  const user = await createUser(t.db, { role });
  return { user, cookie: await sessionCookieFor(t.app, t.db, user.id) };
}

const patchSettings = (cookie: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: '/api/admin/settings', headers: { cookie }, payload });

describe('/api/admin/settings', () => {
  it('reads the defaults and saves changes that apply at once', async () => {
    forgetCachedSettings();
    const { cookie } = await as('admin');
    const read = await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: { cookie } });
    expect(read.json()).toMatchObject({
      sessionTimeoutMinutes: 480,
      maxSearchResults: 100,
      maintenanceMode: false,
    });
    const res = await patchSettings(cookie, {
      maxSearchResults: 10,
      candidateName: 'Sam Lee',
      timeZone: 'America/Chicago',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().settings).toMatchObject({
      maxSearchResults: 10,
      candidateName: 'Sam Lee',
      timeZone: 'America/Chicago',
    });
  });

  it('refuses values out of bounds with 400 and a message, saving nothing', async () => {
    forgetCachedSettings();
    const { cookie } = await as('admin');
    for (const [payload, message] of [
      [{ sessionTimeoutMinutes: 4 }, 'Session Timeout must be at least 5 minutes'],
      [{ sessionTimeoutMinutes: 10081 }, 'Session Timeout must be at most 10080 minutes (7 days)'],
      [{ maxSearchResults: 9 }, 'Max Search Results must be at least 10'],
      [{ maxSearchResults: 501 }, 'Max Search Results must be at most 500'],
      [{ timeZone: 'Mars/Base' }, 'Time zone must be a name such as America/New_York'],
      [{ approvedVolunteerRole: 'admin' }, 'Approved volunteers must start as Editor or Viewer'],
      [{ maxSearchResults: 50, colour: 'red' }, undefined],
    ] as const) {
      const res = await patchSettings(cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      if (message) expect(res.json().errors.map((e: { message: string }) => e.message)).toContain(message);
    }
    const read = await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: { cookie } });
    expect(read.json().maxSearchResults).toBe(100);
  });

  it('refuses calling hours that end when they start, which would allow no call at all', async () => {
    forgetCachedSettings();
    const { cookie } = await as('admin');
    for (const payload of [
      { callingHoursStart: '00:00', callingHoursEnd: '00:00' },
      // The other end is the stored one (9:00 by default).
      { callingHoursEnd: '09:00' },
    ]) {
      const res = await patchSettings(cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors).toEqual([{ path: 'callingHoursEnd', message: CALLING_HOURS_EMPTY }]);
    }
    const read = await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: { cookie } });
    expect(read.json()).toMatchObject({ callingHoursStart: '09:00', callingHoursEnd: '21:00' });
  });

  it('search obeys Max Search Results at once: pages hold at most that many, the total stays real', async () => {
    forgetCachedSettings();
    const { cookie } = await as('admin');
    for (let i = 0; i < 12; i++) await createContact(t.db, { lastName: `Cap${String(i).padStart(2, '0')}` });
    const search = async (query: string) =>
      (
        await t.app.inject({ method: 'GET', url: `/api/contacts/search?${query}`, headers: { cookie } })
      ).json();
    expect((await search('lastName=cap')).total).toBe(12);
    await patchSettings(cookie, { maxSearchResults: 10 });
    const capped = await search('lastName=cap&limit=20');
    expect([capped.total, capped.contacts.length, capped.pageSize]).toEqual([12, 10, 10]);
    const second = await search('lastName=cap&limit=20&page=2');
    expect([second.contacts.length, second.pageSize]).toEqual([2, 10]);
    const small = await search('lastName=cap&limit=4&page=3');
    expect([small.contacts.length, small.pageSize]).toEqual([4, 4]);
  });

  it('a lowered Session Timeout shortens existing sessions, ending those idle past the new limit', async () => {
    forgetCachedSettings();
    const { cookie, user } = await as('admin');
    const viewer = await as('viewer');
    // The viewer was last active 100 minutes ago (expiry 480 minutes after that).
    await t.db
      .update(sessions)
      .set({ expire: new Date(Date.now() + 380 * 60_000) })
      .where(eq(sessions.userId, viewer.user.id));
    const res = await patchSettings(cookie, { sessionTimeoutMinutes: 60 });
    expect(res.statusCode, res.body).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: viewer.cookie },
    });
    expect(me.statusCode).toBe(401);
    const [adminSession] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(adminSession?.expire.getTime()).toBeLessThanOrEqual(Date.now() + 60 * 60_000 + 1000);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).statusCode,
    ).toBe(200);
  });
});

describe('Edits Today', () => {
  it("counts audit rows since midnight in the campaign's time zone", async () => {
    forgetCachedSettings();
    const { cookie } = await as('admin');
    // Kiritimati is UTC+14 all year: its midnight is 14 hours before the next UTC date begins there.
    await patchSettings(cookie, { timeZone: 'Pacific/Kiritimati' });
    const local = new Date(Date.now() + 14 * 3_600_000);
    const midnight =
      Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - 14 * 3_600_000;
    const stats = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: { cookie } })).json().editsToday;
    const before = await stats();
    await t.db.insert(auditLogs).values([
      { action: 'update', tableName: 'contacts', createdAt: new Date(midnight - 60_000) },
      {
        action: 'update',
        tableName: 'contacts',
        createdAt: new Date(Math.min(midnight + 1_000, Date.now())),
      },
    ]);
    expect(await stats()).toBe(before + 1);
  });
});

describe('Maintenance Mode', () => {
  it("refuses non-admins' writes with 503 while on; reads, admins and sign-in keep working", async () => {
    forgetCachedSettings();
    const admin = await as('admin');
    const editor = await as('editor');
    const contact = await createContact(t.db);
    const edit = (cookie: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/contacts/${contact.id}`,
        headers: { cookie },
        payload: { notes: 'x' },
      });

    const on = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/maintenance',
      headers: { cookie: admin.cookie },
      payload: { enabled: true },
    });
    expect(on.statusCode, on.body).toBe(200);
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/system/status',
      headers: { cookie: editor.cookie },
    });
    expect(status.json()).toEqual({ maintenanceMode: true });

    const refused = await edit(editor.cookie);
    expect(refused.statusCode).toBe(503);
    expect(refused.json().message).toBe(MAINTENANCE_MESSAGE);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/contacts/${contact.id}`,
      headers: { cookie: editor.cookie },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().notes).toBeNull();
    expect((await edit(admin.cookie)).statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: editor.user.email, password: 'wrong password' },
    });
    expect(login.statusCode).toBe(401);

    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/maintenance',
      headers: { cookie: admin.cookie },
      payload: { enabled: false },
    });
    expect((await edit(editor.cookie)).statusCode).toBe(200);
  });
});
