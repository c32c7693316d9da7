import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ContactProfile } from '../../common/schemas/contacts.js';
import type { ListDetail, ListSummary } from '../../common/schemas/lists.js';
import {
  auditLogs,
  contactAttempts,
  contactLists,
  contactPhones,
  contacts,
  exportJobs,
} from '../db/schema/index.js';
import { importFile } from '../imports/test/import-client.js';
import { csv } from '../imports/test/voter-files.js';
import { updateSettings } from '../settings/settings.js';
import { setupTestApp } from '../test/app.js';
import { addPhone, createContact, createUser, sessionCookieFor } from '../test/factories.js';

const t = setupTestApp();

async function as(role: 'viewer' | 'editor' | 'admin', firstName: string = role) {
  const user = await createUser(t.db, { role, firstName, lastName: 'Tester' });
  return { user, cookie: await sessionCookieFor(t.app, t.db, user.id) };
}

const req = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

async function makeList(cookie: string, body: object) {
  const res = await req('POST', '/api/lists', cookie, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; size: number; name: string; kind: string };
}

async function openList(cookie: string, id: string, page = 1) {
  const res = await req('GET', `/api/lists/${id}?page=${page}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ListDetail;
}

async function attempt(cookie: string, contactId: string, body: object, status = 201) {
  const res = await req('POST', `/api/contacts/${contactId}/attempts`, cookie, body);
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
}

/** Pat, ZIP 32301, precinct P7: every voter of these tests, at the address given. */
const pat = (lastName: string, streetAddress: string | null) => ({
  firstName: 'Pat',
  lastName,
  fullName: `Pat ${lastName}`,
  streetAddress,
  zipCode: '32301',
  precinct: 'P7',
});

const person = (lastName: string, streetAddress: string | null, extra: object = {}) =>
  createContact(t.db, { ...pat(lastName, streetAddress), ...extra });

/** Many voters in one insert: `[lastName, streetAddress]`. */
async function people(rows: [string, string][]) {
  const made = await t.db
    .insert(contacts)
    .values(
      rows.map(([lastName, streetAddress]) => ({
        systemId: `S-${randomUUID()}`,
        ...pat(lastName, streetAddress),
      })),
    )
    .returning({ id: contacts.id, lastName: contacts.lastName });
  return new Map(made.map((m) => [m.lastName as string, m.id]));
}

/** `count` voters, one to a door, at odd house numbers `from`, `from + 2`… of Maple Ave. */
const singles = (count: number, from: number, prefix: string): [string, string][] =>
  Array.from({ length: count }, (_, i) => [
    `${prefix}${String(i).padStart(3, '0')}`,
    `${from + 2 * i} Maple Ave`,
  ]);

/** Every page of a list from the first, following `nextPage`; the pages' numbers as read. */
async function readAllPages(cookie: string, id: string) {
  const pages: ListDetail[] = [];
  let page: number | null | undefined = 1;
  while (page) {
    const detail = await openList(cookie, id, page);
    pages.push(detail);
    expect(pages.length).toBeLessThan(50);
    page = detail.nextPage;
  }
  return pages;
}

/** The members of all pages together are the list's members, each once, in position order. */
function expectEveryMemberOnce(pages: ListDetail[], ids: Iterable<string>) {
  const read = pages.flatMap((p) => p.members);
  expect(read.map((m) => m.contactId).sort()).toEqual([...ids].sort());
  const positions = read.map((m) => m.position);
  expect(positions).toEqual([...positions].sort((a, b) => a - b));
}

describe('walk lists', () => {
  it('orders by street, then odd before even side, then house number, then unit, households together', async () => {
    const { cookie } = await as('editor');
    await person('Ten', '10 Oak St');
    await person('Three', '3 Oak Street');
    await person('OneB', '1 Oak St Apt 10');
    await person('OneA', '1 Oak St Apt 2');
    await person('TwoZed', '2 Oak St');
    await person('TwoAlpha', '2 OAK STREET');
    await person('Elm', '5 Elm Ave');
    await person('Nowhere', null);
    await person('Other', '1 Oak St', { precinct: 'P8' });
    const list = await makeList(cookie, { name: 'Oak and Elm', kind: 'walk', filters: { precinct: 'P7' } });
    expect(list.size).toBe(8);
    const detail = await openList(cookie, list.id);
    expect(detail.members.map((m) => m.fullName)).toEqual([
      'Pat Elm',
      'Pat OneA',
      'Pat OneB',
      'Pat Three',
      'Pat TwoAlpha',
      'Pat TwoZed',
      'Pat Ten',
      'Pat Nowhere',
    ]);
    const households = detail.members.map((m) => m.household);
    // 2 Oak St and 2 OAK STREET are one door; apartments are separate doors.
    expect(households[4]).toBe(households[5]);
    expect(households[1]).not.toBe(households[2]);
    expect(households[7]).toBeNull();
  });

  it('keeps a unit written with "#" on its street, in the same household as "Apt"', async () => {
    const { cookie } = await as('editor');
    await person('Hash', '1 Oak St #4');
    await person('Apt', '1 Oak St Apt 4');
    await person('Three', '3 Oak St');
    await person('Ash', '2 Ash St');
    const list = await makeList(cookie, { name: 'Units', kind: 'walk', filters: { precinct: 'P7' } });
    const detail = await openList(cookie, list.id);
    expect(detail.members.map((m) => m.fullName)).toEqual(['Pat Ash', 'Pat Apt', 'Pat Hash', 'Pat Three']);
    expect(detail.members[1]?.household).toBe(detail.members[2]?.household);
  });

  it('pages members 50 at a time and shows progress by result and by volunteer', async () => {
    const { cookie, user } = await as('editor', 'Wanda');
    const ids: string[] = [];
    for (let i = 1; i <= 55; i++) ids.push((await person(`N${i}`, `${i} Pine Rd`)).id);
    const list = await makeList(cookie, { name: 'Pine', kind: 'walk', filters: { address: 'pine' } });
    const first = await openList(cookie, list.id);
    const second = await openList(cookie, list.id, 2);
    expect(first.members).toHaveLength(50);
    expect(second.members).toHaveLength(5);
    await attempt(cookie, ids[0] as string, { channel: 'door', result: 'not-home', listId: list.id });
    await attempt(cookie, ids[1] as string, { channel: 'door', result: 'talked', listId: list.id });
    await attempt(cookie, ids[1] as string, { channel: 'door', result: 'not-home', listId: list.id });
    const lists = (await req('GET', '/api/lists', cookie)).json() as ListSummary[];
    expect(lists.find((l) => l.id === list.id)?.progress).toEqual({
      total: 55,
      attempted: 2,
      byResult: { 'not-home': 2 },
    });
    const after = await openList(cookie, list.id);
    expect(after.byVolunteer).toEqual([{ name: `Wanda Tester`, attempted: 2 }]);
    expect(after.members.find((m) => m.contactId === ids[1])?.lastResult).toBe('not-home');
    expect(user.id).toBeTruthy();
  });

  it('keeps a household across the 50th position whole on one page, not on the next; every member once', async () => {
    const { cookie } = await as('editor');
    // Positions 1–49 one voter to a door, a household of two at positions 50 and 51, then 9 more doors.
    const ids = await people([
      ...singles(49, 1, 'Before'),
      ['HomeA', '99 Maple Ave'],
      ['HomeB', '99 Maple Ave'],
      ...singles(9, 101, 'After'),
    ]);
    const list = await makeList(cookie, { name: 'Maple', kind: 'walk', filters: { address: 'maple' } });
    expect(list.size).toBe(60);
    const first = await openList(cookie, list.id, 1);
    const second = await openList(cookie, list.id, 2);
    const home = [ids.get('HomeA'), ids.get('HomeB')];
    expect(first.members).toHaveLength(51);
    expect(first.members.slice(-2).map((m) => m.contactId)).toEqual(home);
    expect(second.members.map((m) => m.contactId)).not.toContain(home[1]);
    expect(second.members).toHaveLength(9);
    expect(second.members[0]?.fullName).toBe('Pat After000');
    expect([first.nextPage, first.previousPage, first.lastPage]).toEqual([2, null, 2]);
    expect([second.nextPage, second.previousPage, second.lastPage]).toEqual([null, 1, 2]);
    expectEveryMemberOnce(await readAllPages(cookie, list.id), ids.values());
  });

  it('offers no empty last page when the last household starts on the page before', async () => {
    const { cookie } = await as('editor');
    const ids = await people([
      ...singles(49, 1, 'Door'),
      ...['A', 'B', 'C'].map((n): [string, string] => [`Last${n}`, '99 Maple Ave']),
    ]);
    const list = await makeList(cookie, { name: 'Maple end', kind: 'walk', filters: { address: 'maple' } });
    expect(list.size).toBe(52);
    const first = await openList(cookie, list.id, 1);
    expect(first.members).toHaveLength(52);
    expect([first.nextPage, first.lastPage]).toEqual([null, 1]);
    // Asked for anyway, the nominal second page holds nobody: its household is on page 1.
    expect((await openList(cookie, list.id, 2)).members).toEqual([]);
    expectEveryMemberOnce(await readAllPages(cookie, list.id), ids.values());
  });

  it('keeps a household larger than a page whole, and the next page follows on after it', async () => {
    const { cookie } = await as('editor');
    // 44 doors, then 60 voters at one door (positions 45–104: past page 2's range), then 3 doors.
    const ids = await people([
      ...singles(44, 1, 'Door'),
      ...Array.from({ length: 60 }, (_, i): [string, string] => [
        `Dorm${String(i).padStart(2, '0')}`,
        '89 Maple Ave',
      ]),
      ...singles(3, 91, 'Past'),
    ]);
    const list = await makeList(cookie, { name: 'Dorm', kind: 'walk', filters: { address: 'maple' } });
    expect(list.size).toBe(107);
    const [first, third, ...none] = await readAllPages(cookie, list.id);
    expect(none).toEqual([]);
    expect(first?.members).toHaveLength(104);
    expect([first?.nextPage, first?.lastPage]).toEqual([3, 3]);
    expect(third?.members.map((m) => m.fullName)).toEqual(['Pat Past000', 'Pat Past001', 'Pat Past002']);
    expect([third?.page, third?.previousPage, third?.nextPage]).toEqual([3, 1, null]);
    // What the sheet counts from ("Voters 105–107 of 107"), where the page numbers skip.
    expect([first?.membersBefore, third?.membersBefore]).toEqual([0, 104]);
    expect((await openList(cookie, list.id, 2)).members).toEqual([]);
    expectEveryMemberOnce([first, third] as ListDetail[], ids.values());
  });

  it('loses the members whose contacts are deleted, on every list, and keeps the others', async () => {
    const { cookie } = await as('editor');
    const gone = await person('Gone', '1 Elm St');
    const stays = await person('Stays', '2 Elm St');
    const walk = await makeList(cookie, { name: 'Elm walk', kind: 'walk', filters: { precinct: 'P7' } });
    const again = await makeList(cookie, { name: 'Elm again', kind: 'walk', filters: { precinct: 'P7' } });
    await t.db.delete(contacts).where(eq(contacts.id, gone.id));
    for (const list of [walk, again])
      expect((await openList(cookie, list.id)).members.map((m) => m.contactId)).toEqual([stays.id]);
    const lists = (await req('GET', '/api/lists', cookie)).json() as ListSummary[];
    expect(lists.map((l) => l.progress.total)).toEqual([1, 1]);
  });

  it('makes a re-knock list from the latest result', async () => {
    const { cookie } = await as('editor');
    const a = await person('Knock', '1 Birch Ln');
    const b = await person('Talk', '3 Birch Ln');
    await attempt(cookie, a.id, { channel: 'door', result: 'not-home' });
    await attempt(cookie, b.id, { channel: 'door', result: 'talked' });
    const list = await makeList(cookie, { name: 'Again', kind: 'walk', filters: { lastResult: 'not-home' } });
    const [member] = (await openList(cookie, list.id)).members;
    expect(member?.fullName).toBe('Pat Knock');
    // The search filters on it too.
    const search = await req('GET', '/api/contacts/search?lastResult=not-home', cookie);
    expect(search.json().total).toBe(1);
    // Nothing recorded on this list yet: the member shows the voter's result from last time, and when.
    expect(member).toMatchObject({ lastResult: null, earlierResult: 'not-home' });
    expect(Date.now() - Date.parse(member?.earlierAttemptAt ?? '')).toBeLessThan(60_000);
    await attempt(cookie, a.id, { channel: 'door', result: 'talked', listId: list.id });
    expect((await openList(cookie, list.id)).members[0]).toMatchObject({
      lastResult: 'talked',
      earlierResult: null,
      earlierAttemptAt: null,
    });
  });
});

describe('call lists', () => {
  it('are cut at 50 exactly (no households), page after page', async () => {
    const { cookie } = await as('editor');
    const ids = await people(singles(55, 1, 'Caller'));
    for (const [i, id] of [...ids.values()].entries()) await addPhone(t.db, id, `850555${String(1000 + i)}`);
    const list = await makeList(cookie, { name: 'Calls 55', kind: 'call', filters: { address: 'maple' } });
    const pages = await readAllPages(cookie, list.id);
    expect(pages.map((p) => p.members.length)).toEqual([50, 5]);
    expect(pages.map((p) => [p.page, p.previousPage, p.nextPage, p.lastPage])).toEqual([
      [1, null, 2, 2],
      [2, 1, null, 2],
    ]);
    expectEveryMemberOnce(pages, ids.values());
  });

  it('take only voters with a usable phone, and skip wrong numbers', async () => {
    const { cookie } = await as('editor');
    const none = await person('NoPhone', '1 Ash St');
    const wrong = await person('Wrong', '2 Ash St');
    const good = await person('Good', '3 Ash St');
    const mixed = await person('Mixed', '4 Ash St');
    await addPhone(t.db, wrong.id, '8505550001');
    await addPhone(t.db, good.id, '8505550002');
    const bad = await addPhone(t.db, mixed.id, '8505550003');
    await addPhone(t.db, mixed.id, '8505550004');
    const wrongPhone = await addPhone(t.db, wrong.id, '8505550005');
    await t.db.update(contactPhones).set({ wrongNumber: true }).where(eq(contactPhones.contactId, wrong.id));
    await attempt(cookie, mixed.id, { channel: 'phone', result: 'wrong-number', phoneId: bad.id });
    const list = await makeList(cookie, { name: 'Calls', kind: 'call', filters: { address: 'ash' } });
    const detail = await openList(cookie, list.id);
    expect(detail.members.map((m) => m.fullName)).toEqual(['Pat Good', 'Pat Mixed']);
    expect(detail.members[1]?.phones).toEqual([
      expect.objectContaining({ phoneNumber: '(850) 555-0004', wrongNumber: false }),
      expect.objectContaining({ phoneNumber: '(850) 555-0003', wrongNumber: true }),
    ]);
    expect(detail.callingHours).toMatchObject({ start: '09:00', end: '21:00', timeZone: 'America/New_York' });
    expect(typeof detail.callingHours.open).toBe('boolean');
    expect(none.id && wrongPhone.id).toBeTruthy();
  });

  it('never send the phones of a voter who asked not to be contacted: the page carries none of them', async () => {
    const { cookie } = await as('editor');
    const asked = await person('Asked', '1 Birch St');
    const fine = await person('Fine', '2 Birch St');
    await addPhone(t.db, asked.id, '8505550101');
    await addPhone(t.db, fine.id, '8505550102');
    const list = await makeList(cookie, { name: 'Birch calls', kind: 'call', filters: { address: 'birch' } });
    // The voter asks not to be contacted after the list was made (at another volunteer's door, say).
    await t.db.update(contacts).set({ doNotContact: true }).where(eq(contacts.id, asked.id));
    const res = await req('GET', `/api/lists/${list.id}`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    const members = (res.json() as ListDetail).members;
    expect(members.map((m) => [m.fullName, m.doNotContact, m.phones.length])).toEqual([
      ['Pat Asked', true, 0],
      ['Pat Fine', false, 1],
    ]);
    expect(res.body).not.toContain('555-0101');
  });
});

describe('POST /api/contacts/:id/attempts', () => {
  it('records the attempt, the status change and its audit rows together; the profile shows them', async () => {
    const { cookie, user } = await as('editor', 'Eve');
    const voter = await person('Voter', '9 Palm Dr');
    const deviceAt = '2026-05-01T14:30:00.000Z';
    const recorded = await attempt(cookie, voter.id, {
      channel: 'door',
      result: 'talked',
      supporterStatus: 'confirmed-supporter',
      note: 'Wants a yard sign',
      deviceAt,
    });
    expect(recorded).toMatchObject({ result: 'talked', channel: 'door', userName: 'Eve Tester', deviceAt });
    const [row] = await t.db.select().from(contacts).where(eq(contacts.id, voter.id));
    expect(row).toMatchObject({ supporterStatus: 'confirmed-supporter', lastResult: 'talked' });
    const audit = await t.db.select().from(auditLogs).where(eq(auditLogs.contactId, voter.id));
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'update',
        fieldName: 'supporterStatus',
        oldValue: 'unknown',
        newValue: 'confirmed-supporter',
        userId: user.id,
      }),
    ]);
    const profile = (await req('GET', `/api/contacts/${voter.id}`, cookie)).json() as ContactProfile;
    expect(profile.attempts).toEqual([
      expect.objectContaining({ result: 'talked', note: 'Wants a yard sign', userName: 'Eve Tester' }),
    ]);
    expect(profile.supporterStatus).toBe('confirmed-supporter');
  });

  it('a resend with the same clientId answers with the attempt already recorded, never a second one', async () => {
    const { cookie } = await as('editor');
    const voter = await person('Twice', '9 Palm Dr');
    const clientId = randomUUID();
    const first = await attempt(cookie, voter.id, { clientId, channel: 'door', result: 'not-home' });
    const again = await attempt(cookie, voter.id, { clientId, channel: 'door', result: 'not-home' }, 200);
    expect(again.id).toBe(first.id);
    const rows = await t.db.select().from(contactAttempts).where(eq(contactAttempts.contactId, voter.id));
    expect(rows).toHaveLength(1);
  });

  it('flags moved and deceased voters, marks wrong numbers, and leaves them out of new lists', async () => {
    const { cookie } = await as('editor');
    const moved = await person('Moved', '1 Cedar Ct');
    const gone = await person('Gone', '2 Cedar Ct');
    const stays = await person('Stays', '3 Cedar Ct');
    const phone = await addPhone(t.db, stays.id, '8505551111');
    await attempt(cookie, moved.id, { channel: 'door', result: 'moved' });
    await attempt(cookie, gone.id, { channel: 'door', result: 'deceased' });
    await attempt(cookie, stays.id, { channel: 'phone', result: 'wrong-number', phoneId: phone.id });
    const profile = (await req('GET', `/api/contacts/${moved.id}`, cookie)).json() as ContactProfile;
    expect(profile).toMatchObject({ moved: true, deceased: false, doNotContact: false });
    const stayed = (await req('GET', `/api/contacts/${stays.id}`, cookie)).json() as ContactProfile;
    expect(stayed.phones[0]).toMatchObject({ id: phone.id, wrongNumber: true });
    const list = await makeList(cookie, { name: 'Cedar', kind: 'walk', filters: { address: 'cedar' } });
    expect((await openList(cookie, list.id)).members.map((m) => m.fullName)).toEqual(['Pat Stays']);
    const calls = await req('POST', '/api/lists', cookie, {
      name: 'x',
      kind: 'call',
      filters: { address: 'cedar' },
    });
    expect(calls.json().size).toBe(0);
  });

  it('records texts and emails outside any list: the profile lists them, and a text to a wrong number marks it', async () => {
    const { cookie } = await as('editor', 'Tess');
    const voter = await person('Texted', '4 Cedar Ct');
    const phone = await addPhone(t.db, voter.id, '8505553333');
    await attempt(cookie, voter.id, { channel: 'email', result: 'talked', note: 'Wrote back' });
    await attempt(cookie, voter.id, { channel: 'text', result: 'wrong-number', phoneId: phone.id });
    const profile = (await req('GET', `/api/contacts/${voter.id}`, cookie)).json() as ContactProfile;
    expect(profile.attempts.map((a) => [a.channel, a.result, a.note, a.listId])).toEqual([
      ['text', 'wrong-number', null, null],
      ['email', 'talked', 'Wrote back', null],
    ]);
    expect(profile.phones[0]).toMatchObject({ id: phone.id, wrongNumber: true });
  });

  it('refuses a bad result, channel, a phone of another voter and survey answers with 400, changing nothing', async () => {
    const { cookie } = await as('editor');
    const voter = await person('Careful', '1 Fig St');
    const other = await person('Other', '2 Fig St');
    const otherPhone = await addPhone(t.db, other.id, '8505552222');
    for (const body of [
      { channel: 'door', result: 'maybe' },
      { channel: 'pigeon', result: 'talked' },
      { channel: 'phone', result: 'wrong-number', phoneId: otherPhone.id },
      { channel: 'door', result: 'talked', answers: { q1: 'Yes' } },
      { channel: 'door', result: 'talked', clientId: 'not-a-uuid' },
      { channel: 'door', result: 'talked', unknown: 1 },
    ]) {
      const res = await req('POST', `/api/contacts/${voter.id}/attempts`, cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect(await t.db.select().from(contactAttempts)).toHaveLength(0);
    const [phone] = await t.db.select().from(contactPhones).where(eq(contactPhones.id, otherPhone.id));
    expect(phone?.wrongNumber).toBe(false);
    const missing = await req('POST', `/api/contacts/${randomUUID()}/attempts`, cookie, {
      channel: 'door',
      result: 'talked',
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('attempts that make no sense', () => {
  it('refuses wrong number without a call or text, a device time in the future, a status without "talked", an unknown list', async () => {
    const owner = await as('editor', 'Owner');
    const { cookie } = await as('editor');
    const voter = await person('Sensible', '1 Olive St');
    const phone = await addPhone(t.db, voter.id, '8505554444');
    const theirs = await makeList(owner.cookie, {
      name: 'Theirs',
      kind: 'walk',
      filters: { address: 'olive' },
    });
    const soon = new Date(Date.now() + 60 * 60_000).toISOString();
    for (const [body, status, message] of [
      [{ channel: 'email', result: 'wrong-number', phoneId: phone.id }, 400, /calls and texts/],
      [{ channel: 'door', result: 'wrong-number' }, 400, /calls and texts/],
      [{ channel: 'door', result: 'talked', deviceAt: '2099-01-01T00:00:00Z' }, 400, /future/],
      [{ channel: 'door', result: 'not-home', supporterStatus: 'confirmed-supporter' }, 400, /Talked/],
      [{ channel: 'phone', result: 'refused', volunteerLikeliness: 'likely-to-volunteer' }, 400, /Talked/],
      [{ channel: 'door', result: 'talked', listId: randomUUID() }, 404, /list/],
      [{ channel: 'door', result: 'talked', listId: theirs.id }, 404, /list/],
    ] as const) {
      const res = await req('POST', `/api/contacts/${voter.id}/attempts`, cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      // The sentence is the message, or the field's when the shared schema refused it.
      expect(JSON.stringify(res.json()), JSON.stringify(body)).toMatch(message);
    }
    expect(await t.db.select().from(contactAttempts)).toHaveLength(0);
    const [row] = await t.db.select().from(contacts).where(eq(contacts.id, voter.id));
    expect(row).toMatchObject({
      supporterStatus: 'unknown',
      volunteerLikeliness: 'unknown',
      lastResult: null,
    });
    const [kept] = await t.db.select().from(contactPhones).where(eq(contactPhones.id, phone.id));
    expect(kept?.wrongNumber).toBe(false);
    // A device clock a little ahead, and a device offline for days, are both fine.
    await attempt(cookie, voter.id, { channel: 'door', result: 'not-home', deviceAt: soon });
    await attempt(cookie, voter.id, {
      channel: 'text',
      result: 'wrong-number',
      phoneId: phone.id,
      deviceAt: '2026-01-01T09:00:00Z',
    });
  });
});

describe('field work counts', () => {
  it('Our Impact counts doors, calls and conversations this week; the admin stats count attempts today', async () => {
    const editor = await as('editor');
    const admin = await as('admin');
    const before = (await req('GET', '/api/impact/stats', editor.cookie)).json();
    const statsBefore = (await req('GET', '/api/admin/stats', admin.cookie)).json();
    const a = await person('Field', '1 Oak Ln');
    await attempt(editor.cookie, a.id, { channel: 'door', result: 'not-home' });
    await attempt(editor.cookie, a.id, { channel: 'door', result: 'talked' });
    await attempt(editor.cookie, a.id, { channel: 'phone', result: 'left-message' });
    const after = (await req('GET', '/api/impact/stats', editor.cookie)).json();
    expect(after.fieldWork.doors - before.fieldWork.doors).toBe(2);
    expect(after.fieldWork.calls - before.fieldWork.calls).toBe(1);
    expect(after.fieldWork.conversations - before.fieldWork.conversations).toBe(1);
    expect(after.fieldWork.days).toHaveLength(7);
    const stats = (await req('GET', '/api/admin/stats', admin.cookie)).json();
    expect(stats.attemptsToday - statsBefore.attemptsToday).toBe(3);
  });
});

describe('attempts export', () => {
  it('writes one row per attempt with who, when and the voter, formula-safe', async () => {
    const editor = await as('editor', 'Ina');
    const admin = await as('admin');
    const voter = await person('Exported', '4 Oak Ln');
    await attempt(editor.cookie, voter.id, { channel: 'door', result: 'talked', note: '=HYPERLINK("x")' });
    await attempt(editor.cookie, voter.id, { channel: 'door', result: 'not-home' });
    const preview = await req('POST', '/api/admin/export/preview', admin.cookie, { exportType: 'attempts' });
    expect(preview.json().count).toBe(2);
    const start = await req('POST', '/api/admin/export/start', admin.cookie, { exportType: 'attempts' });
    expect(start.statusCode, start.body).toBe(202);
    await t.app.exportWorker.wake();
    const [job] = await t.db.select().from(exportJobs).where(eq(exportJobs.id, start.json().job.id));
    expect(job?.status, job?.error ?? '').toBe('completed');
    const file = await req('GET', job?.downloadUrl ?? '', admin.cookie);
    const lines = file.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(
      'Recorded At,Device Time,Channel,Result,Supporter Status,Volunteer Likeliness,Note,Recorded By,List,Phone Called,System ID,Full Name,Street Address,City,ZIP Code',
    );
    expect(lines).toHaveLength(3);
    expect(file.body).toContain(`"'=HYPERLINK(""x"")"`);
    expect(file.body).toContain('Ina Tester');
  });
});

describe('do not contact', () => {
  it('is set by an attempt, kept out of new lists, refreshes and default exports, cleared only by an admin', async () => {
    const editor = await as('editor');
    const admin = await as('admin');
    const asked = await person('Asked', '1 Maple St');
    await person('Fine', '2 Maple St');
    await attempt(editor.cookie, asked.id, { channel: 'door', result: 'do-not-contact' });
    const list = await makeList(editor.cookie, {
      name: 'Maple',
      kind: 'walk',
      filters: { address: 'maple' },
    });
    expect(list.size).toBe(1);
    const refreshed = await req('POST', `/api/lists/${list.id}/refresh`, editor.cookie);
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(refreshed.json().size).toBe(1);

    const preview = await req('POST', '/api/admin/export/preview', admin.cookie, { address: 'maple' });
    expect(preview.json().count).toBe(1);
    const withThem = await req('POST', '/api/admin/export/preview', admin.cookie, {
      address: 'maple',
      includeDoNotContact: true,
    });
    expect(withThem.json().count).toBe(2);

    const search = await req('GET', '/api/contacts/search?address=1%20maple', editor.cookie);
    expect(search.json().contacts[0]).toMatchObject({ fullName: 'Pat Asked', doNotContact: true });

    expect((await req('DELETE', `/api/contacts/${asked.id}/do-not-contact`, editor.cookie)).statusCode).toBe(
      403,
    );
    const cleared = await req('DELETE', `/api/contacts/${asked.id}/do-not-contact`, admin.cookie);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().doNotContact).toBe(false);
    const audit = await t.db.select().from(auditLogs).where(eq(auditLogs.contactId, asked.id));
    expect(audit.filter((a) => a.fieldName === 'doNotContact').map((a) => [a.newValue, a.userId])).toEqual(
      expect.arrayContaining([
        ['true', editor.user.id],
        ['false', admin.user.id],
      ]),
    );
  });
});

describe('recording on a voter who asked not to be contacted', () => {
  it('is refused with 409 (with or without a list), changing nothing; a resend of the attempt that set it still answers', async () => {
    const { cookie } = await as('editor');
    const voter = await person('Refusing', '1 Laurel St');
    const list = await makeList(cookie, { name: 'Laurel', kind: 'walk', filters: { address: 'laurel' } });
    const clientId = randomUUID();
    const dnc = { clientId, listId: list.id, channel: 'door', result: 'do-not-contact' };
    const set = await attempt(cookie, voter.id, dnc);
    expect((await attempt(cookie, voter.id, dnc, 200)).id).toBe(set.id);
    for (const extra of [{}, { listId: list.id }]) {
      const res = await req('POST', `/api/contacts/${voter.id}/attempts`, cookie, {
        channel: 'phone',
        result: 'talked',
        supporterStatus: 'confirmed-supporter',
        clientId: randomUUID(),
        ...extra,
      });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toMatch(/asked not to be contacted/);
    }
    const [row] = await t.db.select().from(contacts).where(eq(contacts.id, voter.id));
    expect(row).toMatchObject({
      supporterStatus: 'unknown',
      lastResult: 'do-not-contact',
      doNotContact: true,
    });
    expect(
      await t.db.select().from(contactAttempts).where(eq(contactAttempts.contactId, voter.id)),
    ).toHaveLength(1);
    expect((await openList(cookie, list.id)).members[0]).toMatchObject({ lastResult: 'do-not-contact' });
  });
});

describe('do not contact in the voter file', () => {
  it('is set from a "Do Not Contact" column (Y, 1, true) and never cleared by a later refresh', async () => {
    const { cookie } = await as('admin');
    const file = (flags: string[]) =>
      csv([
        ['Voter ID', 'Last Name', 'First Name', 'Do Not Contact'],
        ['200000001', 'One', 'Ann', flags[0] ?? ''],
        ['200000002', 'Two', 'Bo', flags[1] ?? ''],
        ['200000003', 'Three', 'Cy', flags[2] ?? ''],
        ['200000004', 'Four', 'Di', flags[3] ?? ''],
      ]);
    const first = await importFile(t.app, cookie, file(['Y', '1', 'true', 'N']), 'dnc.csv');
    expect(first.status, JSON.stringify(first)).toBe('completed');
    const flagged = async () =>
      (await t.db.select().from(contacts))
        .filter((c) => c.doNotContact)
        .map((c) => c.systemId)
        .sort();
    expect(await flagged()).toEqual(['200000001', '200000002', '200000003']);
    const again = await importFile(t.app, cookie, file(['', 'N', 'false', '']), 'dnc.csv', true);
    expect(again.status).toBe('completed');
    expect(await flagged()).toEqual(['200000001', '200000002', '200000003']);
  });
});

describe('lists and the read budget', () => {
  it('charge the voters a non-admin puts on a list they make, once: past the budget the list is refused (429) and nothing is made; its pages are then their work, never charged', async () => {
    const admin = await as('admin');
    await updateSettings(t.db, admin.user.id, { readBudgetSearchRows: 120 });
    for (let i = 1; i <= 130; i++) await person(`Copy${i}`, `${i} Cedar Ct`);
    const { cookie } = await as('editor');
    // 130 voters of 120: the list would copy past the budget.
    const refused = await req('POST', '/api/lists', cookie, {
      name: 'Cedar',
      kind: 'walk',
      filters: { address: 'cedar' },
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^You have read as many contacts as allowed in one hour.*Reading resumes at \d{1,2}:\d{2} [AP]M/,
    );
    expect(await t.db.select().from(contactLists)).toEqual([]);

    const { cookie: second } = await as('editor');
    const list = await makeList(second, { name: 'Cedar 1xx', kind: 'walk', filters: { address: '1' } });
    expect(list.size).toBeLessThanOrEqual(120);
    // Working the list: every page, again and again, never meets the budget.
    for (let round = 0; round < 5; round++) await readAllPages(second, list.id);
    // The search still counts: the list took most of the hour.
    const search = await req('GET', `/api/contacts/search?lastName=Copy&limit=100`, second);
    expect(search.statusCode).toBe(429);
    for (const page of [1, 2, 3]) await openList(admin.cookie, list.id, page);
  });
});

describe('who may do what with lists', () => {
  it('viewers get 403; another editor’s list is 404; assignees see it; only admins assign', async () => {
    const viewer = await as('viewer');
    const owner = await as('editor', 'Olive');
    const other = await as('editor', 'Otto');
    const admin = await as('admin');
    await person('Someone', '1 Walnut St');
    expect((await req('GET', '/api/lists', viewer.cookie)).statusCode).toBe(403);
    expect(
      (await req('POST', '/api/lists', viewer.cookie, { name: 'x', kind: 'walk', filters: {} })).statusCode,
    ).toBe(403);
    const list = await makeList(owner.cookie, { name: 'Mine', kind: 'walk', filters: { address: 'walnut' } });
    for (const [method, url] of [
      ['GET', `/api/lists/${list.id}`],
      ['PATCH', `/api/lists/${list.id}`],
      ['DELETE', `/api/lists/${list.id}`],
      ['POST', `/api/lists/${list.id}/refresh`],
    ] as const) {
      const res = await req(method, url, other.cookie, method === 'PATCH' ? { name: 'Theirs' } : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(((await req('GET', '/api/lists', other.cookie)).json() as ListSummary[]).length).toBe(0);
    const editorAssigns = await req('PATCH', `/api/lists/${list.id}`, owner.cookie, {
      assigneeIds: [other.user.id],
    });
    expect(editorAssigns.statusCode).toBe(403);
    const badAssignee = await req('PATCH', `/api/lists/${list.id}`, admin.cookie, {
      assigneeIds: [viewer.user.id],
    });
    expect(badAssignee.statusCode).toBe(400);
    const assigned = await req('PATCH', `/api/lists/${list.id}`, admin.cookie, {
      assigneeIds: [other.user.id],
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json().assignees).toEqual([{ id: other.user.id, name: 'Otto Tester' }]);
    expect((await req('GET', `/api/lists/${list.id}`, other.cookie)).statusCode).toBe(200);
    expect((await req('PATCH', `/api/lists/${list.id}`, other.cookie, { name: 'Mine now' })).statusCode).toBe(
      403,
    );
    const renamed = await req('PATCH', `/api/lists/${list.id}`, owner.cookie, { name: 'Walnut' });
    expect(renamed.json().name).toBe('Walnut');
    expect(
      ((await req('GET', '/api/lists', admin.cookie)).json() as ListSummary[]).map((l) => l.name),
    ).toEqual(['Walnut']);
    expect((await req('DELETE', `/api/lists/${list.id}`, owner.cookie)).statusCode).toBe(200);
    expect((await req('GET', `/api/lists/${list.id}`, owner.cookie)).statusCode).toBe(404);
  });

  it('shows progress by volunteer, and offers the list’s actions, to its owner and admins only, not to its assignees', async () => {
    const owner = await as('editor', 'Olive');
    const assignee = await as('editor', 'Asa');
    const admin = await as('admin', 'Ada');
    const voter = await person('Counted', '1 Poplar St');
    const list = await makeList(owner.cookie, {
      name: 'Poplar',
      kind: 'walk',
      filters: { address: 'poplar' },
    });
    const assigned = await req('PATCH', `/api/lists/${list.id}`, admin.cookie, {
      assigneeIds: [assignee.user.id],
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    await attempt(assignee.cookie, voter.id, { channel: 'door', result: 'talked', listId: list.id });
    const byVolunteer = [{ name: 'Asa Tester', attempted: 1 }];
    for (const manager of [owner, admin]) {
      const managed = await openList(manager.cookie, list.id);
      expect(managed.byVolunteer).toEqual(byVolunteer);
      expect(managed.canManage).toBe(true);
    }
    const theirs = await openList(assignee.cookie, list.id);
    expect(theirs).not.toHaveProperty('byVolunteer');
    expect(theirs.canManage).toBe(false);
    expect(theirs.progress).toEqual({ total: 1, attempted: 1, byResult: { talked: 1 } });
  });

  it('refuses unknown filters, bad names and kinds, and a list over the size cap with 400', async () => {
    const { cookie, user } = await as('admin');
    for (let i = 0; i < 12; i++) await person(`Cap${i}`, `${i + 1} Spruce St`);
    for (const body of [
      { name: 'x', kind: 'walk', filters: { colour: 'blue' } },
      { name: 'x', kind: 'walk', filters: { supporterStatus: 'maybe' } },
      { name: 'x', kind: 'walk', filters: { lastResult: 'maybe' } },
      { name: '', kind: 'walk', filters: {} },
      { name: 'x', kind: 'drive', filters: {} },
      { name: 'x', kind: 'walk', filters: { minAge: 'old' } },
    ]) {
      const res = await req('POST', '/api/lists', cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    await updateSettings(t.db, user.id, { listSizeCap: 10 });
    try {
      const res = await req('POST', '/api/lists', cookie, {
        name: 'Big',
        kind: 'walk',
        filters: { address: 'spruce' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/at most 10/);
    } finally {
      await updateSettings(t.db, user.id, { listSizeCap: 50_000 });
    }
  });

  it('refuses to make or refresh a list without a name, an address or a filter, for every role (400)', async () => {
    await people(singles(3, 1, 'Whole'));
    for (const role of ['editor', 'admin'] as const) {
      const { cookie, user } = await as(role);
      for (const filters of [{}, { party: 'all' }, { firstName: ' ' }]) {
        const res = await req('POST', '/api/lists', cookie, { name: 'Everyone', kind: 'walk', filters });
        expect(res.statusCode, `${role} ${JSON.stringify(filters)}: ${res.body}`).toBe(400);
        expect(res.json().message).toMatch(/^Add a name, an address or a filter/);
      }
      // A list stored without criteria (made before the rule) is not refreshed into the whole file either.
      const [old] = await t.db
        .insert(contactLists)
        .values({ name: 'Old', kind: 'walk', filters: {}, ownerId: user.id })
        .returning();
      const refreshed = await req('POST', `/api/lists/${old?.id}/refresh`, cookie);
      expect(refreshed.statusCode, refreshed.body).toBe(400);
      expect(refreshed.json().message).toMatch(/^Add a name, an address or a filter/);
    }
    expect((await t.db.select().from(contactLists)).map((l) => l.name)).toEqual(['Old', 'Old']);
  });

  it('a refresh keeps results already recorded and adds new matches', async () => {
    const { cookie } = await as('editor');
    const first = await person('First', '1 Holly St');
    const list = await makeList(cookie, { name: 'Holly', kind: 'walk', filters: { address: 'holly' } });
    await attempt(cookie, first.id, { channel: 'door', result: 'not-home', listId: list.id });
    // Moves away from the filter's street, but was already knocked: stays with its result.
    await t.db.update(contacts).set({ streetAddress: '1 Yew St' }).where(eq(contacts.id, first.id));
    await person('Second', '3 Holly St');
    const refreshed = await req('POST', `/api/lists/${list.id}/refresh`, cookie);
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const detail = await openList(cookie, list.id);
    expect(detail.members.map((m) => [m.fullName, m.lastResult])).toEqual([
      ['Pat Second', null],
      ['Pat First', 'not-home'],
    ]);
  });
});
