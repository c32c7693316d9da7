/** Files that are not what they claim, or are broken: each gets a clear message and changes nothing. */
import { randomUUID } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { contacts, importJobs } from '../db/schema/index.js';
import { setupTestApp } from '../test/app.js';
import { createUser, sessionCookieFor } from '../test/factories.js';
import { FLORIDA_COLUMNS } from './file-formats/florida-layout.js';
import { CELL_OUT_OF_RANGE } from './file-formats/read-xlsx.js';
import { FAR_CELL_REFERENCE, SHEET_TAG_FLOOD } from './test/crafted-files.js';
import { importFile, progressEvents, upload, waitForImport } from './test/import-client.js';
import { csv, floridaXlsx, multipart, voter, xlsxBuffer } from './test/voter-files.js';
import { workbookEntries, zip } from './test/zip-writer.js';

const t = setupTestApp();
let cookie = '';
beforeEach(async () => {
  const user = await createUser(t.db, { role: 'admin' });
  cookie = await sessionCookieFor(t.app, t.db, user.id);
});

const contactCount = async () =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(contacts))[0]?.n ?? 0;
const jobCount = async () =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(importJobs))[0]?.n ?? 0;

async function refused(file: Buffer, name: string, status: number, message: RegExp) {
  const { res } = await upload(t.app, cookie, file, name);
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().message).toMatch(message);
  expect(await contactCount()).toBe(0);
  expect(await jobCount()).toBe(0);
}

/** Accepted at upload, then the job ends with an error event carrying the message. */
async function failsInJob(file: Buffer, name: string, message: RegExp) {
  const job = await importFile(t.app, cookie, file, name);
  expect(job.status).toBe('failed');
  expect(job.message).toMatch(message);
  const { events } = await progressEvents(t.app, cookie, job.uploadId);
  expect(events.at(-1)).toMatchObject({ type: 'error', message: job.message });
  expect(await contactCount()).toBe(0);
  return job;
}

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

describe('malformed voter files', () => {
  it('refuses a PNG renamed .xlsx by its content (415)', async () => {
    await refused(PNG, 'voters.xlsx', 415, /not a voter file we can read/);
  });

  it('refuses an empty file (400)', async () => {
    await refused(Buffer.alloc(0), 'voters.xlsx', 400, /The file is empty/);
  });

  it('refuses a truncated .xlsx (400)', async () => {
    const whole = await floridaXlsx([voter({ 'Voter ID': '1234567' })]);
    await refused(
      whole.subarray(0, Math.floor(whole.length / 2)),
      'voters.xlsx',
      400,
      /damaged or incomplete/,
    );
  });

  it('refuses a zip bomb before inflating it (413)', async () => {
    const bomb = zip(workbookEntries(Buffer.alloc(64 * 1024 ** 2, 32)));
    expect(bomb.length).toBeLessThan(1024 ** 2);
    await refused(bomb, 'voters.xlsx', 413, /zip bomb/);
  });

  it('refuses a workbook whose shared strings are over their cap, by their declared size (413)', async () => {
    const sheet = '<worksheet><sheetData><row r="1"><c t="s"><v>0</v></c></row></sheetData></worksheet>';
    const strings = 'xl/sharedStrings.xml';
    const file = zip([...workbookEntries(sheet), { name: strings, data: '<sst><si><t>x</t></si></sst>' }]);
    // The central directory entry of the shared strings claims 200 MB (offset 24: uncompressed size).
    const central = file.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    expect(file.subarray(central + 46, central + 46 + strings.length).toString()).toBe(strings);
    file.writeUInt32LE(200 * 1024 ** 2, central + 24);
    await refused(file, 'voters.xlsx', 413, /shared strings\) is larger than 128 MB/);
  });

  it('refuses a zip that is not a workbook (415)', async () => {
    await refused(zip([{ name: 'notes.txt', data: 'hello' }]), 'voters.xlsx', 415, /not an Excel workbook/);
  });

  it('refuses a legacy .xls over 30 MB with advice (413), and reports a damaged one', async () => {
    const ole = (size: number) => Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(size)]);
    await refused(ole(30 * 1024 ** 2), 'voters.xls', 413, /larger than 30 MB.*"Excel Workbook \(\.xlsx\)"/);
    // Its first rows are read at upload (is it a ballot file?), so a damaged one is refused before any job exists.
    await refused(ole(512), 'voters.xls', 400, /\.xls file could not be read/);
  });

  it('answers a request that is not a file upload with 415, and one without an upload id with 400', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/admin/seed-excel',
      headers: { cookie, 'x-upload-id': randomUUID() },
      payload: {},
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toMatch(/multipart\/form-data/);
    const body = multipart(Buffer.from('a,b\n'), 'a.csv');
    const noId = await t.app.inject({
      method: 'POST',
      url: '/api/admin/seed-excel',
      headers: { cookie, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(noId.statusCode).toBe(400);
    expect(noId.json().message).toMatch(/X-Upload-ID/);
  });

  it('refuses a second upload with the same X-Upload-ID (409)', async () => {
    const file = csv([
      ['Voter ID', 'Last Name'],
      ['1234567', 'Ruiz'],
    ]);
    const first = await importFile(t.app, cookie, file, 'a.csv');
    const body = multipart(file, 'a.csv');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/admin/seed-excel',
      headers: { cookie, 'content-type': body.contentType, 'x-upload-id': first.uploadId },
      payload: body.payload,
    });
    expect(again.statusCode).toBe(409);
  });

  it('ends with an error for a header with no rows under it', async () => {
    await failsInJob(
      await xlsxBuffer([[...FLORIDA_COLUMNS]]),
      'header-only.xlsx',
      /header row but no voter rows/,
    );
  });

  it('ends with an error naming the columns found when there is no voter-ID column', async () => {
    const file = csv([
      ['Last Name', 'First Name', 'Zip'],
      ['Ruiz', 'Ana', '32301'],
    ]);
    await failsInJob(file, 'no-id.csv', /no voter ID column.*"Last Name", "First Name", "Zip"/);
  });

  it('ends with an error for a file whose first row is neither a header nor a Florida row', async () => {
    await failsInJob(Buffer.from('hello world\nsecond line\n'), 'notes.txt', /no column names we recognise/);
  });

  it('skips a row holding a 1 MB cell with its row number, and imports nothing else from it', async () => {
    const job = await failsInJob(
      csv([
        ['Voter ID', 'Last Name'],
        ['1234567', 'x'.repeat(1024 ** 2)],
      ]),
      'huge-cell.csv',
      /None of the 1 rows could be imported.*row 2: Name Last is 1,048,576 characters long/,
    );
    expect(job.errors).toEqual([{ row: 2, message: expect.stringContaining('at most 1,000') }]);
  });

  it('reads formula cells by their computed value', async () => {
    const file = await xlsxBuffer([
      ['Voter ID', 'Last Name', 'First Name'],
      [{ formula: '1000000+234567', result: 1234567 }, { formula: 'UPPER("ruiz")', result: 'RUIZ' }, 'Ana'],
    ]);
    const job = await importFile(t.app, cookie, file, 'formulas.xlsx');
    expect(job).toMatchObject({ status: 'completed', inserted: 1 });
    const [row] = await t.db.select().from(contacts);
    expect(row).toMatchObject({ systemId: '1234567', fullName: 'Ana Ruiz' });
  });
});

describe('the two crafted workbooks of the security review', () => {
  /** Uploads the file, waits for its job if accepted, and gives the longest the server stopped answering. */
  async function withLongestStall(file: Buffer) {
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const { res, uploadId } = await upload(t.app, cookie, file, 'voters.xlsx');
    const job = res.statusCode === 202 ? await waitForImport(t.app, cookie, uploadId) : undefined;
    delay.disable();
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    return { res, job, stallMs: delay.max / 1e6 };
  }

  it('refuses a cell reference far beyond column XFD (it killed the process) and keeps answering', async () => {
    const { res, stallMs } = await withLongestStall(FAR_CELL_REFERENCE);
    expect(FAR_CELL_REFERENCE.length).toBeLessThan(2048);
    const message = res.statusCode === 202 ? undefined : res.json().message;
    if (message === undefined) {
      const [job] = await t.db.select().from(importJobs);
      expect(job).toMatchObject({ status: 'failed', message: CELL_OUT_OF_RANGE });
    } else expect(message).toBe(CELL_OUT_OF_RANGE);
    expect(stallMs).toBeLessThan(1000);
    expect(await contactCount()).toBe(0);
  });

  it('reads a workbook.xml full of unclosed sheet tags in linear time (it blocked every request)', async () => {
    expect(SHEET_TAG_FLOOD.length).toBeLessThan(64 * 1024);
    const { job, stallMs } = await withLongestStall(SHEET_TAG_FLOOD);
    expect(job?.status).toBe('failed');
    expect(job?.message).toMatch(/no column names we recognise|voter ID/);
    expect(stallMs).toBeLessThan(1000);
  });
});

describe('the upload size limit', () => {
  const small = setupTestApp({ config: { IMPORT_MAX_FILE_MB: '1' } });
  it('refuses a file over the limit with 413, names the two ways forward, and keeps nothing', async () => {
    const user = await createUser(small.db, { role: 'admin' });
    const admin = await sessionCookieFor(small.app, small.db, user.id);
    const { res } = await upload(small.app, admin, Buffer.alloc(1024 ** 2 + 10, 'a'), 'big.txt');
    expect(res.statusCode).toBe(413);
    const { message } = res.json();
    expect(message).toMatch(/larger than the 1 MB limit/);
    // A statewide file: the command-line import takes any size, or the administrator raises the limit.
    expect(message).toContain('npm run cli -- import');
    expect(message).toContain('IMPORT_MAX_FILE_MB');
  });
});
