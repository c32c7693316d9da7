import { CONTACT_FILTERS, type FilterDefinition } from '../../../common/contact-filters.js';
import type { ChoiceFilterKey } from '../../../common/contact-search.js';
import { formatCount } from '../../../common/format.js';
import type { FilterChoices } from '../../../common/schemas/contacts.js';
import { Field } from '../ui/field';
import { NativeSelect } from '../ui/native-select';

/**
 * One choice filter (precinct, a district): "All" or one of the values the contacts have, with counts, each
 * named as its filter says (the value itself by default).
 */
export function ChoiceFilterSelect({
  filter,
  id,
  choices,
  value,
  onChange,
}: {
  filter: ChoiceFilterKey;
  id: string;
  choices: FilterChoices | undefined;
  value: string;
  onChange: (next: string) => void;
}) {
  const { label, choiceLabel }: FilterDefinition = CONTACT_FILTERS[filter];
  const named = (value: string) => choiceLabel?.(value) ?? value;
  const options = choices?.[filter] ?? [];
  return (
    <Field id={id} label={label}>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">All</option>
        {/* A value chosen before the choices arrive stays selectable. */}
        {value && !options.some((o) => o.value === value) && <option value={value}>{named(value)}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {`${named(o.value)} (${formatCount(o.count)})`}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}
