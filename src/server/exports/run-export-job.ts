/**
 * Runs one claimed export job: counts the rows, streams them into the file and keeps the job row (progress,
 * counts, size, heartbeat) current so any instance can report it. The file goes into the database, so any
 * instance can serve it: CSV straight into its chunks as COPY produces it, .xlsx through a work file under
 * DATA_DIR/exports stored with the job's completion. A failure leaves a failed job and no partial file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { eq, type SQL, sql } from 'drizzle-orm';
import { type ExportFilters, exportFilters } from '../../common/schemas/exports.js';
import type { Database } from '../db/client.js';
import { CsvRecordCounter } from '../db/copy-csv.js';
import { type ExportJobRow, exportJobs } from '../db/schema/index.js';
import { PRIVATE_DIR_MODE } from '../private-files.js';
import { readSettings } from '../settings/settings.js';
import { openChunkedCsvFile, storeExportFile } from './export-file-store.js';
import { csvHeaderLine, type ExportFile, openXlsxFile } from './export-file-writer.js';
import {
  countExport,
  exportColumnsOf,
  exportConditions,
  exportCsvQuery,
  exportValuesQuery,
} from './export-query.js';
import { exportDownloadUrl } from './present-export-job.js';

const XLSX_BATCH_SIZE = 5_000;
const PROGRESS_EVERY_MS = 250;

export const EXPORT_FAILED_MESSAGE =
  'The export failed before it finished. Start it again; if it fails again, tell your technical contact.';

/** The job's row was deleted while it ran (the wipe): its file must not outlive it. */
export class ExportRemovedError extends Error {
  constructor(jobId: string) {
    super(`export ${jobId} was removed while it ran`);
  }
}

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
  const update = async (values: Partial<typeof exportJobs.$inferInsert>) => {
    const updated = await db
      .update(exportJobs)
      .set({ ...values, heartbeatAt: sql`now()` })
      .where(eq(exportJobs.id, job.id))
      .returning({ id: exportJobs.id });
    if (updated.length === 0) throw new ExportRemovedError(job.id);
  };

  const filters = exportFilters.parse(job.filters ?? {});
  const format = job.format === 'xlsx' ? 'xlsx' : 'csv';
  const { timeZone } = await readSettings(db);
  const where = exportConditions(filters, timeZone);
  const attempts = filters.exportType === 'attempts';
  const columns = exportColumnsOf(filters);
  const total = await countExport(db, filters, timeZone);
  const filename = exportFilename(filters, format, job.createdAt, timeZone);
  await update({ totalRecords: total, filename });

  await fs.promises.mkdir(exportsDir, { recursive: true, mode: PRIVATE_DIR_MODE });
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
  try {
    const { processed, bytes } =
      format === 'xlsx'
        ? await writeXlsx({ database, where, filePath, report, attempts, columns })
        : await writeCsv({
            database,
            where,
            attempts,
            report,
            file: openChunkedCsvFile(db, job.id, csvHeaderLine(columns)),
          });
    const size = bytes ?? (await fs.promises.stat(filePath)).size;
    await db.transaction(async (tx) => {
      if (format === 'xlsx') await storeExportFile(tx, job.id, filePath);
      const completed = await tx
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
        .where(eq(exportJobs.id, job.id))
        .returning({ id: exportJobs.id });
      if (completed.length === 0) throw new ExportRemovedError(job.id);
    });
  } catch (error) {
    await fs.promises.rm(filePath, { force: true });
    throw error;
  }
  await fs.promises.rm(filePath, { force: true });
}

type Report = (processed: number, bytes: number, force?: boolean) => Promise<void>;

/** The rows written, and the file's size when the writer knows it (else it is read from the file). */
interface Written {
  processed: number;
  bytes?: number;
}

/** CSV straight from the database's COPY. */
async function writeCsv(options: {
  database: Database;
  where: SQL;
  attempts: boolean;
  file: ExportFile<Buffer>;
  report: Report;
}): Promise<Written> {
  const { database, where, attempts, file, report } = options;
  const records = new CsvRecordCounter();
  try {
    for await (const chunk of database.copyCsv([exportCsvQuery(where, attempts)])) {
      await file.write(chunk);
      records.add(chunk);
      await report(records.count, file.bytesWritten());
    }
    await file.finish();
  } catch (error) {
    await file.abort();
    throw error;
  }
  return { processed: records.count, bytes: file.bytesWritten() };
}

async function writeXlsx(options: {
  database: Database;
  where: SQL;
  filePath: string;
  report: Report;
  attempts: boolean;
  columns: string[];
}): Promise<Written> {
  const { database, where, filePath, report, attempts, columns } = options;
  const file = openXlsxFile(filePath, columns);
  let processed = 0;
  try {
    for await (const batch of database.streamRows(exportValuesQuery(where, attempts), XLSX_BATCH_SIZE)) {
      await file.write(batch);
      processed += batch.length;
      await report(processed, file.bytesWritten(), true);
    }
    await file.finish();
  } catch (error) {
    await file.abort();
    throw error;
  }
  return { processed };
}
