/** Data export (SPEC §2 Data Export, §3 export filter set and export_jobs, §7 export calls). */
import { z } from 'zod';
import { JOB_STATUSES, SUPPORTER_STATUSES, VOLUNTEER_LIKELINESS } from '../constants.js';

export const EXPORT_TYPES = ['all', 'active-voters', 'supporters', 'volunteers'] as const;
export type ExportType = (typeof EXPORT_TYPES)[number];
export const EXPORT_TYPE_LABELS: Record<ExportType, string> = {
  all: 'All Contacts',
  'active-voters': 'Active Voters Only',
  supporters: 'Confirmed Supporters',
  volunteers: 'Potential Volunteers',
};

export const DATE_RANGE_TYPES = ['all', 'created', 'updated'] as const;
export const DATE_RANGE_LABELS: Record<(typeof DATE_RANGE_TYPES)[number], string> = {
  all: 'All Time',
  created: 'Created Date',
  updated: 'Last Updated',
};

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

const LIST_MAX = 200;

const isoDate = (label: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date such as 2026-01-31`)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), `${label} is not a real date`)
    .optional()
    .or(z.literal('').transform(() => undefined));

const age = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} must be at least 0`)
    .max(150, `${label} must be at most 150`)
    .optional()
    .nullable()
    .transform((v) => v ?? undefined);

const list = <T extends z.ZodType>(item: T, label: string) =>
  z.array(item).max(LIST_MAX, `${label}: at most ${LIST_MAX} values`).default([]);

/** The export filter set (SPEC §3); preview and export read the very same object. */
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
    supporterStatus: list(
      z.enum(SUPPORTER_STATUSES, { error: 'Unknown supporter status' }),
      'Supporter status',
    ),
    volunteerStatus: list(
      z.enum(VOLUNTEER_LIKELINESS, { error: 'Unknown volunteer status' }),
      'Volunteer status',
    ),
    party: list(
      z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9]{1,10}$/, 'A party code is 1 to 10 letters or digits, such as DEM')
        .transform((v) => v.toUpperCase()),
      'Party',
    ),
    zipCodes: list(
      z
        .string()
        .trim()
        .regex(/^\d{5}$/, 'Each ZIP code must be 5 digits, such as 32301'),
      'ZIP codes',
    ),
    ageRange: z
      .object({ min: age('Min age'), max: age('Max age') })
      .strict()
      .default({ min: undefined, max: undefined })
      .refine((r) => r.min === undefined || r.max === undefined || r.min <= r.max, {
        message: 'Min age must not be more than max age',
        path: ['min'],
      }),
  })
  .strict();
export type ExportFilters = z.output<typeof exportFilters>;
export type ExportFiltersInput = z.input<typeof exportFilters>;

export const startExportRequest = exportFilters.extend({
  format: z.enum(EXPORT_FORMATS, { error: 'Format must be csv or xlsx' }).default('csv'),
});
export type StartExportRequest = z.output<typeof startExportRequest>;

/** ZIP codes typed on the export screen: split on commas, trimmed, empties dropped (SPEC §5). */
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

export const exportPreviewResponse = z.object({ count: z.number() });
export const exportOptionsResponse = z.object({
  exportTypes: z.array(z.object({ value: z.enum(EXPORT_TYPES), label: z.string() })),
  formats: z.array(z.enum(EXPORT_FORMATS)),
  parties: z.array(z.string()),
  zipCodes: z.array(z.string()),
});
