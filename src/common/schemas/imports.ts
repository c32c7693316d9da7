/** The voter-file import (PRODUCT.md, Import and refresh): the upload, its progress events and past imports. */
import { z } from 'zod';
import { BALLOT_SOURCES } from '../ballots.js';
import { JOB_STATUSES } from '../constants.js';
import { countOf } from '../format.js';

/** The client-generated id of one upload, sent as the X-Upload-ID header. */
export const uploadIdSchema = z
  .string({ message: 'Send a unique X-Upload-ID header with the upload.' })
  .regex(/^[A-Za-z0-9_-]{8,128}$/, 'X-Upload-ID must be 8 to 128 letters, digits, dashes or underscores.');

export const IMPORT_PHASES = [
  'uploading',
  'analyzing',
  'importing',
  'deactivating',
  /** A large first load building the search indexes it deferred (deferred-indexes.ts). */
  'indexing',
  /** An undo job taking an import back. */
  'undoing',
  /** Demo voters loaded from the browser: their vote history after them. */
  'history',
  'completed',
  'failed',
] as const;
export type ImportPhase = (typeof IMPORT_PHASES)[number];

export const rowProblem = z.object({ row: z.number(), message: z.string() });
export type RowProblem = z.infer<typeof rowProblem>;

const previewContact = z.object({ systemId: z.string(), fullName: z.string().nullable() });
export const fieldChange = z.object({
  field: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
});

/** What a dry run found: what applying the same file now would do (PRODUCT.md, Import and refresh). */
export const importPreview = z.object({
  /**
   * A voter file, a voter history file (then added/updated/unchanged count history rows) or a ballot file (they
   * count ballots; `ballotFile` says which file it is).
   */
  kind: z.enum(['voters', 'history', 'ballots']).default('voters'),
  added: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  deactivated: z.number(),
  /** Active contacts before the import: the mass-deactivation guard's base. */
  activeBefore: z.number(),
  duplicates: z.number(),
  errors: z.number(),
  /** A history file's rows for voter ids no contact has (skipped). */
  unknownVoters: z.number().default(0),
  samples: z.object({
    added: z.array(previewContact),
    updated: z.array(previewContact.extend({ changes: z.array(fieldChange) })),
    deactivated: z.array(previewContact),
  }),
  /** File header (or Florida column) → the field it fills. */
  mapping: z.record(z.string(), z.string()),
  ignoredColumns: z.array(z.string()),
  /** A ballot file: the kind recognised, the elections it names, and the ballots no longer listed it would remove. */
  ballotFile: z
    .object({
      source: z.enum(BALLOT_SOURCES),
      label: z.string(),
      elections: z.array(z.string()),
      removed: z.number(),
    })
    .optional(),
});
export type ImportPreview = z.infer<typeof importPreview>;
/** Samples listed per kind in a preview. */
export const PREVIEW_SAMPLES = 20;

/** The upload progress event: exactly these fields. `result` is filled on the terminal events, null while running. */
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
  /** A dry run's findings, on its completed event; null otherwise. */
  preview: importPreview.nullable(),
});
export type UploadProgressEvent = z.infer<typeof uploadProgressEvent>;

export const startImportResponse = z.object({ uploadId: z.string(), jobId: z.string() });

/** A contact an undo left active because a volunteer recorded something on it. */
export const keptContact = z.object({ id: z.string(), systemId: z.string(), fullName: z.string() });

/** What an undo did (PRODUCT.md, Undo an import); running totals while it runs. */
export const undoResult = z.object({
  /** Contacts whose public fields, baseline phone or email went back to their values before the import. */
  restored: z.number(),
  /** Contacts the import had marked inactive, active again. */
  reactivated: z.number(),
  /** Contacts the import had added, removed with the phones and emails the file gave them. */
  removed: z.number().default(0),
  /** Contacts the import had added, marked inactive: what an undo did before it removed them (older undos). */
  deactivated: z.number(),
  /** Contacts the import had added that volunteers recorded work on (or put on a list): kept, active. */
  kept: z.number(),
  /** The first 20 of those. */
  keptSamples: z.array(keptContact),
});
export type UndoResult = z.infer<typeof undoResult>;
export const EMPTY_UNDO_RESULT: UndoResult = {
  restored: 0,
  reactivated: 0,
  removed: 0,
  deactivated: 0,
  kept: 0,
  keptSamples: [],
};

/** One import as GET /api/admin/imports lists it: the job and its full result. */
export const importJob = z.object({
  id: z.string(),
  uploadId: z.string(),
  status: z.enum(JOB_STATUSES),
  phase: z.enum(IMPORT_PHASES),
  fileName: z.string().nullable(),
  fileType: z.string().nullable(),
  fullRefresh: z.boolean(),
  /**
   * `history`: a voter history file (inserted/updated/unchanged count history rows); `ballots`: a ballot file
   * (they count ballots, `deactivated` the ballots no longer listed that it removed).
   */
  kind: z.enum(['voters', 'history', 'ballots']),
  /** A history file's rows for voter ids no contact has: counted and skipped. */
  unknownVoters: z.number(),
  /** A preview (nothing written); apply it with POST /api/admin/imports/{id}/apply. */
  dryRun: z.boolean(),
  /** A finished preview's findings (what applying it would do); null otherwise. */
  preview: importPreview.nullable(),
  /** A finished preview that can still be applied or discarded (its file kept, not applied yet). */
  previewOpen: z.boolean(),
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
  /** An undo job: the id of the import it takes back (its result in `undoResult`). */
  undoOf: z.string().nullable(),
  undoResult: undoResult.nullable(),
  /** When this import was undone. */
  undoneAt: z.string().nullable(),
  /** POST /api/admin/imports/{id}/undo would take it back now: the most recent import, its change record kept. */
  undoable: z.boolean(),
});
export type ImportJob = z.infer<typeof importJob>;
export const importJobList = z.array(importJob);

/** POST /api/admin/imports/{jobId}/apply: the count shown in the preview when the guard asks for it. */
export const applyImportRequest = z
  .object({
    confirmDeactivate: z
      .number({
        error: 'confirmDeactivate must be the number of contacts the preview said would be marked inactive',
      })
      .int()
      .min(0)
      .optional(),
  })
  .strict();
export type ApplyImportRequest = z.infer<typeof applyImportRequest>;
/** The body is optional: a request without one reaches the route as null and means the same as `{}`. */
export const applyImportBody = applyImportRequest.nullish();
/** POST /api/admin/imports/{jobId}/discard: the preview is let go, its file removed; nothing was written. */
export const discardPreviewResponse = z.object({ message: z.string() });

export const importJobParams = z.object({ jobId: z.uuid({ error: 'There is no such import.' }) });

/**
 * POST /api/admin/imports/{jobId}/undo: 202 with the undo job (progress on /api/admin/upload-progress/{uploadId}),
 * or 200 with `alreadyUndone` and the earlier undo's job when there is nothing left to undo.
 */
export const undoImportResponse = z.object({
  uploadId: z.string(),
  jobId: z.string(),
  alreadyUndone: z.boolean(),
  message: z.string(),
});
export type UndoImportResponse = z.infer<typeof undoImportResponse>;

/** The message of an undo whose server stopped while it ran. */
export const UNDO_INTERRUPTED_MESSAGE =
  'The undo was interrupted because the server stopped. What it took back so far is kept; choose Undo again to finish it.';

/** The form field value that confirms a mass deactivation: the exact number the guard reported. */
export const parseConfirmDeactivate = (value: string | undefined) =>
  value !== undefined && /^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : undefined;

/** The message of an import whose server stopped while it ran; set when that server's successor starts. */
export const IMPORT_INTERRUPTED_MESSAGE =
  'The import was interrupted because the server stopped. The rows imported so far are kept; import the same file again to finish.';
/** What the Data Management page says of such an import, in place of "Last import failed". */
export const IMPORT_INTERRUPTED_LABEL = 'Interrupted — import the file again to finish';
export const importWasInterrupted = (job: Pick<ImportJob, 'status' | 'message'>) =>
  job.status === 'failed' && job.message === IMPORT_INTERRUPTED_MESSAGE;

/** The completed toast: "Processed N contacts. M errors." (singular for exactly one, as every count). */
export const importCompleteMessage = (processed: number, errors: number) =>
  `Processed ${countOf(processed, 'contact')}. ${countOf(errors, 'error')}.`;
