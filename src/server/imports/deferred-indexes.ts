/**
 * Loading a large file into a table that holds few rows is mostly index upkeep: on the embedded engine 20,000
 * voters took 14.2 s with the contacts' 20 secondary indexes and 3.4 s without them, and building those indexes
 * afterwards over twice the rows took 3.3 s (docs/BENCHMARKS.md, "Loading into an empty table"). So an import
 * that brings at least twice as many rows as the table holds drops the table's secondary indexes first and builds
 * them once at the end. Unique indexes (the primary key, the system id the upsert conflicts on) and indexes that
 * back a constraint always stay. What was dropped is listed in deferred_indexes in the same transaction as the drop, so a crash
 * between the two cannot lose an index: the next start builds whatever is still listed.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { deferredIndexes } from '../db/schema/index.js';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Below this many rows the upkeep is a second or two at most: not worth dropping anything. */
export const LARGE_LOAD_ROWS = 10_000;

/** Whether a file of this many rows is large next to the table: it holds fewer than half as many. */
export async function isLargeLoad(db: Db, table: string, fileRows: number) {
  if (fileRows < LARGE_LOAD_ROWS) return false;
  const enough = Math.floor(fileRows / 2);
  const [row] = rowsOf<{ n: number }>(
    await db.execute(
      sql`select count(*)::int as n from (select 1 from ${sql.identifier(table)} limit ${enough}) s`,
    ),
  );
  return (row?.n ?? 0) < enough;
}

/** Drops the table's secondary indexes, recording how to build each again. Returns how many were dropped. */
export async function deferIndexes(db: Db, table: string) {
  return db.transaction(async (tx) => {
    const listed = rowsOf<{ name: string }>(
      await tx.execute(sql`
        insert into deferred_indexes (name, table_name, definition)
        select i.indexname, i.tablename, i.indexdef
        from pg_indexes i join pg_index x
          on x.indexrelid = to_regclass(quote_ident(i.schemaname) || '.' || quote_ident(i.indexname))
        where i.schemaname = current_schema() and i.tablename = ${table} and not x.indisunique
          and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)
        on conflict (name) do nothing
        returning name`),
    );
    for (const { name } of listed) await tx.execute(sql`drop index if exists ${sql.identifier(name)}`);
    return listed.length;
  });
}

/** `CREATE INDEX x …` as `CREATE INDEX IF NOT EXISTS x …`, so building an index twice is harmless. */
const ifNotExists = (definition: string) =>
  definition.replace(
    /^CREATE (UNIQUE )?INDEX /i,
    (_, unique: string | undefined) => `CREATE ${unique ?? ''}INDEX IF NOT EXISTS `,
  );

/** Builds every listed index again, each with the removal of its line in one transaction. */
export async function rebuildDeferredIndexes(db: Db) {
  const listed = await db.select().from(deferredIndexes);
  for (const index of listed) {
    await db.transaction(async (tx) => {
      await tx.execute(sql.raw(ifNotExists(index.definition)));
      await tx.delete(deferredIndexes).where(eq(deferredIndexes.name, index.name));
    });
  }
  return listed.length;
}
