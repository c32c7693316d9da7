/**
 * The voter history file (PRODUCT.md, Vote history): imported through the voter upload, recognised by its
 * layout; importing it again changes nothing; rows for unknown voters are counted and skipped; the votedIn
 * and minRecentGenerals filters of search and export are exact; the profile and Our Impact show it.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rows } from '../../db/rows.js';
import { auditLogs, contacts, voteHistory } from '../../db/schema/index.js';
import { setupTestApp } from '../../test/app.js';
import { createContact, createUser, sessionCookieFor } from '../../test/factories.js';
import { importFile, previewFile } from '../test/import-client.js';
import { csv } from '../test/voter-files.js';

const t = setupTestApp();

async function signedIn(role: 'viewer' | 'admin') {
  const user = await createUser(t.db, { role });
  return sessionCookieFor(t.app, t.db, user.id);
}

const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

/** Four voters; Dee is a confirmed supporter. */
async function seed() {
  const voter = (firstName: string, systemId: string, extra: object = {}) =>
    createContact(t.db, { firstName, fullName: `${firstName} Voter`, systemId, voterId: systemId, ...extra });
  return {
    ana: await voter('Ana', '100000001'),
    ben: await voter('Ben', '100000002'),
    cy: await voter('Cy', '100000003'),
    dee: await voter('Dee', '100000004', { supporterStatus: 'confirmed-supporter' }),
  };
}

/**
 * Five general elections (2014 is not among the last four) and a primary. Ana voted in all four recent
 * generals; Ben in two (2024 by mail, 2018 early; 2020's mail ballot was not counted, 2022 he did not
 * vote); Cy only in the 2024 primary and in 2014; Dee in three. Two rows for a voter Groundwork does not
 * have, and one row with an impossible date.
 */
const HISTORY: string[][] = [
  ['LEO', '100000001', '11/05/2024', 'GEN', 'Y'],
  ['LEO', '100000001', '11/08/2022', 'GEN', 'A'],
  ['LEO', '100000001', '11/03/2020', 'GEN', 'E'],
  ['LEO', '100000001', '11/06/2018', 'GEN', 'Y'],
  ['LEO', '100000001', '11/04/2014', 'GEN', 'Y'],
  ['LEO', '100000002', '11/05/2024', 'GEN', 'A'],
  ['LEO', '100000002', '11/08/2022', 'GEN', 'N'],
  ['LEO', '100000002', '11/03/2020', 'GEN', 'B'],
  ['LEO', '100000002', '11/06/2018', 'GEN', 'E'],
  ['LEO', '100000003', '08/20/2024', 'PRI', 'Y'],
  ['LEO', '100000003', '11/04/2014', 'GEN', 'Y'],
  ['LEO', '100000004', '11/05/2024', 'GEN', 'Y'],
  ['LEO', '100000004', '11/08/2022', 'GEN', 'E'],
  ['LEO', '100000004', '11/03/2020', 'GEN', 'Y'],
  ['LEO', '100000004', '11/06/2018', 'GEN', 'P'],
  ['LEO', '999999999', '11/05/2024', 'GEN', 'Y'],
  ['LEO', '999999999', '11/08/2022', 'GEN', 'Y'],
  ['LEO', '100000001', '13/45/2024', 'GEN', 'Y'],
];
const KNOWN_ROWS = 15;
const txt = (rows: string[][]) => Buffer.from(`${rows.map((r) => r.join('\t')).join('\r\n')}\r\n`);

const historyCount = async () =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(voteHistory))[0]?.n ?? 0;
const auditCount = async () =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(auditLogs))[0]?.n ?? 0;

const names = (body: string) =>
  (JSON.parse(body).contacts as { firstName: string }[]).map((c) => c.firstName).sort();
const fieldMessages = (body: string) =>
  (JSON.parse(body).errors as { message: string }[] | undefined)?.map((e) => e.message) ?? [];

describe('importing the voter history file', () => {
  it('is recognised by its layout, skips and counts unknown voters, and changes nothing the second time', async () => {
    await seed();
    const cookie = await signedIn('admin');
    const first = await importFile(t.app, cookie, txt(HISTORY), 'LEO_H_20250110.txt');
    expect(first).toMatchObject({
      status: 'completed',
      kind: 'history',
      processed: HISTORY.length,
      inserted: KNOWN_ROWS,
      updated: 0,
      unchanged: 0,
      unknownVoters: 2,
      errorCount: 1,
    });
    expect(first.errors[0]).toEqual({
      row: 18,
      message: 'Election Date "13/45/2024" is not a date (MM/DD/YYYY)',
    });
    expect(first.message).toContain('2 rows for voters not in Groundwork skipped');
    expect(await historyCount()).toBe(KNOWN_ROWS);
    // Nobody was added from a history file.
    expect((await t.db.select().from(contacts)).length).toBe(4);

    const audits = await auditCount();
    const again = await importFile(t.app, cookie, txt(HISTORY), 'LEO_H_20250110.txt');
    expect(again).toMatchObject({
      status: 'completed',
      kind: 'history',
      inserted: 0,
      updated: 0,
      unchanged: KNOWN_ROWS,
      unknownVoters: 2,
    });
    expect(await historyCount()).toBe(KNOWN_ROWS);
    expect(await auditCount()).toBe(audits);
  });

  it('is never listed as a complete list, even when "This file is the complete list" was ticked', async () => {
    await seed();
    const cookie = await signedIn('admin');
    const job = await importFile(t.app, cookie, txt(HISTORY), 'LEO_H_20250110.txt', true);
    expect(job).toMatchObject({ status: 'completed', kind: 'history', fullRefresh: false, deactivated: 0 });
    expect((await t.db.select().from(contacts).where(eq(contacts.isActive, true))).length).toBe(4);
  });

  it('reads a .csv with a header row, the last row for a voter and election winning, and updates a changed code', async () => {
    const { ben } = await seed();
    const cookie = await signedIn('admin');
    await importFile(t.app, cookie, txt(HISTORY), 'LEO_H_20250110.txt');
    const file = csv([
      ['Voter ID', 'Election Date', 'Election Type', 'History Code', 'Precinct'],
      ['100000002', '11/08/2022', 'GEN', 'N', '1401'],
      ['100000002', '2022-11-08', 'gen', 'y', '1401'],
      ['100000002', '11/05/2024', 'GEN', 'A', '1401'],
    ]);
    const job = await importFile(t.app, cookie, file, 'history.csv');
    expect(job).toMatchObject({
      status: 'completed',
      kind: 'history',
      processed: 3,
      duplicates: 1,
      inserted: 0,
      updated: 1,
      unchanged: 1,
      ignoredColumns: ['Precinct'],
    });
    const [row] = await t.db
      .select()
      .from(voteHistory)
      .where(sql`${voteHistory.contactId} = ${ben.id} AND ${voteHistory.electionDate} = '2022-11-08'`);
    expect(row?.historyCode).toBe('Y');
    // Ben now voted in 3 of the last 4 generals.
    expect(names((await get('/api/contacts/search?minRecentGenerals=3', cookie)).body)).toEqual([
      'Ana',
      'Ben',
      'Dee',
    ]);
  });

  it('previews a history file without writing anything', async () => {
    await seed();
    const cookie = await signedIn('admin');
    const { job, preview } = await previewFile(t.app, cookie, txt(HISTORY), 'LEO_H_20250110.txt');
    expect(job).toMatchObject({ status: 'completed', kind: 'history', dryRun: true });
    expect(preview).toMatchObject({ kind: 'history', added: KNOWN_ROWS, unknownVoters: 2, errors: 1 });
    expect(await historyCount()).toBe(0);
  });

  it('refuses a history file none of whose rows can be read, writing nothing', async () => {
    await seed();
    const cookie = await signedIn('admin');
    const job = await importFile(
      t.app,
      cookie,
      csv([
        ['Voter ID', 'Election Date', 'Election Type', 'History Code'],
        ['100000001', 'soon', 'GEN', 'Y'],
      ]),
      'history.csv',
    );
    expect(job.status).toBe('failed');
    expect(job.message).toContain('Election Date "soon" is not a date');
    expect(await historyCount()).toBe(0);
  });
});

describe('the votedIn and minRecentGenerals filters', () => {
  it('find exactly the voters of a crafted history in search and export preview', async () => {
    await seed();
    const admin = await signedIn('admin');
    await importFile(t.app, admin, txt(HISTORY), 'LEO_H_20250110.txt');
    const viewer = await signedIn('viewer');
    const search = async (query: string) => {
      const res = await get(`/api/contacts/search?${query}`, viewer);
      expect(res.statusCode, res.body).toBe(200);
      return names(res.body);
    };
    expect(await search('minRecentGenerals=4')).toEqual(['Ana']);
    expect(await search('minRecentGenerals=3')).toEqual(['Ana', 'Dee']);
    expect(await search('minRecentGenerals=2')).toEqual(['Ana', 'Ben', 'Dee']);
    expect(await search('minRecentGenerals=0')).toEqual(['Ana', 'Ben', 'Cy', 'Dee']);
    expect(await search('votedIn=2024-11-05')).toEqual(['Ana', 'Ben', 'Dee']);
    // B (a mail ballot not counted), N and P are not voting.
    expect(await search('votedIn=2020-11-03')).toEqual(['Ana', 'Dee']);
    expect(await search('votedIn=2018-11-06')).toEqual(['Ana', 'Ben']);
    expect(await search('votedIn=2024-11-05,2018-11-06')).toEqual(['Ana', 'Ben']);
    // Several dates: Cy voted in none of the last four generals but in both of these.
    expect(await search('votedIn=2014-11-04,2024-08-20')).toEqual(['Cy']);
    expect(await search('votedIn=2014-11-04,2024-11-05')).toEqual(['Ana']);
    expect(await search('votedIn=2024-11-05,2022-11-08,2020-11-03&lastName=te')).toEqual(['Ana', 'Dee']);
    expect(await search('votedIn=2024-11-05,2016-11-08')).toEqual([]);
    expect(await search('votedIn=2024-08-20')).toEqual(['Cy']);
    expect(await search('votedIn=2024-08-20&minRecentGenerals=1')).toEqual([]);
    expect(await search('votedIn=2016-11-08')).toEqual([]);

    const preview = async (payload: object) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/export/preview',
        headers: { cookie: admin },
        payload,
      });
      expect(res.statusCode, res.body).toBe(200);
      return JSON.parse(res.body).count;
    };
    expect(await preview({ minRecentGenerals: 3 })).toBe(2);
    expect(await preview({ votedIn: ['2024-11-05', '2022-11-08'] })).toBe(2);
    expect(await preview({ votedIn: ['2014-11-04'], minRecentGenerals: 0 })).toBe(2);
  });

  it('counts again after a history import changes who matches', async () => {
    await seed();
    const admin = await signedIn('admin');
    await importFile(t.app, admin, txt(HISTORY.slice(0, 9)), 'part.txt');
    const total = async () =>
      JSON.parse((await get('/api/contacts/search?minRecentGenerals=3', admin)).body).total;
    expect(await total()).toBe(1);
    await importFile(t.app, admin, txt(HISTORY), 'LEO_H_20250110.txt');
    expect(await total()).toBe(2);
  });

  it('follow a changed history code across several dates, and a repeated import rewrites no turnout row', async () => {
    await seed();
    const admin = await signedIn('admin');
    await importFile(t.app, admin, txt(HISTORY), 'LEO_H_20250110.txt');
    const voters = async () =>
      names((await get('/api/contacts/search?votedIn=2024-11-05,2022-11-08', admin)).body);
    expect(await voters()).toEqual(['Ana', 'Dee']);
    const versions = () =>
      rows<{ contact_id: string; version: string }>(
        t.db,
        sql`SELECT contact_id, xmin::text AS version FROM contact_turnout ORDER BY 1`,
      );
    const before = await versions();
    await importFile(t.app, admin, txt(HISTORY), 'again.txt');
    expect(await versions()).toEqual(before);

    // Dee did not vote in 2022 after all; Ben did.
    const changed = HISTORY.map((row) =>
      row[2] !== '11/08/2022'
        ? row
        : row[1] === '100000004'
          ? [...row.slice(0, 4), 'N']
          : [...row.slice(0, 4), 'Y'],
    );
    await importFile(t.app, admin, txt(changed), 'changed.txt');
    expect(await voters()).toEqual(['Ana', 'Ben']);
  });

  it('refuses bad values with a message, in search and export', async () => {
    const cookie = await signedIn('admin');
    for (const [query, message] of [
      ['minRecentGenerals=5', 'minRecentGenerals must be at most 4'],
      ['minRecentGenerals=-1', 'minRecentGenerals must be at least 0'],
      ['minRecentGenerals=two', 'minRecentGenerals must be a number'],
      ['minRecentGenerals=2.5', 'minRecentGenerals must be a whole number'],
      [
        'votedIn=2024-13-01',
        'Voted in: "2024-13-01" is not a date; write each election date as YYYY-MM-DD, such as 2024-11-05',
      ],
      [
        'votedIn=11/05/2024',
        'Voted in: "11/05/2024" is not a date; write each election date as YYYY-MM-DD, such as 2024-11-05',
      ],
    ] as const) {
      const res = await get(`/api/contacts/search?${query}`, cookie);
      expect(res.statusCode, query).toBe(400);
      expect(fieldMessages(res.body), query).toContain(message);
    }
    const many = Array.from({ length: 21 }, (_, i) => `2000-01-${String(i + 1).padStart(2, '0')}`).join(',');
    const tooMany = await get(`/api/contacts/search?votedIn=${many}`, cookie);
    expect(tooMany.statusCode).toBe(400);
    expect(fieldMessages(tooMany.body)).toContain('Voted in: at most 20 election dates');

    const preview = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/admin/export/preview', headers: { cookie }, payload });
    const badCount = await preview({ minRecentGenerals: 7 });
    expect(badCount.statusCode).toBe(400);
    expect(fieldMessages(badCount.body)).toContain('minRecentGenerals must be at most 4');
    const badDate = await preview({ votedIn: ['2024-02-30'] });
    expect(badDate.statusCode).toBe(400);
    expect(fieldMessages(badDate.body)).toContain(
      'Voted in: "2024-02-30" is not a date; write each election date as YYYY-MM-DD, such as 2024-11-05',
    );
  });
});

describe('voting history on the profile and in Our Impact', () => {
  it('shows the elections newest first and the count of the last four generals; Impact counts reliable supporters', async () => {
    const { ana, cy } = await seed();
    const cookie = await signedIn('admin');
    const before = JSON.parse((await get(`/api/contacts/${ana.id}`, cookie)).body);
    expect(before.votingHistory).toBeNull();
    expect(JSON.parse((await get('/api/impact/stats', cookie)).body).reliableVoters).toBeNull();

    await importFile(t.app, cookie, txt(HISTORY), 'LEO_H_20250110.txt');
    const profile = JSON.parse((await get(`/api/contacts/${ana.id}`, cookie)).body);
    expect(profile.votingHistory).toEqual({
      recentGenerals: 4,
      generals: 4,
      elections: [
        { date: '2024-11-05', type: 'GEN', code: 'Y' },
        { date: '2022-11-08', type: 'GEN', code: 'A' },
        { date: '2020-11-03', type: 'GEN', code: 'E' },
        { date: '2018-11-06', type: 'GEN', code: 'Y' },
        { date: '2014-11-04', type: 'GEN', code: 'Y' },
      ],
    });
    const cys = JSON.parse((await get(`/api/contacts/${cy.id}`, cookie)).body).votingHistory;
    expect(cys).toMatchObject({ recentGenerals: 0, generals: 4 });
    expect(cys.elections.map((e: { date: string }) => e.date)).toEqual(['2024-08-20', '2014-11-04']);

    // Dee: a confirmed supporter, 3 of 4. Ana votes reliably but is not a confirmed supporter.
    await t.db.update(contacts).set({ supporterStatus: 'likely-supporter' }).where(eq(contacts.id, ana.id));
    const impact = await t.app.inject({ method: 'GET', url: '/api/impact/stats', headers: { cookie } });
    expect(JSON.parse(impact.body).reliableVoters).toBe(1);
  });
});
