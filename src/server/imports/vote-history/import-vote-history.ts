/**
 * The voter history import (PRODUCT.md, Vote history): the rows of a history file, in chunks written as the
 * next ones are read, each an upsert keyed by voter and election (so importing a file again changes
 * nothing), rows for voter ids no contact has counted and skipped; then the elections the file named and
 * each contact's turnout in the last four general elections, with the audit row and the job's completion,
 * in one transaction. Reached through the same upload as voter files (run-import.ts dispatches on layout);
 * the statements that store the rows are in store-vote-history.ts.
 */
import { formatCount as count } from '../../../common/format.js';
import type { ImportPreview } from '../../../common/schemas/imports.js';
import { recordAudit } from '../../audit/record-audit.js';
import { ImportFileError } from '../file-formats/import-file-error.js';
import { firstFilledRow, forEachRow, type RowSource } from '../file-formats/row-source.js';
import { updateImportJob } from '../job/import-jobs.js';
import { finalProgress } from '../job/import-progress.js';
import { ImportTally } from '../job/import-tally.js';
import { OrderedChunkWriter } from '../job/ordered-chunk-writer.js';
import type { RunImportOptions } from '../job/run-import-options.js';
import { countActiveContacts } from '../stored-voters/import-previewer.js';
import {
  detectHistoryLayout,
  type HistoryEntry,
  type HistoryMapping,
  parseHistoryRow,
} from './history-layout.js';
import {
  compareHistoryChunk,
  HISTORY_CHUNK_SIZE,
  recordElections,
  refreshTurnout,
  writeHistoryChunk,
} from './store-vote-history.js';

const MAX_CHUNKS_IN_FLIGHT = 2;
const YIELD_EVERY_ROWS = 1_000;

export interface HistoryLayout {
  mapping: HistoryMapping;
  /** The row number of the first row that is not blank (the header, or the first history row). */
  firstRow: number;
}

/** Reads the file's first row that is not blank: a history file's layout, or null for a voter file. */
export async function peekHistoryLayout(source: RowSource): Promise<HistoryLayout | null> {
  const row = await firstFilledRow(source);
  if (!row) return null;
  const mapping = detectHistoryLayout(row.cells);
  return mapping ? { mapping, firstRow: row.rowNumber } : null;
}

export interface HistoryTotals {
  processed: number;
  inserted: number;
  updated: number;
  unchanged: number;
  unknownVoters: number;
  duplicates: number;
  errorCount: number;
}

const countedRows = (n: number) => `${count(n)} ${n === 1 ? 'row' : 'rows'}`;

export const historyCompleteMessage = (t: HistoryTotals) =>
  `Vote history imported: ${countedRows(t.processed)} read; ${count(t.inserted)} new, ${count(t.updated)} changed, ${count(t.unchanged)} unchanged. ${countedRows(t.unknownVoters)} for voters not in Groundwork skipped. ${countedRows(t.errorCount)} with errors.`;

const historyPreviewMessage = (t: HistoryTotals) =>
  `Preview of vote history: ${count(t.inserted)} would be added, ${count(t.updated)} changed, ${count(t.unchanged)} unchanged; ${countedRows(t.unknownVoters)} for voters not in Groundwork would be skipped; ${countedRows(t.errorCount)} with errors. Nothing has been changed yet.`;

/** Runs the history import of a file whose layout `peekHistoryLayout` found. */
export async function importVoteHistory(options: RunImportOptions, layout: HistoryLayout, fileRows: number) {
  const run = new HistoryRun(options, layout, fileRows);
  await run.start();
  await forEachRow(options.source, (row) => run.read(row.rowNumber, row.cells), YIELD_EVERY_ROWS);
  await run.finishWriting();
  run.checkSomethingWasRead();
  await options.beforeComplete?.();
  await run.complete();
  run.reportFinalProgress();
  return run.totals;
}

class HistoryRun {
  readonly tally = new ImportTally();
  readonly totals: HistoryTotals = {
    processed: 0,
    inserted: 0,
    updated: 0,
    unchanged: 0,
    unknownVoters: 0,
    duplicates: 0,
    errorCount: 0,
  };
  private readonly writer: OrderedChunkWriter;
  private readonly chunkSize: number;
  private readonly totalRows: number;
  private readonly totalChunks: number;
  private currentChunk = 0;
  /** The chunk being read: one entry per voter and election, the file's last row winning. */
  private chunk = new Map<string, HistoryEntry>();
  private chunkRows = 0;
  /** The elections the file names ("date type"), recorded at the end. */
  private readonly elections = new Set<string>();
  private valid = 0;

  constructor(
    private readonly options: RunImportOptions,
    private readonly layout: HistoryLayout,
    fileRows: number,
  ) {
    this.writer = new OrderedChunkWriter(options.db, MAX_CHUNKS_IN_FLIGHT);
    this.chunkSize = options.chunkSize ?? HISTORY_CHUNK_SIZE;
    const skipped = layout.mapping.hasHeader ? layout.firstRow : layout.firstRow - 1;
    this.totalRows = Math.max(0, fileRows - skipped);
    this.totalChunks = Math.ceil(this.totalRows / this.chunkSize);
  }

  async start() {
    await updateImportJob(this.options.db, this.options.jobId, {
      kind: 'history',
      // Nothing is recorded for undo: importing a corrected history file is how one is taken back.
      changesRecorded: false,
      phase: 'importing',
      totalRows: this.totalRows,
      totalChunks: this.totalChunks,
      columnMapping: this.layout.mapping.matched,
      ignoredColumns: this.layout.mapping.ignored,
    });
    this.reportProgress(0, 0);
  }

  async read(rowNumber: number, cells: string[]) {
    if (rowNumber < this.layout.firstRow) return;
    if (rowNumber === this.layout.firstRow && this.layout.mapping.hasHeader) return;
    const outcome = parseHistoryRow(cells, this.layout.mapping);
    if (outcome === null) return;
    this.totals.processed++;
    this.chunkRows++;
    if ('error' in outcome) {
      this.tally.noteError(rowNumber, outcome.error);
      this.totals.errorCount++;
    } else {
      const e = outcome.entry;
      this.valid++;
      this.elections.add(`${e.electionDate} ${e.electionType}`);
      const key = `${e.voterId}\t${e.electionDate}\t${e.electionType}`;
      if (this.chunk.has(key)) this.totals.duplicates++;
      this.chunk.set(key, e);
    }
    if (this.chunkRows >= this.chunkSize) await this.flush();
  }

  private jobCounts() {
    const t = this.totals;
    return {
      processed: t.processed,
      duplicates: t.duplicates,
      errorCount: t.errorCount,
      errorList: this.tally.errors.slice(),
      inserted: t.inserted,
      updated: t.updated,
      unchanged: t.unchanged,
      unknownVoters: t.unknownVoters,
      totalRows: Math.max(this.totalRows, t.processed),
      totalChunks: Math.max(this.totalChunks, this.currentChunk),
    };
  }

  private async flush() {
    if (this.chunkRows === 0) return;
    const entries = [...this.chunk.values()];
    const chunkNumber = ++this.currentChunk;
    this.chunk = new Map();
    this.chunkRows = 0;
    const processed = this.totals.processed;
    await this.writer.submit(
      async (tx, previousCommit) => {
        const found =
          entries.length === 0
            ? { matched: 0, inserted: 0, updated: 0 }
            : this.options.dryRun
              ? await compareHistoryChunk(tx, entries)
              : await writeHistoryChunk(tx, entries);
        await previousCommit;
        const t = this.totals;
        t.inserted += found.inserted;
        t.updated += found.updated;
        t.unchanged += found.matched - found.inserted - found.updated;
        t.unknownVoters += entries.length - found.matched;
        await updateImportJob(tx, this.options.jobId, {
          ...this.jobCounts(),
          processed,
          currentChunk: chunkNumber,
        });
      },
      () => this.reportProgress(processed, chunkNumber),
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
        'The file has a header row but no history rows under it, so nothing was imported.',
      );
    if (this.valid === 0) {
      const [first] = this.tally.errors;
      throw new ImportFileError(
        'invalid-input',
        `None of the ${count(processed)} rows could be imported; the first problem: row ${first?.row}: ${first?.message}.`,
      );
    }
  }

  async complete() {
    const { db, jobId, userId, fileName, dryRun } = this.options;
    const t = this.totals;
    await db.transaction(async (tx) => {
      let preview: ImportPreview | null = null;
      if (dryRun) {
        preview = {
          kind: 'history',
          added: t.inserted,
          updated: t.updated,
          unchanged: t.unchanged,
          deactivated: 0,
          activeBefore: await countActiveContacts(tx),
          duplicates: t.duplicates,
          errors: t.errorCount,
          unknownVoters: t.unknownVoters,
          samples: { added: [], updated: [], deactivated: [] },
          mapping: this.layout.mapping.matched,
          ignoredColumns: this.layout.mapping.ignored,
        };
      } else {
        await recordElections(tx, this.elections);
        await refreshTurnout(tx);
        if (t.inserted + t.updated > 0)
          await recordAudit(tx, {
            action: 'import',
            tableName: 'vote_history',
            recordId: jobId,
            userId,
            newValue: fileName,
            metadata: { jobId, fileName, voteHistory: true, ...t },
          });
      }
      await updateImportJob(tx, jobId, {
        ...this.jobCounts(),
        totalRows: t.processed,
        currentChunk: this.currentChunk,
        totalChunks: this.currentChunk,
        ...(preview && { preview }),
        status: 'completed',
        phase: 'completed',
        message: dryRun ? historyPreviewMessage(t) : historyCompleteMessage(t),
        completedAt: new Date(),
      });
    });
  }

  private reportProgress(processed: number, currentChunk: number) {
    const { totalRows, totalChunks } = this;
    this.options.onProgress?.({ processed, totalRows, currentChunk, totalChunks });
  }

  reportFinalProgress() {
    this.options.onProgress?.(finalProgress(this.totals.processed, this.currentChunk));
  }
}
