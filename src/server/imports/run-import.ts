/**
 * The import job: reads the file row by row, maps each row, and applies the voters in chunks, each chunk
 * with the job's progress in one transaction, so the job row always matches what is stored. A full
 * refresh then marks contacts missing from the file inactive. Used by the upload and the CLI alike.
 */

import type { RowProblem } from '../../shared/schemas/imports.js';
import { importCompleteMessage } from '../../shared/schemas/imports.js';
import { recordAudit } from '../audit/record-audit.js';
import type { Db } from '../db/client.js';
import { INSTANCE_ID } from '../jobs/instance.js';
import { keepAlive } from '../jobs/job-lifecycle.js';
import { type ColumnMapping, mapColumns } from './column-mapping.js';
import { fileRowToVoter } from './file-row-to-voter.js';
import type { ImportFileType } from './file-type.js';
import { ImportFileError } from './import-errors.js';
import { updateImportJob } from './import-jobs.js';
import type { MappedVoter } from './map-voter-row.js';
import { openRowSource } from './open-row-source.js';
import { deactivateMissing, upsertVoters, vacuumContacts } from './upsert-voters.js';

export const CHUNK_SIZE = 5_000;
const YIELD_EVERY_ROWS = 200;
const MAX_CHUNKS_IN_FLIGHT = 2;
/** Rows listed with their reason in the result; beyond this only counted. */
const MAX_LISTED = 1_000;

export interface RunImportOptions {
  db: Db;
  jobId: string;
  file: string;
  fileType: ImportFileType;
  fileName: string;
  full: boolean;
  userId: string | null;
  chunkSize?: number;
  /** Called after each chunk and at the end (the CLI's progress bar). */
  onProgress?: (state: {
    processed: number;
    totalRows: number;
    currentChunk: number;
    totalChunks: number;
  }) => void;
  log?: { error: (obj: unknown, msg: string) => void };
}

export interface ImportTotals {
  processed: number;
  inserted: number;
  updated: number;
  unchanged: number;
  deactivated: number;
  duplicates: number;
  errorCount: number;
  warningCount: number;
}

const UNEXPECTED =
  'The import stopped because of a problem on the server. Nothing after the last saved chunk was changed; try again, and if it happens again tell the person who runs Groundwork.';

export async function runImport(options: RunImportOptions): Promise<ImportTotals> {
  const { db, jobId } = options;
  // Beats while one step takes long (counting a big file's rows, a full refresh's deactivation).
  const stopBeating = keepAlive(db, 'import', jobId);
  try {
    return await importRows(options);
  } catch (error) {
    const known = error instanceof ImportFileError;
    if (!known) options.log?.error({ err: error, jobId }, 'import failed');
    await updateImportJob(db, jobId, {
      status: 'failed',
      phase: 'failed',
      message: known ? error.message : UNEXPECTED,
      completedAt: new Date(),
    });
    throw error;
  } finally {
    stopBeating();
  }
}

async function importRows({
  db,
  jobId,
  file,
  fileType,
  fileName,
  full,
  userId,
  chunkSize = CHUNK_SIZE,
  onProgress,
}: RunImportOptions) {
  await updateImportJob(db, jobId, {
    status: 'processing',
    phase: 'analyzing',
    startedAt: new Date(),
    lockedBy: INSTANCE_ID,
  });
  const source = await openRowSource(file, fileType);
  const fileRows = await source.countRows();
  const now = new Date();

  const totals: ImportTotals = {
    processed: 0,
    inserted: 0,
    updated: 0,
    unchanged: 0,
    deactivated: 0,
    duplicates: 0,
    errorCount: 0,
    warningCount: 0,
  };
  const errors: RowProblem[] = [];
  const warnings: RowProblem[] = [];
  const seen = new Set<string>();
  let mapping: ColumnMapping | undefined;
  let totalRows = 0;
  let totalChunks = 0;
  let currentChunk = 0;
  let chunk = new Map<string, MappedVoter>();
  /** System ids of this chunk already applied by an earlier chunk (a duplicate): not counted twice. */
  let reapplied = new Set<string>();
  let chunkRows = 0;

  const noteError = (row: number, message: string) => {
    totals.errorCount++;
    if (errors.length < MAX_LISTED) errors.push({ row, message });
  };
  /** The job row's counts as of the rows read so far (taken when a chunk is handed to the database). */
  const snapshot = () => ({
    processed: totals.processed,
    duplicates: totals.duplicates,
    errorCount: totals.errorCount,
    errorList: errors.slice(),
    warningCount: totals.warningCount,
    warningList: warnings.slice(),
    totalChunks: Math.max(totalChunks, currentChunk),
    totalRows: Math.max(totalRows, totals.processed),
  });
  const written = () => ({ inserted: totals.inserted, updated: totals.updated, unchanged: totals.unchanged });

  /**
   * Chunks are written while the next ones are read, up to two at once on connections of their own: the
   * upkeep of the contacts' indexes is most of an import, and two transactions let PostgreSQL use both cores.
   * They still commit in file order: each waits for the chunk before it to commit before it records its
   * progress and commits, so what is stored is always the file's first chunks and the job row says which. A
   * chunk holding a voter that an earlier chunk also held waits for every chunk before it (the file's last
   * row wins, and two transactions never wait on each other's rows).
   */
  const writing: Promise<void>[] = [];
  let lastCommit: Promise<void> = Promise.resolve();
  const writeChunk = (
    voters: MappedVoter[],
    again: Set<string>,
    chunkNumber: number,
    counts: ReturnType<typeof snapshot>,
    previousCommit: Promise<void>,
  ) => {
    const committed = db.transaction(async (tx) => {
      const outcome = voters.length > 0 ? await upsertVoters(tx, voters) : { inserted: [], updated: [] };
      await previousCommit;
      const inserted = outcome.inserted.length;
      const updated = outcome.updated.filter((id) => !again.has(id)).length;
      totals.inserted += inserted;
      totals.updated += updated;
      totals.unchanged += voters.length - again.size - inserted - updated;
      await updateImportJob(tx, jobId, { ...counts, ...written(), currentChunk: chunkNumber });
    });
    const done = committed.then(() => {
      onProgress?.({ processed: counts.processed, totalRows, currentChunk: chunkNumber, totalChunks });
    });
    // A failure surfaces where the reading loop waits for this chunk, not as an unhandled rejection.
    done.catch(() => undefined);
    return { committed, done };
  };
  const waitForWrites = async (atMost: number) => {
    while (writing.length > atMost) await writing.shift();
  };
  const flush = async () => {
    if (chunkRows === 0) return;
    currentChunk++;
    const voters = [...chunk.values()];
    const again = reapplied;
    const chunkNumber = currentChunk;
    const counts = snapshot();
    chunk = new Map();
    reapplied = new Set();
    chunkRows = 0;
    await waitForWrites(again.size > 0 ? 0 : MAX_CHUNKS_IN_FLIGHT - 1);
    const { committed, done } = writeChunk(voters, again, chunkNumber, counts, lastCommit);
    lastCommit = committed;
    writing.push(done);
  };

  let sinceYield = 0;
  for await (const row of source.rows()) {
    // Reading is CPU work that only yields to microtasks: give the database's answers for the chunk being
    // written a turn now and then, or that chunk waits on the parser (measured: 2 s of 10 at 180,000 rows).
    if (++sinceYield === YIELD_EVERY_ROWS) {
      sinceYield = 0;
      await new Promise((resolve) => setImmediate(resolve));
    }
    if (!mapping) {
      if (row.cells.every((cell) => cell.trim() === '')) continue;
      mapping = mapColumns(row.cells);
      totalRows = Math.max(0, fileRows - (mapping.hasHeader ? row.rowNumber : row.rowNumber - 1));
      totalChunks = Math.ceil(totalRows / chunkSize);
      await updateImportJob(db, jobId, {
        phase: 'importing',
        totalRows,
        totalChunks,
        columnMapping: mapping.matched,
        ignoredColumns: mapping.ignored,
      });
      onProgress?.({ processed: 0, totalRows, currentChunk, totalChunks });
      if (mapping.hasHeader) continue;
    }
    const outcome = fileRowToVoter(row, mapping, now);
    if ('blank' in outcome) continue;
    totals.processed++;
    chunkRows++;
    if ('error' in outcome) noteError(row.rowNumber, outcome.error);
    else {
      const { voter } = outcome;
      const id = voter.contact.systemId;
      for (const message of voter.warnings) {
        totals.warningCount++;
        if (warnings.length < MAX_LISTED) warnings.push({ row: row.rowNumber, message });
      }
      if (seen.has(id)) {
        totals.duplicates++;
        if (!chunk.has(id)) reapplied.add(id);
        // The file's last row for a voter wins.
        chunk.delete(id);
      }
      seen.add(id);
      chunk.set(id, voter);
    }
    if (chunkRows >= chunkSize) await flush();
  }
  await flush();
  await waitForWrites(0);

  if (!mapping) throw new ImportFileError(400, 'The file holds no rows. Choose the voter file again.');
  if (totals.processed === 0)
    throw new ImportFileError(
      400,
      'The file has a header row but no voter rows under it, so nothing was imported.',
    );
  if (seen.size === 0)
    throw new ImportFileError(
      400,
      `None of the ${totals.processed.toLocaleString('en-US')} rows could be imported; the first problem: row ${errors[0]?.row}: ${errors[0]?.message}.`,
    );

  await db.transaction(async (tx) => {
    if (full) {
      await updateImportJob(tx, jobId, { phase: 'deactivating' });
      totals.deactivated = await deactivateMissing(tx, [...seen]);
    }
    if (totals.inserted + totals.updated + totals.deactivated > 0) {
      // One summary row per import: a row per contact would bury the log under 180,000 entries a month.
      await recordAudit(tx, {
        action: 'import',
        tableName: 'contacts',
        recordId: jobId,
        userId,
        newValue: fileName,
        metadata: { jobId, fileName, fullRefresh: full, ...totals },
      });
    }
    await updateImportJob(tx, jobId, {
      ...snapshot(),
      ...written(),
      currentChunk,
      totalRows: totals.processed,
      deactivated: totals.deactivated,
      status: 'completed',
      phase: 'completed',
      message: importCompleteMessage(totals.processed, totals.errorCount),
      completedAt: new Date(),
    });
  });
  await vacuumContacts(db);
  onProgress?.({
    processed: totals.processed,
    totalRows: totals.processed,
    currentChunk,
    totalChunks: currentChunk,
  });
  return totals;
}
