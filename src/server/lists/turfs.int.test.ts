import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationsResponse } from '../../common/schemas/auth.js';
import type { ListDetail, ListSummary, TurfSummary } from '../../common/schemas/lists.js';
import { contactListAssignees, contactListMembers, contactLists, contacts } from '../db/schema/index.js';
import { createMailer } from '../mail/mailer.js';
import { setupTestApp } from '../test/app.js';
import { addPhone, createUser, sessionCookieFor } from '../test/factories.js';
import { type SmtpListener, startSmtpListener } from '../test/smtp.js';

let smtp: SmtpListener;
beforeAll(async () => {
  smtp = await startSmtpListener();
});
afterAll(() => smtp.close());

const t = setupTestApp({
  mailer: { send: (m) => createMailer({ smtpUrl: smtp.url, from: 'gw@test.local', outboxDir: '' }).send(m) },
});

async function as(role: 'viewer' | 'editor' | 'admin', firstName: string = role) {
  const user = await createUser(t.db, { role, firstName, lastName: 'Tester' });
  return { user, cookie: await sessionCookieFor(t.app, t.db, user.id) };
}

const req = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

/** Voters of one precinct (a fresh one per call): `[lastName, streetAddress]`. */
async function precinctOf(rows: [string, string | null][]) {
  const precinct = `T${randomUUID().slice(0, 6)}`;
  await t.db.insert(contacts).values(
    rows.map(([lastName, streetAddress]) => ({
      systemId: `S-${randomUUID()}`,
      firstName: 'Pat',
      lastName,
      fullName: `Pat ${lastName}`,
      streetAddress,
      zipCode: '32301',
      precinct,
    })),
  );
  return precinct;
}

/** `count` doors, one voter each, on one side of a street: odd numbers from 1, or even from 2. */
const side = (street: string, count: number, parity: 'odd' | 'even'): [string, string][] =>
  Array.from({ length: count }, (_, i) => [
    `${street.replace(/\W/g, '')}${parity}${i}`,
    `${2 * i + (parity === 'odd' ? 1 : 2)} ${street}`,
  ]);

async function walkList(cookie: string, precinct: string, name = `Precinct ${precinct}`, kind = 'walk') {
  const res = await req('POST', '/api/lists', cookie, { name, kind, filters: { precinct } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; size: number };
}

async function split(cookie: string, id: string, body: object, status = 201) {
  const res = await req('POST', `/api/lists/${id}/split`, cookie, body);
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as { turfs: TurfSummary[]; message: string };
}

async function members(listId: string) {
  const rows = await t.db
    .select({ contactId: contactListMembers.contactId, position: contactListMembers.position })
    .from(contactListMembers)
    .where(eq(contactListMembers.listId, listId))
    .orderBy(contactListMembers.position);
  return rows;
}

describe('POST /api/lists/{id}/split', () => {
  it('cuts a walk list into turfs of whole street sides in walking order, balanced by doors', async () => {
    const { cookie } = await as('editor', 'Maria');
    // Walking order: Alder odd (30), Alder even (26), Birch odd (34), Birch even (30): 120 doors.
    const precinct = await precinctOf([
      ...side('Alder St', 30, 'odd'),
      ...side('Alder St', 26, 'even'),
      ...side('Birch St', 34, 'odd'),
      ...side('Birch St', 30, 'even'),
    ]);
    const list = await walkList(cookie, precinct, 'Precinct 2305');
    const { turfs } = await split(cookie, list.id, { turfs: 2 });
    // An even cut (60 and 60) would split Birch odd; its edge at 56 keeps both Alder sides in turf 1.
    expect(turfs).toEqual([
      { id: expect.any(String), name: 'Precinct 2305 — Turf 1', doors: 56, voters: 56 },
      { id: expect.any(String), name: 'Precinct 2305 — Turf 2', doors: 64, voters: 64 },
    ]);
    const parent = await members(list.id);
    const [first, second] = [await members(turfs[0]?.id ?? ''), await members(turfs[1]?.id ?? '')];
    // Each turf is numbered from 1, and together they are the parent's voters in the parent's order.
    expect(first?.map((m) => m.position)).toEqual(Array.from({ length: 56 }, (_, i) => i + 1));
    expect([...(first ?? []), ...(second ?? [])].map((m) => m.contactId)).toEqual(
      parent.map((m) => m.contactId),
    );
    const [turf] = await t.db
      .select()
      .from(contactLists)
      .where(eq(contactLists.id, turfs[0]?.id ?? ''));
    expect(turf).toMatchObject({ parentId: list.id, turfNumber: 1, kind: 'walk' });
  });

  it('keeps a household together and counts it as one door; about N doors per turf sets the number', async () => {
    const { cookie } = await as('editor');
    // 5 doors: 1 Oak has three voters, 3 Oak two, then one voter each at 5, 7 and 9.
    const precinct = await precinctOf([
      ['A1', '1 Oak Ave'],
      ['A2', '1 Oak Ave'],
      ['A3', '1 OAK AVENUE'],
      ['B1', '3 Oak Ave'],
      ['B2', '3 Oak Ave'],
      ['C', '5 Oak Ave'],
      ['D', '7 Oak Ave'],
      ['E', '9 Oak Ave'],
    ]);
    const list = await walkList(cookie, precinct);
    const { turfs } = await split(cookie, list.id, { doorsPerTurf: 2 });
    // 3 turfs of at most 2 doors; the first is 1 and 3 Oak, all five voters of the two households.
    expect(turfs[0]).toMatchObject({ doors: 2, voters: 5 });
    expect(turfs.map((x) => x.doors).sort()).toEqual([1, 2, 2]);
    expect(turfs.reduce((n, x) => n + x.voters, 0)).toBe(8);
    const summaries = (await req('GET', '/api/lists', cookie)).json() as ListSummary[];
    const parent = summaries.find((s) => s.id === list.id);
    expect(parent).toMatchObject({ doors: 5, size: 8, parentId: null, turfNumber: null });
    expect(summaries.filter((s) => s.parentId === list.id).map((s) => s.turfNumber)).toEqual([1, 2, 3]);
  });

  it('refuses what cannot be cut, with a reason, and changes nothing', async () => {
    const { cookie } = await as('editor');
    const precinct = await precinctOf([...side('Cedar Ln', 3, 'odd')]);
    const list = await walkList(cookie, precinct);
    const refusals: [object, RegExp][] = [
      [{ turfs: 4 }, /has 3 doors, so it can be cut into at most 3 turfs/],
      [{ doorsPerTurf: 60 }, /has 3 doors: at 60 doors per turf that is one turf/],
      [{ turfs: 2, doorsPerTurf: 60 }, /either how many turfs .* not both/],
      [{}, /either how many turfs/],
      [{ turfs: 1 }, /at least 2/],
      [{ turfs: 2.5 }, /whole number/],
      [{ turfs: '2' }, /whole number/],
      [{ doorsPerTurf: 0 }, /at least 1/],
    ];
    for (const [body, message] of refusals) {
      const res = await req('POST', `/api/lists/${list.id}/split`, cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      // The schema's refusals name the field with the words; the use case's are the message itself.
      const said = [
        res.json().message,
        ...(res.json().errors ?? []).map((e: { message: string }) => e.message),
      ];
      expect(said.join(' | ')).toMatch(message);
    }
    expect(await t.db.select().from(contactLists).where(eq(contactLists.parentId, list.id))).toEqual([]);

    // A list whose voters have all gone (deleted contacts leave their lists).
    await t.db.delete(contacts).where(eq(contacts.precinct, precinct));
    expect((await split(cookie, list.id, { turfs: 2 }, 400)).message).toBe(
      'This list has no voters left to cut into turfs.',
    );
  });

  it('refuses a second cut, cutting a turf, a call list, and refreshing a cut list or a turf', async () => {
    const { user, cookie } = await as('editor');
    const precinct = await precinctOf(side('Dogwood Dr', 6, 'even'));
    const list = await walkList(cookie, precinct);
    const { turfs } = await split(cookie, list.id, { turfs: 2 });
    expect((await split(cookie, list.id, { turfs: 3 }, 400)).message).toBe(
      'This list is already cut into turfs. Delete its turfs to cut it again another way.',
    );
    expect((await split(cookie, turfs[0]?.id ?? '', { turfs: 2 }, 400)).message).toMatch(/already a turf/);
    for (const id of [list.id, turfs[0]?.id ?? '']) {
      const res = await req('POST', `/api/lists/${id}/refresh`, cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/turf/);
    }
    // Once its turfs are deleted, the list is cut again another way.
    for (const turf of turfs)
      expect((await req('DELETE', `/api/lists/${turf.id}`, cookie)).statusCode).toBe(200);
    expect((await split(cookie, list.id, { turfs: 3 })).turfs).toHaveLength(3);

    const [caller] = await t.db
      .insert(contacts)
      .values({
        systemId: `S-${randomUUID()}`,
        firstName: 'Pat',
        lastName: 'Caller',
        fullName: 'Pat Caller',
        precinct,
      })
      .returning();
    await addPhone(t.db, caller?.id ?? '', '8505550100');
    const callList = await walkList(cookie, precinct, 'Calls', 'call');
    expect(callList.size).toBeGreaterThan(0);
    expect((await split(cookie, callList.id, { turfs: 2 }, 400)).message).toMatch(/Only walk lists/);
    expect(user.role).toBe('editor');
  });

  it('only the list’s owner or an admin cuts it: an assignee gets 403, a viewer 403, anyone else 404', async () => {
    const owner = await as('editor', 'Owner');
    const admin = await as('admin', 'Maria');
    const assignee = await as('editor', 'Sam');
    const stranger = await as('editor', 'Stranger');
    const viewer = await as('viewer');
    const precinct = await precinctOf(side('Elm Ct', 8, 'odd'));
    const list = await walkList(owner.cookie, precinct);
    const assigned = await req('PATCH', `/api/lists/${list.id}`, admin.cookie, {
      assigneeIds: [assignee.user.id],
    });
    expect(assigned.statusCode).toBe(200);
    expect((await split(assignee.cookie, list.id, { turfs: 2 }, 403)).message).toMatch(
      /Only the person who made this list or an admin can cut it/,
    );
    await split(viewer.cookie, list.id, { turfs: 2 }, 403);
    await split(stranger.cookie, list.id, { turfs: 2 }, 404);
    expect(await t.db.select().from(contactLists).where(eq(contactLists.parentId, list.id))).toEqual([]);
    // An admin cuts someone else's list: the turfs are the owner's, so the owner sees them.
    const { turfs } = await split(admin.cookie, list.id, { turfs: 2 });
    const ownerLists = (await req('GET', '/api/lists', owner.cookie)).json() as ListSummary[];
    expect(ownerLists.filter((l) => l.parentId === list.id).map((l) => l.id)).toEqual(turfs.map((x) => x.id));
    expect(ownerLists.find((l) => l.id === turfs[0]?.id)?.owner?.id).toBe(owner.user.id);
  });

  it('each turf has its own progress; the parent shows the total over its turfs', async () => {
    const { cookie } = await as('editor');
    const precinct = await precinctOf([...side('Fir St', 4, 'odd'), ...side('Fir St', 4, 'even')]);
    const list = await walkList(cookie, precinct);
    const { turfs } = await split(cookie, list.id, { turfs: 2 });
    const open = async (id: string) => (await req('GET', `/api/lists/${id}`, cookie)).json() as ListDetail;
    const [a, b] = [await open(turfs[0]?.id ?? ''), await open(turfs[1]?.id ?? '')];
    const knock = async (listId: string, contactId: string, result: string) =>
      expect(
        (
          await req('POST', `/api/contacts/${contactId}/attempts`, cookie, {
            listId,
            channel: 'door',
            result,
          })
        ).statusCode,
      ).toBe(201);
    await knock(a.id, a.members[0]?.contactId ?? '', 'not-home');
    await knock(b.id, b.members[0]?.contactId ?? '', 'talked');
    await knock(b.id, b.members[1]?.contactId ?? '', 'not-home');
    expect((await open(a.id)).progress).toMatchObject({ total: 4, attempted: 1 });
    expect((await open(b.id)).progress).toMatchObject({ total: 4, attempted: 2 });
    expect((await open(list.id)).progress).toMatchObject({
      total: 8,
      attempted: 3,
      byResult: { 'not-home': 2, talked: 1 },
    });
    // The turfs' print view reads their own pages: turf 2 starts at its own first door.
    expect((await open(b.id)).members[0]?.streetAddress).toBe('2 Fir St');
  });

  it('a turf carries the results its voters already had on the parent', async () => {
    const { cookie } = await as('editor');
    const precinct = await precinctOf(side('Gum St', 4, 'odd'));
    const list = await walkList(cookie, precinct);
    const before = (await req('GET', `/api/lists/${list.id}`, cookie)).json() as ListDetail;
    const res = await req('POST', `/api/contacts/${before.members[0]?.contactId}/attempts`, cookie, {
      listId: list.id,
      channel: 'door',
      result: 'refused',
    });
    expect(res.statusCode).toBe(201);
    const { turfs } = await split(cookie, list.id, { turfs: 2 });
    const first = (await req('GET', `/api/lists/${turfs[0]?.id}`, cookie)).json() as ListDetail;
    expect(first.progress).toMatchObject({ attempted: 1, byResult: { refused: 1 } });
  });
});

describe('assigning a list tells the volunteer', () => {
  it('by mail and in the bell: "Maria assigned you \'…\' (N doors)", once, and not the assigner', async () => {
    const admin = await as('admin', 'Maria');
    const volunteer = await as('editor', 'Vic');
    const precinct = await precinctOf(side('Holly Rd', 58, 'odd'));
    const list = await walkList(admin.cookie, precinct, 'Precinct 2305');
    const { turfs } = await split(admin.cookie, list.id, { turfs: 2 });
    const turf = turfs[0] as TurfSummary;
    smtp.clear();
    const res = await req('PATCH', `/api/lists/${turf.id}`, admin.cookie, {
      assigneeIds: [volunteer.user.id, admin.user.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    const sentence = `Maria assigned you 'Precinct 2305 — Turf 1' (${turf.doors} doors)`;
    const mail = await smtp.waitFor(volunteer.user.email, /assigned you/);
    expect(mail.subject).toBe(sentence);
    expect(mail.text).toContain(`/lists/${turf.id}`);

    const bell = (await req('GET', '/api/notifications', volunteer.cookie)).json() as NotificationsResponse;
    expect(bell.notifications).toEqual([
      {
        kind: 'list-assigned',
        listId: turf.id,
        listName: 'Precinct 2305 — Turf 1',
        listKind: 'walk',
        doors: turf.doors,
        voters: turf.voters,
        assignerName: 'Maria',
        createdAt: expect.any(String),
      },
    ]);
    // Assigning herself, Maria is told nothing.
    const own = (await req('GET', '/api/notifications', admin.cookie)).json() as NotificationsResponse;
    expect(own.notifications.filter((n) => n.kind === 'list-assigned')).toEqual([]);

    // Saving the list again (a rename, the same assignees) tells nobody again.
    const again = await req('PATCH', `/api/lists/${turf.id}`, admin.cookie, {
      name: 'North',
      assigneeIds: [volunteer.user.id, admin.user.id],
    });
    expect(again.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received.filter((m) => m.subject.includes('assigned you'))).toHaveLength(1);

    // Taken off the list, the notice goes from the bell.
    await req('PATCH', `/api/lists/${turf.id}`, admin.cookie, { assigneeIds: [] });
    const after = (await req('GET', '/api/notifications', volunteer.cookie)).json() as NotificationsResponse;
    expect(after.notifications).toEqual([]);
  });

  it('changing the assignees keeps those who stay, drops those who go, and tells only the new', async () => {
    const admin = await as('admin', 'Maria');
    const [a, b, c] = [await as('editor', 'Ann'), await as('editor', 'Bob'), await as('editor', 'Cy')];
    const precinct = await precinctOf(side('Ivy Way', 2, 'odd'));
    const list = await walkList(admin.cookie, precinct, 'Ivy');
    const assign = (ids: string[]) =>
      req('PATCH', `/api/lists/${list.id}`, admin.cookie, { assigneeIds: ids });
    expect((await assign([a.user.id, b.user.id])).statusCode).toBe(200);
    const assignedAt = async () =>
      Object.fromEntries(
        (await t.db.select().from(contactListAssignees).where(eq(contactListAssignees.listId, list.id))).map(
          (row) => [row.userId, row.assignedAt.toISOString()],
        ),
      );
    const before = await assignedAt();
    await smtp.waitFor(b.user.email, /assigned you 'Ivy'/);
    smtp.clear();
    const res = await assign([b.user.id, c.user.id]);
    expect(
      res
        .json()
        .assignees.map((x: { name: string }) => x.name)
        .sort(),
    ).toEqual(['Bob Tester', 'Cy Tester']);
    const after = await assignedAt();
    expect(Object.keys(after).sort()).toEqual([b.user.id, c.user.id].sort());
    expect(after[b.user.id]).toBe(before[b.user.id]);
    await smtp.waitFor(c.user.email, /assigned you 'Ivy' \(2 doors\)/);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received.flatMap((m) => m.to)).toEqual([c.user.email]);
  });

  it('a list made already assigned tells its assignees too; a call list counts voters', async () => {
    const admin = await as('admin', 'Maria');
    const volunteer = await as('editor', 'Vic');
    const precinct = `C${randomUUID().slice(0, 6)}`;
    const [voter] = await t.db
      .insert(contacts)
      .values({
        systemId: `S-${randomUUID()}`,
        firstName: 'Pat',
        lastName: 'Phone',
        fullName: 'Pat Phone',
        precinct,
      })
      .returning();
    await addPhone(t.db, voter?.id ?? '', '8505550101');
    smtp.clear();
    const res = await req('POST', '/api/lists', admin.cookie, {
      name: 'Calls 1',
      kind: 'call',
      filters: { precinct },
      assigneeIds: [volunteer.user.id],
    });
    expect(res.statusCode, res.body).toBe(201);
    const mail = await smtp.waitFor(volunteer.user.email, /assigned you/);
    expect(mail.subject).toBe("Maria assigned you 'Calls 1' (1 voter)");
  });
});
