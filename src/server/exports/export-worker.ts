/**
 * Runs export jobs in the background of the app process. Each job is claimed with a row lock
 * (FOR UPDATE SKIP LOCKED), so with several instances exactly one runs it. The sweep fails jobs whose
 * instance stopped beating (a crash or restart) and removes export files older than 7 days.
 */

import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { and, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../db/client.js';
import { type ExportJobRow, exportJobs } from '../db/schema/index.js';
import { EXPORT_FAILED_MESSAGE, runExportJob } from './run-export-job.js';

export const INTERRUPTED_EXPORT_MESSAGE =
  'The export was interrupted because the server restarted. Start it again.';
export const EXPORT_RETENTION_DAYS = 7;
/** A running job updates its heartbeat after every page; one this quiet belongs to a dead instance. */
const STALE_AFTER_SECONDS = 60;
const SWEEP_EVERY_MS = 60_000;

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

export async function claimNextExport(db: Db, instanceId: string): Promise<string | null> {
  const [row] = rows<{ id: string }>(
    await db.execute(sql`
      UPDATE export_jobs SET status = 'processing', locked_by = ${instanceId}, heartbeat_at = now(),
             updated_at = now()
      WHERE id = (SELECT id FROM export_jobs WHERE status = 'pending'
                  ORDER BY created_at LIMIT 1 FOR UPDATE SKIP LOCKED)
      RETURNING id`),
  );
  return row?.id ?? null;
}

/** Jobs left processing by an instance that stopped (kill -9, power loss) become failed, with a message. */
export async function failInterruptedExports(db: Db) {
  const failed = await db
    .update(exportJobs)
    .set({ status: 'failed', error: INTERRUPTED_EXPORT_MESSAGE, completedAt: sql`now()` })
    .where(
      and(
        eq(exportJobs.status, 'processing'),
        or(
          isNull(exportJobs.heartbeatAt),
          lt(exportJobs.heartbeatAt, sql`now() - make_interval(secs => ${STALE_AFTER_SECONDS})`),
        ),
      ),
    )
    .returning({ id: exportJobs.id });
  return failed.map((f) => f.id);
}

/** Export files are kept 7 days; then the file goes and the job stays in the history without a link. */
export async function removeExpiredExports(db: Db) {
  const expired = await db
    .select({ id: exportJobs.id, filePath: exportJobs.filePath })
    .from(exportJobs)
    .where(
      and(
        isNotNull(exportJobs.filePath),
        lt(exportJobs.completedAt, sql`now() - make_interval(days => ${EXPORT_RETENTION_DAYS})`),
      ),
    );
  for (const { filePath } of expired) if (filePath) await fs.promises.rm(filePath, { force: true });
  if (expired.length)
    await db
      .update(exportJobs)
      .set({ filePath: null, downloadUrl: null })
      .where(
        inArray(
          exportJobs.id,
          expired.map((e) => e.id),
        ),
      );
  return expired.length;
}

export function createExportWorker({
  database,
  exportsDir,
  log,
}: {
  database: Database;
  exportsDir: string;
  log: FastifyBaseLogger;
}) {
  const { db } = database;
  const instanceId = randomUUID();
  let running: Promise<void> | null = null;
  let stopping = false;
  let sweepTimer: NodeJS.Timeout | undefined;

  async function runOne(id: string) {
    const [job] = await db.select().from(exportJobs).where(eq(exportJobs.id, id));
    if (!job) return;
    try {
      await runExportJob(job as ExportJobRow, { database, exportsDir, shouldStop: () => stopping });
    } catch (error) {
      if (stopping) return; // left processing; the next start's sweep marks it interrupted
      log.error({ err: error, jobId: id }, 'export failed');
      await db
        .update(exportJobs)
        .set({ status: 'failed', error: EXPORT_FAILED_MESSAGE, completedAt: sql`now()` })
        .where(eq(exportJobs.id, id));
    }
  }

  async function drain() {
    for (;;) {
      if (stopping) return;
      const id = await claimNextExport(db, instanceId);
      if (!id) return;
      await runOne(id);
    }
  }

  async function sweep() {
    const interrupted = await failInterruptedExports(db);
    for (const id of interrupted)
      for (const ext of ['csv', 'xlsx'])
        await fs.promises.rm(path.join(exportsDir, `${id}.${ext}`), { force: true });
    if (interrupted.length) log.warn({ interrupted }, 'export jobs interrupted by a restart marked failed');
    await removeExpiredExports(db);
  }

  return {
    /** Starts running pending jobs now (after a job is created); returns when none is left. */
    wake() {
      running ??= drain()
        .catch((error) => log.error({ err: error }, 'export worker failed'))
        .finally(() => {
          running = null;
        });
      return running;
    },
    /** At start-up: fail what a previous run left behind, then sweep every minute and pick up pending jobs. */
    async start() {
      await sweep();
      sweepTimer = setInterval(() => {
        sweep()
          .then(() => this.wake())
          .catch((error) => log.error({ err: error }, 'export sweep failed'));
      }, SWEEP_EVERY_MS);
      sweepTimer.unref();
      void this.wake();
    },
    async stop() {
      stopping = true;
      clearInterval(sweepTimer);
      await running;
    },
  };
}

export type ExportWorker = ReturnType<typeof createExportWorker>;

declare module 'fastify' {
  interface FastifyInstance {
    /** main.ts starts it after listening; routes wake it when a job is created. */
    exportWorker: ExportWorker;
  }
}
