/** `npm run cli -- import FILE [--full]`: the same job as the admin screen's upload, with a progress bar. */
import { randomUUID } from 'node:crypto';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { HttpError } from '../http/http-error.js';
import { failInterruptedImports } from '../imports/import-jobs.js';
import { startImport } from '../imports/start-import.js';
import { CliUsageError, withDatabase } from './context.js';

export const description =
  'import a voter file (.xlsx, .csv, or the Florida .txt extract); --full marks missing voters inactive';

const USAGE = `Usage: npm run cli -- import FILE [--full]

  FILE    the county's voter file: .xlsx, .csv, or the Florida extract (.txt, tab-delimited, no header)
  --full  this file is the complete list: contacts missing from it are marked inactive (never deleted)

Imports into DATABASE_URL when set, otherwise the embedded database in DATA_DIR.`;

const count = (n: number) => n.toLocaleString('en-US');

function progressBar() {
  let lastLine = '';
  return ({
    processed,
    totalRows,
    currentChunk,
    totalChunks,
  }: {
    processed: number;
    totalRows: number;
    currentChunk: number;
    totalChunks: number;
  }) => {
    const percent = totalRows > 0 ? Math.min(100, Math.round((processed / totalRows) * 100)) : 0;
    const filled = Math.round(percent / 5);
    const line = `[${'#'.repeat(filled)}${'-'.repeat(20 - filled)}] ${String(percent).padStart(3)}%  ${count(processed)} / ${count(totalRows)} rows, chunk ${currentChunk}/${totalChunks}`;
    if (line === lastLine) return;
    lastLine = line;
    if (process.stderr.isTTY) process.stderr.write(`\r${line}`);
    else process.stderr.write(`${line}\n`);
  };
}

export async function run(args: string[]) {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { full: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (positionals.length !== 1) throw new CliUsageError(USAGE);
  const file = path.resolve(positionals[0] as string);
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) throw new CliUsageError(`There is no file at ${file}.\n\n${USAGE}`);

  await withDatabase(async ({ db }) => {
    await failInterruptedImports(db);
    const started = performance.now();
    try {
      const { job, done } = await startImport({
        db,
        uploadId: `cli-${randomUUID()}`,
        userId: null,
        file,
        fileName: path.basename(file),
        fileSizeBytes: info.size,
        full: values.full ?? false,
        onProgress: progressBar(),
      });
      const totals = await done.catch((error: unknown) => {
        if (process.stderr.isTTY) process.stderr.write('\n');
        throw error;
      });
      if (process.stderr.isTTY) process.stderr.write('\n');
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(
        `Imported ${path.basename(file)} in ${seconds} s (job ${job.id}): ${count(totals.processed)} rows, ` +
          `${count(totals.inserted)} new, ${count(totals.updated)} updated, ${count(totals.unchanged)} unchanged, ` +
          `${count(totals.deactivated)} marked inactive, ${count(totals.duplicates)} duplicates, ${count(totals.errorCount)} errors, ` +
          `${count(totals.warningCount)} warnings.`,
      );
      if (totals.errorCount > 0)
        console.log(
          'The rows with errors are listed in the admin screen (Data Management) and in GET /api/admin/imports.',
        );
    } catch (error) {
      if (error instanceof HttpError || (error as Error).name === 'ImportFileError') {
        console.error((error as Error).message);
        process.exitCode = 1;
        return;
      }
      throw error;
    }
  });
}
