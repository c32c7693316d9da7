/** The voter-file import (SPEC §3 Upload progress event, §7 seed-excel and upload-progress). */
import { z } from 'zod';
import { JOB_STATUSES } from '../constants.js';

/** The client-generated id of one upload, sent as the X-Upload-ID header. */
export const uploadIdSchema = z
  .string({ message: 'Send a unique X-Upload-ID header with the upload.' })
  .regex(/^[A-Za-z0-9_-]{8,128}$/, 'X-Upload-ID must be 8 to 128 letters, digits, dashes or underscores.');

export const IMPORT_PHASES = [
  'uploading',
  'analyzing',
  'importing',
  'deactivating',
  'completed',
  'failed',
] as const;
export type ImportPhase = (typeof IMPORT_PHASES)[number];

export const rowProblem = z.object({ row: z.number(), message: z.string() });
export type RowProblem = z.infer<typeof rowProblem>;

/** SPEC §3: exactly these fields. `result` is filled on the terminal events, null while running. */
export const uploadProgressEvent = z.object({
  type: z.enum(['progress', 'completed', 'error']),
  phase: z.enum(IMPORT_PHASES),
  processed: z.number(),
  totalRows: z.number(),
  currentChunk: z.number(),
  totalChunks: z.number(),
  duplicates: z.number(),
  errors: z.number(),
  result: z.object({ processed: z.number(), errors: z.array(rowProblem) }).nullable(),
  message: z.string().nullable(),
});
export type UploadProgressEvent = z.infer<typeof uploadProgressEvent>;

export const startImportResponse = z.object({ uploadId: z.string(), jobId: z.string() });

/** One import as GET /api/admin/imports lists it: the job and its full result. */
export const importJob = z.object({
  id: z.string(),
  uploadId: z.string(),
  status: z.enum(JOB_STATUSES),
  phase: z.enum(IMPORT_PHASES),
  fileName: z.string().nullable(),
  fileType: z.string().nullable(),
  fullRefresh: z.boolean(),
  totalRows: z.number(),
  processed: z.number(),
  inserted: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  deactivated: z.number(),
  duplicates: z.number(),
  errorCount: z.number(),
  errors: z.array(rowProblem),
  warningCount: z.number(),
  warnings: z.array(rowProblem),
  ignoredColumns: z.array(z.string()),
  message: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type ImportJob = z.infer<typeof importJob>;
export const importJobList = z.array(importJob);

/** The completed toast (SPEC §8). */
export const importCompleteMessage = (processed: number, errors: number) =>
  `Processed ${processed} contacts. ${errors} errors.`;
