/**
 * `tsx bench/admin-operations.ts [--voters N]`: the admin's database operations on N synthetic voters, on
 * PGlite (in memory) and on PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set: Create System
 * Backup (snapshot to a gzipped file), restore, Run Data Validation, Data Cleanup, first audit-log page.
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { listAuditLogs } from '../src/server/audit/list-audit-logs.js';
import { cleanUpData } from '../src/server/data-admin/clean-up-data.js';
import { createBackup } from '../src/server/data-admin/create-backup.js';
import { restoreBackupFile } from '../src/server/data-admin/restore-backup.js';
import { validateData } from '../src/server/data-admin/validate-data.js';
import { type Database, openDatabase } from '../src/server/db/client.js';
import { users } from '../src/server/db/schema/index.js';
import { generateVoters } from '../src/server/demo-data/generate-voters.js';
import { loadVoters } from '../src/server/demo-data/load-into-database.js';

const { values } = parseArgs({ options: { voters: { type: 'string', default: '20000' } } });
const voters = Number(values.voters);
const rows: string[] = [];

async function time<T>(engine: string, name: string, work: () => Promise<T>, detail = (_: T) => '') {
  const started = performance.now();
  const result = await work();
  const seconds = (performance.now() - started) / 1000;
  rows.push(
    `| ${engine} | ${name} | ${seconds.toFixed(2)} s${detail(result) ? ` (${detail(result)})` : ''} |`,
  );
  return result;
}

async function run(engine: string, database: Database) {
  await database.migrate();
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

const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (postgresUrl) {
  const name = `gw_bench_${randomBytes(4).toString('hex')}`;
  const control = new pg.Client({ connectionString: postgresUrl });
  await control.connect();
  await control.query(`create database ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  try {
    await run('postgres', database);
  } finally {
    await database.close();
    await control.query(`drop database if exists ${name} with (force)`);
    await control.end();
  }
}
const embedded = await openDatabase({});
await run('pglite', embedded);
await embedded.close();

console.log(
  `\nMachine: ${os.cpus().length} × ${os.cpus()[0]?.model}, Node ${process.version}; ${voters} voters (seed 1)\n`,
);
console.log('| engine | operation | figure |\n|---|---|---|');
console.log(rows.join('\n'));
