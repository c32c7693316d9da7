/**
 * Issue 36, "work your lists freely, browse sparingly": the voters of one's own and assigned lists are recorded,
 * never charged; everything else a non-admin reads (search rows, profiles with their housemates, network pages
 * and adds, the voters and call phones of a list they make) counts against budgets per hour and per day; the
 * admins hear at a share of the day and at all of it.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_READ_ALERT_PERCENT,
  DEFAULT_READ_BUDGET_PROFILES,
  DEFAULT_READ_BUDGET_PROFILES_PER_DAY,
  DEFAULT_READ_BUDGET_SEARCH_ROWS,
  DEFAULT_READ_BUDGET_SEARCH_ROWS_PER_DAY,
} from '../../common/constants.js';
import {
  auditLogs,
  contacts,
  readCounts,
  readDays,
  readSearches,
  type UserRow,
  userNetworks,
} from '../db/schema/index.js';
import { updateSettings } from '../settings/settings.js';
import { setupTestApp } from '../test/app.js';
import { addPhone, createUser, sessionCookieFor } from '../test/factories.js';

const t = setupTestApp();

let admin: UserRow;
let adminCookie: string;
beforeEach(async () => {
  admin = await createUser(t.db, { role: 'admin', firstName: 'Ada', lastName: 'Admin' });
  adminCookie = await sessionCookieFor(t.app, t.db, admin.id);
});

async function as(role: 'viewer' | 'editor', firstName = 'Vic') {
  const user = await createUser(t.db, { role, firstName, lastName: 'Reader' });
  return { user, cookie: await sessionCookieFor(t.app, t.db, user.id) };
}

const req = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

/** `n` voters on `street` (one door each, or `perDoor` to a door), ZIP 32301. */
async function voters(n: number, street: string, perDoor = 1) {
  const rows = await t.db
    .insert(contacts)
    .values(
      Array.from({ length: n }, (_, i) => ({
        systemId: `W-${randomUUID()}`,
        firstName: 'Sam',
        lastName: `${street.replace(/\W/g, '')}${String(i).padStart(4, '0')}`,
        fullName: `Sam ${street}${i}`,
        streetAddress: `${1 + 2 * Math.floor(i / perDoor)} ${street}`,
        zipCode: '32301',
        precinct: street,
      })),
    )
    .returning({ id: contacts.id });
  return rows.map((r) => r.id);
}

/** Passes the hour: the next read starts a new hourly window (the day stays). */
const nextHour = (userId: string) =>
  t.db
    .update(readCounts)
    .set({ windowEndsAt: new Date(Date.now() - 1000) })
    .where(eq(readCounts.userId, userId));

async function today(userId: string) {
  const [row] = await t.db.select().from(readDays).where(eq(readDays.userId, userId));
  return row;
}

async function dayAlerts(userId: string) {
  const rows = await t.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.action, 'read-share'), eq(auditLogs.userId, userId)));
  return rows.map((r) => r.metadata?.percent).sort((a, b) => Number(a) - Number(b));
}

async function assignedList(kind: 'walk' | 'call', precinct: string, to: string) {
  const res = await req('POST', '/api/lists', adminCookie, {
    name: `${kind} ${precinct}`,
    kind,
    filters: { precinct },
    assigneeIds: [to],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; size: number };
}

/** Every page of a list, following nextPage; the members read. */
async function workList(cookie: string, id: string) {
  let page: number | null = 1;
  let members = 0;
  while (page) {
    const res = await req('GET', `/api/lists/${id}?page=${page}`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    members += res.json().members.length;
    page = res.json().nextPage;
  }
  return members;
}

describe('reading under the hourly budget all day', () => {
  it('is stopped by the daily budget; the admins hear at the alert share and at all of it, once each', async () => {
    await updateSettings(t.db, admin.id, {
      readBudgetSearchRows: 100,
      readBudgetSearchRowsPerDay: 200,
      readAlertPercent: 50,
    });
    await voters(120, 'Scrape Ln');
    const { user, cookie } = await as('viewer');
    const page = (n: number) =>
      req('GET', `/api/contacts/search?lastName=ScrapeLn&limit=20&page=${n}`, cookie);
    // Hour one: 100 rows, the hour's budget exactly, and half the day's.
    for (let n = 1; n <= 5; n++) expect((await page(n)).statusCode).toBe(200);
    expect(await dayAlerts(user.id)).toEqual([50]);
    await nextHour(user.id);
    // Hour two: 100 more, the whole day.
    for (let n = 1; n <= 5; n++) expect((await page(n)).statusCode).toBe(200);
    expect(await dayAlerts(user.id)).toEqual([50, 100]);
    await nextHour(user.id);
    // Hour three: a new hour, but the day is spent.
    const refused = await page(6);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'read_budget_spent' });
    expect(refused.json().message).toMatch(
      /^You have read as many contacts as allowed in one day, and the admins have been told\. Reading resumes at 12:00 AM \(in \d+ (hours|minutes)\)\./,
    );
    expect((await page(1)).statusCode).toBe(429);
    expect(await dayAlerts(user.id)).toEqual([50, 100]);
    // The day records what was delivered and the refusals, not the refused rows.
    expect(await today(user.id)).toMatchObject({ searchRows: 200, refusals: 2 });

    const bell = (await req('GET', '/api/notifications', adminCookie)).json().notifications;
    expect(bell).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'read-share', userId: user.id, percent: 50, searchRows: 100 }),
        expect.objectContaining({ kind: 'read-share', userId: user.id, percent: 100, searchRows: 200 }),
      ]),
    );
  });

  it('a filter alone pages no further than the first page (the review’s "?page=N&limit=100&minAge=18")', async () => {
    await voters(150, 'Any St');
    const { cookie } = await as('viewer');
    // "?page=N&limit=100&minAge=18": a filter alone gives the first page only now.
    const second = await req('GET', '/api/contacts/search?page=2&limit=100&precinct=Any%20St', cookie);
    expect(second.statusCode).toBe(400);
  });
});

describe('what counts', () => {
  it('an assigned list is read freely but recorded; the same voters through search are charged', async () => {
    await updateSettings(t.db, admin.id, { readBudgetSearchRows: 60, readBudgetProfiles: 5 });
    await voters(120, 'Work Way');
    const { user, cookie } = await as('editor');
    const list = await assignedList('walk', 'Work Way', user.id);
    for (let round = 0; round < 3; round++) expect(await workList(cookie, list.id)).toBe(120);
    expect(await today(user.id)).toMatchObject({ listRows: 360, searchRows: 0, refusals: 0 });
    expect(await t.db.select().from(readCounts).where(eq(readCounts.userId, user.id))).toEqual([]);
    // Browsing is another matter: 100 rows of 60.
    const browse = await req('GET', '/api/contacts/search?lastName=WorkWay&limit=100', cookie);
    expect(browse.statusCode).toBe(429);
  });

  it('a list the person makes costs its voters, and a call list its phones as profiles', async () => {
    await updateSettings(t.db, admin.id, { readBudgetSearchRows: 1000, readBudgetProfiles: 10 });
    const ids = await voters(12, 'Dial Dr');
    for (const [i, id] of ids.entries()) await addPhone(t.db, id, `85055520${String(i).padStart(2, '0')}`);
    const { user, cookie } = await as('editor');
    const tooMany = await req('POST', '/api/lists', cookie, {
      name: 'Calls',
      kind: 'call',
      filters: { precinct: 'Dial Dr' },
    });
    expect(tooMany.statusCode).toBe(429);
    expect(await today(user.id)).toMatchObject({ listMadeRows: 0, listMadePhones: 0, refusals: 1 });
    const walk = await req('POST', '/api/lists', cookie, {
      name: 'Doors',
      kind: 'walk',
      filters: { precinct: 'Dial Dr' },
    });
    expect(walk.statusCode, walk.body).toBe(201);
    expect(await today(user.id)).toMatchObject({ listMadeRows: 12, listMadePhones: 0 });
  });

  it('housemates listed on a profile count as search rows', async () => {
    await updateSettings(t.db, admin.id, { readBudgetSearchRows: 40 });
    const [first, second] = await voters(30, 'Big House Rd', 30);
    const { user, cookie } = await as('viewer');
    const open = await req('GET', `/api/contacts/${first}`, cookie);
    expect(open.statusCode).toBe(200);
    expect(open.json().household.others).toHaveLength(29);
    expect(await today(user.id)).toMatchObject({ profileOpens: 1, housemates: 29 });
    // 29 + 29 of 40: the second housemate's profile would list the house past the budget.
    expect((await req('GET', `/api/contacts/${second}`, cookie)).statusCode).toBe(429);
  });

  it('network pages are paged and charged; adds are charged before anything is written', async () => {
    await updateSettings(t.db, admin.id, { readBudgetSearchRows: 150 });
    const ids = await voters(130, 'Friend Blvd');
    const { user, cookie } = await as('editor');
    await t.db
      .insert(userNetworks)
      .values(ids.slice(0, 120).map((contactId) => ({ userId: user.id, contactId })));
    const first = await req('GET', '/api/networks', cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ page: 1, pageSize: 100, total: 120, matching: 120 });
    expect(first.json().entries).toHaveLength(100);
    const second = await req('GET', '/api/networks?page=2', cookie);
    expect(second.json().entries).toHaveLength(20);
    expect(await today(user.id)).toMatchObject({ networkRows: 120 });
    // The heart markers' ids cost nothing: no voter's data.
    const hearts = await req('GET', '/api/networks/ids', cookie);
    expect(hearts.json().contactIds).toHaveLength(120);
    // Ten adds make 130 rows of 150; a whole page more is refused.
    for (const id of ids.slice(120, 150).slice(0, 10)) {
      const res = await req('POST', '/api/networks', cookie, { contactId: id });
      expect(res.statusCode, res.body).toBe(201);
    }
    expect((await req('GET', '/api/networks?page=1', cookie)).statusCode).toBe(429);
    expect(await today(user.id)).toMatchObject({ networkRows: 130, refusals: 1 });
    // Searching the network filters on the server.
    await nextHour(user.id);
    const found = await req('GET', '/api/networks?q=friendblvd0003', cookie);
    expect(found.json()).toMatchObject({ matching: 1, total: 130 });
    const bad = await req('GET', '/api/networks?page=0', cookie);
    expect(bad.statusCode).toBe(400);
  });

  it('every search is recorded with its criteria and row count, not its rows', async () => {
    await voters(5, 'Hist Ave');
    const { user, cookie } = await as('viewer');
    await req('GET', '/api/contacts/search?lastName=HistAve&minAge=18', cookie);
    const [search] = await t.db.select().from(readSearches).where(eq(readSearches.userId, user.id));
    expect(search).toMatchObject({
      rows: 0,
      criteria: expect.objectContaining({ lastName: 'HistAve', minAge: 18 }),
    });
    expect(JSON.stringify(search)).not.toContain('Sam ');
  });
});

describe('a volunteer’s day of work', () => {
  it('an assigned 300-door list and 100 calls, pages reread, every voter recorded and a profile opened on each call, never meets a 429', async () => {
    // The default budgets, as a campaign leaves them (the tests above lowered them in this database).
    await updateSettings(t.db, admin.id, {
      readBudgetSearchRows: DEFAULT_READ_BUDGET_SEARCH_ROWS,
      readBudgetProfiles: DEFAULT_READ_BUDGET_PROFILES,
      readBudgetSearchRowsPerDay: DEFAULT_READ_BUDGET_SEARCH_ROWS_PER_DAY,
      readBudgetProfilesPerDay: DEFAULT_READ_BUDGET_PROFILES_PER_DAY,
      readAlertPercent: DEFAULT_READ_ALERT_PERCENT,
    });
    await voters(300, 'Door St');
    const callees = await voters(100, 'Call Ct');
    for (const [i, id] of callees.entries()) await addPhone(t.db, id, `8505553${String(i).padStart(3, '0')}`);
    const { user, cookie } = await as('editor', 'Vera');
    const walk = await assignedList('walk', 'Door St', user.id);
    const calls = await assignedList('call', 'Call Ct', user.id);
    expect([walk.size, calls.size]).toEqual([300, 100]);

    // Morning: the walk list, read before leaving and again at each turn of the street.
    for (let round = 0; round < 4; round++) expect(await workList(cookie, walk.id)).toBe(300);
    for (let page: number | null = 1; page; ) {
      const res = await req('GET', `/api/lists/${walk.id}?page=${page}`, cookie);
      for (const m of res.json().members) {
        const knocked = await req('POST', `/api/contacts/${m.contactId}/attempts`, cookie, {
          channel: 'door',
          result: 'not-home',
          listId: walk.id,
        });
        expect(knocked.statusCode, knocked.body).toBe(201);
      }
      page = res.json().nextPage;
    }
    // Afternoon: the call list, each voter's profile opened while on the phone, a few searches by name.
    for (let round = 0; round < 4; round++) expect(await workList(cookie, calls.id)).toBe(100);
    for (const id of callees) {
      const profile = await req('GET', `/api/contacts/${id}`, cookie);
      expect(profile.statusCode, profile.body).toBe(200);
      const called = await req('POST', `/api/contacts/${id}/attempts`, cookie, {
        channel: 'phone',
        result: 'talked',
        listId: calls.id,
        phoneId: profile.json().phones[0].id,
      });
      expect(called.statusCode, called.body).toBe(201);
    }
    for (let i = 0; i < 20; i++)
      expect(
        (await req('GET', `/api/contacts/search?lastName=CallCt00${String(i).padStart(2, '0')}`, cookie))
          .statusCode,
      ).toBe(200);

    expect(await today(user.id)).toMatchObject({ listRows: 1900, profileOpens: 100, refusals: 0 });
    expect(await dayAlerts(user.id)).toEqual([]);
  });
});
