/**
 * `npm run bench [-- --quick] [-- --voters N] [-- --engine embedded,postgres] [-- --load-seconds S] [-- --think 0,1000]`:
 * generates N voters into a fresh database on each engine (embedded: the app's own PostgreSQL in a temporary
 * DATA_DIR, always; postgres: a scratch database on BENCH_DATABASE_URL or TEST_DATABASE_URL, dropped afterwards,
 * when one is set) and runs search, profile open, edit, import, export, impact and the HTTP load (200 signed-in
 * clients, closed loop and pausing 1 s on average; one instance, and two on postgres), then prints one table.
 * A run is recorded with its machine line and dataset in docs/benchmarks/ARCHIVE.md, and its figures in the
 * current table of docs/BENCHMARKS.md.
 */
import { parseArgs } from 'node:util';
import { engineList } from './engine.js';
import { benchPostgresUrl } from './scratch-postgres.js';
import { type BenchResult, count, machineLine, printTable } from './stats.js';
import { runSuite, type SuiteOptions } from './suite.js';

const { values } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    voters: { type: 'string' },
    engine: { type: 'string', default: 'embedded,postgres' },
    'load-seconds': { type: 'string' },
    think: { type: 'string', default: '0,1000' },
    connections: { type: 'string', default: '200' },
  },
});
const quick = values.quick;
const voters = Number(values.voters ?? (quick ? 20_000 : 100_000));
const options: SuiteOptions = {
  voters,
  importRows: Math.max(1_000, Math.round(voters / (quick ? 10 : 5))),
  exportFormats: quick ? ['csv'] : ['csv', 'xlsx'],
  impactRuns: quick ? 20 : 50,
  loadInstances: [1, 2],
  load: {
    connections: Number(values.connections),
    seconds: Number(values['load-seconds'] ?? (quick ? 10 : 60)),
    thinkMs: values.think.split(',').map(Number),
    warmupSeconds: quick ? 2 : 5,
  },
};
const postgresUrl = benchPostgresUrl();
const engines = engineList(values.engine);

const started = performance.now();
const results: BenchResult[] = [];
if (engines.includes('postgres') && postgresUrl) results.push(...(await runSuite('postgres', options)));
if (engines.includes('embedded')) results.push(...(await runSuite('embedded', options)));
if (engines.includes('postgres') && !postgresUrl)
  console.error('PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to include it.');

console.log(`\n${machineLine()}`);
console.log(
  `Dataset: ${count(voters)} synthetic voters (seed 1) + ${count(options.importRows)} imported; whole run ${((performance.now() - started) / 1000).toFixed(0)} s`,
);
console.log(
  'EXPLAIN ANALYZE plans of searches: bench/out/explain-<engine>.txt; server logs: bench/out/load-server-<n>.log\n',
);
printTable(results);
