/**
 * Export speed and memory on a loaded database: the preview count (p50/p95 of 20 calls per filter set),
 * then the whole file as CSV and as .xlsx through the same job code the app runs, with the peak RSS of
 * this process (which plays the server) sampled every 50 ms and, on the embedded engine, the peak summed PSS
 * of its PostgreSQL processes; and the plain COPY of the same SELECT the CSV is compared with.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, type SQL, sql } from 'drizzle-orm';
import { exportFilters } from '../src/common/schemas/exports.js';
import type { Database } from '../src/server/db/client.js';
import { firstRow } from '../src/server/db/rows.js';
import { exportJobs } from '../src/server/db/schema/index.js';
import { countExport, exportConditions, exportCsvQuery } from '../src/server/exports/export-query.js';
import { runExportJob } from '../src/server/exports/run-export-job.js';
import { type BenchDatabase, describeEngine } from './engine.js';
import { peakOf, postgresMemory } from './process-memory.js';
import { count, machineLine, ms, percentile } from './stats.js';

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
 * The SQL limit of a CSV export: PostgreSQL's COPY of the very SELECT the export runs (same columns, joins and
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

export async function timeExport(database: BenchDatabase, format: 'csv' | 'xlsx') {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-bench-export-'));
  const [job] = await database.db.insert(exportJobs).values({ format, filters: {} }).returning();
  if (!job) throw new Error('no job');
  const app = peakOf(() => process.memoryUsage().rss, 50);
  const { cluster } = database;
  const postgres = cluster ? peakOf(() => postgresMemory(cluster).pssMb) : undefined;
  const t0 = performance.now();
  await runExportJob(job, { database, exportsDir: dir, shouldStop: () => false });
  const seconds = (performance.now() - t0) / 1000;
  app.stop();
  postgres?.stop();
  // The finished file is kept in the database (export_file_chunks); the job row has its size.
  const [done] = await database.db.select().from(exportJobs).where(eq(exportJobs.id, job.id));
  const bytes = done?.fileSizeBytes ?? 0;
  await database.db.delete(exportJobs).where(eq(exportJobs.id, job.id));
  fs.rmSync(dir, { recursive: true, force: true });
  return {
    seconds,
    peakRssMb: app.peak() / 2 ** 20,
    peakPostgresMb: postgres?.peak() ?? 0,
    fileMb: bytes / 2 ** 20,
  };
}

/** Prints the export figures of a loaded database (bench/export.ts, bench/export-existing.ts). */
export async function exportBesidePlain(database: BenchDatabase, formatList: ('csv' | 'xlsx')[]) {
  const rows: [string, string][] = [];
  for (const p of await timePreviews(database))
    rows.push([`preview count, ${p.name} (20 calls)`, `p50 ${ms(p.p50)}, p95 ${ms(p.p95)}`]);
  for (const format of formatList) {
    // The plain COPY before and after the export, so a change in the machine's load shows.
    const before = format === 'csv' ? await timePlainCopy(database) : undefined;
    const r = await timeExport(database, format);
    const after = format === 'csv' ? await timePlainCopy(database) : undefined;
    const memory = database.cluster
      ? `peak memory: app RSS ${Math.round(r.peakRssMb)} MB + PostgreSQL PSS ${Math.round(r.peakPostgresMb)} MB = ${Math.round(r.peakRssMb + r.peakPostgresMb)} MB`
      : `peak RSS of the app ${Math.round(r.peakRssMb)} MB`;
    rows.push([
      `export ${format}`,
      `**${r.seconds.toFixed(1)} s**, ${memory}, file ${r.fileMb.toFixed(1)} MB`,
    ]);
    if (before && after) {
      const plain = (before.seconds + after.seconds) / 2;
      rows.push([
        'plain COPY of the same SELECT',
        `${before.seconds.toFixed(1)} s before, ${after.seconds.toFixed(1)} s after (${before.fileMb.toFixed(1)} MB); **export / COPY = ${(r.seconds / plain).toFixed(2)}**`,
      ]);
      const bare = await timePlainCopy(database, BARE_CONTACTS_COPY);
      rows.push([
        'bare COPY of the contacts table (no phones, emails or formula guards)',
        `${bare.seconds.toFixed(1)} s (${bare.fileMb.toFixed(1)} MB); export / bare = ${(r.seconds / bare.seconds).toFixed(2)}`,
      ]);
    }
  }
  console.log(`\n${machineLine()}`);
  const sizes = await firstRow<{ contacts: number }>(
    database.db,
    sql`SELECT count(*)::int AS contacts FROM contacts`,
  );
  console.log(`Dataset: ${count(sizes?.contacts ?? 0)} contacts, ${await describeEngine(database)}\n`);
  console.log('| benchmark | figure |\n|---|---|');
  for (const [name, figure] of rows) console.log(`| ${name} | ${figure} |`);
}
