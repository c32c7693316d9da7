/**
 * A ballot file's import (PRODUCT.md, Election season): reached through the same upload as voter files
 * (run-import.ts dispatches on layout), it stages the rows in chunks with the job's progress, then replaces the
 * state of each election the file names in one transaction (store-ballots.ts). Voters not in the voter file are
 * counted and listed, never created. Nothing is recorded for undo: the previous day's file, imported again, is
 * how a day is taken back (decision 0366).
 */
import { BALLOT_SOURCE_LABELS } from '../../../common/ballots.js';
import { formatCount as count } from '../../../common/format.js';
import type { ImportPreview } from '../../../common/schemas/imports.js';
import { recordAudit } from '../../audit/record-audit.js';
import { ImportFileError } from '../file-formats/import-file-error.js';
import { firstFilledRow, forEachRow, isBlankRow, type RowSource } from '../file-formats/row-source.js';
import { updateImportJob } from '../job/import-jobs.js';
import { finalProgress } from '../job/import-progress.js';
import { ImportTally } from '../job/import-tally.js';
import { OrderedChunkWriter } from '../job/ordered-chunk-writer.js';
import type { RunImportOptions } from '../job/run-import-options.js';
import { countActiveContacts } from '../stored-voters/import-previewer.js';
import {
  type BallotEntry,
  type BallotLayout,
  detectBallotLayout,
  GENERIC_STATUS_NAMES,
  parseBallotRow,
  readStatus,
  statusCell,
} from './ballot-layout.js';
import {
  applyBallotFile,
  BALLOT_CHUNK_SIZE,
  type BallotCounts,
  compareBallotFile,
  recordBallotFiles,
  removeAbandonedRows,
  removeStagedRows,
  stageBallotChunk,
  vacuumBallots,
} from './store-ballots.js';

const YIELD_EVERY_ROWS = 1_000;
const MAX_CHUNKS_IN_FLIGHT = 2;

export interface BallotFileLayout {
  layout: BallotLayout;
  firstRow: number;
}

/** The ballot layout of the file's first row that is not blank, or null when it is no ballot file. */
export async function peekBallotLayout(source: RowSource): Promise<BallotFileLayout | null> {
  const row = await firstFilledRow(source);
  if (!row) return null;
  const layout = detectBallotLayout(row.cells);
  return layout ? { layout, firstRow: row.rowNumber } : null;
}

const BAD_STATUSES_SHOWN = 3;

/**
 * Refuses a ballot file with a status Groundwork does not know, before any job exists: reading it would leave
 * those voters out of the day's state, and the next day's file would not bring them back.
 */
export async function checkBallotStatuses(source: RowSource, { layout, firstRow }: BallotFileLayout) {
  if (layout.source === 'early') return;
  const bad: string[] = [];
  let badCount = 0;
  for await (const row of source.rows()) {
    if (row.rowNumber < firstRow || (row.rowNumber === firstRow && layout.hasHeader)) continue;
    const raw = statusCell(layout, row.cells);
    if (!raw && isBlankRow(row)) continue;
    if (readStatus(layout, raw) !== undefined) continue;
    badCount++;
    if (bad.length < BAD_STATUSES_SHOWN) bad.push(`row ${row.rowNumber}: "${raw.slice(0, 30)}"`);
  }
  if (badCount === 0) return;
  const known =
    layout.source === 'mail'
      ? 'the Florida request status codes R, S, U, V and C'
      : `${GENERIC_STATUS_NAMES} (any case)`;
  throw new ImportFileError(
    'invalid-input',
    `${count(badCount)} ${badCount === 1 ? 'row has a ballot status' : 'rows have ballot statuses'} Groundwork does not know (${bad.join('; ')}). The statuses it reads are ${known}. Nothing was imported.`,
  );
}

export interface BallotTotals {
  processed: number;
  inserted: number;
  updated: number;
  unchanged: number;
  removed: number;
  unknownVoters: number;
  duplicates: number;
  errorCount: number;
}

const rowsOf = (n: number) => `${count(n)} ${n === 1 ? 'row' : 'rows'}`;
const votersOf = (n: number) => `${count(n)} ${n === 1 ? 'voter' : 'voters'}`;

const completeMessage = (label: string, t: BallotTotals) =>
  `${label} imported: ${rowsOf(t.processed)} read; ${count(t.inserted)} new ballots, ${count(t.updated)} changed, ${count(t.unchanged)} unchanged, ${count(t.removed)} no longer listed removed. ${votersOf(t.unknownVoters)} not in the voter file skipped. ${rowsOf(t.errorCount)} with errors.`;

const previewMessage = (label: string, t: BallotTotals) =>
  `Preview of the ${label.toLowerCase()}: ${count(t.inserted)} ballots would be added, ${count(t.updated)} changed, ${count(t.unchanged)} unchanged, ${count(t.removed)} no longer listed removed; ${votersOf(t.unknownVoters)} not in the voter file would be skipped; ${rowsOf(t.errorCount)} with errors. Nothing has been changed yet.`;

/** Runs the import of a file whose layout peekBallotLayout found. */
export async function importBallots(options: RunImportOptions, file: BallotFileLayout, fileRows: number) {
  const run = new BallotRun(options, file, fileRows);
  try {
    await removeAbandonedRows(options.db);
    await run.start();
    await forEachRow(options.source, (row) => run.read(row.rowNumber, row.cells), YIELD_EVERY_ROWS);
    await run.finishWriting();
    run.checkSomethingWasRead();
    await options.beforeComplete?.();
    await run.complete();
    if (!options.dryRun) await vacuumBallots(options.db);
    run.reportFinalProgress();
    return run.totals;
  } finally {
    await removeStagedRows(options.db, options.jobId);
  }
}

class BallotRun {
  readonly tally = new ImportTally();
  readonly totals: BallotTotals = {
    processed: 0,
    inserted: 0,
    updated: 0,
    unchanged: 0,
    removed: 0,
    unknownVoters: 0,
    duplicates: 0,
    errorCount: 0,
  };
  private readonly writer: OrderedChunkWriter;
  private readonly totalRows: number;
  private readonly totalChunks: number;
  private readonly label: string;
  private currentChunk = 0;
  private chunk: BallotEntry[] = [];
  private chunkRows = 0;
  private readonly elections = new Set<string>();

  constructor(
    private readonly options: RunImportOptions,
    private readonly file: BallotFileLayout,
    fileRows: number,
  ) {
    this.writer = new OrderedChunkWriter(options.db, MAX_CHUNKS_IN_FLIGHT);
    const skipped = file.layout.hasHeader ? file.firstRow : file.firstRow - 1;
    this.totalRows = Math.max(0, fileRows - skipped);
    this.totalChunks = Math.ceil(this.totalRows / this.chunkSize);
    this.label = BALLOT_SOURCE_LABELS[file.layout.source];
  }

  private get chunkSize() {
    return this.options.chunkSize ?? BALLOT_CHUNK_SIZE;
  }

  async start() {
    await updateImportJob(this.options.db, this.options.jobId, {
      kind: 'ballots',
      changesRecorded: false,
      phase: 'importing',
      totalRows: this.totalRows,
      totalChunks: this.totalChunks,
      columnMapping: this.file.layout.matched,
      ignoredColumns: this.file.layout.ignored,
    });
    this.options.onProgress?.({
      processed: 0,
      totalRows: this.totalRows,
      currentChunk: 0,
      totalChunks: this.totalChunks,
    });
  }

  /** Reads one row; a promise only when the row completed a chunk, handed to the writer. */
  read(rowNumber: number, cells: string[]): Promise<void> | undefined {
    const { layout, firstRow } = this.file;
    if (rowNumber < firstRow || (rowNumber === firstRow && layout.hasHeader)) return;
    const outcome = parseBallotRow(cells, layout, rowNumber);
    if (outcome === null) return;
    this.totals.processed++;
    this.chunkRows++;
    if ('error' in outcome) {
      this.tally.noteError(rowNumber, outcome.error);
      this.totals.errorCount++;
    } else {
      this.elections.add(outcome.entry.electionDate);
      this.chunk.push(outcome.entry);
    }
    if (this.chunkRows >= this.chunkSize) return this.flush();
  }

  private async flush() {
    if (this.chunkRows === 0) return;
    const entries = this.chunk;
    const chunkNumber = ++this.currentChunk;
    const processed = this.totals.processed;
    const counts = {
      processed,
      errorCount: this.totals.errorCount,
      errorList: this.tally.errors.slice(),
      totalRows: Math.max(this.totalRows, processed),
      totalChunks: Math.max(this.totalChunks, chunkNumber),
      currentChunk: chunkNumber,
    };
    this.chunk = [];
    this.chunkRows = 0;
    await this.writer.submit(
      async (tx, previousCommit) => {
        if (entries.length > 0) await stageBallotChunk(tx, this.options.jobId, entries);
        await previousCommit;
        await updateImportJob(tx, this.options.jobId, counts);
      },
      () =>
        this.options.onProgress?.({
          processed,
          totalRows: counts.totalRows,
          currentChunk: chunkNumber,
          totalChunks: counts.totalChunks,
        }),
      false,
    );
  }

  async finishWriting() {
    await this.flush();
    await this.writer.drain();
  }

  checkSomethingWasRead() {
    const { processed } = this.totals;
    if (processed === 0)
      throw new ImportFileError(
        'invalid-input',
        'The file has a header row but no ballot rows under it, so nothing was imported.',
      );
    if (this.elections.size === 0) {
      const [first] = this.tally.errors;
      throw new ImportFileError(
        'invalid-input',
        `None of the ${count(processed)} rows could be imported; the first problem: row ${first?.row}: ${first?.message}.`,
      );
    }
  }

  private noteCounts(found: BallotCounts) {
    const t = this.totals;
    t.inserted = found.inserted;
    t.updated = found.updated;
    t.unchanged = found.matched - found.inserted - found.updated;
    t.removed = found.removed;
    t.unknownVoters = found.unknownVoters;
    t.duplicates = found.duplicates;
    for (const { row, voterId } of found.unknownRows)
      this.tally.noteWarning(row, `Voter ID ${voterId.slice(0, 40)} is not in the voter file: skipped`);
  }

  async complete() {
    const { db, jobId, userId, fileName, dryRun } = this.options;
    const { source } = this.file.layout;
    const elections = [...this.elections].sort();
    await db.transaction(async (tx) => {
      let preview: ImportPreview | null = null;
      if (dryRun) {
        this.noteCounts(await compareBallotFile(tx, jobId, source, elections));
        const t = this.totals;
        preview = {
          kind: 'ballots',
          added: t.inserted,
          updated: t.updated,
          unchanged: t.unchanged,
          deactivated: 0,
          activeBefore: await countActiveContacts(tx),
          duplicates: t.duplicates,
          errors: t.errorCount,
          unknownVoters: t.unknownVoters,
          samples: { added: [], updated: [], deactivated: [] },
          mapping: this.file.layout.matched,
          ignoredColumns: this.file.layout.ignored,
          ballotFile: { source, label: this.label, elections, removed: t.removed },
        };
      } else {
        this.noteCounts(await applyBallotFile(tx, jobId, source, elections));
        await recordBallotFiles(tx, elections, source, jobId, fileName);
        await recordAudit(tx, {
          action: 'import',
          tableName: 'ballots',
          recordId: jobId,
          userId,
          newValue: fileName,
          metadata: { jobId, fileName, ballots: source, elections, ...this.totals },
        });
      }
      const t = this.totals;
      await updateImportJob(tx, jobId, {
        processed: t.processed,
        totalRows: t.processed,
        currentChunk: this.currentChunk,
        totalChunks: this.currentChunk,
        inserted: t.inserted,
        updated: t.updated,
        unchanged: t.unchanged,
        deactivated: t.removed,
        duplicates: t.duplicates,
        unknownVoters: t.unknownVoters,
        errorCount: t.errorCount,
        errorList: this.tally.errors.slice(),
        warningCount: this.tally.totals.warningCount,
        warningList: this.tally.warnings.slice(),
        ...(preview && { preview }),
        status: 'completed',
        phase: 'completed',
        message: dryRun ? previewMessage(this.label, t) : completeMessage(this.label, t),
        completedAt: new Date(),
      });
    });
  }

  reportFinalProgress() {
    this.options.onProgress?.(finalProgress(this.totals.processed, this.currentChunk));
  }
}
