import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs, contactEmails, contactPhones, contacts, userNetworks } from '../db/schema/index.js';
import { setupTestApp } from '../test/app.js';
import { createUser, sessionCookieFor } from '../test/factories.js';
import { FLORIDA_COLUMNS, toCells } from './file-formats/florida-layout.js';
import { importFile, previewFile, progressEvents, upload, waitForImport } from './test/import-client.js';
import { csv, floridaTxt, floridaXls, floridaXlsx, voter, xlsxBuffer } from './test/voter-files.js';

const t = setupTestApp();

async function admin() {
  const user = await createUser(t.db, { role: 'admin' });
  return { user, cookie: await sessionCookieFor(t.app, t.db, user.id) };
}

const byVoterId = async (systemId: string) => {
  const [row] = await t.db.select().from(contacts).where(eq(contacts.systemId, systemId));
  if (!row) throw new Error(`no contact ${systemId}`);
  return row;
};
const phonesOf = (contactId: string) =>
  t.db.select().from(contactPhones).where(eq(contactPhones.contactId, contactId));
const count = async (table: typeof contacts | typeof auditLogs) =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n ?? 0;

const three = [
  voter({
    'Voter ID': '100000001',
    'Name Last': 'MCDONALD',
    'Daytime Area Code': '850',
    'Daytime Phone Number': '5551234',
    'Email Address': 'Ana@Example.org',
  }),
  voter({
    'Voter ID': '100000002',
    'Name First': 'SEAN',
    'Name Last': "O'BRIEN",
    'Residence Zipcode': '32301-1234',
  }),
  voter({
    'Voter ID': '100000003',
    'Name First': 'Lee',
    'Name Last': 'Smith',
    'Voter Status': 'INA',
    'Party Affiliation': 'rep',
  }),
];

describe('importing a voter file', () => {
  it('imports a legacy Excel 97-2003 workbook (.xls)', async () => {
    const { cookie } = await admin();
    const { res, uploadId } = await upload(t.app, cookie, floridaXls(three), 'leon.xls');
    expect(res.statusCode, res.body).toBe(202);
    const job = await waitForImport(t.app, cookie, uploadId);
    expect(job).toMatchObject({
      status: 'completed',
      fileType: 'xls',
      processed: 3,
      inserted: 3,
      errorCount: 0,
    });
    expect(await byVoterId('100000001')).toMatchObject({
      fullName: 'Ana McDonald',
      dateOfBirth: '1990-04-12',
      party: 'DEM',
    });
    expect((await byVoterId('100000002')).zipCode).toBe('32301-1234');
  });

  it('imports an .xlsx with the Florida header row, with live progress and one audit row', async () => {
    const { cookie } = await admin();
    const { res, uploadId } = await upload(t.app, cookie, await floridaXlsx(three), 'leon.xlsx');
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ uploadId, jobId: expect.any(String) });
    const job = await waitForImport(t.app, cookie, uploadId);
    expect(job).toMatchObject({
      status: 'completed',
      fileType: 'xlsx',
      processed: 3,
      inserted: 3,
      updated: 0,
      errorCount: 0,
    });

    const mcdonald = await byVoterId('100000001');
    expect(mcdonald).toMatchObject({
      fullName: 'Ana McDonald',
      lastName: 'McDonald',
      dateOfBirth: '1990-04-12',
      party: 'DEM',
      voterStatus: 'ACT',
      addressSource: 'public',
      isActive: true,
    });
    expect(mcdonald.lastPublicUpdate).not.toBeNull();
    expect((await phonesOf(mcdonald.id)).map((p) => [p.phoneNumber, p.isBaselineData])).toEqual([
      ['(850) 555-1234', true],
    ]);
    expect((await byVoterId('100000002')).fullName).toBe("Sean O'Brien");
    expect((await byVoterId('100000002')).zipCode).toBe('32301-1234');
    expect(await byVoterId('100000003')).toMatchObject({
      voterStatus: 'INA',
      party: 'REP',
      lastName: 'Smith',
    });

    const audit = await t.db.select().from(auditLogs);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'import', tableName: 'contacts' });

    const { res: stream, events } = await progressEvents(t.app, cookie, uploadId);
    expect(stream.headers['content-type']).toMatch(/text\/event-stream/);
    expect(events.at(-1)).toEqual({
      type: 'completed',
      phase: 'completed',
      processed: 3,
      totalRows: 3,
      currentChunk: 1,
      totalChunks: 1,
      duplicates: 0,
      errors: 0,
      result: { processed: 3, errors: [] },
      message: 'Processed 3 contacts. 0 errors.',
      preview: null,
    });
  });

  it('imports the county extract as published: tab-delimited .txt without a header row', async () => {
    const { cookie } = await admin();
    const job = await importFile(t.app, cookie, floridaTxt(three), 'LEO_20261101.txt');
    expect(job).toMatchObject({ status: 'completed', fileType: 'txt', inserted: 3, ignoredColumns: [] });
    expect((await byVoterId('100000001')).lastName).toBe('McDonald');
  });

  it('maps header variants in a .csv, lists unknown columns, reads Excel serial dates and honours the exemption', async () => {
    const { cookie } = await admin();
    const file = csv([
      [
        'VOTER_ID',
        'Last Name',
        'first name',
        'DOB',
        'Zip Code',
        'Street Address',
        'Party',
        'Area Code',
        'Phone',
        'E-mail',
        'Favourite Colour',
        'Public Records Exemption',
      ],
      [
        '200000001',
        'GARCIA-LOPEZ',
        'MARIA',
        '32874',
        '323011234',
        '1 Elm St',
        'npa',
        '850',
        '5550000',
        'maria@example.org',
        'blue',
        '',
      ],
      [
        '200000002',
        'KEPT',
        'PRIVATE',
        '1980-01-31',
        '32301',
        '2 Oak St',
        'DEM',
        '850',
        '5551111',
        'p@example.org',
        'red',
        'Y',
      ],
      ['200000003', 'SHORT', 'PHONE', '01/31/1980', '32301', '3 Oak St', 'DEM', '', '555111', '', '', ''],
    ]);
    const job = await importFile(t.app, cookie, file, 'variants.csv');
    expect(job).toMatchObject({
      status: 'completed',
      fileType: 'csv',
      inserted: 3,
      ignoredColumns: ['Favourite Colour'],
      warningCount: 1,
    });
    expect(job.warnings[0]).toMatchObject({ row: 4, message: expect.stringContaining('not 10 digits') });
    const maria = await byVoterId('200000001');
    expect(maria).toMatchObject({
      fullName: 'Maria Garcia-Lopez',
      dateOfBirth: '1990-01-01',
      zipCode: '32301-1234',
      party: 'NPA',
      streetAddress: '1 Elm St',
    });
    const exempt = await byVoterId('200000002');
    expect(exempt).toMatchObject({ dateOfBirth: '1980-01-31', streetAddress: null, zipCode: null });
    expect(await phonesOf(exempt.id)).toEqual([]);
    expect(await t.db.select().from(contactEmails).where(eq(contactEmails.contactId, exempt.id))).toEqual([]);
    expect(await phonesOf((await byVoterId('200000003')).id)).toEqual([]);
  });

  it('counts duplicate voter ids (the last row wins) and skips a bad row with its number and reason', async () => {
    const { cookie } = await admin();
    const file = floridaTxt([
      voter({ 'Voter ID': '300000001', 'Name First': 'FIRST' }),
      voter({ 'Voter ID': '', 'Name First': 'NOBODY' }),
      voter({ 'Voter ID': '300000001', 'Name First': 'SECOND' }),
    ]);
    const job = await importFile(t.app, cookie, file, 'dups.txt');
    expect(job).toMatchObject({
      status: 'completed',
      processed: 3,
      inserted: 1,
      duplicates: 1,
      errorCount: 1,
    });
    expect(job.errors).toEqual([{ row: 2, message: 'No voter ID' }]);
    expect((await byVoterId('300000001')).firstName).toBe('Second');
  });
});

describe('files saved by Excel in other settings', () => {
  it('reads a CSV saved in Windows-1252 (not UTF-8) with its accents, and the county text file too', async () => {
    const { cookie } = await admin();
    const text =
      'Voter ID,Name First,Name Last,Residence City (USPS)\r\n100000011,José,Muñoz,Tallahassee\r\n';
    const job = await importFile(t.app, cookie, Buffer.from(text, 'latin1'), 'latin1.csv');
    expect(job).toMatchObject({ status: 'completed', inserted: 1, errorCount: 0 });
    expect(await byVoterId('100000011')).toMatchObject({ firstName: 'José', lastName: 'Muñoz' });

    const txt = floridaTxt([voter({ 'Voter ID': '100000012', 'Name First': 'RENÉ', 'Name Last': 'PEÑA' })]);
    const latin1Txt = Buffer.from(txt.toString('utf8'), 'latin1');
    expect(await importFile(t.app, cookie, latin1Txt, 'LEO.txt')).toMatchObject({
      status: 'completed',
      inserted: 1,
    });
    expect(await byVoterId('100000012')).toMatchObject({ firstName: 'René', lastName: 'Peña' });
  });

  it('imports a CSV separated by semicolons (European Excel)', async () => {
    const { cookie } = await admin();
    const file = Buffer.from(
      'Voter ID;Name Last;Name First;Residence Address Line 1\n100000021;Ruiz;Ana;"1; Main St"\n100000022;Diaz;Ben;2 Oak Ave\n',
    );
    const job = await importFile(t.app, cookie, file, 'semicolon.csv');
    expect(job).toMatchObject({ status: 'completed', inserted: 2, errorCount: 0 });
    expect(await byVoterId('100000021')).toMatchObject({ firstName: 'Ana', streetAddress: '1; Main St' });
  });
});

describe('rows that are not voters', () => {
  it('a "Total" row under a spreadsheet is an error ("No name"), in the preview and the import, never a voter', async () => {
    const { cookie } = await admin();
    const rows = three.map((v) => toCells(v).map((c) => (c === '' ? null : c)));
    const total = ['Total', 29, ...FLORIDA_COLUMNS.slice(2).map(() => null)];
    const file = await xlsxBuffer([[...FLORIDA_COLUMNS], ...rows, [], total]);

    const { job: preview } = await previewFile(t.app, cookie, file, 'totals.xlsx');
    expect(preview).toMatchObject({ status: 'completed', inserted: 3, errorCount: 1 });
    expect(preview.errors).toEqual([{ row: 6, message: 'No name' }]);

    const job = await importFile(t.app, cookie, file, 'totals.xlsx');
    expect(job).toMatchObject({ status: 'completed', inserted: 3, errorCount: 1 });
    expect(job.errors).toEqual([{ row: 6, message: 'No name' }]);
    expect(await t.db.select().from(contacts).where(eq(contacts.systemId, '29'))).toEqual([]);
  });
});

describe("refreshing with next month's file", () => {
  async function seedAndEnrich(cookie: string, userId: string) {
    await importFile(t.app, cookie, floridaTxt(three), 'october.txt');
    const ana = await byVoterId('100000001');
    await t.db
      .update(contacts)
      .set({
        supporterStatus: 'confirmed-supporter',
        volunteerLikeliness: 'likely-to-volunteer',
        notes: 'Met at the market',
      })
      .where(eq(contacts.id, ana.id));
    await t.db
      .insert(contactPhones)
      .values({ contactId: ana.id, phoneNumber: '(850) 555-9999', isManuallyAdded: true, createdBy: userId });
    await t.db.insert(contactEmails).values({
      contactId: ana.id,
      email: 'ana.personal@example.org',
      isManuallyAdded: true,
      createdBy: userId,
    });
    await t.db.insert(userNetworks).values({ userId, contactId: ana.id });
    return ana;
  }

  it('updates public fields and the baseline phone but keeps everything volunteers recorded', async () => {
    const { cookie, user } = await admin();
    const before = await seedAndEnrich(cookie, user.id);
    const november = [
      {
        ...three[0],
        'Residence Address Line 1': '9 New Rd',
        'Party Affiliation': 'NPA',
        'Daytime Phone Number': '5554321',
      } as (typeof three)[0],
      ...three.slice(1),
    ];
    const job = await importFile(t.app, cookie, floridaTxt(november), 'november.txt');
    expect(job).toMatchObject({ status: 'completed', inserted: 0, updated: 1, unchanged: 2, deactivated: 0 });
    const after = await byVoterId('100000001');
    expect(after).toMatchObject({
      streetAddress: '9 New Rd',
      party: 'NPA',
      supporterStatus: 'confirmed-supporter',
      volunteerLikeliness: 'likely-to-volunteer',
      notes: 'Met at the market',
    });
    expect(after.lastPublicUpdate?.getTime() ?? 0).toBeGreaterThan(before.lastPublicUpdate?.getTime() ?? 0);
    const phones = (await phonesOf(after.id))
      .map((p) => [p.phoneNumber, p.isBaselineData, p.isManuallyAdded])
      .sort();
    expect(phones).toEqual([
      ['(850) 555-4321', true, false],
      ['(850) 555-9999', false, true],
    ]);
    const emails = await t.db.select().from(contactEmails).where(eq(contactEmails.contactId, after.id));
    expect(emails.map((e) => e.email).sort()).toEqual(['ana.personal@example.org', 'ana@example.org']);
    expect(await t.db.select().from(userNetworks)).toHaveLength(1);
  });

  it('importing the same file again changes nothing and writes no audit rows', async () => {
    const { cookie, user } = await admin();
    await seedAndEnrich(cookie, user.id);
    const stamp = await t.db.select({ id: contacts.id, updatedAt: contacts.updatedAt }).from(contacts);
    const audits = await count(auditLogs);
    const job = await importFile(t.app, cookie, floridaTxt(three), 'october-again.txt', true);
    expect(job).toMatchObject({ status: 'completed', inserted: 0, updated: 0, unchanged: 3, deactivated: 0 });
    expect(await count(auditLogs)).toBe(audits);
    expect(await t.db.select({ id: contacts.id, updatedAt: contacts.updatedAt }).from(contacts)).toEqual(
      stamp,
    );
  });

  it('a full refresh marks contacts missing from the file inactive and never deletes them; a partial one does not', async () => {
    const { cookie, user } = await admin();
    await seedAndEnrich(cookie, user.id);
    const partial = await importFile(t.app, cookie, floridaTxt(three.slice(1)), 'partial.txt');
    expect(partial.deactivated).toBe(0);
    expect((await byVoterId('100000001')).isActive).toBe(true);

    // One of three is above the mass-deactivation guard's 10 %: confirmed, as the Apply button does.
    const confirmed = await upload(t.app, cookie, floridaTxt(three.slice(1)), 'full.txt', true, {
      confirmDeactivate: '1',
    });
    const full = await waitForImport(t.app, cookie, confirmed.uploadId);
    expect(full).toMatchObject({ status: 'completed', fullRefresh: true, deactivated: 1, unchanged: 2 });
    const gone = await byVoterId('100000001');
    expect(gone).toMatchObject({
      isActive: false,
      supporterStatus: 'confirmed-supporter',
      notes: 'Met at the market',
    });
    expect(await count(contacts)).toBe(3);
    expect(await t.db.select().from(userNetworks)).toHaveLength(1);

    const back = await importFile(t.app, cookie, floridaTxt(three), 'back.txt', true);
    expect(back).toMatchObject({ updated: 1, deactivated: 0 });
    expect((await byVoterId('100000001')).isActive).toBe(true);
  });
});
