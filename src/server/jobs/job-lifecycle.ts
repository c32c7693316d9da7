/**
 * What imports and exports share as jobs: a row per job with status, locked_by and heartbeat_at; a claim
 * that hands a pending job to exactly one instance (FOR UPDATE SKIP LOCKED); a heartbeat while it runs; and
 * the rule that fails a job whose instance is gone, with a message the admin reads in the history.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client.js';
import { firstRow, rows } from '../db/rows.js';
import { INSTANCE_ID, lockedByDeadProcess } from './instance.js';

export type JobKind = 'import' | 'export';

interface JobTable {
  table: SQL;
  /** Statuses of a job some instance holds (a pending export is not held yet: any instance may claim it). */
  held: readonly string[];
  /** The SET clause that fails a job with a message. */
  fail: (message: string) => SQL;
}

export const JOB_TABLES: Record<JobKind, JobTable> = {
  import: {
    table: sql.raw('import_jobs'),
    held: ['pending', 'processing'],
    fail: (message) =>
      sql`status = 'failed', phase = 'failed', message = ${message}, completed_at = now(), updated_at = now()`,
  },
  export: {
    table: sql.raw('export_jobs'),
    held: ['processing'],
    fail: (message) => sql`status = 'failed', error = ${message}, completed_at = now(), updated_at = now()`,
  },
};

/** A running job beats every HEARTBEAT_MS; one silent for STALE_AFTER_SECONDS belongs to a dead instance. */
export const HEARTBEAT_MS = 10_000;
export const STALE_AFTER_SECONDS = 60;

const statusList = (statuses: readonly string[]) =>
  sql.join(
    statuses.map((s) => sql`${s}`),
    sql`, `,
  );

/** Hands the oldest pending job to this instance, or null; two instances never get the same job. */
export async function claimNextJob(db: Db, kind: JobKind, instanceId = INSTANCE_ID): Promise<string | null> {
  const { table } = JOB_TABLES[kind];
  const row = await firstRow<{ id: string }>(
    db,
    sql`
      UPDATE ${table} SET status = 'processing', locked_by = ${instanceId}, heartbeat_at = now(),
             updated_at = now()
      WHERE id = (SELECT id FROM ${table} WHERE status = 'pending'
                  ORDER BY created_at LIMIT 1 FOR UPDATE SKIP LOCKED)
      RETURNING id`,
  );
  return row?.id ?? null;
}

export async function beat(db: Executor, kind: JobKind, id: string) {
  await db.execute(sql`UPDATE ${JOB_TABLES[kind].table} SET heartbeat_at = now() WHERE id = ${id}`);
}

/**
 * Beats every HEARTBEAT_MS until stopped, so a job stays alive while one step (counting a file, a long
 * statement) takes a while. A failed beat is ignored: the next one, or the job's own updates, follow.
 */
export function keepAlive(db: Db, kind: JobKind, id: string) {
  const timer = setInterval(() => void beat(db, kind, id).catch(() => undefined), HEARTBEAT_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Fails the held jobs whose instance is gone: run by a process of this machine that no longer exists, or
 * silent for STALE_AFTER_SECONDS (any machine). A job of this very process is never failed here.
 * Returns the ids it failed.
 */
export async function failStaleJobs(db: Db, kind: JobKind, message: string): Promise<string[]> {
  const { table, held, fail } = JOB_TABLES[kind];
  const candidates = await rows<{ id: string; locked_by: string | null; stale: boolean }>(
    db,
    sql`
      SELECT id, locked_by,
             (heartbeat_at IS NULL OR heartbeat_at < now() - make_interval(secs => ${STALE_AFTER_SECONDS})) AS stale
      FROM ${table} WHERE status IN (${statusList(held)})`,
  );
  const dead = candidates
    .filter((job) => job.locked_by !== INSTANCE_ID && (job.stale || lockedByDeadProcess(job.locked_by)))
    .map((job) => job.id);
  if (dead.length === 0) return [];
  // Only jobs still held: one that finished meanwhile keeps its result.
  const failed = await rows<{ id: string }>(
    db,
    sql`
      UPDATE ${table} SET ${fail(message)}
      WHERE id IN (${sql.join(
        dead.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}) AND status IN (${statusList(held)})
      RETURNING id`,
  );
  return failed.map((f) => f.id);
}
