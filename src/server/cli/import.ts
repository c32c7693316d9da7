/**
 * `npm run cli -- import FILE|FOLDER [--full] [--preview]`: the same job as the admin screen's upload, with a
 * progress bar, for a file of any size; or a folder of county extracts (CCC_YYYYMMDD.txt) as one refresh: one job,
 * one preview, one progress bar, one undo.
 */
import { randomUUID } from 'node:crypto';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { formatCount as count } from '../../common/format.js';
import { openCountyFolder } from '../imports/file-formats/county-folder.js';
import { findImportJob } from '../imports/job/import-jobs.js';
import { failInterruptedImports } from '../imports/job/interrupted-imports.js';
import { DeactivationGuardError } from '../imports/run/deactivation-guard.js';
import { startImport } from '../imports/run/start-import.js';
import { CliUsageError, withDatabase } from './context.js';

export const description =
  'import a voter file (.xlsx, .csv, the Florida .txt extract) or a folder of county extracts; --full marks missing voters inactive';

const USAGE = `Usage: npm run cli -- import FILE|FOLDER [--full] [--yes] [--preview]

  FILE      the county's voter file: .xlsx, .csv, or the Florida extract (.txt, tab-delimited, no header);
            any size (the upload in the browser stops at IMPORT_MAX_FILE_MB)
  FOLDER    a folder of county extracts in the Florida layout, each named CCC_YYYYMMDD.txt (the county's code
            and the extract's date; Florida's statewide file is 67 of them), imported as one refresh: one job,
            one preview, one undo (npm run cli -- undo-import JOB). Other files in the folder are left alone.
  --full    this file is the complete list: contacts missing from it are marked inactive (never deleted).
            For a folder: only contacts of the counties whose files it holds; a county whose file is not
            given keeps all its voters active
  --yes     with --full: import even when more than the deactivation guard's share (setting, default 10 %)
            of the active contacts would be marked inactive; without it such an import stops before writing
  --preview compare only: count what the import would add, change and mark inactive, and change nothing

Imports into DATABASE_URL when set, otherwise the embedded database in DATA_DIR.`;

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
    options: {
      full: { type: 'boolean', default: false },
      yes: { type: 'boolean', default: false },
      preview: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (positionals.length !== 1) throw new CliUsageError(USAGE);
  const file = path.resolve(positionals[0] as string);
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile() && !info?.isDirectory())
    throw new CliUsageError(`There is no file or folder at ${file}.\n\n${USAGE}`);
  // A refused folder (an ImportFileError) is printed by main.ts as its message alone.
  const folder = info.isDirectory() ? await openCountyFolder(file) : undefined;
  if (folder) {
    console.error(`${count(folder.files.length)} county files: ${folder.counties.join(', ')}.`);
    if (folder.ignored.length)
      console.error(`Left alone (not named CCC_YYYYMMDD.txt): ${folder.ignored.join(', ')}.`);
  }
  const fileName = folder?.name ?? path.basename(file);
  const preview = values.preview ?? false;

  await withDatabase(async ({ db }) => {
    await failInterruptedImports(db);
    const started = performance.now();
    // A refused file (a DomainError) is printed by main.ts as its message alone.
    const { job, done } = await startImport({
      db,
      uploadId: `cli-${randomUUID()}`,
      userId: null,
      file,
      fileName,
      fileSizeBytes: folder?.sizeBytes ?? info.size,
      full: values.full ?? false,
      dryRun: preview,
      skipGuard: values.yes ?? false,
      countyFolder: folder,
      onProgress: progressBar(),
    });
    const totals = await done.catch((error: unknown) => {
      if (process.stderr.isTTY) process.stderr.write('\n');
      if (error instanceof DeactivationGuardError)
        throw new DeactivationGuardError(
          `${error.message} On the command line: the same import again with --yes.`,
        );
      throw error;
    });
    if (process.stderr.isTTY) process.stderr.write('\n');
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const finished = await findImportJob(db, job.id);
    if (finished?.kind === 'ballots')
      console.log(`${finished.message} (${fileName}, ${seconds} s, job ${job.id})`);
    else if (preview)
      console.log(
        `Preview of ${fileName} (job ${job.id}): ${count(totals.inserted)} would be added, ${count(totals.updated)} changed, ` +
          `${count(totals.unchanged)} unchanged, ${count(totals.deactivated)} marked inactive, ${count(totals.errorCount)} rows with errors. ` +
          'Nothing has been changed; run the same command without --preview to import.',
      );
    else if (totals.unknownVoters !== undefined)
      console.log(
        `Imported the vote history ${path.basename(file)} in ${seconds} s (job ${job.id}): ${count(totals.processed)} rows, ` +
          `${count(totals.inserted)} new, ${count(totals.updated)} updated, ${count(totals.unchanged)} unchanged, ` +
          `${count(totals.unknownVoters)} for voters not in Groundwork skipped, ${count(totals.duplicates)} duplicates, ` +
          `${count(totals.errorCount)} errors.`,
      );
    else
      console.log(
        `Imported ${fileName} in ${seconds} s (job ${job.id}): ${count(totals.processed)} rows, ` +
          `${count(totals.inserted)} new, ${count(totals.updated)} updated, ${count(totals.unchanged)} unchanged, ` +
          `${count(totals.deactivated)} marked inactive, ${count(totals.duplicates)} duplicates, ${count(totals.errorCount)} errors, ` +
          `${count(totals.warningCount)} warnings.`,
      );
    if (totals.errorCount > 0)
      console.log(
        'The rows with errors are listed in the admin screen (Data Management) and in GET /api/admin/imports.',
      );
  });
}
