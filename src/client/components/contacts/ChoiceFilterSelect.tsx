import { CONTACT_FILTERS } from '../../../common/contact-filters.js';
import type { ChoiceFilterKey } from '../../../common/contact-search.js';
import { formatCount } from '../../../common/format.js';
import type { FilterChoices } from '../../../common/schemas/contacts.js';
import { Field } from '../ui/field';
import { NativeSelect } from '../ui/native-select';

/** One choice filter (precinct, a district): "All" or one of the values the contacts have, with counts. */
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
  const { label } = CONTACT_FILTERS[filter];
  const options = choices?.[filter] ?? [];
  return (
    <Field id={id} label={label}>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">All</option>
        {/* A value chosen before the choices arrive stays selectable. */}
        {value && !options.some((o) => o.value === value) && <option value={value}>{value}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {`${o.value} (${formatCount(o.count)})`}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}
