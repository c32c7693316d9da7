import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import {
  DATE_RANGE_LABELS,
  DATE_RANGE_TYPES,
  EXPORT_TYPE_LABELS,
  EXPORT_TYPES,
  type ExportFormat,
} from '../../../shared/schemas/exports.js';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { NativeSelect } from '../../components/ui/native-select';
import { cn } from '../../lib/utils';
import type { ExportForm } from './export-form';

/** The export type, the file format and the collapsible "Advanced Filters (Optional)" (SPEC §2). */
export function ExportFilterForm({
  value,
  onChange,
}: {
  value: ExportForm;
  onChange: (next: ExportForm) => void;
}) {
  const [open, setOpen] = useState(false);
  const set = <K extends keyof ExportForm>(key: K, next: ExportForm[K]) =>
    onChange({ ...value, [key]: next });
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="export-type" label="Export Type">
          <NativeSelect
            id="export-type"
            value={value.exportType}
            onChange={(e) => set('exportType', e.target.value as ExportForm['exportType'])}
          >
            {EXPORT_TYPES.map((type) => (
              <option key={type} value={type}>
                {EXPORT_TYPE_LABELS[type]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="export-format" label="File Format">
          <NativeSelect
            id="export-format"
            value={value.format}
            onChange={(e) => set('format', e.target.value as ExportFormat)}
          >
            <option value="csv">CSV (any spreadsheet)</option>
            <option value="xlsx">Excel (.xlsx)</option>
          </NativeSelect>
        </Field>
      </div>

      <div className="rounded-lg border border-border">
        <Button
          variant="ghost"
          aria-expanded={open}
          aria-controls="export-advanced-filters"
          onClick={() => setOpen((o) => !o)}
          className="w-full justify-between px-3"
        >
          Advanced Filters (Optional)
          <ChevronDown aria-hidden="true" className={cn('transition-transform', open && 'rotate-180')} />
        </Button>
        {open && (
          <div id="export-advanced-filters" className="grid gap-4 border-t border-border p-4">
            <fieldset className="grid gap-3">
              <legend className="mb-1 text-sm font-semibold">Date Range</legend>
              <NativeSelect
                aria-label="Date Range"
                value={value.dateType}
                onChange={(e) => set('dateType', e.target.value as ExportForm['dateType'])}
              >
                {DATE_RANGE_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {DATE_RANGE_LABELS[type]}
                  </option>
                ))}
              </NativeSelect>
              {value.dateType !== 'all' && (
                <div className="grid gap-3 sm:grid-cols-2">
                  <Field id="export-from" label="From">
                    <Input
                      id="export-from"
                      type="date"
                      value={value.startDate}
                      onChange={(e) => set('startDate', e.target.value)}
                    />
                  </Field>
                  <Field id="export-to" label="To">
                    <Input
                      id="export-to"
                      type="date"
                      value={value.endDate}
                      onChange={(e) => set('endDate', e.target.value)}
                    />
                  </Field>
                </div>
              )}
            </fieldset>
            <fieldset className="grid gap-3">
              <legend className="mb-1 text-sm font-semibold">Age Range</legend>
              <div className="grid gap-3 sm:grid-cols-2">
                <Field id="export-min-age" label="Min Age">
                  <Input
                    id="export-min-age"
                    type="number"
                    inputMode="numeric"
                    min={0}
                    placeholder="18"
                    value={value.minAge}
                    onChange={(e) => set('minAge', e.target.value)}
                  />
                </Field>
                <Field id="export-max-age" label="Max Age">
                  <Input
                    id="export-max-age"
                    type="number"
                    inputMode="numeric"
                    min={0}
                    placeholder="100"
                    value={value.maxAge}
                    onChange={(e) => set('maxAge', e.target.value)}
                  />
                </Field>
              </div>
            </fieldset>
            <Field id="export-zips" label="ZIP Codes">
              <Input
                id="export-zips"
                placeholder="32301, 32303"
                value={value.zipCodes}
                onChange={(e) => set('zipCodes', e.target.value)}
              />
            </Field>
          </div>
        )}
      </div>
    </div>
  );
}
