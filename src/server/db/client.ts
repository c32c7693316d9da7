/**
 * The one place that knows which engine runs: PGlite (embedded, under DATA_DIR/db) when no
 * DATABASE_URL is given, a PostgreSQL server through node-postgres when it is.
 */
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { type CsvChunks, copyPgliteCsv, copyPostgresCsv } from './copy-csv.js';
import { acquireDataDirLock } from './data-dir-lock.js';
import { createListenConnection, type Listener, type ListenOptions } from './listen.js';
import { migrateEmbedded, migratePostgres } from './migrate.js';
import { PGliteThread } from './pglite-thread.js';
import * as schema from './schema/index.js';
import { type RowBatches, streamPgliteRows, streamPostgresRows } from './stream-rows.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Anything a query can run on: the database itself or an open transaction. */
export type Executor = Db | Tx;
export type Engine = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  engine: Engine;
  /** Applies the checked-in migrations that have not run yet. */
  migrate(): Promise<void>;
  /** A large result in batches of rows, read through a cursor (exports). */
  streamRows(query: SQL, batchSize: number): RowBatches;
  /**
   * The CSV text (no header) of each query in turn, through the engine's COPY. PostgreSQL reads all parts
   * in one snapshot; PGlite holds one part's text in memory at a time, so split large results.
   */
  copyCsv(parts: SQL[]): CsvChunks;
  /** About how many rows one copyCsv part should hold at most. */
  copyPartRows: number;
  /**
   * Whether several app processes may share this database (PostgreSQL): then what they must all see, such as
   * finished export files, is kept in it. The embedded engine serves one process, and a 250 MB file stored in
   * it cost a 1,000,000-row export 37 s and 340 MB of memory, so its files stay in DATA_DIR.
   */
  sharedByInstances: boolean;
  /**
   * Hears NOTIFY on a channel from other app instances (PostgreSQL; one connection carries every channel).
   * The embedded engine has one process only, so there is nobody else to hear: null.
   */
  listen(options: ListenOptions): Listener | null;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… for a PostgreSQL server; absent for the embedded engine. */
  databaseUrl?: string;
  /** Directory for the embedded engine's files; absent keeps it in memory (tests). */
  dataDir?: string;
  /**
   * In memory only: start as a copy of this dump of a data directory (PGlite's `dumpDataDir`) instead of a
   * new one. The tests' migrated template: a new in-memory database runs initdb, about 4 s each.
   */
  startFrom?: string;
  /** Called if the embedded engine dies; the process cannot go on without it. */
  onFatal?: (error: Error) => void;
  poolSize?: number;
}

const parseInt8 = (value: string) => {
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : value;
};

/** Which engine a Drizzle handle runs on, for the few places that size their work to it (import chunks). */
export function engineOf(db: Db): Engine {
  return (db as unknown as { $client?: unknown }).$client instanceof PGliteThread ? 'pglite' : 'postgres';
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPglite(options.dataDir, options.startFrom, options.onFatal);
}

async function openPostgres(connectionString: string, max: number): Promise<Database> {
  // Drizzle's node-postgres session falls back to pg's global parsers, so int8 is set there:
  // counts come back as numbers, as they do from the embedded engine.
  pg.types.setTypeParser(pg.types.builtins.INT8, parseInt8);
  const pool = new pg.Pool({ connectionString, max });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  await pool.query('select 1');
  const db = drizzleNodePostgres({ client: pool, schema }) as unknown as Db;
  const listenConnection = createListenConnection(connectionString);
  return {
    db,
    engine: 'postgres',
    migrate: () => migratePostgres(connectionString),
    streamRows: (query, batchSize) => streamPostgresRows(pool, query, batchSize),
    copyCsv: (parts) => copyPostgresCsv(pool, parts),
    copyPartRows: Number.POSITIVE_INFINITY,
    sharedByInstances: true,
    listen: (options) => listenConnection.listen(options),
    close: async () => {
      await listenConnection.close();
      await pool.end();
    },
  };
}

async function openPglite(
  dataDir: string | undefined,
  startFrom: string | undefined,
  onFatal?: (error: Error) => void,
): Promise<Database> {
  if (dataDir && startFrom) throw new Error('startFrom is for an in-memory database only');
  const releaseLock = dataDir ? await acquireDataDirLock(path.resolve(dataDir)) : () => undefined;
  try {
    const thread = new PGliteThread({ dataDir: dataDir && path.resolve(dataDir), startFrom }, (error) =>
      onFatal?.(error),
    );
    await thread.ready;
    // Drizzle's pglite driver only calls query, exec and transaction, which the thread provides.
    const db = drizzlePglite({ client: thread as never, schema }) as unknown as Db;
    return {
      db,
      engine: 'pglite',
      migrate: () => migrateEmbedded(db),
      streamRows: (query, batchSize) => streamPgliteRows(thread, query, batchSize),
      copyCsv: (parts) => copyPgliteCsv(thread, parts),
      // About 6 MB of CSV: the engine holds a part whole while it writes it (measured: 100,000-row parts
      // took a 1,000,000-row export to 744 MB RSS, 25,000-row parts to 610 MB and were faster).
      copyPartRows: 25_000,
      sharedByInstances: false,
      listen: () => null,
      close: async () => {
        await thread.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}
