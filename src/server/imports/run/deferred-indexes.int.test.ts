import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkIntegrity } from '../../data-admin/check-integrity.js';
import { oneRow, rows } from '../../db/rows.js';
import { generateVoters } from '../../demo-data/generate-voters.js';
import { setupTestDatabase } from '../../test/database.js';
import { folderForThisFile } from '../../test/temp-folders.js';
import { openRowSource } from '../file-formats/open-row-source.js';
import type { RowSource } from '../file-formats/row-source.js';
import { voterFileJob } from '../test/voter-file-job.js';
import { writeFloridaTxt } from '../test/write-florida-txt.js';
import { deferIndexes, LARGE_LOAD_ROWS, rebuildDeferredIndexes } from './deferred-indexes.js';
import { runImport } from './run-import.js';

const t = setupTestDatabase();
const work = folderForThisFile('gw-deferred-');

const VOTERS = LARGE_LOAD_ROWS + 2_000;
const contactIndexes = () =>
  rows<{ indexname: string; indexdef: string }>(
    t.db,
    sql`select indexname, indexdef from pg_indexes where tablename = 'contacts' order by indexname`,
  );
const listed = () => rows<{ name: string }>(t.db, sql`select name from deferred_indexes`);
const storedContacts = async () =>
  (await oneRow<{ n: number }>(t.db, sql`select count(*)::int as n from contacts`)).n;
const integrityCheck = async () =>
  (await checkIntegrity(t.db)).checks.find((c) => c.label.startsWith('every index a large import'));

async function voterFile() {
  const file = path.join(work, `voters-${randomUUID()}.txt`);
  await writeFloridaTxt(file, generateVoters({ count: VOTERS, seed: 3 }));
  return file;
}

async function importSource(source: RowSource) {
  const job = await voterFileJob(t.db);
  return runImport({ db: t.db, jobId: job.id, source, fileName: 'voters.txt', full: false, userId: null });
}

describe('a large first import', () => {
  it('loads without the secondary indexes and ends with every one of them built again', {
    timeout: 120_000,
  }, async () => {
    const before = await contactIndexes();
    expect(before.length).toBeGreaterThan(10);
    const source = await openRowSource(await voterFile(), 'txt');
    let duringImport: string[] = [];
    const watched: RowSource = {
      countRows: () => source.countRows(),
      async *rows() {
        for await (const row of source.rows()) {
          if (row.rowNumber === VOTERS) duringImport = (await contactIndexes()).map((i) => i.indexname);
          yield row;
        }
      },
    };
    const totals = await importSource(watched);
    expect(totals.inserted).toBe(VOTERS);
    expect(duringImport.sort()).toEqual(['contacts_pkey', 'contacts_system_id_unique']);
    expect(await contactIndexes()).toEqual(before);
    expect(await listed()).toEqual([]);
  });

  it('builds them again when the import fails half way', { timeout: 120_000 }, async () => {
    const before = await contactIndexes();
    const source = await openRowSource(await voterFile(), 'txt');
    const failing: RowSource = {
      countRows: () => source.countRows(),
      async *rows() {
        for await (const row of source.rows()) {
          if (row.rowNumber > VOTERS / 2) throw new Error('the disk went away');
          yield row;
        }
      },
    };
    await expect(importSource(failing)).rejects.toThrow('the disk went away');
    expect(await storedContacts()).toBeGreaterThan(0);
    expect(await contactIndexes()).toEqual(before);
    expect(await listed()).toEqual([]);
  });

  it('leaves a list that the integrity check reports and the job sweep builds (a crash between the two)', async () => {
    const before = await contactIndexes();
    expect(await deferIndexes(t.db, 'contacts')).toBe(before.length - 2); // the primary key and system id stay
    expect((await contactIndexes()).map((i) => i.indexname).sort()).toEqual([
      'contacts_pkey',
      'contacts_system_id_unique',
    ]);
    expect(await integrityCheck()).toMatchObject({ ok: false });
    expect(await rebuildDeferredIndexes(t.db)).toBe(before.length - 2);
    expect(await contactIndexes()).toEqual(before);
    expect(await integrityCheck()).toMatchObject({ ok: true });
    expect(await rebuildDeferredIndexes(t.db)).toBe(0);
  });
});
