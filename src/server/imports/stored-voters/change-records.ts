/**
 * The change record of imports (import_changes, written by upsert-voters.ts in each chunk's transaction):
 * which import may be undone now, and the pruning that keeps the record for the last imports only.
 */
import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { firstRow, rows } from '../../db/rows.js';
import type { ImportJobRow } from '../../db/schema/index.js';
import { importJobs } from '../../db/schema/index.js';

/**
 * Change records are kept for this many of the most recent imports (decision 0120,
 * docs/decisions/0120-import-change-record.md).
 */
export const KEEP_CHANGE_RECORDS = 3;

/** A real import: not a preview, not an undo job. */
const REAL_IMPORT = sql`not j.dry_run and j.undo_of is null`;

/**
 * The import an undo would take back now: the newest real voter import that is not undone and changed
 * something (or is still running). A later import that changed nothing (the same file again, a file the guard
 * refused) does not hide the one before it, nor does a vote-history or ballot import, which is never undone (decisions 0121
 * and 0122, docs/decisions/0121-which-import-is-undoable.md and 0122-vote-history-import-not-undoable.md).
 */
export async function findLatestImport(db: Executor): Promise<ImportJobRow | undefined> {
  const row = await firstRow<{ id: string }>(
    db,
    sql`
      select j.id from import_jobs j
      where ${REAL_IMPORT} and j.undone_at is null and j.kind = 'voters'
        and (j.status in ('pending', 'processing') or j.inserted + j.updated + j.deactivated > 0
             or exists (select 1 from import_changes c where c.job_id = j.id))
      order by j.created_at desc limit 1`,
  );
  if (!row) return undefined;
  const [job] = await db.select().from(importJobs).where(sql`${importJobs.id} = ${row.id}`).limit(1);
  return job;
}

/**
 * Removes the change records of all but the KEEP_CHANGE_RECORDS most recent imports that changed something (the
 * same file imported again three times does not push out the record of the import worth undoing).
 */
export async function pruneChangeRecords(db: Db) {
  await db.transaction(async (tx) => {
    const old = (
      await rows<{ id: string }>(
        tx,
        sql`
        update import_jobs set changes_recorded = false
        where changes_recorded and id not in (
          select j.id from import_jobs j
          where ${REAL_IMPORT} and exists (select 1 from import_changes c where c.job_id = j.id)
          order by j.created_at desc limit ${KEEP_CHANGE_RECORDS})
        returning id`,
      )
    ).map((r) => r.id);
    if (old.length > 0)
      await tx.execute(sql`delete from import_changes where job_id = any(${sql.param(old)}::uuid[])`);
  });
}

/** After a wipe or a restore the stored contacts are others: no record says what an import changed in them. */
export async function forgetChangeRecords(tx: Executor) {
  await tx.execute(sql`delete from import_changes`);
  await tx.execute(sql`update import_jobs set changes_recorded = false where changes_recorded`);
}
