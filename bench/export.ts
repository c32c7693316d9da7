/**
 * Export speed and memory on a loaded database: the preview count (p50/p95 of 20 calls per filter set),
 * then the whole file as CSV and as .xlsx through the same job code the app runs, with the peak RSS of
 * this process (which plays the server) sampled every 50 ms.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, type SQL, sql } from 'drizzle-orm';
import { exportFilters } from '../src/common/schemas/exports.js';
import type { Database } from '../src/server/db/client.js';
import { exportJobs } from '../src/server/db/schema/index.js';
import { countExport, exportConditions, exportCsvQuery } from '../src/server/exports/export-query.js';
import { runExportJob } from '../src/server/exports/run-export-job.js';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)] ?? 0;

const PREVIEWS: [string, object][] = [
  ['all', {}],
  ['supporters', { exportType: 'supporters' }],
  ['active voters, ages 30-45', { exportType: 'active-voters', ageRange: { min: 30, max: 45 } }],
  ['two ZIP codes', { zipCodes: ['32301', '32303'] }],
];

export async function timePreviews(database: Database) {
  const results: { name: string; p50: number; p95: number }[] = [];
  for (const [name, raw] of PREVIEWS) {
    const filters = exportFilters.parse(raw);
    await countExport(database.db, filters, 'America/New_York');
    const times: number[] = [];
    for (let i = 0; i < 20; i++) {
      const t0 = performance.now();
      await countExport(database.db, filters, 'America/New_York');
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    results.push({ name, p50: percentile(times, 0.5), p95: percentile(times, 0.95) });
  }
  return results;
}

/**
 * The SQL limit of a CSV export: the engine's COPY of the very SELECT the export runs (same columns, joins and
 * formula-safety expressions), read and thrown away, in one part.
 */
export async function timePlainCopy(database: Database, query?: SQL) {
  const where = exportConditions(exportFilters.parse({}), 'America/New_York');
  const t0 = performance.now();
  let bytes = 0;
  for await (const chunk of database.copyCsv([query ?? exportCsvQuery(where)])) bytes += chunk.length;
  return { seconds: (performance.now() - t0) / 1000, fileMb: bytes / 2 ** 20 };
}

/** A lower bound below the export's own SELECT: the contacts table alone, every column, no phones or emails. */
export const BARE_CONTACTS_COPY = sql`SELECT * FROM contacts`;

export async function timeExport(database: Database, format: 'csv' | 'xlsx') {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-bench-export-'));
  const [job] = await database.db.insert(exportJobs).values({ format, filters: {} }).returning();
  if (!job) throw new Error('no job');
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  const t0 = performance.now();
  await runExportJob(job, { database, exportsDir: dir, shouldStop: () => false });
  const seconds = (performance.now() - t0) / 1000;
  clearInterval(sampler);
  // The finished file is kept in the database (export_file_chunks); the job row has its size.
  const [done] = await database.db.select().from(exportJobs).where(eq(exportJobs.id, job.id));
  const bytes = done?.fileSizeBytes ?? 0;
  await database.db.delete(exportJobs).where(eq(exportJobs.id, job.id));
  fs.rmSync(dir, { recursive: true, force: true });
  return { seconds, peakRssMb: peak / 2 ** 20, fileMb: bytes / 2 ** 20 };
}
