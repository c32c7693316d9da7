/**
 * `npx tsx bench/export.ts [--voters N] [--engine embedded|postgres] [--formats csv,xlsx]`: the export of every
 * contact, on a fresh database loaded with N demo voters (default 1,000,000; seed 1, the demo-data path), through
 * the job code the app runs, in this process (which plays the server): its time, the peak RSS of this process,
 * on the embedded engine the peak summed PSS of the PostgreSQL processes, and the file's size. The CSV is timed
 * beside the plain COPY of the same SELECT (same columns, joins and formula guards) before and after it, in the
 * same run, and the ratio to their mean; then a bare COPY of the contacts table as a lower bound.
 * Also the preview count (p50/p95 of 20 calls per filter set).
 * --engine embedded (default): the app's own PostgreSQL in a fresh temporary DATA_DIR; postgres: a scratch
 * database on BENCH_DATABASE_URL or TEST_DATABASE_URL. For a database already loaded: bench/export-existing.ts.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { generateVoters } from '../src/server/demo-data/generate-voters.js';
import { loadVoters } from '../src/server/demo-data/load-into-database.js';
import { engineOption, withFreshDatabase } from './engine.js';
import { exportBesidePlain } from './export-timing.js';
import { count } from './stats.js';

const { values } = parseArgs({
  options: {
    voters: { type: 'string', default: '1000000' },
    engine: { type: 'string' },
    formats: { type: 'string', default: 'csv' },
  },
});
const voters = Number(values.voters);
const engine = engineOption(values.engine);
const formats = values.formats.split(',') as ('csv' | 'xlsx')[];

await withFreshDatabase(engine, async (database) => {
  const started = performance.now();
  await loadVoters(database.db, generateVoters({ count: voters, seed: 1 }));
  await database.db.execute(sql`VACUUM ANALYZE`);
  console.error(
    `loaded ${count(voters)} demo voters in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  await exportBesidePlain(database, formats);
});
