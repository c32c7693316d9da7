/**
 * Runs one claimed export job: counts the rows, streams them page by page into a work file under
 * DATA_DIR/exports, and keeps the job row (progress, counts, size, heartbeat) current so any instance can
 * report it. The finished file is stored in the database with the job's completion, in one transaction,
 * so any instance can serve it. A failure leaves a failed job and no partial file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { eq, type SQL, sql } from 'drizzle-orm';
import { type ExportFilters, exportFilters } from '../../shared/schemas/exports.js';
import type { Database } from '../db/client.js';
import { CsvRecordCounter } from '../db/copy-csv.js';
import { type ExportJobRow, exportJobs } from '../db/schema/index.js';
import { readSettings } from '../settings/settings.js';
import { storeExportFile } from './export-file-store.js';
import { openCsvFile, openXlsxFile } from './export-file-writer.js';
import {
  countExport,
  EXPORT_COLUMNS,
  exportConditions,
  exportCsvQuery,
  exportValuesQuery,
  idRanges,
} from './export-query.js';
import { exportDownloadUrl } from './present-export-job.js';

const XLSX_BATCH_SIZE = 5_000;
const PROGRESS_EVERY_MS = 250;

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
  let lastReport = 0;
  const report = async (processed: number, bytes: number, force = false) => {
    // COPY hands over 64 kB chunks: the job row is written a few times a second, not for each.
    if (!force && Date.now() - lastReport < PROGRESS_EVERY_MS) return;
    lastReport = Date.now();
    if (shouldStop()) throw new Error('the server is shutting down');
    await update({
      processedRecords: processed,
      // Rows added while the export runs can push processed past the first count.
      progress: total === 0 ? 100 : Math.min(99, Math.floor((100 * processed) / Math.max(total, processed))),
      fileSizeBytes: bytes,
    });
  };
  const write = format === 'xlsx' ? writeXlsx : writeCsv;
  const inDatabase = database.sharedByInstances;
  try {
    const processed = await write({ database, where, total, filePath, report });
    const { size } = await fs.promises.stat(filePath);
    await db.transaction(async (tx) => {
      if (inDatabase) await storeExportFile(tx, job.id, filePath);
      await tx
        .update(exportJobs)
        .set({
          status: 'completed',
          progress: 100,
          processedRecords: processed,
          totalRecords: processed,
          fileSizeBytes: size,
          filePath: inDatabase ? null : filePath,
          downloadUrl: exportDownloadUrl(job.id),
          completedAt: new Date(),
          heartbeatAt: sql`now()`,
        })
        .where(eq(exportJobs.id, job.id));
    });
  } catch (error) {
    await fs.promises.rm(filePath, { force: true });
    throw error;
  }
  if (inDatabase) await fs.promises.rm(filePath, { force: true });
}

interface WriteOptions {
  database: Database;
  where: SQL;
  total: number;
  filePath: string;
  report: (processed: number, bytes: number, force?: boolean) => Promise<void>;
}

/** CSV straight from the database's COPY, in as many id ranges as the engine wants; returns the row count. */
async function writeCsv({ database, where, total, filePath, report }: WriteOptions) {
  const parts = idRanges(Math.max(1, Math.ceil(total / database.copyPartRows)));
  const file = openCsvFile(filePath, EXPORT_COLUMNS);
  const records = new CsvRecordCounter();
  try {
    for await (const chunk of database.copyCsv(parts.map((range) => exportCsvQuery(where, range)))) {
      await file.write(chunk);
      records.add(chunk);
      await report(records.count, file.bytesWritten());
    }
    await file.finish();
  } catch (error) {
    await file.abort();
    throw error;
  }
  return records.count;
}

async function writeXlsx({ database, where, filePath, report }: WriteOptions) {
  const file = openXlsxFile(filePath, EXPORT_COLUMNS);
  let processed = 0;
  try {
    for await (const batch of database.streamRows(exportValuesQuery(where), XLSX_BATCH_SIZE)) {
      await file.write(batch);
      processed += batch.length;
      await report(processed, file.bytesWritten(), true);
    }
    await file.finish();
  } catch (error) {
    await file.abort();
    throw error;
  }
  return processed;
}
