/**
 * Runs one claimed export job: counts the rows, streams them page by page into a work file under
 * DATA_DIR/exports, and keeps the job row (progress, counts, size, heartbeat) current so any instance can
 * report it. The finished file is stored in the database with the job's completion, in one transaction,
 * so any instance can serve it. A failure leaves a failed job and no partial file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { type ExportFilters, exportFilters } from '../../shared/schemas/exports.js';
import type { Database } from '../db/client.js';
import { type ExportJobRow, exportJobs } from '../db/schema/index.js';
import { readSettings } from '../settings/settings.js';
import { storeExportFile } from './export-file-store.js';
import { openExportFile } from './export-file-writer.js';
import { countExport, EXPORT_COLUMNS, exportConditions, exportRowsQuery } from './export-query.js';
import { exportDownloadUrl } from './present-export-job.js';

const BATCH_SIZE = 5_000;

export const EXPORT_FAILED_MESSAGE =
  'The export failed before it finished. Start it again; if it fails again, tell your technical contact.';

/** contacts_supporters_2026-11-23_1405.csv: what it holds and when it was made, in the campaign's time. */
export function exportFilename(filters: ExportFilters, format: string, at: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  const stamp = `${part('year')}-${part('month')}-${part('day')}_${part('hour')}${part('minute')}${part('second')}`;
  return `contacts_${filters.exportType}_${stamp}.${format}`;
}

interface RunOptions {
  database: Database;
  exportsDir: string;
  /** Asked between pages; true stops the job without finishing it (the app is shutting down). */
  shouldStop: () => boolean;
}

export async function runExportJob(job: ExportJobRow, { database, exportsDir, shouldStop }: RunOptions) {
  const { db } = database;
  const update = (values: Partial<typeof exportJobs.$inferInsert>) =>
    db
      .update(exportJobs)
      .set({ ...values, heartbeatAt: sql`now()` })
      .where(eq(exportJobs.id, job.id));

  const filters = exportFilters.parse(job.filters ?? {});
  const format = job.format === 'xlsx' ? 'xlsx' : 'csv';
  const { timeZone } = await readSettings(db);
  const where = exportConditions(filters, timeZone);
  const total = await countExport(db, filters, timeZone);
  const filename = exportFilename(filters, format, job.createdAt, timeZone);
  await update({ totalRecords: total, filename });

  await fs.promises.mkdir(exportsDir, { recursive: true });
  const filePath = path.join(exportsDir, `${job.id}.${format}`);
  const file = openExportFile(format, filePath, EXPORT_COLUMNS);
  let processed = 0;
  try {
    for await (const batch of database.streamRows(exportRowsQuery(where, format), BATCH_SIZE)) {
      if (shouldStop()) throw new Error('the server is shutting down');
      await file.write(batch);
      processed += batch.length;
      await update({
        processedRecords: processed,
        // Rows added while the export runs can push processed past the first count.
        progress:
          total === 0 ? 100 : Math.min(99, Math.floor((100 * processed) / Math.max(total, processed))),
        fileSizeBytes: file.bytesWritten(),
      });
    }
    await file.finish();
  } catch (error) {
    await file.abort();
    throw error;
  }
  try {
    const { size } = await fs.promises.stat(filePath);
    await db.transaction(async (tx) => {
      await storeExportFile(tx, job.id, filePath);
      await tx
        .update(exportJobs)
        .set({
          status: 'completed',
          progress: 100,
          processedRecords: processed,
          totalRecords: processed,
          fileSizeBytes: size,
          filePath: null,
          downloadUrl: exportDownloadUrl(job.id),
          completedAt: new Date(),
          heartbeatAt: sql`now()`,
        })
        .where(eq(exportJobs.id, job.id));
    });
  } finally {
    await fs.promises.rm(filePath, { force: true });
  }
}
