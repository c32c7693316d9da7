/**
 * Large CSV files straight from the database's own COPY, the fastest way out: `COPY (…) TO STDOUT` streamed
 * through pg-copy-streams, every part in one read-only snapshot on a connection of its own.
 */
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';

export type CsvChunks = AsyncGenerator<Buffer, void, undefined>;

const dialect = new PgDialect();

function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number' || typeof value === 'bigint') {
    if (typeof value === 'number' && !Number.isFinite(value))
      throw new Error(`Not a finite number: ${value}`);
    return `(${String(value)})`;
  }
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  const text = value instanceof Date ? value.toISOString() : String(value);
  if (text.includes('\0')) throw new Error('A query parameter holds a NUL character');
  // standard_conforming_strings is on in every supported version: only the quote needs doubling.
  return `'${text.replaceAll("'", "''")}'`;
}

/** COPY takes no bind parameters, so the query's parameters are written into it as quoted literals. */
export function inlineParameters(query: SQL): string {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return text.replace(/\$(\d+)\b/g, (_, n: string) => {
    const index = Number(n) - 1;
    if (index < 0 || index >= params.length) throw new Error(`No parameter $${n}`);
    return literal(params[index]);
  });
}

const copyStatement = (query: SQL) => `COPY (${inlineParameters(query)}) TO STDOUT WITH (FORMAT csv)`;

export async function* copyCsv(pool: pg.Pool, parts: SQL[]): CsvChunks {
  const client = await pool.connect();
  let finished = false;
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    // Room for the hash joins of a whole-table read, so they are not split into batches on disk.
    await client.query(`SET LOCAL work_mem = '64MB'`);
    for (const part of parts) {
      for await (const chunk of client.query(copyTo(copyStatement(part)))) yield chunk as Buffer;
    }
    await client.query('COMMIT');
    finished = true;
  } finally {
    // A reader that stops mid-COPY leaves the connection inside the copy protocol: it is closed, not reused.
    client.release(finished ? undefined : true);
  }
}

/**
 * Counts the records in CSV text as it streams by: a line feed ends a record unless it is inside a
 * quoted value (a note with line breaks is one record). A doubled quote toggles twice, so it needs no care.
 */
export class CsvRecordCounter {
  #inQuotes = false;
  count = 0;

  add(chunk: Buffer) {
    let inQuotes = this.#inQuotes;
    let count = this.count;
    for (let i = 0; i < chunk.length; i++) {
      const byte = chunk[i];
      if (byte === 0x22) inQuotes = !inQuotes;
      else if (byte === 0x0a && !inQuotes) count++;
    }
    this.#inQuotes = inQuotes;
    this.count = count;
  }
}
