/**
 * `tsx bench/admin-operations.ts [--voters N] [--engine embedded,postgres]`: the admin's database operations on N
 * synthetic voters: Create System Backup (snapshot to a gzipped file), restore, Run Data Validation, Data
 * Cleanup, first audit-log page. On each engine listed: embedded (the app's own PostgreSQL in a fresh
 * temporary DATA_DIR) and postgres (a scratch database on BENCH_DATABASE_URL or TEST_DATABASE_URL, skipped when
 * neither is set).
 */
import { createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { listAuditLogs } from '../src/server/audit/list-audit-logs.js';
import { cleanUpData } from '../src/server/data-admin/clean-up-data.js';
import { createBackup } from '../src/server/data-admin/create-backup.js';
import { restoreBackupFile } from '../src/server/data-admin/restore-backup.js';
import { validateData } from '../src/server/data-admin/validate-data.js';
import { users } from '../src/server/db/schema/index.js';
import { generateVoters } from '../src/server/demo-data/generate-voters.js';
import { loadVoters } from '../src/server/demo-data/load-into-database.js';
import { type BenchDatabase, describeEngine, engineList, withFreshDatabase } from './engine.js';
import { benchPostgresUrl } from './scratch-postgres.js';
import { machineLine } from './stats.js';

const { values } = parseArgs({
  options: {
    voters: { type: 'string', default: '20000' },
    engine: { type: 'string', default: 'embedded,postgres' },
  },
});
const voters = Number(values.voters);
const rows: string[] = [];
const engines: string[] = [];

async function time<T>(engine: string, name: string, work: () => Promise<T>, detail = (_: T) => '') {
  const started = performance.now();
  const result = await work();
  const seconds = (performance.now() - started) / 1000;
  rows.push(
    `| ${engine} | ${name} | ${seconds.toFixed(2)} s${detail(result) ? ` (${detail(result)})` : ''} |`,
  );
  return result;
}

async function run(engine: string, database: BenchDatabase) {
  engines.push(await describeEngine(database));
  await loadVoters(database.db, generateVoters({ count: voters, seed: 1 }));
  const [admin] = await database.db
    .insert(users)
    .values({ email: `bench-${engine}@example.org`, role: 'admin' })
    .returning();
  if (!admin) throw new Error('no admin');
  const file = path.join(os.tmpdir(), `gw-bench-backup-${engine}.jsonl.gz`);
  await time(
    engine,
    `backup ${voters.toLocaleString('en-US')} voters`,
    async () => {
      const { stream } = await createBackup(database.db, admin.id);
      await pipeline(stream, createWriteStream(file));
      return (await stat(file)).size;
    },
    (size) => `${(size / 2 ** 20).toFixed(1)} MB gzipped`,
  );
  await time(engine, 'restore that backup', () => restoreBackupFile(database.db, file));
  await time(engine, 'Run Data Validation', () => validateData(database.db));
  await time(engine, 'Data Cleanup', () => cleanUpData(database.db, admin.id));
  await time(engine, 'audit log, first page of 50', () => listAuditLogs(database.db, { limit: 50 }));
}

for (const engine of engineList(values.engine)) {
  if (engine === 'postgres' && !benchPostgresUrl()) {
    console.error('postgres skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to include it.');
    continue;
  }
  await withFreshDatabase(engine, (database) => run(engine, database));
}

console.log(`\n${machineLine()}`);
console.log(`Dataset: ${voters.toLocaleString('en-US')} voters (seed 1); ${engines.join(', ')}\n`);
console.log('| engine | operation | figure |\n|---|---|---|');
console.log(rows.join('\n'));
