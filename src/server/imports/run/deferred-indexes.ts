/**
 * Loading a large file into a table that holds few rows is mostly index upkeep: on the earlier embedded engine
 * 20,000 voters took 14.2 s with the contacts' 20 secondary indexes and 3.4 s without them, and building those indexes
 * afterwards over twice the rows took 3.3 s (decision 0275,
 * docs/decisions/0275-deferred-indexes-on-a-large-first-load.md). So an import
 * that brings at least twice as many rows as the table holds drops the table's secondary indexes first and builds
 * them once at the end. Unique indexes (the primary key, the system id the upsert conflicts on) and indexes that
 * back a constraint always stay. What was dropped is listed in deferred_indexes in the same transaction as the drop, so a crash
 * between the two cannot lose an index: the job sweep of any instance builds whatever is still listed once no
 * import is running (an import on another instance would otherwise get its indexes back half way through).
 */
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { oneRow, rows } from '../../db/rows.js';
import { deferredIndexes } from '../../db/schema/index.js';
import { importIsRunning } from '../job/import-jobs.js';

/** Below this many rows the upkeep is a second or two at most: not worth dropping anything. */
export const LARGE_LOAD_ROWS = 10_000;

/** Whether a file of this many rows is large next to the table: it holds fewer than half as many. */
export async function isLargeLoad(db: Db, table: string, fileRows: number) {
  if (fileRows < LARGE_LOAD_ROWS) return false;
  const enough = Math.floor(fileRows / 2);
  const { n } = await oneRow<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from ${sql.identifier(table)} limit ${enough}) s`,
  );
  return n < enough;
}

/** An arbitrary constant: the advisory lock held while indexes are set aside or built again. */
const INDEX_WORK_LOCK = 7_340_121;
const waitForIndexWork = (tx: Tx) => tx.execute(sql`select pg_advisory_xact_lock(${INDEX_WORK_LOCK})`);
const tryIndexWork = async (tx: Tx) =>
  (await oneRow<{ ok: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${INDEX_WORK_LOCK}) as ok`)).ok;

/** Drops the table's secondary indexes, recording how to build each again. Returns how many were dropped. */
export async function deferIndexes(db: Db, table: string) {
  return db.transaction(async (tx) => {
    await waitForIndexWork(tx);
    const listed = await rows<{ name: string }>(
      tx,
      sql`
        insert into deferred_indexes (name, table_name, definition)
        select i.indexname, i.tablename, i.indexdef
        from pg_indexes i join pg_index x
          on x.indexrelid = to_regclass(quote_ident(i.schemaname) || '.' || quote_ident(i.indexname))
        where i.schemaname = current_schema() and i.tablename = ${table} and not x.indisunique
          and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)
        on conflict (name) do nothing
        returning name`,
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

/**
 * Builds every listed index again, each with the removal of its line in one transaction. Returns how many it
 * built. The import that set them aside calls it when it ends; the job sweep calls it with `unlessImportRuns`,
 * which leaves them to a running import (checked before each index, so an import that starts meanwhile keeps the
 * rest) and to an instance already building them.
 */
export async function rebuildDeferredIndexes(db: Db, { unlessImportRuns = false } = {}) {
  const listed = await db.select().from(deferredIndexes);
  let built = 0;
  for (const index of listed) {
    const done = await db.transaction(async (tx) => {
      if (unlessImportRuns) {
        if (!(await tryIndexWork(tx)) || (await importIsRunning(tx))) return false;
      } else await waitForIndexWork(tx);
      await tx.execute(sql.raw(ifNotExists(index.definition)));
      await tx.delete(deferredIndexes).where(eq(deferredIndexes.name, index.name));
      return true;
    });
    if (!done) break;
    built++;
  }
  return built;
}
