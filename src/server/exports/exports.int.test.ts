import fs from 'node:fs';
import { parse as parseCsv } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { checkIntegrity } from '../data-admin/check-integrity.js';
import { contactEmails, contactPhones, contacts, exportFileChunks, exportJobs } from '../db/schema/index.js';
import { setupTestApp } from '../test/app.js';
import { createContact, createUser, sessionCookieFor } from '../test/factories.js';
import { EXPORT_FILE_GONE } from './export-service.js';
import { failInterruptedExports, INTERRUPTED_EXPORT_MESSAGE } from './export-worker.js';

const t = setupTestApp();

function must<T>(value: T | undefined | null): T {
  if (value === undefined || value === null) throw new Error('expected a value');
  return value;
}

async function admin() {
  const user = await createUser(t.db, { role: 'admin' });
  return sessionCookieFor(t.app, t.db, user.id);
}

const post = (url: string, cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

const born = (age: number) => `${new Date().getFullYear() - age}-01-01`;

async function seed() {
  await t.db.delete(contacts);
  const ana = await createContact(t.db, {
    systemId: 'A1',
    fullName: 'Ana Núñez',
    firstName: 'Ana',
    lastName: 'Núñez',
    zipCode: '32301-1234',
    party: 'DEM',
    voterStatus: 'ACT',
    dateOfBirth: born(30),
    supporterStatus: 'confirmed-supporter',
    notes: '=HYPERLINK("http://evil.example","click")',
  });
  await createContact(t.db, {
    systemId: 'B2',
    fullName: 'Bo Smith',
    firstName: 'Bo',
    lastName: 'Smith',
    zipCode: '32303',
    party: 'REP',
    voterStatus: 'INA',
    dateOfBirth: born(70),
    volunteerLikeliness: 'likely-to-volunteer',
  });
  await createContact(t.db, {
    systemId: 'C3',
    fullName: 'Cy Old',
    zipCode: '32301',
    voterStatus: 'ACT',
    isActive: false,
    dateOfBirth: born(50),
  });
  await t.db.insert(contactPhones).values([
    { contactId: ana.id, phoneNumber: '8505550142', isBaselineData: true },
    {
      contactId: ana.id,
      phoneNumber: '8505550199',
      phoneType: 'home',
      isManuallyAdded: true,
      isPrimary: true,
    },
  ]);
  await t.db
    .insert(contactEmails)
    .values({ contactId: ana.id, email: 'ana@example.org', isBaselineData: true });
}

async function runExport(cookie: string, payload: object) {
  const res = await post('/api/admin/export/start', cookie, payload);
  expect(res.statusCode, res.body).toBe(202);
  const { job } = res.json();
  expect(job).toMatchObject({ id: expect.any(String), status: 'pending' });
  await t.app.exportWorker.wake();
  const [row] = await t.db.select().from(exportJobs).where(eq(exportJobs.id, job.id));
  return must(row);
}

describe('export preview', () => {
  it('counts what each export type and filter would export', async () => {
    const cookie = await admin();
    await seed();
    const count = async (filters: object) => {
      const res = await post('/api/admin/export/preview', cookie, filters);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().count;
    };
    // The voters the dashboard counts (active ones), unless those no longer in the voter file are asked for.
    expect(await count({})).toBe(2);
    expect(await count({ includeInactive: true })).toBe(3);
    expect(await count({ exportType: 'active-voters' })).toBe(1);
    expect(await count({ exportType: 'supporters' })).toBe(1);
    expect(await count({ exportType: 'volunteers' })).toBe(1);
    expect(await count({ zipCodes: ['32301'] })).toBe(1);
    expect(await count({ zipCodes: ['32301'], includeInactive: true })).toBe(2);
    expect(await count({ ageRange: { min: 40, max: 100 } })).toBe(1);
    expect(await count({ ageRange: { min: 40, max: 100 }, includeInactive: true })).toBe(2);
    expect(await count({ ageRange: { min: 18, max: 35 } })).toBe(1);
    expect(await count({ party: ['rep'] })).toBe(1);
    // Days are the campaign's days (America/New_York by default), not UTC's.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
    expect(await count({ dateRange: { type: 'created', startDate: today, endDate: today } })).toBe(2);
    expect(await count({ dateRange: { type: 'updated', endDate: '2000-01-01' } })).toBe(0);
  });

  it('refuses filters that make no sense, with messages a person understands', async () => {
    const cookie = await admin();
    const cases: [object, RegExp][] = [
      [{ zipCodes: ['3230'] }, /5 digits/],
      [{ ageRange: { min: 60, max: 30 } }, /Min age must not be more than max age/],
      [{ ageRange: { min: 'old' } }, /Min age must be a number/],
      [{ dateRange: { type: 'created', startDate: '2026-02-31x' } }, /From date/],
      [{ dateRange: { type: 'created', startDate: '2026-02-30' } }, /From date is not a real date/],
      [{ dateRange: { type: 'created', startDate: '2026-05-01', endDate: '2026-04-01' } }, /From date/],
      [{ exportType: 'everyone' }, /export type/],
      [{ party: ["DEM'; drop table contacts;--"] }, /party code/],
      [{ surprise: true }, /surprise|Unrecognized/i],
      [{ includeInactive: 'yes' }, /Include voters no longer in the voter file must be on or off/],
    ];
    for (const [filters, message] of cases) {
      const res = await post('/api/admin/export/preview', cookie, filters);
      expect(res.statusCode, JSON.stringify(filters)).toBe(400);
      expect(JSON.stringify(res.json()), JSON.stringify(filters)).toMatch(message);
    }
  });
});

describe('export jobs', () => {
  it('writes exactly the matching contacts to a CSV that a spreadsheet opens safely', async () => {
    const cookie = await admin();
    await seed();
    const job = await runExport(cookie, { exportType: 'supporters' });
    expect(job).toMatchObject({ status: 'completed', progress: 100, processedRecords: 1, totalRecords: 1 });
    expect(job.filename).toMatch(/^contacts_supporters_\d{4}-\d{2}-\d{2}_\d{6}\.csv$/);
    expect(job.fileSizeBytes).toBeGreaterThan(100);

    const history = await get('/api/admin/export/history', cookie);
    expect(history.json()[0]).toMatchObject({
      id: job.id,
      status: 'completed',
      downloadUrl: job.downloadUrl,
    });
    expect(history.body).not.toMatch(/filePath|lockedBy/);

    const file = await get(must(job.downloadUrl), cookie);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${job.filename}"`);
    expect(file.body.startsWith('\uFEFF')).toBe(true);
    const records = parseCsv(file.body, { bom: true, columns: true });
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      'System ID': 'A1',
      'Full Name': 'Ana Núñez',
      'ZIP Code': '32301-1234',
      'Supporter Status': 'confirmed-supporter',
      Notes: `'=HYPERLINK("http://evil.example","click")`,
      'Primary Phone': '(850) 555-0199',
      'Primary Email': 'ana@example.org',
      'All Phones': '(850) 555-0199 (home, volunteer); (850) 555-0142 (mobile, public)',
      'All Emails': 'ana@example.org (personal, public)',
      Active: 'yes',
    });
  });

  it('writes awkward values so a spreadsheet reads them back exactly, and counts multi-line rows once', async () => {
    const cookie = await admin();
    await t.db.delete(contacts);
    const awkward = await createContact(t.db, {
      systemId: "O'B-1",
      fullName: 'Say "hi", friend',
      firstName: '-dash',
      lastName: '@handle',
      streetAddress: ' 12 Main St, Apt 3 ',
      notes: 'line one\nline "two", with comma\r\nline three',
      city: '+Plus',
      party: '',
      supporterStatus: 'confirmed-supporter',
    });
    await t.db.insert(contactPhones).values({ contactId: awkward.id, phoneNumber: '+18505550142' });
    await createContact(t.db, {
      systemId: 'plain-2',
      fullName: 'Plain Person',
      supporterStatus: 'confirmed-supporter',
    });
    const job = await runExport(cookie, { exportType: 'supporters' });
    expect(job).toMatchObject({ status: 'completed', processedRecords: 2, totalRecords: 2 });

    const file = await get(must(job.downloadUrl), cookie);
    const records: Record<string, string>[] = parseCsv(file.body, { bom: true, columns: true });
    expect(records).toHaveLength(2);
    const row = must(records.find((r) => r['System ID'] === "O'B-1"));
    expect(row).toMatchObject({
      'Full Name': 'Say "hi", friend',
      'First Name': "'-dash",
      'Last Name': "'@handle",
      'Street Address': ' 12 Main St, Apt 3 ',
      Notes: 'line one\nline "two", with comma\r\nline three',
      City: "'+Plus",
      Party: '',
      'Primary Phone': "'+18505550142",
    });
    expect(must(records.find((r) => r['System ID'] === 'plain-2'))['Full Name']).toBe('Plain Person');
  });

  it('writes .xlsx with the same rows', async () => {
    const cookie = await admin();
    await seed();
    const job = await runExport(cookie, { format: 'xlsx', zipCodes: ['32301'], includeInactive: true });
    expect(job.status).toBe('completed');
    const file = await t.app.inject({ method: 'GET', url: must(job.downloadUrl), headers: { cookie } });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = must(workbook.worksheets[0]);
    expect(sheet.rowCount).toBe(3);
    const ids = [sheet.getRow(2).getCell(1).value, sheet.getRow(3).getCell(1).value].sort();
    expect(ids).toEqual(['A1', 'C3']);
  });

  it('reports progress as server-sent events, ending with the finished job', async () => {
    const cookie = await admin();
    await seed();
    const job = await runExport(cookie, {});
    const res = await get(`/api/admin/export/progress/${job.id}`, cookie);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    const events = res.body
      .split('\n\n')
      .filter((e) => e.startsWith('data: '))
      .map((e) => JSON.parse(e.slice(6)));
    expect(events.at(-1)).toMatchObject({ id: job.id, status: 'completed', processedRecords: 2 });
  });

  it('writes the voters the dashboard counts, and those no longer in the voter file only when asked', async () => {
    const cookie = await admin();
    await seed();
    const systemIds = async (payload: object) => {
      const job = await runExport(cookie, payload);
      const file = await get(must(job.downloadUrl), cookie);
      const records: Record<string, string>[] = parseCsv(file.body, { bom: true, columns: true });
      expect(job.totalRecords).toBe(records.length);
      return records.map((r) => `${r['System ID']} ${r.Active}`).sort();
    };
    const stats = await get('/api/admin/stats', cookie);
    expect(stats.json().totalContacts).toBe(2);
    expect(await systemIds({})).toEqual(['A1 yes', 'B2 yes']);
    expect(await systemIds({ includeInactive: true })).toEqual(['A1 yes', 'B2 yes', 'C3 no']);
  });

  it('answers 404 with a message for an unknown job, its progress or its file', async () => {
    const cookie = await admin();
    for (const url of [
      '/api/admin/export/progress/7f0c5b9e-9a51-4c1e-8e43-1c2f3a4b5c6d',
      '/api/admin/export/download/not-a-uuid',
    ]) {
      const res = await get(url, cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toMatch(/no such export/);
    }
  });

  it('marks a job whose server died as failed, and removes files after 7 days', async () => {
    const cookie = await admin();
    const [dead] = await t.db
      .insert(exportJobs)
      .values({ status: 'processing', heartbeatAt: sql`now() - interval '10 minutes'` as never })
      .returning();
    const [alive] = await t.db
      .insert(exportJobs)
      .values({ status: 'processing', heartbeatAt: new Date() })
      .returning();
    expect(await failInterruptedExports(t.db)).toEqual([must(dead).id]);
    const history = (await get('/api/admin/export/history', cookie)).json();
    expect(history.find((j: { id: string }) => j.id === must(dead).id)).toMatchObject({
      status: 'failed',
      error: INTERRUPTED_EXPORT_MESSAGE,
    });
    expect(history.find((j: { id: string }) => j.id === must(alive).id).status).toBe('processing');

    await seed();
    const old = await runExport(cookie, {});
    expect((await get(must(old.downloadUrl), cookie)).statusCode).toBe(200);
    // The file is kept in the database, so any instance serves it.
    const chunks = async () =>
      (
        await t.db
          .select({ n: sql<number>`count(*)::int` })
          .from(exportFileChunks)
          .where(eq(exportFileChunks.jobId, old.id))
      )[0]?.n;
    const onDisk = () => old.filePath !== null && fs.existsSync(old.filePath);
    expect(await chunks()).toBeGreaterThan(0);
    expect(onDisk()).toBe(false);
    await t.db
      .update(exportJobs)
      .set({ completedAt: sql`now() - interval '8 days'` as never })
      .where(eq(exportJobs.id, old.id));
    const { removeExpiredExports } = await import('./export-worker.js');
    expect(await removeExpiredExports(t.db)).toBe(1);
    expect(await chunks()).toBe(0);
    expect(onDisk()).toBe(false);
    const res = await get(must(old.downloadUrl), cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(EXPORT_FILE_GONE);
  });

  it('takes the download link off an export whose file a database crash emptied, and the check passes', async () => {
    // The pieces live in an unlogged table (decision 0401): crash recovery empties it, as this DELETE does.
    const cookie = await admin();
    await seed();
    const done = await runExport(cookie, {});
    await t.db.delete(exportFileChunks).where(eq(exportFileChunks.jobId, done.id));
    const { removeExpiredExports } = await import('./export-worker.js');
    await removeExpiredExports(t.db);
    const history = (await get('/api/admin/export/history', cookie)).json();
    expect(history.find((j: { id: string }) => j.id === done.id)).toMatchObject({
      status: 'completed',
      downloadUrl: null,
    });
    const { checks } = await checkIntegrity(t.db);
    expect(checks.filter((check) => !check.ok)).toEqual([]);
  });

  it('removes the pieces a CSV export stored before its server died', async () => {
    // On PostgreSQL a CSV goes into the database as COPY produces it, so a crash can leave pieces behind.
    const [dead] = await t.db
      .insert(exportJobs)
      .values({ status: 'processing', heartbeatAt: sql`now() - interval '10 minutes'` as never })
      .returning();
    const [running] = await t.db
      .insert(exportJobs)
      .values({ status: 'processing', heartbeatAt: new Date() })
      .returning();
    for (const job of [must(dead), must(running)])
      await t.db.insert(exportFileChunks).values({ jobId: job.id, seq: 0, data: Buffer.from('Voter ID\n') });
    const piecesOf = async (jobId: string) =>
      (
        await t.db
          .select({ n: sql<number>`count(*)::int` })
          .from(exportFileChunks)
          .where(eq(exportFileChunks.jobId, jobId))
      )[0]?.n;

    await failInterruptedExports(t.db);
    const { removeExpiredExports } = await import('./export-worker.js');
    await removeExpiredExports(t.db);
    expect(await piecesOf(must(dead).id)).toBe(0);
    expect(await piecesOf(must(running).id)).toBe(1);
  });
});
