/**
 * Issue 36, "who read what": admins see each person's reads per day (search rows, profiles, list pages, network
 * reads, refusals), the week's top readers and one person's history with the searches they ran (criteria and row
 * counts, never the rows), export it as CSV, and the record is kept for the Keep who read what setting.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ReadDay, ReadHistory, ReadsReport } from '../../common/schemas/reads.js';
import { contacts, readDays, readSearches, type UserRow } from '../db/schema/index.js';
import { updateSettings } from '../settings/settings.js';
import { setupTestApp } from '../test/app.js';
import { createUser, sessionCookieFor } from '../test/factories.js';
import { purgeReadLog } from './purge-read-log.js';

const t = setupTestApp();

let admin: UserRow;
let adminCookie: string;
beforeEach(async () => {
  admin = await createUser(t.db, { role: 'admin', firstName: 'Ada', lastName: 'Admin' });
  adminCookie = await sessionCookieFor(t.app, t.db, admin.id);
});

const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

async function person(role: 'viewer' | 'editor', firstName: string) {
  const user = await createUser(t.db, { role, firstName, lastName: 'Reader' });
  return { user, cookie: await sessionCookieFor(t.app, t.db, user.id) };
}

async function voters(n: number) {
  const rows = await t.db
    .insert(contacts)
    .values(
      Array.from({ length: n }, (_, i) => ({
        systemId: `R-${randomUUID()}`,
        firstName: 'Rita',
        lastName: `Private${String(i).padStart(3, '0')}`,
        fullName: `Rita Private${i}`,
        streetAddress: `${i + 1} Quiet Ln`,
        zipCode: '32301',
        precinct: 'Q1',
      })),
    )
    .returning({ id: contacts.id });
  return rows.map((r) => r.id);
}

describe('who read what', () => {
  it('lists each person’s reads per day, the week’s top readers, and one person’s searches without their rows', async () => {
    const ids = await voters(60);
    const browser = await person('viewer', 'Bea');
    const worker = await person('editor', 'Wes');
    // Bea browses: two searches and three profiles.
    expect((await get('/api/contacts/search?lastName=Private&limit=50', browser.cookie)).statusCode).toBe(
      200,
    );
    expect((await get('/api/contacts/search?lastName=Private0&minAge=18', browser.cookie)).statusCode).toBe(
      200,
    );
    for (const id of ids.slice(0, 3))
      expect((await get(`/api/contacts/${id}`, browser.cookie)).statusCode).toBe(200);
    // Wes works an assigned list and reads his network.
    const list = await t.app.inject({
      method: 'POST',
      url: '/api/lists',
      headers: { cookie: adminCookie },
      payload: { name: 'Quiet', kind: 'walk', filters: { precinct: 'Q1' }, assigneeIds: [worker.user.id] },
    });
    expect(list.statusCode, list.body).toBe(201);
    expect((await get(`/api/lists/${list.json().id}`, worker.cookie)).statusCode).toBe(200);
    expect((await get('/api/networks', worker.cookie)).statusCode).toBe(200);
    // Bea is refused once: an admin lowered her profiles.
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${browser.user.id}/read-budget`,
      headers: { cookie: adminCookie },
      payload: { readBudgetSearchRows: null, readBudgetProfiles: 3 },
    });
    expect((await get(`/api/contacts/${ids[3]}`, browser.cookie)).statusCode).toBe(429);

    const report = await get('/api/admin/reads', adminCookie);
    expect(report.statusCode, report.body).toBe(200);
    const { days, topReaders, keptDays } = report.json() as ReadsReport;
    expect(keptDays).toBe(90);
    const of = (userId: string) => days.find((d) => d.userId === userId) as ReadDay;
    expect(of(browser.user.id)).toMatchObject({
      name: 'Bea Reader',
      role: 'viewer',
      searchRows: 50,
      profileOpens: 3,
      listRows: 0,
      refusals: 1,
    });
    expect(of(browser.user.id).housemates).toBe(0);
    expect(of(worker.user.id)).toMatchObject({
      name: 'Wes Reader',
      listRows: 50,
      networkRows: 0,
      searchRows: 0,
    });
    // The week's top readers by what they were charged: Bea first; Wes read only his work.
    expect(topReaders.map((r) => r.name)).toEqual(['Bea Reader']);
    expect(topReaders[0]).toMatchObject({ searchRows: 50, profiles: 3, refusals: 1 });

    const history = await get(`/api/admin/reads/users/${browser.user.id}`, adminCookie);
    expect(history.statusCode).toBe(200);
    const { searches, days: hers } = history.json() as ReadHistory;
    expect(hers).toHaveLength(1);
    expect(searches.map((s) => [s.criteria, s.rows])).toEqual([
      [{ page: 1, limit: 20, lastName: 'Private0', minAge: 18 }, 0],
      [{ page: 1, limit: 50, lastName: 'Private' }, 50],
    ]);
    expect(history.body).not.toContain('Rita');

    // Only admins: the others are refused.
    for (const url of ['/api/admin/reads', '/api/admin/reads/export', `/api/admin/reads/users/${admin.id}`])
      expect((await get(url, worker.cookie)).statusCode).toBe(403);
    expect((await get(`/api/admin/reads/users/${randomUUID()}`, adminCookie)).statusCode).toBe(404);
    expect((await get('/api/admin/reads?days=0', adminCookie)).statusCode).toBe(400);
  });

  it('exports every day kept as CSV, formula-safe', async () => {
    const sly = await person('viewer', '=HYPERLINK("x")');
    await voters(3);
    expect((await get('/api/contacts/search?lastName=Private', sly.cookie)).statusCode).toBe(200);
    const res = await get('/api/admin/reads/export', adminCookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="who-read-what-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Day,Name,Email,Role,Search rows,Profiles,Housemates,Network reads,Voters on lists made,Phones on call lists made,Own and assigned list rows (not charged),Refusals',
    );
    const row = lines.find((l) => l.includes(sly.user.email));
    expect(row).toContain(`"'=HYPERLINK(""x"") Reader",${sly.user.email},viewer,3,0,0,0,0,0,0,0`);
  });

  it('keeps the record for the Keep who read what setting; older days and searches are removed', async () => {
    const { user } = await person('viewer', 'Old');
    const day = (ago: number) => sql`(now() AT TIME ZONE 'America/New_York')::date - ${ago}::int`;
    for (const ago of [10, 89, 90, 200])
      await t.db.execute(
        sql`INSERT INTO read_days (user_id, day, search_rows) VALUES (${user.id}, ${day(ago)}, ${ago})`,
      );
    for (const ago of [10, 91])
      await t.db.insert(readSearches).values({
        userId: user.id,
        criteria: { lastName: `ago${ago}` },
        rows: 1,
        createdAt: new Date(Date.now() - ago * 86_400_000),
      });

    await purgeReadLog(t.db, { force: true });
    const kept = async () =>
      (await t.db.select().from(readDays)).map((d) => d.searchRows).sort((a, b) => a - b);
    expect(await kept()).toEqual([10, 89]);
    expect((await t.db.select().from(readSearches)).map((s) => s.criteria)).toEqual([{ lastName: 'ago10' }]);

    await updateSettings(t.db, admin.id, { readLogDays: 7 });
    await purgeReadLog(t.db, { force: true });
    expect(await kept()).toEqual([]);
    const tooShort = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      headers: { cookie: adminCookie },
      payload: { readLogDays: 3 },
    });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().errors).toContainEqual(
      expect.objectContaining({ path: 'readLogDays', message: 'Keep the read record at least 7 days' }),
    );
  });
});
