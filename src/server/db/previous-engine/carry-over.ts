/**
 * Carries every row of the previous engine's database into the new one, table by table through COPY, in one
 * transaction: the new database ends up with all of it or none of it. Triggers and foreign keys are held off
 * while the rows go in (session_replication_role = replica, which needs a superuser: the embedded server's
 * role is one), so derived tables arrive exactly as they were, not recomputed. Sequences continue where they
 * stood. Afterwards every table's row count and content checksum are compared on both sides.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

export interface CarriedTable {
  table: string;
  rows: number;
}

export class CarryOverError extends Error {}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The app's tables, and for each its stored (not generated) columns in order. */
async function tablesOf(client: pg.Client) {
  const { rows } = await client.query<{ table: string; columns: string[] }>(`
    select c.relname as table, array_agg(a.attname::text order by a.attnum) as columns
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
    where n.nspname = 'public' and c.relkind in ('r', 'p')
    group by c.relname
    order by c.relname`);
  return rows;
}

/** A checksum of a table's rows, the same on either engine for the same content. */
const checksumSql = (table: string, columns: string[]) =>
  `select count(*)::int as rows, coalesce(md5(string_agg(r::text, E'\\n' order by r::text)), '') as sum
   from (select ${columns.map(quote).join(', ')} from ${quote(table)}) r`;

export async function carryOver(source: PGlite, targetUrl: string): Promise<CarriedTable[]> {
  const target = new pg.Client({ connectionString: targetUrl });
  await target.connect();
  try {
    const tables = await tablesOf(target);
    for (const { table } of tables.filter((t) => t.table === 'users' || t.table === 'contacts')) {
      const { rows } = await target.query(`select count(*)::int as n from ${quote(table)}`);
      if (rows[0].n > 0) {
        throw new CarryOverError(
          `The new database already holds ${table} (${rows[0].n}): the carry-over fills an empty one only. Remove it (or point DATABASE_URL at an empty database) and run the command again.`,
        );
      }
    }
    await target.query('begin');
    try {
      await target.query('set local session_replication_role = replica');
    } catch {
      throw new CarryOverError(
        'The carry-over needs a superuser role on the new database (to hold off triggers while rows go in): use the embedded database (no DATABASE_URL), then move it as docs/OPERATIONS.md describes.',
      );
    }
    // Rows the migrations put in (default settings) make way for the ones carried over.
    await target.query(`truncate ${tables.map((t) => quote(t.table)).join(', ')}`);
    const carried: CarriedTable[] = [];
    for (const { table, columns } of tables) {
      const list = columns.map(quote).join(', ');
      const { blob } = await source.query(`copy (select ${list} from ${quote(table)}) to '/dev/blob'`);
      const text = blob ? Buffer.from(await blob.arrayBuffer()) : Buffer.alloc(0);
      await pipeline(
        Readable.from([text]),
        target.query(copyFrom(`copy ${quote(table)} (${list}) from stdin`)),
      );
      const before = (await source.query<{ rows: number; sum: string }>(checksumSql(table, columns))).rows[0];
      const after = (await target.query<{ rows: number; sum: string }>(checksumSql(table, columns))).rows[0];
      if (before?.rows !== after?.rows || before?.sum !== after?.sum) {
        throw new CarryOverError(
          `${table}: ${before?.rows} rows in the old database, ${after?.rows} arrived, or their content differs. Nothing was changed; the old files are untouched.`,
        );
      }
      carried.push({ table, rows: after?.rows ?? 0 });
    }
    const sequences = await source.query<{ name: string; value: string | null }>(
      `select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public'`,
    );
    for (const { name, value } of sequences.rows)
      if (value !== null)
        await target.query('select setval($1::regclass, $2::bigint, true)', [quote(name), value]);
    await target.query('commit');
    return carried;
  } catch (error) {
    await target.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await target.end();
  }
}
