/** What the export form holds (text as typed) and the filter set it becomes (PRODUCT.md, Exports). */

import { CHOICE_FILTER_KEYS } from '../../../common/contact-filters.js';
import type { ChoiceFilterKey } from '../../../common/contact-search.js';
import type { ExportFiltersInput, ExportFormat, ExportType } from '../../../common/schemas/exports.js';
import { parseZipCodes } from '../../../common/schemas/exports.js';

export type ExportForm = {
  exportType: ExportType;
  format: ExportFormat;
  dateType: 'all' | 'created' | 'updated';
  startDate: string;
  endDate: string;
  minAge: string;
  maxAge: string;
  zipCodes: string;
  /** Voters marked do not contact are left out unless this is on. */
  includeDoNotContact?: boolean;
  /** Voters no longer in the voter file (inactive) are left out unless this is on. */
  includeInactive?: boolean;
  /** The latest answer to a survey question, as `<questionId>:<choice>`; absent or empty for any. */
  answer?: string;
  /** Voted in at least this many of the last 4 general elections ('1'–'4'); absent or empty for any. */
  minRecentGenerals?: string;
  /** An election date (YYYY-MM-DD) they voted in; absent or empty for any. */
  votedIn?: string;
  /** The ballot in the election under way (a BallotFilter); absent or empty for any. */
  ballotStatus?: string;
} & {
  /** The value chosen for a choice filter (precinct, a district); absent or empty for all. */
  [K in ChoiceFilterKey]?: string;
};

export const EMPTY_EXPORT_FORM: ExportForm = {
  exportType: 'all',
  format: 'csv',
  dateType: 'all',
  startDate: '',
  endDate: '',
  minAge: '',
  maxAge: '',
  zipCodes: '',
};

const age = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** The filter set sent to preview and start; the server validates it with the same schema. */
export function toExportFilters(form: ExportForm): ExportFiltersInput {
  return {
    exportType: form.exportType,
    dateRange:
      form.dateType === 'all'
        ? { type: 'all' }
        : { type: form.dateType, startDate: form.startDate || undefined, endDate: form.endDate || undefined },
    zipCodes: parseZipCodes(form.zipCodes),
    ageRange: { min: age(form.minAge), max: age(form.maxAge) },
    ...(form.includeDoNotContact && { includeDoNotContact: true }),
    ...(form.includeInactive && { includeInactive: true }),
    ...(form.answer && { answer: form.answer }),
    ...(form.minRecentGenerals && { minRecentGenerals: Number(form.minRecentGenerals) }),
    ...(form.votedIn && { votedIn: [form.votedIn] }),
    ...(form.ballotStatus && { ballot: { status: form.ballotStatus } }),
    ...Object.fromEntries(CHOICE_FILTER_KEYS.flatMap((key) => (form[key] ? [[key, [form[key]]]] : []))),
  };
}

/** Where the form shows a refused preview's field errors: by the date range, the ages, the ZIP codes, or below. */
export type PreviewErrorPlace = 'dateRange' | 'ageRange' | 'zipCodes' | 'other';

/** The server's field errors of a refused preview, one message per place (the first for each). */
export function previewFieldErrors(
  fieldErrors: readonly { path: string; message: string }[],
): Partial<Record<PreviewErrorPlace, string>> {
  const places: Partial<Record<PreviewErrorPlace, string>> = {};
  for (const { path, message } of fieldErrors) {
    const first = path.split('.')[0];
    const place: PreviewErrorPlace =
      first === 'dateRange' || first === 'ageRange' || first === 'zipCodes' ? first : 'other';
    places[place] ??= message;
  }
  return places;
}
