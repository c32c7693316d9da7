/**
 * Reads a large result in batches through a cursor, so neither the app nor the database driver holds it
 * whole: a cursor in a read-only snapshot transaction on a connection of its own (other requests use the rest
 * of the pool).
 */
import { randomBytes } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';

export type RowBatches = AsyncGenerator<Record<string, unknown>[], void, undefined>;

const dialect = new PgDialect();
const cursorName = () => `gw_stream_${randomBytes(6).toString('hex')}`;

export async function* streamRows(pool: pg.Pool, query: SQL, batchSize: number): RowBatches {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const cursor = cursorName();
  const client = await pool.connect();
  let open = false;
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    open = true;
    // Room for the hash joins of a whole-table read, so they are not split into batches on disk.
    await client.query(`SET LOCAL work_mem = '64MB'`);
    await client.query(`DECLARE ${cursor} NO SCROLL CURSOR FOR ${text}`, params);
    for (;;) {
      const { rows } = await client.query(`FETCH ${batchSize} FROM ${cursor}`);
      if (rows.length === 0) break;
      yield rows;
    }
    await client.query('COMMIT');
    open = false;
  } finally {
    // Also reached when the reader stops early: the connection goes back to the pool clean.
    if (open) await client.query('ROLLBACK').catch(() => undefined);
    client.release();
  }
}
