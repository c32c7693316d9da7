import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { CHOICE_FILTER_KEYS } from '../../../common/contact-filters.js';
import {
  DATE_RANGE_LABELS,
  DATE_RANGE_TYPES,
  EXPORT_TYPE_LABELS,
  EXPORT_TYPES,
  type ExportFormat,
} from '../../../common/schemas/exports.js';
import { BallotFilterSelect } from '../../components/contacts/BallotFilterSelect';
import { ChoiceFilterSelect } from '../../components/contacts/ChoiceFilterSelect';
import { SurveyAnswerSelect } from '../../components/contacts/SurveyAnswerSelect';
import { TurnoutFilterSelects } from '../../components/contacts/TurnoutFilterSelects';
import { Button } from '../../components/ui/button';
import { InputField, SelectField } from '../../components/ui/field';
import { NativeSelect } from '../../components/ui/native-select';
import { useFilterChoices } from '../../hooks/use-contacts';
import { useFilterableSurveyQuestions } from '../../hooks/use-survey';
import { cn } from '../../lib/utils';
import type { ExportForm, PreviewErrorPlace } from './export-form';

const FORMAT_OPTIONS: readonly (readonly [ExportFormat, string])[] = [
  ['csv', 'CSV (any spreadsheet)'],
  ['xlsx', 'Excel (.xlsx)'],
];

/** A refused filter's message, by the fields it is about; the fields point to it (aria-describedby). */
function FilterError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm text-destructive">
      {message}
    </p>
  );
}

const describedBy = (id: string, message: string | undefined) =>
  message ? { 'aria-describedby': id, 'aria-invalid': true } : {};

/**
 * The export type, the file format and the collapsible "Advanced Filters (Optional)" (PRODUCT.md, Exports).
 * `errors` are the server's reasons for refusing the preview, shown by their fields.
 */
export function ExportFilterForm({
  value,
  onChange,
  errors = {},
}: {
  value: ExportForm;
  onChange: (next: ExportForm) => void;
  errors?: Partial<Record<PreviewErrorPlace, string>>;
}) {
  const [open, setOpen] = useState(false);
  const choices = useFilterChoices(open && CHOICE_FILTER_KEYS.length > 0);
  const surveyQuestions = useFilterableSurveyQuestions(open);
  const set = <K extends keyof ExportForm>(key: K, next: ExportForm[K]) =>
    onChange({ ...value, [key]: next });
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id="export-type"
          label="Export Type"
          value={value.exportType}
          options={EXPORT_TYPES.map((type) => [type, EXPORT_TYPE_LABELS[type]] as const)}
          onValueChange={(type) => set('exportType', type)}
        />
        <SelectField
          id="export-format"
          label="File Format"
          value={value.format}
          options={FORMAT_OPTIONS}
          onValueChange={(format) => set('format', format)}
        />
      </div>

      {value.exportType !== 'attempts' && (
        <div className="grid gap-2">
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={value.includeDoNotContact ?? false}
              onChange={(e) => set('includeDoNotContact', e.target.checked)}
            />
            Include voters marked do not contact (the Do Not Contact column says who)
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={value.includeInactive ?? false}
              onChange={(e) => set('includeInactive', e.target.checked)}
            />
            Include voters no longer in the voter file (the Active column says who)
          </label>
        </div>
      )}

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
                  <InputField
                    id="export-from"
                    label="From"
                    type="date"
                    value={value.startDate}
                    onChange={(e) => set('startDate', e.target.value)}
                  />
                  <InputField
                    id="export-to"
                    label="To"
                    type="date"
                    value={value.endDate}
                    onChange={(e) => set('endDate', e.target.value)}
                  />
                </div>
              )}
              <FilterError id="export-dates-error" message={errors.dateRange} />
            </fieldset>
            <fieldset className="grid gap-3">
              <legend className="mb-1 text-sm font-semibold">Age Range</legend>
              <div className="grid gap-3 sm:grid-cols-2">
                <InputField
                  id="export-min-age"
                  label="Min Age"
                  type="number"
                  inputMode="numeric"
                  min={0}
                  placeholder="18"
                  value={value.minAge}
                  onChange={(e) => set('minAge', e.target.value)}
                  {...describedBy('export-ages-error', errors.ageRange)}
                />
                <InputField
                  id="export-max-age"
                  label="Max Age"
                  type="number"
                  inputMode="numeric"
                  min={0}
                  placeholder="100"
                  value={value.maxAge}
                  onChange={(e) => set('maxAge', e.target.value)}
                  {...describedBy('export-ages-error', errors.ageRange)}
                />
              </div>
              <FilterError id="export-ages-error" message={errors.ageRange} />
            </fieldset>
            <InputField
              id="export-zips"
              label="ZIP Codes"
              placeholder="32301, 32303"
              value={value.zipCodes}
              onChange={(e) => set('zipCodes', e.target.value)}
              error={errors.zipCodes}
              {...describedBy('export-zips-error', errors.zipCodes)}
            />
            {CHOICE_FILTER_KEYS.length > 0 && (
              <div className="grid gap-3 sm:grid-cols-2">
                {CHOICE_FILTER_KEYS.map((key) => (
                  <ChoiceFilterSelect
                    key={key}
                    filter={key}
                    id={`export-${key}`}
                    choices={choices.data}
                    value={value[key] ?? ''}
                    onChange={(next) => onChange({ ...value, [key]: next })}
                  />
                ))}
              </div>
            )}
            <div className="grid gap-3 sm:grid-cols-2">
              <TurnoutFilterSelects
                idPrefix="export"
                value={value}
                onChange={(next) => onChange({ ...value, ...next })}
              />
            </div>
            <BallotFilterSelect
              id="export-ballot-status"
              value={value.ballotStatus ?? ''}
              onChange={(ballotStatus) => set('ballotStatus', ballotStatus)}
            />
            <SurveyAnswerSelect
              id="export-answer"
              questions={surveyQuestions}
              value={value.answer ?? ''}
              onChange={(answer) => set('answer', answer)}
            />
          </div>
        )}
        {/* Shown below the panel when it is closed, so a refused filter is never out of sight. */}
        <div className="px-3 pb-3 empty:hidden">
          <FilterError
            id="export-filters-error"
            message={open ? errors.other : Object.values(errors).filter(Boolean).join(' ') || undefined}
          />
        </div>
      </div>
    </div>
  );
}
