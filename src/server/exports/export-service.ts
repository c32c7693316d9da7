/** The export screen's calls: choices, preview count, start, history, one job, its file. */
import fs from 'node:fs';
import { desc, eq, sql } from 'drizzle-orm';
import {
  EXPORT_FORMATS,
  EXPORT_TYPE_LABELS,
  EXPORT_TYPES,
  type ExportFilters,
  type StartExportRequest,
} from '../../common/schemas/exports.js';
import type { Db } from '../db/client.js';
import { rows } from '../db/rows.js';
import { exportJobs, type UserRow } from '../db/schema/index.js';
import { NotFoundError } from '../errors.js';
import { readSettings } from '../settings/settings.js';
import { countExportChunks, readExportFile } from './export-file-store.js';
import { countExport } from './export-query.js';

export const EXPORT_NOT_FOUND = 'There is no such export. It may have been removed.';
export const EXPORT_FILE_GONE =
  'This export file is no longer available (files are kept 7 days). Start a new export.';
const HISTORY_LENGTH = 20;

export async function previewExport(db: Db, filters: ExportFilters) {
  const { timeZone } = await readSettings(db);
  return { count: await countExport(db, filters, timeZone) };
}

export async function readExportOptions(db: Db) {
  const parties = await rows<{ party: string }>(
    db,
    sql`select distinct party from contacts where party is not null and party <> '' order by 1`,
  );
  const zips = await rows<{ zip: string }>(
    db,
    sql`
      select distinct left(zip_code, 5) as zip from contacts
      where zip_code ~ '^[0-9]{5}' order by 1 limit 1000`,
  );
  return {
    exportTypes: EXPORT_TYPES.map((value) => ({ value, label: EXPORT_TYPE_LABELS[value] })),
    formats: [...EXPORT_FORMATS],
    parties: parties.map((p) => p.party),
    zipCodes: zips.map((z) => z.zip),
  };
}

export async function startExport(db: Db, admin: UserRow, request: StartExportRequest) {
  const { format, ...filters } = request;
  const [job] = await db.insert(exportJobs).values({ userId: admin.id, format, filters }).returning();
  if (!job) throw new Error('export job not created');
  return job;
}

export const listExportHistory = (db: Db) =>
  db.select().from(exportJobs).orderBy(desc(exportJobs.createdAt), desc(exportJobs.id)).limit(HISTORY_LENGTH);

export async function findExportJob(db: Db, id: string) {
  const [job] = await db.select().from(exportJobs).where(eq(exportJobs.id, id));
  return job ?? null;
}

/** The finished file of a job, or a 404 that says why there is none. */
export async function openExportDownload(db: Db, id: string) {
  const job = await findExportJob(db, id);
  if (!job) throw new NotFoundError(EXPORT_NOT_FOUND);
  if (job.status !== 'completed')
    throw new NotFoundError('This export has not finished, so there is no file yet.');
  if (!job.downloadUrl) throw new NotFoundError(EXPORT_FILE_GONE);
  // In the database (see run-export-job), or on disk for a job an earlier release finished with the embedded
  // engine it had then, until that job expires.
  if (job.filePath) {
    const onDisk = await fs.promises.stat(job.filePath).catch(() => null);
    if (!onDisk?.isFile()) throw new NotFoundError(EXPORT_FILE_GONE);
    return { job, stream: fs.createReadStream(job.filePath) };
  }
  const chunks = await countExportChunks(db, id);
  if (chunks === 0) throw new NotFoundError(EXPORT_FILE_GONE);
  return { job, stream: readExportFile(db, id, chunks) };
}
