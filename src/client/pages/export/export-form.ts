/** What the export form holds (text as typed) and the filter set it becomes (SPEC §3, §5). */
import type { ExportFiltersInput, ExportFormat, ExportType } from '../../../shared/schemas/exports.js';
import { parseZipCodes } from '../../../shared/schemas/exports.js';

export interface ExportForm {
  exportType: ExportType;
  format: ExportFormat;
  dateType: 'all' | 'created' | 'updated';
  startDate: string;
  endDate: string;
  minAge: string;
  maxAge: string;
  zipCodes: string;
}

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
  };
}
