/**
 * Where a benchmark's database runs. Both are PostgreSQL, reached the same way; they differ in who runs the server:
 * - `embedded` (the default, what the app runs without DATABASE_URL): the app's own PostgreSQL from the npm
 *   programs, in a fresh temporary DATA_DIR (`startEmbeddedPostgres`), or a server process started with
 *   DATA_DIR and no DATABASE_URL. Its server processes are ours to measure (DATA_DIR/postgres).
 * - `postgres`: a scratch database on the server BENCH_DATABASE_URL (or TEST_DATABASE_URL) names, dropped
 *   afterwards.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../src/server/db/client.js';
import { embeddedFiles } from '../src/server/db/embedded-postgres/files.js';
import { runningServerPid } from '../src/server/db/embedded-postgres/orphan.js';
import { openConfiguredDatabase } from '../src/server/db/open-configured.js';
import { firstRow } from '../src/server/db/rows.js';
import { benchPostgresUrl, withScratchPostgres } from './scratch-postgres.js';

export type BenchEngine = 'embedded' | 'postgres';
export const ENGINES: readonly BenchEngine[] = ['embedded', 'postgres'];

export interface BenchDatabase extends Database {
  engine: BenchEngine;
  /** The embedded server's cluster (DATA_DIR/postgres), whose processes' memory belongs to the app's. */
  cluster?: string;
}

const USAGE = "embedded (the default: the app's own PostgreSQL) or postgres (BENCH_DATABASE_URL)";

/** `--engine` of a benchmark that runs on one engine; embedded unless told. */
export function engineOption(value: string | undefined): BenchEngine {
  const engine = value ?? 'embedded';
  if ((ENGINES as string[]).includes(engine)) return engine as BenchEngine;
  throw new Error(`--engine ${engine}: give ${USAGE}`);
}

/** `--engine a,b` of a benchmark that runs on each engine listed. */
export function engineList(value: string): BenchEngine[] {
  return value.split(',').map((e) => engineOption(e.trim()));
}

/** BENCH_DATABASE_URL (or TEST_DATABASE_URL), which the postgres engine needs. */
export function requirePostgresUrl(): string {
  const url = benchPostgresUrl();
  if (!url) throw new Error('The postgres engine needs BENCH_DATABASE_URL or TEST_DATABASE_URL');
  return url;
}

export const isPostgresUrl = (target: string) => /^postgres(ql)?:\/\//.test(target);

/**
 * A database already loaded: a postgres:// URL, or a DATA_DIR whose embedded server is started here (stopped on
 * close; no server may be using that DATA_DIR meanwhile).
 */
export async function openBenchTarget(target: string, poolSize?: number): Promise<BenchDatabase> {
  if (isPostgresUrl(target))
    return { ...(await openDatabase({ databaseUrl: target, poolSize })), engine: 'postgres' };
  if (!target) throw new Error('Give a postgres:// URL or a DATA_DIR');
  const dataDir = path.resolve(target);
  const database = await openConfiguredDatabase({ dataDir, poolSize });
  const { cluster } = embeddedFiles(dataDir);
  // A benchmark that fails before it closes the database must not leave its server running: the exit of this
  // process asks the server for its fast shutdown.
  const stopOnExit = () => {
    const pid = runningServerPid(cluster);
    if (pid !== null) process.kill(pid, 'SIGINT');
  };
  process.once('exit', stopOnExit);
  return {
    ...database,
    engine: 'embedded',
    cluster,
    close: async () => {
      process.off('exit', stopOnExit);
      await database.close();
    },
  };
}

/** A fresh, migrated database on `engine`, removed (scratch database dropped, DATA_DIR deleted) after `work`. */
export async function withFreshDatabase<T>(
  engine: BenchEngine,
  work: (database: BenchDatabase) => Promise<T>,
  options: { poolSize?: number } = {},
): Promise<T> {
  const run = async (database: BenchDatabase) => {
    try {
      await database.migrate();
      return await work(database);
    } finally {
      await database.close();
    }
  };
  if (engine === 'postgres')
    return withScratchPostgres(requirePostgresUrl(), async (url) =>
      run(await openBenchTarget(url, options.poolSize)),
    );
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-bench-data-'));
  try {
    return await run(await openBenchTarget(dataDir, options.poolSize));
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** "embedded PostgreSQL 18.1" or "PostgreSQL 15.14" (a server of its own), for the dataset line. */
export async function describeEngine(database: BenchDatabase): Promise<string> {
  const shown = await firstRow<{ server_version: string }>(database.db, sql`SHOW server_version`);
  const version = shown?.server_version.split(' ')[0] ?? '';
  return database.engine === 'embedded' ? `embedded PostgreSQL ${version}` : `PostgreSQL ${version}`;
}
