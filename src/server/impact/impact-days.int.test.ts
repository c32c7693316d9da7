import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ImpactDays, ImpactToday } from '../../common/schemas/impact-days.js';
import { restoreBackup } from '../data-admin/restore-backup.js';
import { updateSettings } from '../settings/settings.js';
import { setupTestApp } from '../test/app.js';
import { createContact, createUser, sessionCookieFor } from '../test/factories.js';

const t = setupTestApp();

async function as(role: 'viewer' | 'editor' | 'admin', firstName: string, lastName = 'Tester') {
  const user = await createUser(t.db, { role, firstName, lastName });
  return { user, cookie: await sessionCookieFor(t.app, t.db, user.id) };
}

const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

async function days(cookie: string, period?: string): Promise<ImpactDays> {
  const res = await get(`/api/impact/days${period ? `?period=${period}` : ''}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function attempt(cookie: string, contactId: string, body: object) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/contacts/${contactId}/attempts`,
    headers: { cookie },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(201);
}

/** An attempt written straight to the table at an instant given in SQL (as if recorded then). */
async function attemptAt(
  userId: string,
  contactId: string,
  at: ReturnType<typeof sql>,
  extra = sql`'door', 'talked'`,
) {
  await t.db.execute(sql`INSERT INTO contact_attempts (contact_id, user_id, channel, result, created_at)
    VALUES (${contactId}, ${userId}, ${extra}, ${at})`);
}

const voter = (n: number) =>
  createContact(t.db, {
    fullName: `Voter ${n}`,
    firstName: 'Voter',
    lastName: String(n),
    precinct: 'P9',
    streetAddress: `${n} Oak St`,
    zipCode: '32301',
  });

describe('GET /api/impact/days', () => {
  it('counts doors and calls per campaign day by result, and the supporters attempts recorded', async () => {
    const editor = await as('editor', 'Eve');
    const [a, b, c] = [await voter(1), await voter(2), await voter(3)];
    await attempt(editor.cookie, a.id, {
      channel: 'door',
      result: 'talked',
      supporterStatus: 'confirmed-supporter',
    });
    await attempt(editor.cookie, a.id, {
      channel: 'phone',
      result: 'talked',
      supporterStatus: 'confirmed-supporter',
    });
    await attempt(editor.cookie, b.id, { channel: 'door', result: 'not-home' });
    await attempt(editor.cookie, c.id, {
      channel: 'phone',
      result: 'talked',
      supporterStatus: 'likely-supporter',
    });
    await attemptAt(editor.user.id, b.id, sql`now() - interval '10 days'`);
    await attemptAt(editor.user.id, c.id, sql`now() - interval '40 days'`, sql`'phone', 'not-home'`);

    const month = await days(editor.cookie);
    expect(month.period).toBe('30d');
    expect(month.timeZone).toBe('America/New_York');
    expect(month.days).toHaveLength(30);
    expect(month.days.at(-1)).toMatchObject({
      doors: { talked: 1, 'not-home': 1 },
      calls: { talked: 2 },
      // Voter a was confirmed at the door and on the phone: two attempts that recorded a supporter.
      confirmedSupporters: 2,
      likelySupporters: 1,
    });
    const total = (d: ImpactDays) =>
      d.days.reduce((n, day) => n + Object.values({ ...day.doors }).reduce((m, v) => m + (v ?? 0), 0), 0);
    expect(total(month)).toBe(3);

    const week = await days(editor.cookie, '7d');
    expect(week.days).toHaveLength(7);
    expect(total(week)).toBe(2);

    const all = await days(editor.cookie, 'all');
    expect(all.days.length).toBeGreaterThanOrEqual(40);
    expect(all.days[0]?.calls).toEqual({ 'not-home': 1 });
  });

  it('cuts days at midnight in the campaign time zone, not the server’s', async () => {
    const admin = await as('admin', 'Ada');
    await updateSettings(t.db, admin.user.id, { timeZone: 'America/Los_Angeles' });
    const v = await voter(4);
    const tz = 'America/Los_Angeles';
    // 00:30 and 23:30 the evening before, Los Angeles time: the same day in UTC, two days in the campaign's.
    const localToday = sql`((now() AT TIME ZONE ${tz})::date + time '00:30') AT TIME ZONE ${tz}`;
    await attemptAt(admin.user.id, v.id, localToday);
    await attemptAt(admin.user.id, v.id, sql`${localToday} - interval '1 hour'`);
    const week = await days(admin.cookie, '7d');
    expect(week.timeZone).toBe(tz);
    expect(week.days.at(-1)?.doors).toEqual({ talked: 1 });
    expect(week.days.at(-2)?.doors).toEqual({ talked: 1 });
  });

  it('counts follow attempts changed or removed with their voter (the triggers on contact_attempts)', async () => {
    const { user, cookie } = await as('editor', 'Cal');
    const [gone, moved] = [await voter(10), await voter(11)];
    const todayDoors = async () => (await days(cookie, '7d')).days.at(-1)?.doors.refused ?? 0;
    const before = await todayDoors();
    await attemptAt(user.id, gone.id, sql`now()`, sql`'door', 'refused'`);
    await attemptAt(user.id, moved.id, sql`now()`, sql`'door', 'refused'`);
    expect(await todayDoors()).toBe(before + 2);
    await t.db.execute(
      sql`UPDATE contact_attempts SET created_at = now() - interval '3 days' WHERE contact_id = ${moved.id}`,
    );
    expect(await todayDoors()).toBe(before + 1);
    await t.db.execute(sql`DELETE FROM contacts WHERE id = ${gone.id}`);
    expect(await todayDoors()).toBe(before);
  });

  it('counts the same after a backup is restored (the counts are not in the backup: the attempts are counted again)', async () => {
    const admin = await as('admin', 'Bea');
    await attemptAt(
      admin.user.id,
      (await voter(12)).id,
      sql`now() - interval '2 days'`,
      sql`'phone', 'talked'`,
    );
    const before = await days(admin.cookie, 'all');
    const backup = await t.app.inject({
      method: 'POST',
      url: '/api/admin/database/backup',
      headers: { cookie: admin.cookie },
    });
    expect(backup.statusCode).toBe(200);
    await restoreBackup(t.db, Readable.from(backup.rawPayload));
    const cookie = await sessionCookieFor(t.app, t.db, admin.user.id);
    expect((await days(cookie, 'all')).days).toEqual(before.days);
  });

  it('refuses a period it does not know, in words', async () => {
    const { cookie } = await as('viewer', 'Vic');
    const res = await get('/api/impact/days?period=year', cookie);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(
      'Period must be 7d (last 7 days), 30d (last 30 days) or all (since the start)',
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/impact/days' })).statusCode).toBe(401);
  });

  it('shows each person the progress of their own lists; an admin every list', async () => {
    const maria = await as('editor', 'Maria');
    const sam = await as('editor', 'Sam');
    const admin = await as('admin', 'Ada');
    const a = await voter(5);
    const make = async (cookie: string, name: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/lists',
        headers: { cookie },
        payload: { name, kind: 'walk', filters: { precinct: 'P9' } },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { id: string; size: number };
    };
    const mine = await make(maria.cookie, 'Maria walk');
    await make(sam.cookie, 'Sam walk');
    await attempt(maria.cookie, a.id, { channel: 'door', result: 'talked', listId: mine.id });
    expect((await days(maria.cookie)).lists).toEqual([
      { id: mine.id, name: 'Maria walk', kind: 'walk', members: mine.size, attempted: 1 },
    ]);
    expect((await days(admin.cookie)).lists.map((l) => l.name)).toEqual(['Maria walk', 'Sam walk']);
  });

  it('counts a list cut into turfs once: by its turfs, not by the list as well', async () => {
    const admin = await as('admin', 'Tia');
    for (const n of [1, 3, 5, 7])
      await createContact(t.db, { precinct: 'PT', streetAddress: `${n} Turf St` });
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/lists',
      headers: { cookie: admin.cookie },
      payload: { name: 'Precinct PT', kind: 'walk', filters: { precinct: 'PT' } },
    });
    expect(made.statusCode, made.body).toBe(201);
    const list = made.json() as { id: string };
    const cut = await t.app.inject({
      method: 'POST',
      url: `/api/lists/${list.id}/split`,
      headers: { cookie: admin.cookie },
      payload: { turfs: 2 },
    });
    expect(cut.statusCode, cut.body).toBe(201);
    const shown = (await days(admin.cookie)).lists.filter((l) => l.name.startsWith('Precinct PT'));
    expect(shown.map((l) => l.name).sort()).toEqual(['Precinct PT — Turf 1', 'Precinct PT — Turf 2']);
    expect(shown.reduce((n, l) => n + l.members, 0)).toBe(4);
  });
});

describe('GET /api/impact/today', () => {
  it('is the admins’ until an admin shares it; others then see first names and an initial', async () => {
    const admin = await as('admin', 'Ada', 'Admin');
    const maria = await as('editor', 'Maria', 'Garcia');
    const sam = await as('editor', 'Sam', 'Taylor');
    const [a, b, c] = [await voter(7), await voter(8), await voter(9)];
    await attempt(maria.cookie, a.id, {
      channel: 'door',
      result: 'talked',
      supporterStatus: 'confirmed-supporter',
    });
    await attempt(maria.cookie, b.id, { channel: 'door', result: 'not-home' });
    await attempt(sam.cookie, c.id, {
      channel: 'phone',
      result: 'talked',
      supporterStatus: 'confirmed-supporter',
    });
    await attempt(sam.cookie, a.id, {
      channel: 'phone',
      result: 'talked',
      supporterStatus: 'confirmed-supporter',
    });
    await attempt(sam.cookie, b.id, { channel: 'phone', result: 'left-message' });
    await attemptAt(maria.user.id, c.id, sql`now() - interval '2 days'`);

    const refused = await get('/api/impact/today', maria.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Only admins see the Today view by volunteer; an admin can share it with everyone in Settings.',
    );
    expect((await days(maria.cookie)).todayByVolunteer).toBe(false);

    const seen = await get('/api/impact/today', admin.cookie);
    expect(seen.statusCode, seen.body).toBe(200);
    const today = seen.json() as ImpactToday;
    // Voter a was confirmed by both: one supporter found today in all, one for each of them.
    expect(today).toMatchObject({ doors: 2, calls: 3, supporters: 2 });
    expect(today.volunteers).toEqual([
      { userId: sam.user.id, name: 'Sam Taylor', doors: 0, calls: 3, supporters: 2 },
      { userId: maria.user.id, name: 'Maria Garcia', doors: 2, calls: 0, supporters: 1 },
    ]);

    await updateSettings(t.db, admin.user.id, { showTodayLeaderboard: true });
    const viewer = await as('viewer', 'Vic');
    expect((await days(viewer.cookie)).todayByVolunteer).toBe(true);
    const shared = await get('/api/impact/today', viewer.cookie);
    expect(shared.statusCode, shared.body).toBe(200);
    expect((shared.json() as ImpactToday).volunteers.map((v) => v.name)).toEqual(['Sam T.', 'Maria G.']);
  });

  it('counts doors knocked, not voters: a household marked Nobody home in one tap is one door', async () => {
    const admin = await as('admin', 'Ida', 'Admin');
    const dora = await as('editor', 'Dora', 'Doors');
    const ann = await createContact(t.db, { firstName: 'Ann', streetAddress: '40 Elm St', zipCode: '32301' });
    const household = [
      ann,
      await createContact(t.db, { firstName: 'Ben', streetAddress: '40 Elm St', zipCode: '32301' }),
      await createContact(t.db, { firstName: 'Cal', streetAddress: '40 Elm St', zipCode: '32301' }),
    ];
    const neighbour = await createContact(t.db, { streetAddress: '42 Elm St', zipCode: '32301' });
    for (const voter of [...household, neighbour])
      await attempt(dora.cookie, voter.id, { channel: 'door', result: 'not-home' });
    // Back to the first door later in the day: still one door knocked there.
    await attempt(dora.cookie, ann.id, { channel: 'door', result: 'talked' });

    const today = (await get('/api/impact/today', admin.cookie)).json() as ImpactToday;
    expect(today.volunteers.find((v) => v.userId === dora.user.id)).toMatchObject({ doors: 2, calls: 0 });
  });
});
