/**
 * Read budgets: a non-admin reading page after page, or profile after profile, is stopped before their budget
 * plus one page, whichever app instance answers; the admins get one notification and one audit entry per
 * window; admins lift or lower one person's budget; opened profiles are recorded for admins to see.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app.js';
import type { Config } from '../config.js';
import { auditLogs, contacts, readCounts, readSearches, type UserRow } from '../db/schema/index.js';
import { forgetCachedSettings, updateSettings } from '../settings/settings.js';
import { removeTestDataDir, setupTestApp, testConfig } from '../test/app.js';
import { createUser, sessionCookieFor } from '../test/factories.js';

const SESSION_SECRET = 'read-budget-test-secret-shared-by-both-instances';
const t = setupTestApp({ config: { SESSION_SECRET } });
/** A second instance on the same database: the counts must be shared. */
let other: App;
let otherConfig: Config;
beforeAll(async () => {
  otherConfig = testConfig({ SESSION_SECRET });
  other = await buildApp({ config: otherConfig, database: t.database, logger: false });
  await other.ready();
});
afterAll(async () => {
  await other?.close();
  removeTestDataDir(otherConfig);
});

let admin: UserRow;
let adminCookie: string;
beforeEach(async () => {
  admin = await createUser(t.db, { role: 'admin', firstName: 'Ada', lastName: 'Admin' });
  adminCookie = await sessionCookieFor(t.app, t.db, admin.id);
});

async function seedContacts(n: number) {
  const rows = await t.db
    .insert(contacts)
    .values(
      Array.from({ length: n }, (_, i) => ({
        systemId: `RB-${i}-${Math.random()}`,
        fullName: `Ann Scrape${String(i).padStart(3, '0')}`,
        firstName: 'Ann',
        lastName: `Scrape${String(i).padStart(3, '0')}`,
      })),
    )
    .returning({ id: contacts.id });
  return rows.map((r) => r.id);
}

async function viewer(overrides: Partial<UserRow> = {}) {
  const user = await createUser(t.db, { role: 'viewer', firstName: 'Vic', lastName: 'Viewer', ...overrides });
  return { user, cookie: await sessionCookieFor(t.app, t.db, user.id) };
}

const get = (app: App, url: string, cookie: string) =>
  app.inject({ method: 'GET', url, headers: { cookie } });

async function budgetAlerts(userId: string) {
  return t.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.action, 'read-budget'), eq(auditLogs.userId, userId)));
}

describe('read budgets', () => {
  it('stop a viewer paging through the voters before their budget plus one page, and alert the admins once', async () => {
    await updateSettings(t.db, admin.id, { readBudgetSearchRows: 100 });
    await seedContacts(150);
    const { user, cookie } = await viewer();
    let delivered = 0;
    let refused: Awaited<ReturnType<typeof get>> | undefined;
    for (let page = 1; page <= 8 && !refused; page++) {
      // Alternate the instances: the count is the database's, not one process's.
      const res = await get(
        page % 2 ? t.app : other,
        `/api/contacts/search?lastName=Scrape&page=${page}`,
        cookie,
      );
      if (res.statusCode === 429) refused = res;
      else {
        expect(res.statusCode, res.body).toBe(200);
        delivered += res.json().contacts.length;
      }
    }
    expect(refused, 'a 429 before the budget plus one page').toBeDefined();
    expect(delivered).toBeLessThanOrEqual(100);
    expect(delivered).toBe(100);
    expect(refused?.json().message).toMatch(
      /Reading resumes at \d{1,2}:\d{2} [AP]M \(in (60|59) minutes\)\.$/,
    );
    expect(refused?.headers['cache-control']).toBe('no-store');
    // Refused again (and a profile still opens: the budgets are separate); still one alert for this window.
    expect((await get(t.app, '/api/contacts/search?lastName=Scrape', cookie)).statusCode).toBe(429);
    // The read history lists the searches that listed rows, not the refused ones.
    const history = await t.db.select().from(readSearches).where(eq(readSearches.userId, user.id));
    expect(history.map((search) => search.rows).sort()).toEqual(Array(delivered / 20).fill(20));

    const alerts = await budgetAlerts(user.id);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ tableName: 'users', recordId: user.id, fieldName: 'read budget' });
    expect(alerts[0]?.newValue).toContain(`${user.email} read 120 search rows and 0 profiles between`);
    expect(alerts[0]?.metadata).toMatchObject({ searchRows: 120, profileOpens: 0, searchRowsBudget: 100 });

    const bell = await get(t.app, '/api/notifications', adminCookie);
    expect(bell.json().notifications).toContainEqual(
      expect.objectContaining({ kind: 'read-budget', userId: user.id, email: user.email, searchRows: 120 }),
    );
    const log = await get(t.app, `/api/admin/audit-logs?action=read-budget&userId=${user.id}`, adminCookie);
    expect(log.json().entries).toHaveLength(1);
    // The bell is the admins': the viewer's own bell stays empty.
    expect((await get(t.app, '/api/notifications', cookie)).json().notifications).toEqual([]);
  });

  it('stop a viewer opening profile after profile, and record who opened which', async () => {
    await updateSettings(t.db, admin.id, { readBudgetProfiles: 3 });
    const ids = await seedContacts(5);
    const { user, cookie } = await viewer();
    for (const id of ids.slice(0, 3))
      expect((await get(t.app, `/api/contacts/${id}`, cookie)).statusCode).toBe(200);
    const fourth = await get(other, `/api/contacts/${ids[3]}`, cookie);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toMatch(/Reading resumes at/);
    // A contact's CSV is a profile too.
    expect((await get(t.app, `/api/contacts/${ids[0]}/export`, cookie)).statusCode).toBe(429);
    expect(await budgetAlerts(user.id)).toHaveLength(1);

    const views = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'view'), eq(auditLogs.userId, user.id)));
    expect(views.map((v) => v.contactId).sort()).toEqual(ids.slice(0, 3).sort());

    // The contact's timeline shows the reads to admins only.
    const asAdmin = await get(t.app, `/api/contacts/${ids[0]}`, adminCookie);
    expect(asAdmin.json().auditLogs).toContainEqual(
      expect.objectContaining({ action: 'view', fieldName: 'profile', userName: 'Vic Viewer' }),
    );
    const { user: second, cookie: otherViewer } = await viewer();
    const asViewer = await get(t.app, `/api/contacts/${ids[0]}`, otherViewer);
    expect(asViewer.json().auditLogs).toEqual([]);
    // The audit log filters them by action and contact, and its other filters still apply.
    const log = await get(t.app, `/api/admin/audit-logs?action=view&contactId=${ids[0]}`, adminCookie);
    expect(
      log
        .json()
        .entries.map((e: { user: { email: string } }) => e.user.email)
        .sort(),
    ).toEqual([admin.email, user.email, second.email].sort());
    const byUser = await get(t.app, `/api/admin/audit-logs?action=view&userId=${user.id}`, adminCookie);
    expect(byUser.json().entries).toHaveLength(3);
    const updates = await get(t.app, `/api/admin/audit-logs?action=update&contactId=${ids[0]}`, adminCookie);
    expect(updates.json().entries).toEqual([]);
  });

  it('can be lifted or lowered for one person by an admin, audited', async () => {
    await updateSettings(t.db, admin.id, { readBudgetProfiles: 1 });
    const ids = await seedContacts(4);
    const { user, cookie } = await viewer();
    expect((await get(t.app, `/api/contacts/${ids[0]}`, cookie)).statusCode).toBe(200);
    expect((await get(t.app, `/api/contacts/${ids[1]}`, cookie)).statusCode).toBe(429);

    const lift = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${user.id}/read-budget`,
      headers: { cookie: adminCookie },
      payload: { readBudgetSearchRows: null, readBudgetProfiles: 10 },
    });
    expect(lift.statusCode, lift.body).toBe(200);
    expect(lift.json()).toMatchObject({
      message: 'Read budget updated',
      user: { id: user.id, readBudgetProfiles: 10, readBudgetSearchRows: null },
    });
    expect((await get(t.app, `/api/contacts/${ids[1]}`, cookie)).statusCode).toBe(200);

    const lower = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${user.id}/read-budget`,
      headers: { cookie: adminCookie },
      payload: { readBudgetSearchRows: 20, readBudgetProfiles: 0 },
    });
    expect(lower.statusCode).toBe(200);
    expect((await get(t.app, `/api/contacts/${ids[2]}`, cookie)).statusCode).toBe(429);

    const audits = await t.db
      .select()
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.tableName, 'users'),
          eq(auditLogs.recordId, user.id),
          eq(auditLogs.action, 'update'),
        ),
      );
    expect(audits.map((a) => [a.userId, a.fieldName, a.oldValue, a.newValue])).toEqual(
      expect.arrayContaining([
        [admin.id, 'readBudgetProfiles', 'setting', '10'],
        [admin.id, 'readBudgetProfiles', '10', '0'],
        [admin.id, 'readBudgetSearchRows', 'setting', '20'],
      ]),
    );
    expect(audits).toHaveLength(3);

    const bad = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${user.id}/read-budget`,
      headers: { cookie: adminCookie },
      payload: { readBudgetSearchRows: -1, readBudgetProfiles: 'lots' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual(expect.any(String));
  });

  it('start again when the hour is over', async () => {
    await updateSettings(t.db, admin.id, { readBudgetProfiles: 1 });
    const ids = await seedContacts(2);
    const { user, cookie } = await viewer();
    await get(t.app, `/api/contacts/${ids[0]}`, cookie);
    expect((await get(t.app, `/api/contacts/${ids[1]}`, cookie)).statusCode).toBe(429);
    await t.db
      .update(readCounts)
      .set({ windowEndsAt: new Date(Date.now() - 1000) })
      .where(eq(readCounts.userId, user.id));
    expect((await get(t.app, `/api/contacts/${ids[1]}`, cookie)).statusCode).toBe(200);
    const [counts] = await t.db.select().from(readCounts).where(eq(readCounts.userId, user.id));
    expect(counts).toMatchObject({ profileOpens: 1, searchRows: 0, alerted: false });
  });

  it('do not apply to admins', async () => {
    await updateSettings(t.db, admin.id, { readBudgetProfiles: 1, readBudgetSearchRows: 20 });
    const ids = await seedContacts(30);
    for (const id of ids.slice(0, 3))
      expect((await get(t.app, `/api/contacts/${id}`, adminCookie)).statusCode).toBe(200);
    for (let page = 1; page <= 2; page++)
      expect((await get(t.app, `/api/contacts/search?page=${page}`, adminCookie)).statusCode).toBe(200);
    expect(await t.db.select().from(readCounts)).toEqual([]);
  });

  it('give a non-admin only the first page of a search without any name or street address, whatever the filters', async () => {
    forgetCachedSettings();
    await seedContacts(30);
    const { cookie } = await viewer();
    expect((await get(t.app, '/api/contacts/search', cookie)).statusCode).toBe(200);
    const second = await get(t.app, '/api/contacts/search?page=2&lastName=', cookie);
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toBe(
      'Add a name or a street address to see more than the first page of results.',
    );
    expect((await get(t.app, '/api/contacts/search?page=2&firstName=Ann', cookie)).statusCode).toBe(200);
    expect((await get(t.app, '/api/contacts/search?page=2&address=1%20Main', cookie)).statusCode).toBe(200);
    // The review's scrape: any filter paged through everyone (issue 36). A filter alone no longer pages.
    for (const filters of [
      'minAge=18',
      'city=Nowhere',
      'party=DEM',
      'zipCode=32301',
      'minAge=18&maxAge=120&limit=100',
    ])
      expect((await get(t.app, `/api/contacts/search?page=2&${filters}`, cookie)).statusCode, filters).toBe(
        400,
      );
    expect((await get(t.app, '/api/contacts/search?page=2&minAge=18', adminCookie)).statusCode).toBe(200);
    expect((await get(t.app, '/api/contacts/search?page=2', adminCookie)).statusCode).toBe(200);
  });

  it('give no profile through an edit that changes nothing: empty is refused, unchanged is charged', async () => {
    await updateSettings(t.db, admin.id, { readBudgetProfiles: 1 });
    const [first, second] = await seedContacts(2);
    const editor = await createUser(t.db, { role: 'editor', firstName: 'Eddie', lastName: 'Editor' });
    const cookie = await sessionCookieFor(t.app, t.db, editor.id);
    const patch = (id: string | undefined, payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/api/contacts/${id}`, headers: { cookie }, payload });

    for (const payload of [{}, { expectedUpdatedAt: new Date().toISOString() }]) {
      const empty = await patch(first, payload);
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toEqual({
        message: 'Nothing to change: send at least one field.',
        code: 'invalid_input',
      });
    }
    expect(await t.db.select().from(readCounts).where(eq(readCounts.userId, editor.id))).toEqual([]);

    // Sending a contact's current values back changes nothing, so it costs a profile from the budget.
    const unchanged = await patch(first, { supporterStatus: 'unknown' });
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    expect(unchanged.json().id).toBe(first);
    const overBudget = await patch(second, { supporterStatus: 'unknown' });
    expect(overBudget.statusCode).toBe(429);
    expect(overBudget.json().message).toMatch(/Reading resumes at/);
    expect(await budgetAlerts(editor.id)).toHaveLength(1);
    // A real change answers the whole profile too, so past the budget it is refused before anything is written.
    const realChange = await patch(second, { supporterStatus: 'likely-supporter' });
    expect(realChange.statusCode).toBe(429);
    expect(realChange.json().message).toBe(overBudget.json().message);
    const [kept] = await t.db
      .select()
      .from(contacts)
      .where(eq(contacts.id, second as string));
    expect(kept?.supporterStatus).toBe('unknown');
  });

  it('count an edit that changes the contact as a profile read: no editor reads past the budget by editing', async () => {
    await updateSettings(t.db, admin.id, { readBudgetProfiles: 2 });
    const ids = await seedContacts(4);
    const editor = await createUser(t.db, { role: 'editor', firstName: 'Eddie', lastName: 'Editor' });
    const cookie = await sessionCookieFor(t.app, t.db, editor.id);
    const flip = (id: string | undefined) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/contacts/${id}`,
        headers: { cookie },
        payload: { supporterStatus: 'likely-supporter', notes: 'Met at the door' },
      });
    for (const id of ids.slice(0, 2)) {
      const res = await flip(id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ id, supporterStatus: 'likely-supporter' });
    }
    const refused = await flip(ids[2]);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /Reading resumes at \d{1,2}:\d{2} [AP]M \(in (60|59) minutes\)\.$/,
    );
    expect(JSON.stringify(refused.json())).not.toContain('Met at the door');
    // Nothing was written: the contact, its audit trail and its notes are as they were.
    const [untouched] = await t.db
      .select()
      .from(contacts)
      .where(eq(contacts.id, ids[2] as string));
    expect(untouched).toMatchObject({ supporterStatus: 'unknown', notes: null });
    const edits = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'update'), eq(auditLogs.contactId, ids[2] as string)));
    expect(edits).toEqual([]);
    // Opening a profile is refused the same way: one budget for both.
    const open = await get(t.app, `/api/contacts/${ids[3]}`, cookie);
    expect(open.statusCode).toBe(429);
    const [counts] = await t.db.select().from(readCounts).where(eq(readCounts.userId, editor.id));
    expect(counts).toMatchObject({ profileOpens: 4, searchRows: 0 });
    // The admins are told once, through the same alert as for opened profiles.
    const alerts = await budgetAlerts(editor.id);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.newValue).toContain(`${editor.email} read 0 search rows and 3 profiles between`);
    // A missing contact costs nothing.
    const missing = await flip('00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    const [after] = await t.db.select().from(readCounts).where(eq(readCounts.userId, editor.id));
    expect(after?.profileOpens).toBe(4);
  });
});
