/**
 * The plain-SQL limit a voter-file import is compared with: the same file read and its rows mapped as the
 * import maps them, streamed by COPY into a staging table, then one INSERT … SELECT into the contacts table,
 * its indexes all in place, in one transaction. Contacts only: no upsert, phones, emails, change record or job
 * row. Run it on an empty contacts table, as the import it is compared with.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { getTableColumns } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Database } from '../src/server/db/client.js';
import { contacts } from '../src/server/db/schema/index.js';
import { openRowSource } from '../src/server/imports/file-formats/open-row-source.js';
import { mapColumns } from '../src/server/imports/voter-rows/column-mapping.js';
import { fileRowToVoter } from '../src/server/imports/voter-rows/file-row-to-voter.js';
import { VOTER_CONTACT_KEYS } from '../src/server/imports/voter-rows/map-voter-row.js';

/** A value in COPY's text format: backslash, tab, newline and carriage return escaped; null as \N. */
export function copyText(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  return String(value).replace(/[\\\t\n\r]/g, (c) =>
    c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r',
  );
}

const COLUMNS = (() => {
  const all = getTableColumns(contacts) as Record<string, PgColumn>;
  return VOTER_CONTACT_KEYS.map((key) => {
    const column = all[key];
    if (!column) throw new Error(`${key} is not a column of contacts`);
    return { key, column };
  });
})();

/** The file's voters as COPY text lines, about 64 kB at a time. */
async function* copyLines(file: string, type: 'txt' | 'xlsx') {
  const source = await openRowSource(file, type);
  const now = new Date();
  let mapping: ReturnType<typeof mapColumns> | undefined;
  let text = '';
  for await (const row of source.rows()) {
    mapping ??= mapColumns(row.cells);
    const outcome = fileRowToVoter(row, mapping, now);
    if (!('voter' in outcome)) continue;
    const contact = outcome.voter.contact as Record<string, unknown>;
    text += `${COLUMNS.map(({ key, column }) => {
      const value = contact[key];
      return copyText(value === null || value === undefined ? null : column.mapToDriverValue(value));
    }).join('\t')}\n`;
    if (text.length >= 65_536) {
      yield text;
      text = '';
    }
  }
  if (text) yield text;
}

/** Returns how many contacts the INSERT … SELECT added. */
export async function plainCopyInsert(database: Database, file: string, type: 'txt' | 'xlsx' = 'txt') {
  const names = COLUMNS.map(({ column }) => `"${column.name}"`).join(', ');
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query(
      `CREATE TEMP TABLE staging ON COMMIT DROP AS SELECT ${names} FROM contacts WITH NO DATA`,
    );
    await pipeline(
      Readable.from(copyLines(file, type)),
      client.query(copyFrom(`COPY staging (${names}) FROM STDIN (FORMAT text)`)),
    );
    const inserted = await client.query(`INSERT INTO contacts (${names}) SELECT ${names} FROM staging`);
    await client.query('COMMIT');
    return inserted.rowCount ?? 0;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
