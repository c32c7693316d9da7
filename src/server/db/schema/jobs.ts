import {
  bigint,
  bigserial,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
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
    message: text('message'),
    lockedBy: text('locked_by'),
    heartbeatAt: timestamptz('heartbeat_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    startedAt: timestamptz('started_at'),
    completedAt: timestamptz('completed_at'),
  },
  (t) => [index('import_jobs_status_idx').on(t.status)],
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
