/**
 * The voter history import (PRODUCT.md, Vote history): the rows of a history file, in chunks written as the
 * next ones are read, each an upsert keyed by voter and election (so importing a file again changes
 * nothing), rows for voter ids no contact has counted and skipped; then the elections the file named and
 * each contact's turnout in the last four general elections, with the audit row and the job's completion,
 * in one transaction. Reached through the same upload as voter files (run-import.ts dispatches on layout).
 */
import { type SQL, sql } from 'drizzle-orm';
import { formatCount as count } from '../../../common/format.js';
import type { ImportPreview } from '../../../common/schemas/imports.js';
import { RECENT_GENERALS, VOTED_CODES } from '../../../common/vote-history.js';
import { recordAudit } from '../../audit/record-audit.js';
import type { Db, Executor, Tx } from '../../db/client.js';
import { ImportFileError } from '../file-formats/import-file-error.js';
import type { RowSource } from '../file-formats/row-source.js';
import { updateImportJob } from '../job/import-jobs.js';
import { finalProgress } from '../job/import-progress.js';
import { ImportTally } from '../job/import-tally.js';
import { OrderedChunkWriter } from '../job/ordered-chunk-writer.js';
import type { RunImportOptions } from '../run/run-import.js';
import { countActiveContacts } from '../stored-voters/import-previewer.js';
import {
  detectHistoryLayout,
  type HistoryEntry,
  type HistoryMapping,
  parseHistoryRow,
} from './history-layout.js';

/** History rows are small: bigger chunks than the voter file's cost little memory and fewer round trips. */
export const HISTORY_CHUNK_SIZE = 20_000;
const MAX_CHUNKS_IN_FLIGHT = 2;
const YIELD_EVERY_ROWS = 1_000;

export interface HistoryLayout {
  mapping: HistoryMapping;
  /** The row number of the first row that is not blank (the header, or the first history row). */
  firstRow: number;
}

/** Reads the file's first row that is not blank: a history file's layout, or null for a voter file. */
export async function peekHistoryLayout(source: RowSource): Promise<HistoryLayout | null> {
  for await (const row of source.rows()) {
    if (row.cells.every((cell) => cell.trim() === '')) continue;
    const mapping = detectHistoryLayout(row.cells);
    return mapping ? { mapping, firstRow: row.rowNumber } : null;
  }
  return null;
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

const rows = (n: number) => `${count(n)} ${n === 1 ? 'row' : 'rows'}`;

export const historyCompleteMessage = (t: HistoryTotals) =>
  `Vote history imported: ${rows(t.processed)} read; ${count(t.inserted)} new, ${count(t.updated)} changed, ${count(t.unchanged)} unchanged. ${rows(t.unknownVoters)} for voters not in Groundwork skipped. ${rows(t.errorCount)} with errors.`;

const historyPreviewMessage = (t: HistoryTotals) =>
  `Preview of vote history: ${count(t.inserted)} would be added, ${count(t.updated)} changed, ${count(t.unchanged)} unchanged; ${rows(t.unknownVoters)} for voters not in Groundwork would be skipped; ${rows(t.errorCount)} with errors. Nothing has been changed yet.`;

/** The chunk's rows as one array parameter per column, joined to the contacts by voter id. */
function chunkInput(entries: HistoryEntry[]): SQL {
  const column = (pick: (e: HistoryEntry) => string) => sql`${sql.param(entries.map(pick))}::text[]`;
  return sql`SELECT c.id AS contact_id, u.d::date AS election_date, u.t AS election_type, u.h AS history_code
    FROM unnest(${column((e) => e.voterId)}, ${column((e) => e.electionDate)}, ${column((e) => e.electionType)},
      ${column((e) => e.historyCode)}) AS u(s, d, t, h)
    JOIN contacts c ON c.system_id = u.s`;
}

type ChunkCounts = { matched: number; inserted: number; updated: number };

/** Stores a chunk: new rows inserted, a changed history code updated, the same row left alone. */
async function writeHistoryChunk(tx: Tx, entries: HistoryEntry[]): Promise<ChunkCounts> {
  const result = await tx.execute(sql`
    WITH matched AS MATERIALIZED (${chunkInput(entries)}),
    written AS (
      INSERT INTO vote_history AS v (contact_id, election_date, election_type, history_code)
      SELECT * FROM matched ORDER BY contact_id, election_date, election_type
      ON CONFLICT (contact_id, election_date, election_type) DO UPDATE SET history_code = excluded.history_code
        WHERE v.history_code <> excluded.history_code
      RETURNING (xmax = 0) AS inserted
    )
    SELECT (SELECT count(*) FROM matched)::int AS matched,
      (SELECT count(*) FILTER (WHERE inserted) FROM written)::int AS inserted,
      (SELECT count(*) FILTER (WHERE NOT inserted) FROM written)::int AS updated`);
  return (result as unknown as { rows: ChunkCounts[] }).rows[0] as ChunkCounts;
}

/** What writing the chunk would do, writing nothing (a dry run). */
async function compareHistoryChunk(tx: Tx, entries: HistoryEntry[]): Promise<ChunkCounts> {
  const result = await tx.execute(sql`
    WITH matched AS MATERIALIZED (${chunkInput(entries)})
    SELECT count(*)::int AS matched,
      count(*) FILTER (WHERE v.contact_id IS NULL)::int AS inserted,
      count(*) FILTER (WHERE v.history_code <> m.history_code)::int AS updated
    FROM matched m
    LEFT JOIN vote_history v ON v.contact_id = m.contact_id AND v.election_date = m.election_date
      AND v.election_type = m.election_type`);
  return (result as unknown as { rows: ChunkCounts[] }).rows[0] as ChunkCounts;
}

const VOTED = sql.raw(VOTED_CODES.map((c) => `'${c}'`).join(', '));

/**
 * Rebuilds each contact's count of the last four general elections (the latest GEN dates in `elections`)
 * in which they voted; only counts that changed are written, so importing the same file again writes none.
 */
export async function refreshTurnout(db: Executor) {
  await db.execute(sql`
    WITH recent AS (
      SELECT election_date FROM elections WHERE election_type = 'GEN'
      ORDER BY election_date DESC LIMIT ${RECENT_GENERALS}
    ),
    counts AS MATERIALIZED (
      SELECT contact_id, count(*)::smallint AS n FROM vote_history
      WHERE election_type = 'GEN' AND history_code IN (${VOTED})
        AND election_date IN (SELECT election_date FROM recent)
      GROUP BY contact_id
    ),
    gone AS (
      DELETE FROM contact_turnout t WHERE NOT EXISTS (SELECT 1 FROM counts WHERE counts.contact_id = t.contact_id)
    )
    INSERT INTO contact_turnout AS t (contact_id, recent_generals) SELECT contact_id, n FROM counts
    ON CONFLICT (contact_id) DO UPDATE SET recent_generals = excluded.recent_generals
      WHERE t.recent_generals <> excluded.recent_generals`);
}

/**
 * Stores history rows that need no checking (the demo voters' own), a chunk per transaction, then the
 * elections they name and every contact's turnout, as an import of a file does. Rows already stored are left
 * alone, so storing the same rows again adds nothing.
 */
export async function storeHistory(
  db: Db,
  entries: Iterable<HistoryEntry>,
  {
    chunkSize = HISTORY_CHUNK_SIZE,
    onChunk,
  }: { chunkSize?: number; onChunk?: (stored: number) => Promise<void> } = {},
): Promise<void> {
  const named = new Set<string>();
  let chunk: HistoryEntry[] = [];
  let stored = 0;
  const write = async () => {
    const rows = chunk;
    chunk = [];
    if (rows.length === 0) return;
    await db.transaction((tx) => writeHistoryChunk(tx, rows));
    stored += rows.length;
    await onChunk?.(stored);
  };
  for (const entry of entries) {
    named.add(`${entry.electionDate} ${entry.electionType}`);
    chunk.push(entry);
    if (chunk.length >= chunkSize) await write();
  }
  await write();
  await db.transaction(async (tx) => {
    await recordElections(tx, named);
    await refreshTurnout(tx);
  });
}

/** Runs the history import of a file whose layout `peekHistoryLayout` found. */
export async function importHistory(options: RunImportOptions, layout: HistoryLayout, fileRows: number) {
  const run = new HistoryRun(options, layout, fileRows);
  await run.start();
  let sinceYield = 0;
  for await (const row of options.source.rows()) {
    if (++sinceYield === YIELD_EVERY_ROWS) {
      sinceYield = 0;
      await new Promise((resolve) => setImmediate(resolve));
    }
    await run.read(row.rowNumber, row.cells);
  }
  await run.finishWriting();
  run.checkSomethingWasRead();
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

/** The elections the file named, so "the last four general elections" are known even where no contact voted. */
async function recordElections(tx: Tx, elections: Set<string>) {
  if (elections.size === 0) return;
  const pairs = [...elections].map((e) => e.split(' ') as [string, string]);
  await tx.execute(sql`
    INSERT INTO elections (election_date, election_type)
    SELECT d::date, t FROM unnest(${sql.param(pairs.map((p) => p[0]))}::text[], ${sql.param(pairs.map((p) => p[1]))}::text[]) AS u(d, t)
    ON CONFLICT DO NOTHING`);
}
