/**
 * A voter file's import: reads the file row by row, maps each row, and applies the voters in chunks, each chunk
 * with the job's progress in one transaction, so the job row always matches what is stored. A full refresh
 * then marks contacts missing from the file inactive; a dry run writes nothing but its findings on the job row.
 */
import { formatCount as count } from '../../../common/format.js';
import { type ImportPreview, importCompleteMessage } from '../../../common/schemas/imports.js';
import { recordAudit } from '../../audit/record-audit.js';
import type { Tx } from '../../db/client.js';
import { ImportFileError } from '../file-formats/import-file-error.js';
import { type FileRow, forEachRow, isBlankRow, type RowSource } from '../file-formats/row-source.js';
import { updateImportJob } from '../job/import-jobs.js';
import { finalProgress } from '../job/import-progress.js';
import { ImportTally } from '../job/import-tally.js';
import { OrderedChunkWriter } from '../job/ordered-chunk-writer.js';
import type { RunImportOptions } from '../job/run-import-options.js';
import { countActiveContacts, ImportPreviewer } from '../stored-voters/import-previewer.js';
import { SEEN_ID_BATCH } from '../stored-voters/missing-from-file.js';
import { deactivateMissing, upsertVoters } from '../stored-voters/upsert-voters.js';
import { type ColumnMapping, mapColumns } from '../voter-rows/column-mapping.js';
import { fileRowToVoter } from '../voter-rows/file-row-to-voter.js';
import type { MappedVoter } from '../voter-rows/map-voter-row.js';
import { VoterIdSet } from './voter-id-set.js';

/** Two chunks are written at once (both cores); readers never wait for a writer. */
const CHUNK_ROWS = 5_000;
const CHUNKS_IN_FLIGHT = 2;
const YIELD_EVERY_ROWS = 25;

const previewMessage = (p: ImportPreview) =>
  `Preview: ${count(p.added)} would be added, ${count(p.updated)} changed, ${count(p.unchanged)} unchanged, ${count(p.deactivated)} marked inactive, ${count(p.errors)} rows with errors. Nothing has been changed yet.`;

/** Reads every row of the file into the run, which writes its chunks as they fill. */
export async function readAllRows(source: RowSource, run: VoterImportRun) {
  await forEachRow(source, (row) => run.read(row), YIELD_EVERY_ROWS);
  await run.finishWriting();
}

/** One voter file import's state while its rows are read and its chunks written. */
export class VoterImportRun {
  readonly tally = new ImportTally();
  private readonly previewer = new ImportPreviewer();
  private readonly writer: OrderedChunkWriter;
  private readonly chunkSize: number;
  /** The time the voters' public data is stamped with. */
  private readonly now = new Date();
  /** Every voter id read so far. */
  private readonly seen = new VoterIdSet();
  private mapping: ColumnMapping | undefined;
  /** Estimates from the file's row count, known once the first row has been read. */
  private totalRows = 0;
  private totalChunks = 0;
  private currentChunk = 0;
  private chunk = new Map<string, MappedVoter>();
  /** Voter ids of this chunk already applied by an earlier chunk (a duplicate): not counted twice. */
  private reapplied = new Set<string>();
  private chunkRows = 0;

  constructor(
    private readonly options: RunImportOptions,
    private readonly fileRows: number,
  ) {
    this.writer = new OrderedChunkWriter(options.db, CHUNKS_IN_FLIGHT);
    this.chunkSize = options.chunkSize ?? CHUNK_ROWS;
  }

  async read(row: FileRow) {
    if (!this.mapping) {
      if (isBlankRow(row)) return;
      this.mapping = await this.readLayout(row);
      if (this.mapping.hasHeader) return;
    }
    this.addRow(row, this.mapping);
    if (this.chunkRows >= this.chunkSize) await this.flush();
  }

  /** The first row that is not blank: a header, or the first row of the headerless Florida extract. */
  private async readLayout(row: FileRow): Promise<ColumnMapping> {
    const mapping = mapColumns(row.cells);
    this.totalRows = Math.max(0, this.fileRows - (mapping.hasHeader ? row.rowNumber : row.rowNumber - 1));
    this.totalChunks = Math.ceil(this.totalRows / this.chunkSize);
    await updateImportJob(this.options.db, this.options.jobId, {
      phase: 'importing',
      totalRows: this.totalRows,
      totalChunks: this.totalChunks,
      columnMapping: mapping.matched,
      ignoredColumns: mapping.ignored,
    });
    this.reportProgress(0, this.currentChunk);
    return mapping;
  }

  private addRow(row: FileRow, mapping: ColumnMapping) {
    const outcome = fileRowToVoter(row, mapping, this.now);
    if ('blank' in outcome) return;
    this.tally.totals.processed++;
    this.chunkRows++;
    if ('error' in outcome) this.tally.noteError(row.rowNumber, outcome.error);
    else this.addVoter(row.rowNumber, outcome.voter);
  }

  private addVoter(rowNumber: number, voter: MappedVoter) {
    for (const message of voter.warnings) this.tally.noteWarning(rowNumber, message);
    const id = voter.contact.systemId;
    if (this.seen.has(id)) {
      this.tally.totals.duplicates++;
      if (!this.chunk.has(id)) this.reapplied.add(id);
      // The file's last row for a voter wins.
      this.chunk.delete(id);
    }
    this.seen.add(id);
    this.chunk.set(id, voter);
  }

  /** The job row's counts as of the rows read so far (taken when a chunk is handed to the database). */
  private jobCounts() {
    return {
      ...this.tally.readCounts(),
      totalChunks: Math.max(this.totalChunks, this.currentChunk),
      totalRows: Math.max(this.totalRows, this.tally.totals.processed),
    };
  }

  /** Hands the rows read since the last chunk to the writer. */
  private async flush() {
    if (this.chunkRows === 0) return;
    this.currentChunk++;
    const voters = [...this.chunk.values()];
    const again = this.reapplied;
    const chunkNumber = this.currentChunk;
    const counts = { ...this.jobCounts(), currentChunk: chunkNumber };
    this.chunk = new Map();
    this.reapplied = new Set();
    this.chunkRows = 0;
    await this.writer.submit(
      (tx, previousCommit) => this.writeChunk(tx, voters, again, counts, previousCommit),
      () => this.reportProgress(counts.processed, chunkNumber),
      again.size > 0,
    );
  }

  private async writeChunk(
    tx: Tx,
    voters: MappedVoter[],
    again: Set<string>,
    counts: ReturnType<VoterImportRun['jobCounts']> & { currentChunk: number },
    previousCommit: Promise<void>,
  ) {
    if (this.options.dryRun) {
      const found = await this.previewer.compareChunk(tx, voters, again);
      await previousCommit;
      this.tally.noteWritten(voters.length - again.size, found.inserted, found.updated);
      await updateImportJob(tx, this.options.jobId, { ...counts, ...this.tally.writtenCounts() });
      return;
    }
    const outcome =
      voters.length > 0 ? await upsertVoters(tx, voters, this.options.jobId) : { inserted: [], updated: [] };
    await previousCommit;
    const updated = outcome.updated.filter((id) => !again.has(id)).length;
    this.tally.noteWritten(voters.length - again.size, outcome.inserted.length, updated);
    await updateImportJob(tx, this.options.jobId, { ...counts, ...this.tally.writtenCounts() });
  }

  async finishWriting() {
    await this.flush();
    await this.writer.drain();
  }

  /** An import that stored nothing fails, so a wrong file can never deactivate everyone. */
  checkSomethingWasImported() {
    const { processed } = this.tally.totals;
    if (!this.mapping)
      throw new ImportFileError('invalid-input', 'The file holds no rows. Choose the voter file again.');
    if (processed === 0)
      throw new ImportFileError(
        'invalid-input',
        'The file has a header row but no voter rows under it, so nothing was imported.',
      );
    if (this.seen.size === 0) {
      const [first] = this.tally.errors;
      throw new ImportFileError(
        'invalid-input',
        `None of the ${count(processed)} rows could be imported; the first problem: row ${first?.row}: ${first?.message}.`,
      );
    }
  }

  /** The job row's counts once every row is read (and, for a full refresh, the missing ones counted). */
  private finalCounts() {
    const { totals } = this.tally;
    return {
      ...this.jobCounts(),
      ...this.tally.writtenCounts(),
      currentChunk: this.currentChunk,
      totalRows: totals.processed,
      deactivated: totals.deactivated,
    };
  }

  /** The ids read are not needed once the run has completed or failed. */
  dispose() {
    this.seen.dispose();
  }

  /** A full refresh's deactivation, the audit row and the job's completion, in one transaction. */
  async complete() {
    const { db, jobId, full, userId, fileName } = this.options;
    const { totals } = this.tally;
    if (this.options.dryRun) return this.completePreview();
    await db.transaction(async (tx) => {
      if (full) {
        await updateImportJob(tx, jobId, { phase: 'deactivating' });
        totals.deactivated = await deactivateMissing(
          tx,
          this.seen.batches(SEEN_ID_BATCH),
          jobId,
          this.options.counties,
        );
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
        ...this.finalCounts(),
        status: 'completed',
        phase: 'completed',
        message: importCompleteMessage(totals.processed, totals.errorCount),
        completedAt: new Date(),
      });
    });
  }

  /** A dry run ends with its findings on the job row; nothing else is written, so no audit row. */
  private async completePreview() {
    const { db, jobId, full } = this.options;
    const { totals } = this.tally;
    await db.transaction(async (tx) => {
      const activeBefore = await countActiveContacts(tx);
      totals.deactivated = full
        ? await this.previewer.countDeactivated(tx, this.seen.batches(SEEN_ID_BATCH), this.options.counties)
        : 0;
      const preview: ImportPreview = {
        kind: 'voters',
        added: totals.inserted,
        updated: totals.updated,
        unchanged: totals.unchanged,
        deactivated: totals.deactivated,
        activeBefore,
        duplicates: totals.duplicates,
        errors: totals.errorCount,
        unknownVoters: 0,
        samples: this.previewer.samples,
        mapping: this.mapping?.matched ?? {},
        ignoredColumns: this.mapping?.ignored ?? [],
      };
      await updateImportJob(tx, jobId, {
        ...this.finalCounts(),
        preview,
        status: 'completed',
        phase: 'completed',
        message: previewMessage(preview),
        completedAt: new Date(),
      });
    });
  }

  private reportProgress(processed: number, currentChunk: number) {
    const { totalRows, totalChunks } = this;
    this.options.onProgress?.({ processed, totalRows, currentChunk, totalChunks });
  }

  reportFinalProgress() {
    this.options.onProgress?.(finalProgress(this.tally.totals.processed, this.currentChunk));
  }
}
