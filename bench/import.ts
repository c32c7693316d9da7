/**
 * `npx tsx bench/import.ts [--rows N] [--engine embedded|postgres] [--base M] [--ext txt]`: the voter-file
 * import. Writes an N-row Florida .xlsx (header row) and the same rows as the county's headerless .txt, then
 * measures parse-only times (this reader and exceljs's streaming reader), and the whole import through HTTP
 * (upload -> 202 -> progress stream -> completed) into an empty database, beside the plain-SQL limit of the same
 * rows (plain-copy.ts: COPY into a staging table + one INSERT … SELECT into the same indexed contacts table),
 * measured in the same run before and after the import, each on a fresh database.
 * Memory: the app runs in this process, so its peak RSS is this process's; on the embedded engine the PostgreSQL
 * server's processes are added (their summed PSS, sampled every 250 ms), as is their CPU time.
 * With --base M, also a full refresh of the N rows (10% changed) into a database already holding M contacts, with
 * name searches run back to back during it, beside the same searches on the same database before the refresh.
 * --ext txt: the .txt file only (no .xlsx).
 * --engine embedded (default): the app's own PostgreSQL in a fresh temporary DATA_DIR; postgres: a scratch
 * database on BENCH_DATABASE_URL or TEST_DATABASE_URL.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import ExcelJS from 'exceljs';
import type { SearchQuery } from '../src/common/schemas/contacts.js';
import { generateVoters } from '../src/server/demo-data/generate-voters.js';
import { loadVoters } from '../src/server/demo-data/load-into-database.js';
import { writeVotersXlsx } from '../src/server/demo-data/write-xlsx.js';
import { openRowSource } from '../src/server/imports/file-formats/open-row-source.js';
import { writeFloridaTxt } from '../src/server/imports/test/write-florida-txt.js';
import { searchContacts } from '../src/server/search/search-contacts.js';
import { type BenchDatabase, describeEngine, engineOption, withFreshDatabase } from './engine.js';
import { importOverHttp } from './import-http.js';
import { plainCopyInsert } from './plain-copy.js';
import {
  mb,
  peakOf,
  postgresCpuSeconds,
  postgresMemory,
  settledPostgresCpuSeconds,
} from './process-memory.js';
import { makeQueries } from './search.js';
import { count, machineLine, ms, summarize } from './stats.js';

const { values } = parseArgs({
  options: {
    rows: { type: 'string' },
    engine: { type: 'string' },
    base: { type: 'string' },
    ext: { type: 'string' },
  },
});
const rows = Number(values.rows ?? 180_000);
const engine = engineOption(values.engine);
const base = Number(values.base ?? 0);
if (base > 0 && base <= rows) throw new Error('--base must be larger than --rows');
const withXlsx = values.ext !== 'txt';

const out = path.join('bench', 'out');
fs.mkdirSync(out, { recursive: true });
const xlsxFile = path.join(out, `voters-${rows}.xlsx`);
const txtFile = path.join(out, `voters-${rows}.txt`);
if (withXlsx && !fs.existsSync(xlsxFile))
  await writeVotersXlsx(xlsxFile, generateVoters({ count: rows, seed: 1 }));
if (!fs.existsSync(txtFile)) await writeFloridaTxt(txtFile, generateVoters({ count: rows, seed: 1 }));

const results: [string, string][] = [];
const report = (name: string, figure: string) => {
  results.push([name, figure]);
  console.error(`${name}: ${figure}`);
};
let engineLine = '';

/**
 * Times `work` with this process's peak RSS and CPU (the app's) and, on the embedded engine, the peak summed PSS
 * and the CPU of the PostgreSQL server's processes.
 */
async function measure(name: string, database: BenchDatabase | undefined, work: () => Promise<unknown>) {
  global.gc?.();
  const app = peakOf(() => process.memoryUsage().rss / 2 ** 20);
  const cluster = database?.cluster;
  const server = cluster ? peakOf(() => postgresMemory(cluster).pssMb) : undefined;
  const serverCpuBefore = cluster ? postgresCpuSeconds(cluster) : 0;
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  await work();
  const seconds = (performance.now() - started) / 1000;
  // CPU time is steadier than the clock when other work shares the machine.
  const cpu = process.cpuUsage(cpuBefore);
  const appCpu = (cpu.user + cpu.system) / 1e6;
  app.stop();
  server?.stop();
  let figure = `${seconds.toFixed(1)} s (CPU: app ${appCpu.toFixed(1)} s`;
  if (cluster && server) {
    const serverCpu = (await settledPostgresCpuSeconds(cluster)) - serverCpuBefore;
    const processes = postgresMemory(cluster).processes;
    figure += `, PostgreSQL ${serverCpu.toFixed(1)} s); peak memory: app RSS ${mb(app.peak())} + PostgreSQL PSS ${mb(server.peak())} (${processes} processes) = ${mb(app.peak() + server.peak())}`;
  } else figure += `); peak RSS of the app ${mb(app.peak())} (the PostgreSQL server is not ours to measure)`;
  report(name, figure);
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

const fresh = <T>(work: (database: BenchDatabase) => Promise<T>) =>
  withFreshDatabase(engine, async (database) => {
    engineLine ||= await describeEngine(database);
    return work(database);
  });

/** Plain SQL, the import, plain SQL again: each on a fresh database; the ratio is to the mean plain time. */
async function importBesidePlain(file: string, type: 'txt' | 'xlsx') {
  const label = `${count(rows)}-row .${type}`;
  const plain = () =>
    fresh((database) =>
      measure(
        `${engine}: plain SQL, ${label} read and mapped, COPY into staging + INSERT … SELECT into contacts`,
        database,
        () => plainCopyInsert(database, file, type),
      ),
    );
  const before = await plain();
  const ours = await fresh((database) =>
    measure(`${engine}: import ${label} into an empty database (upload to completed event)`, database, () =>
      importOverHttp(database, file),
    ),
  );
  const after = await plain();
  report(
    `${engine}: import / plain SQL, ${label}`,
    `${(ours / ((before + after) / 2)).toFixed(2)} (plain ${before.toFixed(1)} s before, ${after.toFixed(1)} s after)`,
  );
}

if (withXlsx) {
  await measure(`parse only, this reader: ${count(rows)}-row .xlsx`, undefined, () =>
    parseOnly(xlsxFile, 'xlsx'),
  );
  await measure(`parse only, exceljs WorkbookReader: same .xlsx`, undefined, () => exceljsParse(xlsxFile));
}
await measure(`parse only: same rows as headerless .txt`, undefined, () => parseOnly(txtFile, 'txt'));
if (withXlsx) await importBesidePlain(xlsxFile, 'xlsx');
await importBesidePlain(txtFile, 'txt');

if (base > 0) {
  await fresh(async (database) => {
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
    const queries = makeQueries('name prefix + filters', base, 400);
    const search = async (i: number) => {
      const t0 = performance.now();
      await searchContacts(database.db, queries[i % queries.length] as SearchQuery);
      return performance.now() - t0;
    };
    // The same searches with nothing else running: the figure the searches during the refresh compare with.
    const quiet: number[] = [];
    for (let i = 0; i < queries.length; i++) quiet.push(await search(i));
    // Searches run back to back while the refresh runs, as volunteers keep working during an import.
    let importing = true;
    const during: number[] = [];
    const searching = (async () => {
      for (let i = 0; importing; i++) during.push(await search(i));
    })();
    await measure(
      `${engine}: full refresh of ${count(rows)} rows (10% changed) into ${count(base)} contacts`,
      database,
      () =>
        // The contacts of the other seed are not in the file: the refresh marks them inactive, confirmed.
        importOverHttp(database, changed, true, base - rows).finally(() => {
          importing = false;
        }),
    );
    await searching;
    const d = summarize(during);
    const q = summarize(quiet);
    report(
      `${engine}: search (name prefix + filters) during that refresh, ${count(during.length)} queries`,
      `p50 ${ms(d.p50)}, **p95 ${ms(d.p95)}**, max ${ms(d.max)}; the same searches before it, nothing else running: p50 ${ms(q.p50)}, p95 ${ms(q.p95)} (${count(quiet.length)} queries); ratio (p95) ${(d.p95 / q.p95).toFixed(2)}`,
    );
  });
}

console.log(`\n${machineLine()}`);
console.log(
  `Engine: ${engineLine}; ${count(rows)} rows (seed 1)${base > 0 ? `, refresh into ${count(base)}` : ''}\n`,
);
console.log('| benchmark | figure |\n|---|---|');
for (const [name, figure] of results) console.log(`| ${name} | ${figure} |`);
