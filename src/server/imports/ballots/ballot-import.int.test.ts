/**
 * Ballot files (PRODUCT.md, Election season): the Florida daily vote-by-mail file, the next day's file replacing
 * it (a status moving back), the early voting list beside it, the generic CSV, a dry run, and bad files refused
 * before anything changes.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rows } from '../../db/rows.js';
import { setupTestApp } from '../../test/app.js';
import { createContact, createUser, sessionCookieFor } from '../../test/factories.js';
import { importFile, previewFile, upload } from '../test/import-client.js';

const t = setupTestApp();

async function admin() {
  const user = await createUser(t.db, { role: 'admin' });
  return sessionCookieFor(t.app, t.db, user.id);
}

async function seed() {
  for (const [first, id] of [
    ['Ana', '100000001'],
    ['Ben', '100000002'],
    ['Cy', '100000003'],
    ['Dee', '100000004'],
  ] as const)
    await createContact(t.db, { firstName: first, fullName: `${first} Voter`, systemId: id, voterId: id });
}

const ELECTION = '11/03/2026';
/** A record of the Florida request file: record type, county, voter id, election number, date, name, change date, code. */
const vbm = (voterId: string, changed: string, code: string, ...rest: string[]) =>
  ['AbStat', 'LEO', voterId, '1234', ELECTION, '2026 General Election', changed, code, ...rest].join('\t');
const file = (lines: string[]) => Buffer.from(`${lines.join('\r\n')}\r\n`);

const stored = () =>
  rows<{ systemId: string; status: string; statusDate: string | null; source: string }>(
    t.db,
    sql`SELECT c.system_id AS "systemId", b.status, b.status_date::text AS "statusDate", b.source
      FROM ballots b JOIN contacts c ON c.id = b.contact_id ORDER BY c.system_id`,
  );

describe('importing ballot files', () => {
  it('reads the Florida daily file, and the next day’s file replaces it (a status moves back)', async () => {
    await seed();
    const cookie = await admin();
    const day1 = await importFile(
      t.app,
      cookie,
      file([
        vbm('100000001', '10/20/2026', 'R'),
        vbm('100000002', '10/22/2026', 'S'),
        vbm('100000003', '10/28/2026', 'V'),
        vbm('999999999', '10/28/2026', 'V'),
      ]),
      'LEO_VBM_20261029.txt',
    );
    expect(day1).toMatchObject({ status: 'completed', kind: 'ballots', inserted: 3, unknownVoters: 1 });
    expect(day1.warnings).toEqual([
      { row: 4, message: 'Voter ID 999999999 is not in the voter file: skipped' },
    ]);
    expect(await stored()).toEqual([
      { systemId: '100000001', status: 'requested', statusDate: '2026-10-20', source: 'mail' },
      { systemId: '100000002', status: 'mailed', statusDate: '2026-10-22', source: 'mail' },
      { systemId: '100000003', status: 'accepted', statusDate: '2026-10-28', source: 'mail' },
    ]);

    // Next day: Ana is no longer listed (her request was withdrawn), Cy's ballot was rejected after all.
    const day2 = await importFile(
      t.app,
      cookie,
      file([
        vbm('100000002', '10/22/2026', 'S'),
        vbm('100000003', '10/30/2026', 'V', 'Signature does not match'),
      ]),
      'LEO_VBM_20261030.txt',
    );
    // Cy's status date moved; Ana is removed. The reason column is read only under a header.
    expect(day2).toMatchObject({ status: 'completed', updated: 1, unchanged: 1, deactivated: 1 });
    expect((await stored()).map((b) => b.systemId)).toEqual(['100000002', '100000003']);

    const withHeader = (lines: string[][]) =>
      file([
        [
          'RecordType',
          'CountyId',
          'FVRSVoterIdNumber',
          'FVRSElectionNumber',
          'ElectionDate',
          'ElectionName',
          'LastAbsRecordChangeDate',
          'AbsenteeRequestStatus',
          'AbsenteeRejectionReason',
        ].join('\t'),
        ...lines.map((l) => l.join('\t')),
      ]);
    const day3 = await importFile(
      t.app,
      cookie,
      withHeader([
        ['AbStat', 'LEO', '100000002', '1234', ELECTION, 'G', '10/22/2026', 'S', ''],
        ['AbStat', 'LEO', '100000003', '1234', ELECTION, 'G', '10/30/2026', 'V', 'Signature does not match'],
      ]),
      'LEO_VBM_20261031.txt',
    );
    expect(day3).toMatchObject({ status: 'completed', kind: 'ballots', updated: 1 });
    const [cy] = await rows<{ status: string; reason: string; cure: string }>(
      t.db,
      sql`SELECT status, reason, cure_deadline::text AS cure FROM ballots b JOIN contacts c ON c.id = b.contact_id
        WHERE c.system_id = '100000003'`,
    );
    expect(cy).toEqual({ status: 'rejected', reason: 'Signature does not match', cure: '2026-11-05' });
  });

  it('keeps the early voting list beside the mail file: a voter who voted early stays voted', async () => {
    await seed();
    const cookie = await admin();
    await importFile(t.app, cookie, file([vbm('100000001', '10/20/2026', 'S')]), 'vbm.txt');
    const early = await importFile(
      t.app,
      cookie,
      file([
        'FVRSVoterIdNumber,ElectionDate,EarlyVoteDate',
        `100000001,${ELECTION},11/01/2026`,
        `100000004,2026-11-03,10/31/2026`,
      ]),
      'early.csv',
    );
    expect(early).toMatchObject({ status: 'completed', kind: 'ballots', inserted: 1, updated: 1 });
    // The next mail file still lists Ana's unreturned ballot: she stays "voted early".
    await importFile(t.app, cookie, file([vbm('100000001', '10/20/2026', 'S')]), 'vbm2.txt');
    expect(await stored()).toEqual([
      { systemId: '100000001', status: 'early', statusDate: '2026-11-01', source: 'early' },
      { systemId: '100000004', status: 'early', statusDate: '2026-10-31', source: 'early' },
    ]);
  });

  it('reads the generic CSV (any case, both date forms) and previews it without writing', async () => {
    await seed();
    const cookie = await admin();
    const csv = file([
      'Voter ID,Election Date,Ballot Status,Status Date,Rejection Reason,Cure Deadline',
      '100000001,11/03/2026,early voted,11/01/2026,,',
      '100000002,2026-11-03,REJECTED,2026-10-30,Signature does not match,11/06/2026',
      '100000003,11/03/2026,Returned,10/29/2026,,',
    ]);
    const { job, preview } = await previewFile(t.app, cookie, csv, 'ballots.csv');
    expect(job).toMatchObject({ status: 'completed', dryRun: true, kind: 'ballots' });
    expect(preview).toMatchObject({
      kind: 'ballots',
      added: 3,
      ballotFile: {
        source: 'file',
        label: 'Ballot status file (CSV)',
        elections: ['2026-11-03'],
        removed: 0,
      },
    });
    expect(await stored()).toEqual([]);
    const applied = await importFile(t.app, cookie, csv, 'ballots.csv');
    expect(applied).toMatchObject({ status: 'completed', inserted: 3 });
    expect((await stored()).map((b) => b.status)).toEqual(['early', 'rejected', 'returned']);
  });

  it('refuses wrong columns and unknown statuses with a 400 that says why, changing nothing', async () => {
    await seed();
    const cookie = await admin();
    const missing = await upload(
      t.app,
      cookie,
      file(['Voter ID,Ballot Status,Status Date', '100000001,Mailed,10/01/2026']),
      'ballots.csv',
    );
    expect(missing.res.statusCode).toBe(400);
    expect(missing.res.json().message).toContain('has no "Election Date" column');
    const unknown = await upload(
      t.app,
      cookie,
      file([
        'Voter ID,Election Date,Ballot Status,Status Date',
        '100000001,11/03/2026,Mailed,10/01/2026',
        '100000002,11/03/2026,Spoiled,10/02/2026',
      ]),
      'ballots.csv',
    );
    expect(unknown.res.statusCode).toBe(400);
    expect(unknown.res.json().message).toBe(
      '1 row has a ballot status Groundwork does not know (row 3: "Spoiled"). The statuses it reads are Requested, Mailed, Returned, Accepted, Rejected, Early Voted, Voted (any case). Nothing was imported.',
    );
    const badCode = await upload(t.app, cookie, file([vbm('100000001', '10/20/2026', 'Q')]), 'vbm.txt');
    expect(badCode.res.statusCode).toBe(400);
    expect(badCode.res.json().message).toContain('the Florida request status codes');
    expect(await stored()).toEqual([]);
  });

  it('refuses the undo of a ballot import and says how to go back', async () => {
    await seed();
    const cookie = await admin();
    const job = await importFile(t.app, cookie, file([vbm('100000001', '10/20/2026', 'R')]), 'vbm.txt');
    expect(job.undoable).toBe(false);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/imports/${job.id}/undo`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('import the earlier day’s file again');
  });
});
