/**
 * Runs export jobs in the background of the app process. Each job is claimed with a row lock
 * (FOR UPDATE SKIP LOCKED, src/server/jobs/job-lifecycle.ts), so with several instances exactly one runs
 * it. The sweep (src/server/jobs/job-sweeper.ts) fails jobs whose instance stopped beating (a crash or
 * restart), removes export files older than 7 days, and picks up jobs no instance has claimed yet.
 */

import fs from 'node:fs';
import path from 'node:path';
import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { EXPORT_INTERRUPTED_MESSAGE } from '../../common/schemas/exports.js';
import type { Database, Db } from '../db/client.js';
import { exportJobs } from '../db/schema/index.js';
import { INSTANCE_ID } from '../jobs/instance.js';
import { claimNextJob, failStaleJobs, keepAlive } from '../jobs/job-lifecycle.js';
import { removeChunksOfFailedExports, removeExportFiles } from './export-file-store.js';
import { EXPORT_FAILED_MESSAGE, ExportRemovedError, runExportJob } from './run-export-job.js';

export const INTERRUPTED_EXPORT_MESSAGE = EXPORT_INTERRUPTED_MESSAGE;
export const EXPORT_RETENTION_DAYS = 7;

export const claimNextExport = (db: Db, instanceId = INSTANCE_ID) => claimNextJob(db, 'export', instanceId);

/** Jobs left processing by an instance that stopped (kill -9, power loss) become failed, with a message. */
export const failInterruptedExports = (db: Db) => failStaleJobs(db, 'export', INTERRUPTED_EXPORT_MESSAGE);

/**
 * A finished export whose pieces are gone though its link is not: a database crash empties the unlogged table the
 * pieces live in (decision 0401). The job stays in the history without a link, as an expired one does.
 */
async function unlinkEmptiedExports(db: Db) {
  await db.execute(sql`UPDATE export_jobs j SET download_url = NULL
    WHERE j.status = 'completed' AND j.download_url IS NOT NULL AND j.file_path IS NULL
      AND NOT EXISTS (SELECT 1 FROM export_file_chunks f WHERE f.job_id = j.id)`);
}

/** Export files are kept 7 days; then the file goes and the job stays in the history without a link. */
export async function removeExpiredExports(db: Db) {
  await removeChunksOfFailedExports(db);
  await unlinkEmptiedExports(db);
  const expired = await db
    .select({ id: exportJobs.id, filePath: exportJobs.filePath })
    .from(exportJobs)
    .where(
      and(
        isNotNull(exportJobs.downloadUrl),
        lt(exportJobs.completedAt, sql`now() - make_interval(days => ${EXPORT_RETENTION_DAYS})`),
      ),
    );
  const ids = expired.map((e) => e.id);
  if (ids.length === 0) return 0;
  await db.transaction(async (tx) => {
    await removeExportFiles(tx, ids);
    for (const id of ids)
      await tx.update(exportJobs).set({ filePath: null, downloadUrl: null }).where(eq(exportJobs.id, id));
  });
  for (const { filePath } of expired) if (filePath) await fs.promises.rm(filePath, { force: true });
  return ids.length;
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
  let running: Promise<void> | null = null;
  let stopping = false;

  async function runOne(id: string) {
    const [job] = await db.select().from(exportJobs).where(eq(exportJobs.id, id));
    if (!job) return;
    const stopBeating = keepAlive(db, 'export', id);
    try {
      await runExportJob(job, { database, exportsDir, shouldStop: () => stopping });
    } catch (error) {
      if (stopping) return; // left processing; the next start's sweep marks it interrupted
      if (error instanceof ExportRemovedError) {
        log.info({ jobId: id }, 'export stopped: the wipe removed it');
        return;
      }
      log.error({ err: error, jobId: id }, 'export failed');
      await db
        .update(exportJobs)
        .set({ status: 'failed', error: EXPORT_FAILED_MESSAGE, completedAt: sql`now()` })
        .where(eq(exportJobs.id, id));
    } finally {
      stopBeating();
    }
  }

  async function drain() {
    for (;;) {
      if (stopping) return;
      const id = await claimNextExport(db);
      if (!id) return;
      await runOne(id);
    }
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
    /** Fails what a dead instance left behind (and its work file here, if any), removes expired files. */
    async sweep() {
      const interrupted = await failInterruptedExports(db);
      for (const id of interrupted)
        for (const ext of ['csv', 'xlsx'])
          await fs.promises.rm(path.join(exportsDir, `${id}.${ext}`), { force: true });
      if (interrupted.length) log.warn({ interrupted }, 'export jobs of a stopped instance marked failed');
      await removeExpiredExports(db);
    },
    async stop() {
      stopping = true;
      await running;
    },
  };
}

export type ExportWorker = ReturnType<typeof createExportWorker>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The job sweeper wakes it at start and every half minute; routes wake it when a job is created. */
    exportWorker: ExportWorker;
  }
}
