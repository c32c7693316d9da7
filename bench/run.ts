/**
 * `npm run bench [-- --quick] [-- --voters N]`: generates synthetic voters into a fresh database on each
 * engine (PGlite always; PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set) and prints one
 * table of figures. docs/BENCHMARKS.md records them with the machine and the dataset size.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { type BenchResult, benchOnEngine } from './load.js';

const { values } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    voters: { type: 'string' },
    engine: { type: 'string' },
  },
});
const voters = Number(values.voters ?? (values.quick ? 20_000 : 100_000));
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

const results: BenchResult[] = [];
const engines = (values.engine ?? 'pglite,postgres').split(',');
if (engines.includes('postgres') && postgresUrl)
  results.push(...(await benchOnEngine('postgres', voters, postgresUrl)));
if (engines.includes('pglite')) results.push(...(await benchOnEngine('pglite', voters)));
if (!postgresUrl)
  console.error('PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to include it.');

console.log(
  `\nMachine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
);
console.log(`Dataset: ${voters.toLocaleString('en-US')} synthetic voters (seed 1)\n`);
console.log('EXPLAIN ANALYZE plans: bench/out/explain-<engine>.txt\n');
console.log('| engine | benchmark | figure |');
console.log('|---|---|---|');
for (const r of results) console.log(`| ${r.engine} | ${r.name} | ${r.figure} |`);
