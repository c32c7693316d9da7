import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz, updatedAt } from './columns.js';
import { jobStatus } from './enums.js';
import { users } from './users.js';

export const exportJobs = pgTable(
  'export_jobs',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: jobStatus('status').notNull().default('pending'),
    progress: integer('progress').notNull().default(0),
    totalRecords: integer('total_records'),
    processedRecords: integer('processed_records').notNull().default(0),
    filters: jsonb('filters').$type<Record<string, unknown>>(),
    format: text('format').notNull().default('csv'),
    filename: text('filename'),
    filePath: text('file_path'),
    fileSizeBytes: bigint('file_size_bytes', { mode: 'number' }),
    downloadUrl: text('download_url'),
    error: text('error'),
    /** The app instance running the job and its last sign of life, so a dead instance's job can be failed. */
    lockedBy: text('locked_by'),
    heartbeatAt: timestamptz('heartbeat_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    completedAt: timestamptz('completed_at'),
  },
  (t) => [
    index('export_jobs_created_idx').on(t.createdAt.desc()),
    index('export_jobs_status_idx').on(t.status),
  ],
);

export const importJobs = pgTable(
  'import_jobs',
  {
    id: id(),
    /** The client-generated X-Upload-ID the progress stream is addressed by. */
    uploadId: text('upload_id').notNull().unique(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: jobStatus('status').notNull().default('pending'),
    phase: text('phase').notNull().default('uploading'),
    originalFilename: text('original_filename'),
    filePath: text('file_path'),
    fileType: text('file_type'),
    fileSizeBytes: bigint('file_size_bytes', { mode: 'number' }),
    /** full: contacts missing from the file become inactive; partial: only the rows in the file change. */
    mode: text('mode').notNull().default('full'),
    totalRows: integer('total_rows').notNull().default(0),
    processed: integer('processed').notNull().default(0),
    inserted: integer('inserted').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    deactivated: integer('deactivated').notNull().default(0),
    duplicates: integer('duplicates').notNull().default(0),
    errorCount: integer('error_count').notNull().default(0),
    /** Rows already stored exactly as the file has them. */
    unchanged: integer('unchanged').notNull().default(0),
    /** Skipped rows, with the file's row number and the reason (the first 1,000). */
    errorList: jsonb('error_list').$type<{ row: number; message: string }[]>(),
    /** Rows imported with something left out, e.g. a phone number that is not ten digits (the first 1,000). */
    warningCount: integer('warning_count').notNull().default(0),
    warningList: jsonb('warning_list').$type<{ row: number; message: string }[]>(),
    /** Header names that match no contact field, ignored. */
    ignoredColumns: jsonb('ignored_columns').$type<string[]>(),
    currentChunk: integer('current_chunk').notNull().default(0),
    totalChunks: integer('total_chunks').notNull().default(0),
    columnMapping: jsonb('column_mapping').$type<Record<string, string>>(),
    /** A preview: the file is read and compared, nothing is written; the file is kept until file_expires_at. */
    dryRun: boolean('dry_run').notNull().default(false),
    /** What a dry run found (ImportPreview in common/schemas/imports.ts). */
    preview: jsonb('preview').$type<unknown>(),
    fileExpiresAt: timestamptz('file_expires_at'),
    /** The preview this import applies. */
    previewJobId: uuid('preview_job_id'),
    /** What the file held: `voters` (the voter extract) or `history` (the voter history file). */
    kind: text('kind').notNull().default('voters'),
    /** A history file's rows for voter ids no contact has: counted and skipped. */
    unknownVoters: integer('unknown_voters').notNull().default(0),
    /** The import records what it changes in import_changes (false once pruned, or for imports before undo). */
    changesRecorded: boolean('changes_recorded').notNull().default(false),
    /** When this import was undone (by the undo job whose undo_of is this row). */
    undoneAt: timestamptz('undone_at'),
    /** An undo job (mode 'undo'): the import it takes back. One undo job per import. */
    undoOf: uuid('undo_of').references((): AnyPgColumn => importJobs.id, { onDelete: 'cascade' }),
    /** An undo job's marker: the last contact id of the change record undone, committed with each chunk. */
    undoCursor: uuid('undo_cursor'),
    /** An undo job's running totals (UndoResult in common/schemas/imports.ts), committed with each chunk. */
    undoResult: jsonb('undo_result').$type<unknown>(),
    message: text('message'),
    lockedBy: text('locked_by'),
    heartbeatAt: timestamptz('heartbeat_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    startedAt: timestamptz('started_at'),
    completedAt: timestamptz('completed_at'),
  },
  (t) => [
    index('import_jobs_status_idx').on(t.status),
    uniqueIndex('import_jobs_undo_of_idx').on(t.undoOf),
    // One import per preview at a time, whatever the races: a failed one leaves room to apply it again.
    uniqueIndex('import_jobs_one_apply_per_preview_idx')
      .on(t.previewJobId)
      .where(sql`${t.status} <> 'failed'`),
  ],
);

/**
 * What an import changed, one row per contact it added, changed or deactivated, written in each chunk's
 * transaction: kind 'added' and 'deactivated' carry nothing else; 'updated' carries the previous values of
 * only the columns that changed (and `_active`, `_phones`, `_emails`, `_last_public_update` when those did).
 * Kept for the last 3 imports; what undo reads (src/server/imports/undo/undo-import.ts).
 */
export const importChanges = pgTable(
  'import_changes',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => importJobs.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id').notNull(),
    kind: text('kind').$type<'added' | 'updated' | 'deactivated'>().notNull(),
    previous: jsonb('previous').$type<Record<string, unknown>>(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.contactId] })],
);

export type ExportJobRow = typeof exportJobs.$inferSelect;
export type ImportJobRow = typeof importJobs.$inferSelect;

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * A finished export file, stored in the database in 1 MB pieces so any app instance can serve the download
 * (instances share the database, not a disk). Removed with the job's file after 7 days.
 */
export const exportFileChunks = pgTable(
  'export_file_chunks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => exportJobs.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [uniqueIndex('export_file_chunks_job_seq_idx').on(t.jobId, t.seq)],
);

/**
 * Secondary indexes an import dropped to load a large file into a (nearly) empty table, with the statement that
 * builds each again. The import rebuilds them when it ends, fails or is abandoned; a server that starts after a
 * crash rebuilds whatever is still listed here, so an index is never lost.
 */
export const deferredIndexes = pgTable('deferred_indexes', {
  name: text('name').primaryKey(),
  tableName: text('table_name').notNull(),
  definition: text('definition').notNull(),
  deferredAt: timestamptz('deferred_at').notNull().defaultNow(),
});
