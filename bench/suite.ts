/**
 * The benchmark suite on one engine: a fresh database (the embedded PostgreSQL in a temporary DATA_DIR, or a
 * scratch database on BENCH_DATABASE_URL's server), N generated voters, then search, profile open, edit,
 * import, export, impact through the services the routes call, and last the HTTP load against real server
 * processes (on the embedded engine: one server, started on that DATA_DIR, running its own PostgreSQL).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateVoters } from '../src/server/demo-data/generate-voters.js';
import { loadVoters } from '../src/server/demo-data/load-into-database.js';
import { type BenchDatabase, type BenchEngine, requirePostgresUrl } from './engine.js';
import { timeExport, timePlainCopy, timePreviews } from './export-timing.js';
import { timeImpact } from './impact-timing.js';
import { timeImportOfNewVoters } from './import-http.js';
import { type LoadOptions, type LoadTarget, loadResults, runLoad, withTargetDatabase } from './load-run.js';
import { timeEdits, timeProfileOpens } from './profile-edit.js';
import { sampleContacts } from './sample.js';
import { withScratchPostgres } from './scratch-postgres.js';
import { makeQueries, SEARCH_KINDS, timeQueries, writeSearchPlans } from './search.js';
import { type BenchResult, count, ms } from './stats.js';

export interface SuiteOptions {
  voters: number;
  importRows: number;
  exportFormats: ('csv' | 'xlsx')[];
  impactRuns: number;
  /** One load run per entry (instance counts); the embedded engine runs only the one-instance entry. */
  loadInstances: number[];
  load: Omit<LoadOptions, 'instances'>;
}

async function withFreshTarget<T>(engine: BenchEngine, work: (t: LoadTarget) => Promise<T>) {
  if (engine === 'postgres')
    return withScratchPostgres(requirePostgresUrl(), (databaseUrl) => work({ databaseUrl }));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-bench-data-'));
  try {
    return await work({ dataDir });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function timed<T>(work: () => Promise<T>) {
  const started = performance.now();
  const result = await work();
  return { result, seconds: (performance.now() - started) / 1000 };
}

async function measureServices(engine: BenchEngine, database: BenchDatabase, o: SuiteOptions) {
  const results: BenchResult[] = [];
  const add = (name: string, figure: string) => {
    console.error(`${engine} | ${name} | ${figure}`);
    results.push({ engine, name, figure });
  };
  const { db } = database;
  const load = await timed(() => loadVoters(db, generateVoters({ count: o.voters, seed: 1 })));
  add(
    `load ${count(o.voters)} voters (demo-data path, + VACUUM ANALYZE)`,
    `${load.seconds.toFixed(1)} s (${count(o.voters / load.seconds)} rows/s)`,
  );
  for (const kind of SEARCH_KINDS) {
    const t = await timeQueries(database, makeQueries(kind, o.voters));
    add(
      `search: ${kind} (200 queries, page + total)`,
      `p50 ${ms(t.p50)}, p95 ${ms(t.p95)}, max ${ms(t.max)}`,
    );
  }
  await writeSearchPlans(engine, database);
  const { ids } = await sampleContacts(db, 500);
  add('profile open (200 calls)', await timeProfileOpens(db, ids));
  add('edit a note, as the route does: read, update + audit, read (200 calls)', await timeEdits(db, ids));
  const imported = await timed(() => timeImportOfNewVoters(database, o.voters, o.importRows));
  add(
    `import ${count(o.importRows)} new voters (.txt over HTTP, upload to completed event)`,
    `${imported.seconds.toFixed(1)} s (${count(o.importRows / imported.seconds)} rows/s)`,
  );
  const previews = await timePreviews(database);
  add(
    'export preview count (20 calls per filter set)',
    previews.map((p) => `${p.name} p95 ${ms(p.p95)}`).join('; '),
  );
  for (const format of o.exportFormats) {
    const plain = format === 'csv' ? await timePlainCopy(database) : undefined;
    const r = await timeExport(database, format);
    const vsCopy = plain
      ? `; plain COPY of the same SELECT ${plain.seconds.toFixed(1)} s, ratio ${(r.seconds / plain.seconds).toFixed(2)}`
      : '';
    const postgres = database.cluster ? `, its PostgreSQL's peak PSS ${Math.round(r.peakPostgresMb)} MB` : '';
    add(
      `export all ${count(o.voters + o.importRows)} contacts to ${format}`,
      `${r.seconds.toFixed(1)} s, peak RSS ${Math.round(r.peakRssMb)} MB${postgres}, ${r.fileMb.toFixed(1)} MB${vsCopy}`,
    );
  }
  const impact = await timeImpact(db, o.impactRuns);
  add(`impact stats, recomputed (${o.impactRuns} calls)`, impact.recomputed);
  add(`impact stats, as served (cache, ${o.impactRuns} calls)`, impact.served);
  add("impact stats, first call after a volunteer's edit", `${ms(impact.afterEditMs)} (shows the edit)`);
  return results;
}

export async function runSuite(engine: BenchEngine, o: SuiteOptions) {
  return withFreshTarget(engine, async (target) => {
    const results = await withTargetDatabase(target, (database) => measureServices(engine, database, o));
    const instanceCounts = engine === 'embedded' ? o.loadInstances.filter((n) => n === 1) : o.loadInstances;
    for (const instances of instanceCounts) {
      const options = { ...o.load, instances };
      const rows = loadResults(engine, options, await runLoad(target, options));
      for (const row of rows) console.error(`${engine} | ${row.name} | ${row.figure}`);
      results.push(...rows);
    }
    return results;
  });
}
