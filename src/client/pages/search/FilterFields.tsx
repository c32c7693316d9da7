import { ATTEMPT_RESULT_LABELS, ATTEMPT_RESULTS } from '../../../common/constants.js';
import { CHOICE_FILTER_KEYS } from '../../../common/contact-filters.js';
import type { AdvancedFilters } from '../../../common/contact-search.js';
import { FLORIDA_PARTIES, FLORIDA_PARTY_CODES } from '../../../common/parties.js';
import type { FilterErrors } from '../../../common/search-filter-errors.js';
import { BallotFilterSelect } from '../../components/contacts/BallotFilterSelect';
import { ChoiceFilterSelect } from '../../components/contacts/ChoiceFilterSelect';
import { SurveyAnswerSelect } from '../../components/contacts/SurveyAnswerSelect';
import { TurnoutFilterSelects } from '../../components/contacts/TurnoutFilterSelects';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { NativeSelect } from '../../components/ui/native-select';
import { useFilterChoices } from '../../hooks/use-contacts';
import { useFilterableSurveyQuestions } from '../../hooks/use-survey';

/**
 * Address, city, ZIP code, party, age range, turnout (from the voter history), the choice filters (precinct,
 * districts), the latest attempt's result (a re-knock list: "Not home") and the latest survey answer: the desktop
 * panel and the mobile sheet show the same fields.
 */
export function FilterFields({
  value,
  onChange,
  idPrefix,
  errors = {},
}: {
  value: AdvancedFilters;
  onChange: (next: AdvancedFilters) => void;
  idPrefix: string;
  /** What the server would refuse, shown by the field it is about (filterErrors). */
  errors?: FilterErrors;
}) {
  const set = (key: keyof AdvancedFilters) => (e: { target: { value: string } }) =>
    onChange({ ...value, [key]: e.target.value });
  const id = (key: string) => `${idPrefix}-${key}`;
  /** A field's error, linked to its input for screen readers. */
  const invalid = (key: keyof AdvancedFilters, inputId: string) =>
    errors[key] ? { 'aria-invalid': true, 'aria-describedby': `${inputId}-error` } : {};
  const choices = useFilterChoices(CHOICE_FILTER_KEYS.length > 0);
  const surveyQuestions = useFilterableSurveyQuestions();
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
      <Field id={id('address')} label="Address" error={errors.address}>
        <Input
          id={id('address')}
          {...invalid('address', id('address'))}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          placeholder="2661 Lake Ella Dr"
          value={value.address ?? ''}
          onChange={set('address')}
        />
      </Field>
      <Field id={id('city')} label="City" error={errors.city}>
        <Input
          id={id('city')}
          {...invalid('city', id('city'))}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          placeholder="City"
          value={value.city}
          onChange={set('city')}
        />
      </Field>
      <Field id={id('zip')} label="ZIP Code" error={errors.zipCode}>
        <Input
          id={id('zip')}
          {...invalid('zipCode', id('zip'))}
          inputMode="numeric"
          autoComplete="off"
          placeholder="84101"
          maxLength={10}
          value={value.zipCode}
          onChange={set('zipCode')}
        />
      </Field>
      <Field id={id('party')} label="Party">
        <NativeSelect id={id('party')} value={value.party} onChange={set('party')}>
          <option value="all">All Parties</option>
          {FLORIDA_PARTY_CODES.map((code) => (
            <option key={code} value={code}>
              {code} — {FLORIDA_PARTIES[code]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id={id('min-age')} label="Min Age" error={errors.minAge}>
        <Input
          id={id('min-age')}
          {...invalid('minAge', id('min-age'))}
          type="number"
          inputMode="numeric"
          min={0}
          max={150}
          placeholder="18"
          value={value.minAge}
          onChange={set('minAge')}
        />
      </Field>
      <Field id={id('max-age')} label="Max Age" error={errors.maxAge}>
        <Input
          id={id('max-age')}
          {...invalid('maxAge', id('max-age'))}
          type="number"
          inputMode="numeric"
          min={0}
          max={150}
          placeholder="65"
          value={value.maxAge}
          onChange={set('maxAge')}
        />
      </Field>
      <TurnoutFilterSelects
        idPrefix={idPrefix}
        value={value}
        onChange={(next) => onChange({ ...value, ...next })}
      />
      {CHOICE_FILTER_KEYS.map((key) => (
        <ChoiceFilterSelect
          key={key}
          filter={key}
          id={id(key)}
          choices={choices.data}
          value={value[key] ?? ''}
          onChange={(next) => onChange({ ...value, [key]: next })}
        />
      ))}
      <Field id={id('last-result')} label="Latest result">
        <NativeSelect id={id('last-result')} value={value.lastResult ?? ''} onChange={set('lastResult')}>
          <option value="">Any result or none</option>
          {ATTEMPT_RESULTS.map((result) => (
            <option key={result} value={result}>
              {ATTEMPT_RESULT_LABELS[result]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <BallotFilterSelect
        id={id('ballot-status')}
        value={value.ballotStatus ?? ''}
        onChange={(ballotStatus) => onChange({ ...value, ballotStatus })}
      />
      <SurveyAnswerSelect
        id={id('answer')}
        questions={surveyQuestions}
        value={value.answer ?? ''}
        onChange={(answer) => onChange({ ...value, answer })}
      />
    </div>
  );
}
