/**
 * Election season (PRODUCT.md): once ballot files are in, the profile shows the ballot, the ballotStatus filter
 * finds each group in search, lists and exports, new lists skip voters who voted and a refresh drops those who
 * voted since, the chase and cure lists hold the right voters, and the election view counts them.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ContactProfile } from '../../common/schemas/contacts.js';
import type { ElectionView } from '../../common/schemas/election.js';
import type { ListDetail } from '../../common/schemas/lists.js';
import { rows } from '../db/rows.js';
import { importFile, upload, waitForImport } from '../imports/test/import-client.js';
import { floridaTxt, voter } from '../imports/test/voter-files.js';
import { setupTestApp } from '../test/app.js';
import { addPhone, createContact, createUser, sessionCookieFor } from '../test/factories.js';

const t = setupTestApp();

async function as(role: 'viewer' | 'editor' | 'admin') {
  const user = await createUser(t.db, { role });
  return sessionCookieFor(t.app, t.db, user.id);
}

const req = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

const SUPPORTER = 'confirmed-supporter';
const LIKELY = 'likely-supporter';

/**
 * Seven voters on Oak St: Ana (supporter, P1) voted early, Ben (likely, P1) has a ballot out, Cy (supporter, P2)
 * had his ballot rejected, Dee (P2) returned hers, Eve (supporter, P2) nothing, Fay voted by mail, Gus (likely,
 * P1) has a ballot out.
 */
async function seed() {
  const voters = [
    ['Ana', '100000001', SUPPORTER, 'P1'],
    ['Ben', '100000002', LIKELY, 'P1'],
    ['Cy', '100000003', SUPPORTER, 'P2'],
    ['Dee', '100000004', 'unknown', 'P2'],
    ['Eve', '100000005', SUPPORTER, 'P2'],
    ['Fay', '100000006', 'unknown', 'P1'],
    ['Gus', '100000007', LIKELY, 'P1'],
  ] as const;
  const ids: Record<string, string> = {};
  let house = 1;
  for (const [firstName, systemId, supporterStatus, precinct] of voters) {
    const c = await createContact(t.db, {
      firstName,
      lastName: 'Oak',
      fullName: `${firstName} Oak`,
      systemId,
      voterId: systemId,
      supporterStatus,
      precinct,
      streetAddress: `${house++} Oak St`,
      zipCode: '32301',
    });
    await addPhone(t.db, c.id, `85055501${String(house).padStart(2, '0')}`);
    ids[firstName] = c.id;
  }
  return ids;
}

const ballotCsv = (lines: string[]) =>
  Buffer.from(
    `${['Voter ID,Election Date,Ballot Status,Status Date,Rejection Reason,Cure Deadline', ...lines].join('\n')}\n`,
  );

const DAY_ONE = [
  '100000001,11/03/2026,Early Voted,11/01/2026,,',
  '100000002,11/03/2026,Mailed,10/10/2026,,',
  '100000003,11/03/2026,Rejected,10/30/2026,Signature does not match,11/06/2026',
  '100000004,11/03/2026,Returned,10/29/2026,,',
  '100000006,11/03/2026,Accepted,10/28/2026,,',
  '100000007,11/03/2026,Requested,10/05/2026,,',
];

const names = async (url: string, cookie: string) => {
  const res = await req('GET', url, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().contacts as { firstName: string }[]).map((c) => c.firstName).sort();
};

async function listMembers(cookie: string, id: string) {
  const res = await req('GET', `/api/lists/${id}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as ListDetail).members;
}

async function makeList(cookie: string, body: object) {
  const res = await req('POST', '/api/lists', cookie, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; size: number };
}

describe('election season', () => {
  it('shows the ballot on the profile with the file it came from', async () => {
    const ids = await seed();
    const admin = await as('admin');
    await importFile(t.app, admin, ballotCsv(DAY_ONE), 'ballots-1030.csv');
    const profile = async (name: string) =>
      ((await req('GET', `/api/contacts/${ids[name]}`, admin)).json() as ContactProfile).ballot;
    expect(await profile('Cy')).toMatchObject({
      electionDate: '2026-11-03',
      status: 'rejected',
      statusDate: '2026-10-30',
      reason: 'Signature does not match',
      cureDeadline: '2026-11-06',
      fileName: 'ballots-1030.csv',
    });
    expect(await profile('Ana')).toMatchObject({ status: 'early', statusDate: '2026-11-01' });
    expect(await profile('Eve')).toBeNull();
  });

  it('finds each ballot group in search and export, for the latest election or the one asked', async () => {
    await seed();
    const admin = await as('admin');
    const search = (q: string) => names(`/api/contacts/search?lastName=Oak&${q}`, admin);
    // Before any ballot file: nobody has a ballot, nobody has voted.
    expect(await search('ballotStatus=voted')).toEqual([]);
    expect(await search('ballotStatus=not-voted')).toHaveLength(7);
    await importFile(t.app, admin, ballotCsv(DAY_ONE), 'ballots.csv');
    expect(await search('ballotStatus=requested')).toEqual(['Ben', 'Gus']);
    expect(await search('ballotStatus=returned')).toEqual(['Dee']);
    expect(await search('ballotStatus=rejected')).toEqual(['Cy']);
    expect(await search('ballotStatus=voted')).toEqual(['Ana', 'Fay']);
    expect(await search('ballotStatus=not-voted')).toEqual(['Ben', 'Cy', 'Dee', 'Eve', 'Gus']);
    expect(await search('ballotStatus=voted&electionDate=2024-11-05')).toEqual([]);
    const bad = await req('GET', '/api/contacts/search?ballotStatus=maybe', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(
      'Ballot status: \\"maybe\\" is not one of requested, returned, rejected, voted, not-voted',
    );
    const preview = await req('POST', '/api/admin/export/preview', admin, {
      ballot: { status: 'requested' },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().count).toBe(2);
  });

  it('says a list skips voters who voted only once an election has ballot files', async () => {
    await seed();
    const admin = await as('admin');
    const editor = await as('editor');
    const before = await makeList(editor, {
      name: 'Oak St, before',
      kind: 'walk',
      filters: { lastName: 'Oak' },
    });
    const skips = async (id: string) =>
      ((await req('GET', '/api/lists', editor)).json() as { id: string; skipsVoted: boolean }[]).find(
        (l) => l.id === id,
      )?.skipsVoted;
    expect(await skips(before.id)).toBe(false);
    await importFile(t.app, admin, ballotCsv(DAY_ONE), 'ballots.csv');
    expect(await skips(before.id)).toBe(true);
  });

  it('finds a voter by a last name and a ballot group after a refresh renames them', async () => {
    await seed();
    const admin = await as('admin');
    await importFile(t.app, admin, ballotCsv(DAY_ONE), 'ballots.csv');
    const search = (q: string) => names(`/api/contacts/search?${q}`, admin);
    expect(await search('lastName=Oa&ballotStatus=voted')).toEqual(['Ana', 'Fay']);
    // The county's next voter file: Fay, who voted by mail, is now Fay Elm.
    const refresh = await importFile(
      t.app,
      admin,
      floridaTxt([voter({ 'Voter ID': '100000006', 'Name First': 'FAY', 'Name Last': 'ELM' })]),
      'LEO_20261101.txt',
    );
    expect(refresh).toMatchObject({ status: 'completed', updated: 1 });
    expect(await search('lastName=El&ballotStatus=voted')).toEqual(['Fay']);
    expect(await search('lastName=El&ballotStatus=not-voted')).toEqual([]);
    expect(await search('lastName=Oa&ballotStatus=voted')).toEqual(['Ana']);
    expect(await search('lastName=Oa&ballotStatus=not-voted')).toEqual(['Ben', 'Cy', 'Dee', 'Eve', 'Gus']);
  });

  it('finds a ballot group with a name by nickname, by a compound surname’s last part, by a first name alone and beside other filters', async () => {
    await seed();
    await createContact(t.db, {
      firstName: 'William',
      lastName: 'Reyes-Oak',
      fullName: 'William Reyes-Oak',
      systemId: '100000008',
      voterId: '100000008',
      precinct: 'P2',
    });
    const admin = await as('admin');
    await importFile(
      t.app,
      admin,
      ballotCsv([...DAY_ONE, '100000008,11/03/2026,Accepted,10/27/2026,,']),
      'b.csv',
    );
    const search = (q: string) => names(`/api/contacts/search?${q}`, admin);
    // Read from the ballots alone: a nickname, and the last part of a compound surname.
    expect(await search('firstName=Bill&lastName=Reyes&ballotStatus=voted')).toEqual(['William']);
    expect(await search('firstName=Bill&lastName=Oak&ballotStatus=voted')).toEqual(['William']);
    expect(await search('lastName=Oak&ballotStatus=voted')).toEqual(['Ana', 'Fay', 'William']);
    expect(await search('lastName=Oak&ballotStatus=returned')).toEqual(['Dee']);
    // Beside a filter the ballots do not carry, and "not voted".
    expect(await search('lastName=Oak&precinct=P1&ballotStatus=voted')).toEqual(['Ana', 'Fay']);
    expect(await search('lastName=Oak&precinct=P2&ballotStatus=voted')).toEqual(['William']);
    expect(await search('lastName=Oak&precinct=P2&ballotStatus=not-voted')).toEqual(['Cy', 'Dee', 'Eve']);
    expect(await search('lastName=Oak&ballotStatus=not-voted')).toEqual(['Ben', 'Cy', 'Dee', 'Eve', 'Gus']);
    expect(await search('firstName=Bill&lastName=Oak&ballotStatus=not-voted')).toEqual([]);
    // A first name alone.
    expect(await search('firstName=Bill&ballotStatus=voted')).toEqual(['William']);
    expect(await search('firstName=A&ballotStatus=voted')).toEqual(['Ana']);
    expect(await search('firstName=Ev&ballotStatus=not-voted')).toEqual(['Eve']);
    expect(await search('firstName=Bill&precinct=P1&ballotStatus=voted')).toEqual([]);
  });

  it('leaves out a voter a full refresh marked inactive, and finds them again once a file lists them', async () => {
    await seed();
    const admin = await as('admin');
    await importFile(t.app, admin, ballotCsv(DAY_ONE), 'ballots.csv');
    const search = (q: string) => names(`/api/contacts/search?${q}`, admin);
    const oak = (first: string, id: string) =>
      voter({ 'Voter ID': id, 'Name First': first, 'Name Last': 'OAK' });
    const everyoneBut = (left: string) =>
      floridaTxt(
        [
          oak('ANA', '100000001'),
          oak('BEN', '100000002'),
          oak('CY', '100000003'),
          oak('DEE', '100000004'),
          oak('EVE', '100000005'),
          oak('FAY', '100000006'),
          oak('GUS', '100000007'),
        ].filter((v) => v['Voter ID'] !== left),
      );
    // The county's full file no longer lists Fay, who voted by mail.
    const { uploadId } = await upload(t.app, admin, everyoneBut('100000006'), 'LEO_20261101.txt', true, {
      confirmDeactivate: '1',
    });
    expect(await waitForImport(t.app, admin, uploadId)).toMatchObject({
      status: 'completed',
      deactivated: 1,
    });
    expect(await search('lastName=Oa&ballotStatus=voted')).toEqual(['Ana']);
    expect(await search('lastName=Oa&firstName=F&ballotStatus=voted')).toEqual([]);
    // The next full file lists her again.
    await importFile(t.app, admin, everyoneBut(''), 'LEO_20261102.txt', true);
    expect(await search('lastName=Oa&ballotStatus=voted')).toEqual(['Ana', 'Fay']);
  });

  it('makes new lists without voters who voted unless told, and a refresh drops those who voted since', async () => {
    const ids = await seed();
    const admin = await as('admin');
    const editor = await as('editor');
    await importFile(t.app, admin, ballotCsv(DAY_ONE), 'ballots.csv');
    const walk = await makeList(editor, { name: 'Oak St', kind: 'walk', filters: { lastName: 'Oak' } });
    expect(walk.size).toBe(5);
    const everyone = await makeList(editor, {
      name: 'Oak St, all',
      kind: 'walk',
      filters: { lastName: 'Oak' },
      skipVoted: false,
    });
    expect(everyone.size).toBe(7);
    // Each list says which it is, for its page to tell the volunteer.
    const mine = (await req('GET', '/api/lists', editor)).json() as { id: string; skipsVoted: boolean }[];
    expect(mine.find((l) => l.id === walk.id)?.skipsVoted).toBe(true);
    expect(mine.find((l) => l.id === everyone.id)?.skipsVoted).toBe(false);
    // Ben is knocked, then votes early; Gus votes too. The next file says so.
    const knocked = await req('POST', `/api/contacts/${ids.Ben}/attempts`, editor, {
      channel: 'door',
      result: 'talked',
      listId: walk.id,
    });
    expect(knocked.statusCode, knocked.body).toBe(201);
    await importFile(
      t.app,
      admin,
      ballotCsv([
        ...DAY_ONE.filter((l) => !l.startsWith('100000002') && !l.startsWith('100000007')),
        '100000002,11/03/2026,Early Voted,11/02/2026,,',
        '100000007,11/03/2026,Accepted,11/02/2026,,',
      ]),
      'ballots-1102.csv',
    );
    const refreshed = await req('POST', `/api/lists/${walk.id}/refresh`, editor);
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect((await listMembers(editor, walk.id)).map((m) => m.fullName).sort()).toEqual([
      'Cy Oak',
      'Dee Oak',
      'Eve Oak',
    ]);
    // Ben's attempt stays on record.
    const attempts = await rows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM contact_attempts WHERE contact_id = ${ids.Ben}::uuid`,
    );
    expect(attempts[0]?.n).toBe(1);
    // The list made with the box unticked keeps everyone.
    await req('POST', `/api/lists/${everyone.id}/refresh`, editor);
    expect(await listMembers(editor, everyone.id)).toHaveLength(7);
  });

  it('holds the chase list (ballots out, supporters first) and the cure list (rejected, with reason and deadline)', async () => {
    await seed();
    const admin = await as('admin');
    await importFile(
      t.app,
      admin,
      ballotCsv([...DAY_ONE, '100000005,11/03/2026,Mailed,10/12/2026,,']),
      'b.csv',
    );
    const chase = await makeList(admin, {
      name: 'Chase',
      kind: 'call',
      filters: { ballotStatus: 'requested' },
      supportersFirst: true,
    });
    // Eve (confirmed) first, then Ben and Gus (likely).
    expect((await listMembers(admin, chase.id)).map((m) => m.fullName)).toEqual([
      'Eve Oak',
      'Ben Oak',
      'Gus Oak',
    ]);
    const cure = await makeList(admin, { name: 'Cure', kind: 'call', filters: { ballotStatus: 'rejected' } });
    expect((await listMembers(admin, cure.id)).map((m) => [m.fullName, m.ballot])).toEqual([
      [
        'Cy Oak',
        {
          status: 'rejected',
          statusDate: '2026-10-30',
          reason: 'Signature does not match',
          cureDeadline: '2026-11-06',
        },
      ],
    ]);
  });

  it('follows a supporter status changed before or after the ballot file in search and the election view', async () => {
    const ids = await seed();
    const admin = await as('admin');
    const setStatus = async (name: string, supporterStatus: string) => {
      const res = await req('PATCH', `/api/contacts/${ids[name]}`, admin, { supporterStatus });
      expect(res.statusCode, res.body).toBe(200);
    };
    // Before the file: Dee (returned) becomes a supporter.
    await setStatus('Dee', SUPPORTER);
    await importFile(t.app, admin, ballotCsv(DAY_ONE), 'ballots.csv');
    // After it: Fay (voted by mail) becomes one, Ana (voted early) no longer is.
    await setStatus('Fay', LIKELY);
    await setStatus('Ana', 'unknown');
    const search = (q: string) =>
      names(`/api/contacts/search?supporterStatus=${SUPPORTER},${LIKELY}&${q}`, admin);
    expect(await search('ballotStatus=voted')).toEqual(['Fay']);
    expect(await search('ballotStatus=not-voted')).toEqual(['Ben', 'Cy', 'Dee', 'Eve', 'Gus']);
    expect(await search('ballotStatus=returned')).toEqual(['Dee']);
    expect(await names(`/api/contacts/search?supporterStatus=unknown&ballotStatus=voted`, admin)).toEqual([
      'Ana',
    ]);
    const view = (await req('GET', '/api/election', admin)).json() as ElectionView;
    expect(view).toMatchObject({
      supporters: { total: 6, voted: 1, notVoted: 5 },
      byDay: [
        { date: '2026-10-28', supporters: 1, everyone: 1 },
        { date: '2026-11-01', supporters: 0, everyone: 1 },
      ],
      byPrecinct: [
        { precinct: 'P2', voted: 0, notVoted: 3 },
        { precinct: 'P1', voted: 1, notVoted: 2 },
      ],
    });
    // The next day's file keeps what the volunteers set.
    await importFile(t.app, admin, ballotCsv(DAY_ONE), 'ballots-2.csv');
    expect(await search('ballotStatus=voted')).toEqual(['Fay']);
  });

  it('counts the election view for admins and editors, and refuses viewers', async () => {
    await seed();
    const admin = await as('admin');
    const editor = await as('editor');
    const viewer = await as('viewer');
    const none = (await req('GET', '/api/election', admin)).json() as ElectionView;
    expect(none).toMatchObject({ electionDate: null, supporters: { total: 0 } });
    await importFile(t.app, admin, ballotCsv(DAY_ONE), 'ballots.csv');
    const res = await req('GET', '/api/election', editor);
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json() as ElectionView;
    expect(view).toMatchObject({
      electionDate: '2026-11-03',
      elections: ['2026-11-03'],
      files: [{ source: 'file', fileName: 'ballots.csv' }],
      ballots: {
        out: 2,
        returned: 1,
        rejected: 1,
        voted: 2,
        votedByMail: 1,
        votedEarly: 1,
        votedOnTheDay: 0,
      },
      // Supporters: Ana, Ben, Cy, Eve, Gus; only Ana voted.
      supporters: { total: 5, voted: 1, notVoted: 4 },
      byDay: [
        { date: '2026-10-28', supporters: 0, everyone: 1 },
        { date: '2026-11-01', supporters: 1, everyone: 1 },
      ],
      byPrecinct: [
        { precinct: 'P1', voted: 1, notVoted: 2 },
        { precinct: 'P2', voted: 0, notVoted: 2 },
      ],
    });
    expect((await req('GET', '/api/election', viewer)).statusCode).toBe(403);
    const bad = await req('GET', '/api/election?electionDate=11/03/2026', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('is not a date');
    // A wipe takes the ballots with the voters: no election is under way any more.
    const wiped = await req('POST', '/api/admin/database/wipe', admin, { confirmation: 'DELETE' });
    expect(wiped.statusCode, wiped.body).toBe(200);
    expect(((await req('GET', '/api/election', admin)).json() as ElectionView).electionDate).toBeNull();
  });
});
