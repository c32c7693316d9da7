/**
 * `npx tsx bench/import.ts [--rows N] [--engine postgres|pglite] [--base N] [--ext txt]`: the voter-file import.
 * Writes an N-row Florida .xlsx (header row) and the same rows as the county's headerless .txt, then
 * measures parse-only times (this reader and exceljs's streaming reader), and the whole import through
 * HTTP (upload -> 202 -> progress stream -> completed) into an empty database, with the process's peak
 * RSS. With --base M, also a refresh of the N rows into a database already holding M contacts. --ext txt: the
 * .txt file only (no .xlsx).
 * PostgreSQL comes from BENCH_DATABASE_URL or TEST_DATABASE_URL (a scratch database is created).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { searchContacts } from '../src/server/contacts/search-contacts.js';
import { type Database, openDatabase } from '../src/server/db/client.js';
import { insertRowsSql } from '../src/server/db/insert-rows.js';
import { contacts } from '../src/server/db/schema/index.js';
import { generateVoters } from '../src/server/demo-data/generate-voters.js';
import { loadVoters } from '../src/server/demo-data/load-into-database.js';
import { writeVotersXlsx } from '../src/server/demo-data/write-xlsx.js';
import { mapColumns } from '../src/server/imports/column-mapping.js';
import { fileRowToVoter } from '../src/server/imports/file-row-to-voter.js';
import { VOTER_CONTACT_KEYS, type VoterContact } from '../src/server/imports/map-voter-row.js';
import { openRowSource } from '../src/server/imports/open-row-source.js';
import { writeFloridaTxt } from '../src/server/imports/test/write-florida-txt.js';
import { importOverHttp } from './import-http.js';
import { plainCopy } from './plain-copy.js';
import { makeQueries } from './search.js';

const { values } = parseArgs({
  options: {
    rows: { type: 'string' },
    engine: { type: 'string' },
    base: { type: 'string' },
    ext: { type: 'string' },
  },
});
const rows = Number(values.rows ?? 180_000);
const engine = values.engine ?? 'postgres';
const base = Number(values.base ?? 0);
const withXlsx = values.ext !== 'txt';
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (engine === 'postgres' && !postgresUrl) throw new Error('Set BENCH_DATABASE_URL or TEST_DATABASE_URL');

const out = path.join('bench', 'out');
fs.mkdirSync(out, { recursive: true });
const xlsxFile = path.join(out, `voters-${rows}.xlsx`);
const txtFile = path.join(out, `voters-${rows}.txt`);
if (withXlsx && !fs.existsSync(xlsxFile))
  await writeVotersXlsx(xlsxFile, generateVoters({ count: rows, seed: 1 }));
if (!fs.existsSync(txtFile)) await writeFloridaTxt(txtFile, generateVoters({ count: rows, seed: 1 }));

let peak = 0;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 50);
const mb = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MB`;
const results: [string, string][] = [];

async function measure(name: string, work: () => Promise<unknown>) {
  global.gc?.();
  peak = process.memoryUsage().rss;
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  await work();
  const seconds = (performance.now() - started) / 1000;
  // CPU time of every thread of this process (the app, the engine's worker): steadier than the clock when
  // other work shares the machine.
  const cpu = process.cpuUsage(cpuBefore);
  const figure = `${seconds.toFixed(1)} s (CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s), peak RSS ${mb(peak)}`;
  results.push([name, figure]);
  console.error(`${name}: ${figure}`);
  return seconds;
}

async function parseOnly(file: string, type: 'xlsx' | 'txt') {
  const source = await openRowSource(file, type);
  await source.countRows();
  let n = 0;
  for await (const _ of source.rows()) n++;
  return n;
}

async function exceljsParse(file: string) {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, { sharedStrings: 'cache', worksheets: 'emit' });
  let n = 0;
  for await (const sheet of reader) for await (const _ of sheet) n++;
  return n;
}

async function withDatabase<T>(work: (database: Database) => Promise<T>) {
  if (engine === 'pglite') {
    const database = await openDatabase({});
    await database.migrate();
    try {
      return await work(database);
    } finally {
      await database.close();
    }
  }
  const name = `gw_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(postgresUrl as string);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  try {
    await database.migrate();
    return await work(database);
  } finally {
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

if (withXlsx) {
  await measure(`parse only, this reader: ${rows.toLocaleString('en-US')}-row .xlsx`, () =>
    parseOnly(xlsxFile, 'xlsx'),
  );
  await measure(`parse only, exceljs WorkbookReader: same .xlsx`, () => exceljsParse(xlsxFile));
}
await measure(`parse only: same rows as headerless .txt`, () => parseOnly(txtFile, 'txt'));
if (withXlsx)
  await withDatabase((database) =>
    measure(`${engine}: import .xlsx into an empty database (upload to completed event)`, () =>
      importOverHttp(database, xlsxFile),
    ),
  );
/**
 * The plain-SQL limit of the same load: the same rows read and mapped, then inserted into the empty contacts
 * table, indexes and all, as plain multi-row INSERTs of 5,000 (no upsert, change record, phones or job row).
 */
async function plainInsert(database: Database, file: string) {
  const source = await openRowSource(file, 'txt');
  const now = new Date();
  let mapping: ReturnType<typeof mapColumns> | undefined;
  let batch: VoterContact[] = [];
  const flush = async () => {
    if (batch.length > 0) await database.db.execute(insertRowsSql(contacts, VOTER_CONTACT_KEYS, batch));
    batch = [];
  };
  for await (const row of source.rows()) {
    mapping ??= mapColumns(row.cells);
    const outcome = fileRowToVoter(row, mapping, now);
    if ('voter' in outcome) batch.push(outcome.voter.contact);
    if (batch.length === 5_000) await flush();
  }
  await flush();
}
await withDatabase((database) =>
  measure(`${engine}: plain SQL, the same rows inserted into an empty contacts table`, () =>
    plainInsert(database, txtFile),
  ),
);
if (engine === 'pglite')
  await withDatabase((database) =>
    measure(`${engine}: plain SQL, the same rows by COPY, indexes set aside and built again`, () =>
      plainCopy(database, txtFile),
    ),
  );
await withDatabase((database) =>
  measure(`${engine}: import .txt into an empty database (upload to completed event)`, () =>
    importOverHttp(database, txtFile),
  ),
);
if (base > 0) {
  await withDatabase(async (database) => {
    // Contacts that are not in the file (another seed), then the file once, so the refresh updates rows.
    await loadVoters(database.db, generateVoters({ count: base - rows, seed: 2 }));
    await importOverHttp(database, txtFile);
    const changed = path.join(out, `voters-${rows}-refresh.txt`);
    await writeFloridaTxt(
      changed,
      (function* () {
        let i = 0;
        for (const row of generateVoters({ count: rows, seed: 1 }))
          yield i++ % 10 === 0
            ? { ...row, 'Party Affiliation': 'NPA', 'Residence Address Line 2': 'APT 9' }
            : row;
      })(),
    );
    // Searches run back to back while the refresh runs, as volunteers keep working during an import.
    let importing = true;
    const times: number[] = [];
    const searching = (async () => {
      const queries = makeQueries('name prefix + filters', base, 400);
      for (let i = 0; importing; i++) {
        const t0 = performance.now();
        await searchContacts(database.db, queries[i % queries.length] as never);
        times.push(performance.now() - t0);
      }
    })();
    await measure(
      `${engine}: full refresh of ${rows.toLocaleString('en-US')} rows (10% changed) into ${base.toLocaleString('en-US')} contacts`,
      () =>
        importOverHttp(database, changed, true).finally(() => {
          importing = false;
        }),
    );
    await searching;
    times.sort((a, b) => a - b);
    const p95 = times[Math.ceil(times.length * 0.95) - 1] ?? 0;
    results.push([
      `${engine}: search (name prefix + filters) during that refresh, ${times.length} queries`,
      `p95 ${p95.toFixed(1)} ms`,
    ]);
  });
}
clearInterval(sampler);

console.log(
  `\nMachine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
console.log('| benchmark | figure |\n|---|---|');
for (const [name, figure] of results) console.log(`| ${name} | ${figure} |`);
