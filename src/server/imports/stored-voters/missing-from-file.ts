/**
 * The active contacts a full refresh did not read (over `contacts c`): the file's voter ids go into a temporary
 * table of the transaction in batches, then one anti-join finds the rest. One array parameter of every id was
 * 5,000,000 strings in the app's memory at once for a statewide file (issue 39).
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { inCounties } from './deactivation-scope.js';

/** Ids a statement: about 1 MB of text, well inside what one statement should carry. */
export const SEEN_ID_BATCH = 50_000;

/** Fills the transaction's table of the ids read; `missingFromFile` then names the contacts it lacks. */
export async function stageSeenIds(tx: Tx, batches: Iterable<string[]>) {
  await tx.execute(
    sql`create temp table if not exists import_seen_ids (system_id text not null) on commit drop`,
  );
  await tx.execute(sql`truncate import_seen_ids`);
  for (const batch of batches) {
    await tx.execute(sql`insert into import_seen_ids select unnest(${sql.param(batch)}::text[])`);
  }
  // A temporary table is never analysed on its own: without its size the planner guesses a nested loop.
  await tx.execute(sql`analyze import_seen_ids`);
}

export const missingFromFile = (counties?: readonly string[]) =>
  sql`c.is_active and not exists (
    select 1 from import_seen_ids s where s.system_id = c.system_id
  ) and ${inCounties(counties)}`;
