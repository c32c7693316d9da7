/** Data export (PRODUCT.md, Exports): the filter set, export jobs and the export calls. */
import { z } from 'zod';
import { JOB_STATUSES } from '../constants.js';
import { EXPORT_FILTER_FIELDS } from '../contact-filters.js';
import { isRealDate } from '../real-date.js';

export const EXPORT_TYPES = ['all', 'active-voters', 'supporters', 'volunteers', 'attempts'] as const;
export type ExportType = (typeof EXPORT_TYPES)[number];
export const EXPORT_TYPE_LABELS: Record<ExportType, string> = {
  all: 'All Contacts',
  'active-voters': 'Active Voters Only',
  supporters: 'Confirmed Supporters',
  volunteers: 'Potential Volunteers',
  attempts: 'Contact Attempts (doors and calls)',
};

export const DATE_RANGE_TYPES = ['all', 'created', 'updated'] as const;
export const DATE_RANGE_LABELS: Record<(typeof DATE_RANGE_TYPES)[number], string> = {
  all: 'All Time',
  created: 'Created Date',
  updated: 'Last Updated',
};

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

const isoDate = (label: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date such as 2026-01-31`)
    .refine(isRealDate, `${label} is not a real date`)
    .optional()
    .or(z.literal('').transform(() => undefined));

/**
 * The export filter set; preview and export read the very same object. What to export (type and date
 * range), then the contact filters of the filter registry (contact-filters.ts) in their export form.
 */
export const exportFilters = z
  .object({
    exportType: z.enum(EXPORT_TYPES, { error: 'Choose an export type' }).default('all'),
    dateRange: z
      .object({
        type: z
          .enum(DATE_RANGE_TYPES, { error: 'Date range must be all, created or updated' })
          .default('all'),
        startDate: isoDate('From date'),
        endDate: isoDate('To date'),
      })
      .strict()
      .default({ type: 'all' })
      .refine((r) => !r.startDate || !r.endDate || r.startDate <= r.endDate, {
        message: 'The From date must not be after the To date',
        path: ['startDate'],
      }),
    ...EXPORT_FILTER_FIELDS,
    /** Voters who asked not to be contacted are left out unless this is on (the Do Not Contact column says who). */
    includeDoNotContact: z
      .boolean({ error: 'Include do-not-contact voters must be on or off' })
      .default(false),
    /**
     * Voters no longer in the voter file (inactive) are left out unless this is on, so an export counts the
     * voters the dashboard counts. Attempt exports list every attempt whatever this says.
     */
    includeInactive: z
      .boolean({ error: 'Include voters no longer in the voter file must be on or off' })
      .default(false),
  })
  .strict();
export type ExportFilters = z.output<typeof exportFilters>;
export type ExportFiltersInput = z.input<typeof exportFilters>;

export const startExportRequest = exportFilters.extend({
  format: z.enum(EXPORT_FORMATS, { error: 'Format must be csv or xlsx' }).default('csv'),
});
export type StartExportRequest = z.output<typeof startExportRequest>;

/** ZIP codes typed on the export screen: split on commas, trimmed, empties dropped. */
export const parseZipCodes = (text: string) =>
  text
    .split(',')
    .map((z) => z.trim())
    .filter(Boolean);

export const exportJob = z.object({
  id: z.string(),
  status: z.enum(JOB_STATUSES),
  progress: z.number(),
  totalRecords: z.number().nullable(),
  processedRecords: z.number(),
  format: z.enum(EXPORT_FORMATS),
  filters: z.record(z.string(), z.unknown()).nullable(),
  filename: z.string().nullable(),
  fileSizeBytes: z.number().nullable(),
  downloadUrl: z.string().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type ExportJob = z.infer<typeof exportJob>;

/** The error of an export whose server stopped while it ran; set when that server's successor starts. */
export const EXPORT_INTERRUPTED_MESSAGE =
  'The export was interrupted because the server restarted. Start it again.';
/** What Recent Exports says of such an export, in place of "Failed". */
export const EXPORT_INTERRUPTED_LABEL = 'Interrupted — start the export again';
export const exportWasInterrupted = (job: Pick<ExportJob, 'status' | 'error'>) =>
  job.status === 'failed' && job.error === EXPORT_INTERRUPTED_MESSAGE;

export const exportPreviewResponse = z.object({ count: z.number() });
export const exportOptionsResponse = z.object({
  exportTypes: z.array(z.object({ value: z.enum(EXPORT_TYPES), label: z.string() })),
  formats: z.array(z.enum(EXPORT_FORMATS)),
  parties: z.array(z.string()),
  zipCodes: z.array(z.string()),
});
