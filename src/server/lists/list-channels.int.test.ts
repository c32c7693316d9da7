import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ListDetail, ListSummary } from '../../common/schemas/lists.js';
import { setupTestApp } from '../test/app.js';
import { addPhone, createContact, createUser, sessionCookieFor } from '../test/factories.js';

const t = setupTestApp();

async function editor(firstName: string) {
  const user = await createUser(t.db, { role: 'editor', firstName, lastName: 'Tester' });
  return { user, cookie: await sessionCookieFor(t.app, t.db, user.id) };
}

const req = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

async function makeList(cookie: string, kind: 'walk' | 'call', precinct: string) {
  const res = await req('POST', '/api/lists', cookie, {
    name: `${kind} ${precinct}`,
    kind,
    filters: { precinct },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; size: number };
}

const openList = async (cookie: string, id: string) => {
  const res = await req('GET', `/api/lists/${id}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ListDetail;
};

const progressOf = async (cookie: string, id: string) =>
  ((await req('GET', '/api/lists', cookie)).json() as ListSummary[]).find((l) => l.id === id)?.progress;

async function attempt(cookie: string, contactId: string, body: object) {
  const res = await req('POST', `/api/contacts/${contactId}/attempts`, cookie, body);
  expect(res.statusCode, res.body).toBe(201);
}

/** `count` voters of one precinct, each at a door of their own and with a phone. */
async function precinctVoters(precinct: string, count: number) {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const voter = await createContact(t.db, {
      precinct,
      streetAddress: `${101 + 2 * i} Cedar St`,
      zipCode: '32301',
    });
    await addPhone(t.db, voter.id, `85055501${String(i).padStart(2, '0')}`);
    ids.push(voter.id);
  }
  return ids;
}

describe('a list counts the attempts of its own channel', () => {
  it('doors knocked count on the walk list, not on the call list of the same voters, which marks them', async () => {
    const { cookie } = await editor('Maria');
    const ids = await precinctVoters('P35A', 10);
    const walk = await makeList(cookie, 'walk', 'P35A');
    const call = await makeList(cookie, 'call', 'P35A');
    expect([walk.size, call.size]).toEqual([10, 10]);
    const doors: [number, string][] = [
      [0, 'not-home'],
      [1, 'not-home'],
      [2, 'not-home'],
      [3, 'talked'],
      [4, 'left-message'],
      [5, 'refused'],
      [6, 'moved'],
      [7, 'not-home'],
    ];
    for (const [i, result] of doors)
      await attempt(cookie, ids[i] as string, { channel: 'door', result, listId: walk.id });

    expect(await progressOf(cookie, walk.id)).toEqual({
      total: 10,
      attempted: 8,
      byResult: { 'not-home': 4, talked: 1, 'left-message': 1, refused: 1, moved: 1 },
    });
    expect(await progressOf(cookie, call.id)).toEqual({ total: 10, attempted: 0, byResult: {} });

    // On the call sheet the voter talked to at the door is marked with the door's result, uncounted.
    const sheet = await openList(cookie, call.id);
    expect(sheet.byVolunteer).toEqual([]);
    const talked = sheet.members.find((m) => m.contactId === ids[3]);
    expect(talked).toMatchObject({
      lastResult: null,
      lastAttemptBy: null,
      earlierResult: 'talked',
      earlierChannel: 'door',
    });
    expect(Date.now() - Date.parse(talked?.earlierAttemptAt ?? '')).toBeLessThan(60_000);
    const untouched = sheet.members.find((m) => m.contactId === ids[9]);
    expect(untouched).toMatchObject({ earlierResult: null, earlierChannel: null, earlierAttemptAt: null });
  });

  it('calls count on the call list, not on the walk list; texts and emails count on neither', async () => {
    const { cookie } = await editor('Carl');
    const ids = await precinctVoters('P35B', 3);
    const walk = await makeList(cookie, 'walk', 'P35B');
    const call = await makeList(cookie, 'call', 'P35B');
    await attempt(cookie, ids[0] as string, { channel: 'phone', result: 'not-home', listId: call.id });
    await attempt(cookie, ids[1] as string, { channel: 'phone', result: 'left-message' });
    await attempt(cookie, ids[2] as string, { channel: 'text', result: 'talked' });
    await attempt(cookie, ids[2] as string, { channel: 'email', result: 'not-home' });

    expect(await progressOf(cookie, call.id)).toEqual({
      total: 3,
      attempted: 2,
      byResult: { 'not-home': 1, 'left-message': 1 },
    });
    expect(await progressOf(cookie, walk.id)).toEqual({ total: 3, attempted: 0, byResult: {} });
    const walkSheet = await openList(cookie, walk.id);
    expect(walkSheet.members.map((m) => [m.contactId, m.earlierResult, m.earlierChannel])).toEqual([
      [ids[0], 'not-home', 'phone'],
      [ids[1], 'left-message', 'phone'],
      [ids[2], 'not-home', 'email'],
    ]);
  });

  it('a result of another channel after the list’s own shows beside it, without changing the count', async () => {
    const { cookie } = await editor('Dora');
    const [voter] = await precinctVoters('P35C', 1);
    const call = await makeList(cookie, 'call', 'P35C');
    await attempt(cookie, voter as string, { channel: 'phone', result: 'not-home', listId: call.id });
    await attempt(cookie, voter as string, { channel: 'door', result: 'talked' });
    const [member] = (await openList(cookie, call.id)).members;
    expect(member).toMatchObject({
      lastResult: 'not-home',
      lastAttemptBy: 'Dora Tester',
      earlierResult: 'talked',
      earlierChannel: 'door',
    });
    expect(await progressOf(cookie, call.id)).toEqual({
      total: 1,
      attempted: 1,
      byResult: { 'not-home': 1 },
    });
    // A call after the door: the list's own result is the latest, nothing else to mark.
    await attempt(cookie, voter as string, { channel: 'phone', result: 'talked', listId: call.id });
    expect((await openList(cookie, call.id)).members[0]).toMatchObject({
      lastResult: 'talked',
      earlierResult: null,
      earlierChannel: null,
    });
  });

  it('a door result sent with a call list’s id is recorded for the voter but not counted on that list', async () => {
    const { cookie } = await editor('Eve');
    const [voter] = await precinctVoters('P35D', 1);
    const call = await makeList(cookie, 'call', 'P35D');
    await attempt(cookie, voter as string, { channel: 'door', result: 'talked', listId: call.id });
    expect(await progressOf(cookie, call.id)).toEqual({ total: 1, attempted: 0, byResult: {} });
  });
});

describe('migration 0030: results counted on a list of another channel', () => {
  it('are taken back to the latest result of the list’s own channel, or none', async () => {
    const { cookie, user } = await editor('Mig');
    const [a, b] = await precinctVoters('P35E', 2);
    const call = await makeList(cookie, 'call', 'P35E');
    await attempt(cookie, a as string, { channel: 'phone', result: 'left-message', listId: call.id });
    await attempt(cookie, a as string, { channel: 'door', result: 'not-home' });
    await attempt(cookie, b as string, { channel: 'door', result: 'talked' });
    // As the earlier version left them: the door's results on the call list's members.
    await t.db.execute(sql`
      UPDATE contact_list_members m SET last_result = c.last_result, last_attempt_at = c.last_attempt_at,
        last_attempt_by = ${user.id}::uuid
      FROM contacts c WHERE c.id = m.contact_id AND m.list_id = ${call.id}::uuid`);
    expect(await progressOf(cookie, call.id)).toEqual({
      total: 2,
      attempted: 2,
      byResult: { 'not-home': 1, talked: 1 },
    });

    const migration = fs.readFileSync(
      new URL('../db/migrations/0030_list_progress_by_channel.sql', import.meta.url),
      'utf8',
    );
    await t.db.execute(sql.raw(migration));

    expect(await progressOf(cookie, call.id)).toEqual({
      total: 2,
      attempted: 1,
      byResult: { 'left-message': 1 },
    });
    const members = (await openList(cookie, call.id)).members;
    expect(members.find((m) => m.contactId === a)).toMatchObject({
      lastResult: 'left-message',
      lastAttemptBy: 'Mig Tester',
      earlierResult: 'not-home',
      earlierChannel: 'door',
    });
    expect(members.find((m) => m.contactId === b)).toMatchObject({
      lastResult: null,
      lastAttemptAt: null,
      lastAttemptBy: null,
      earlierResult: 'talked',
      earlierChannel: 'door',
    });
  });
});
