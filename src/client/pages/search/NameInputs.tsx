import type { NameFilters } from '../../../common/contact-search.js';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';

const FIELDS: { key: keyof NameFilters; label: string; placeholder: string }[] = [
  { key: 'firstName', label: 'First Name', placeholder: 'e.g. Maria' },
  { key: 'middleName', label: 'Middle Name', placeholder: 'e.g. Ann' },
  { key: 'lastName', label: 'Last Name', placeholder: 'e.g. Garcia' },
];

/** The three name inputs; each matches names starting with what is typed. */
export function NameInputs({
  value,
  onChange,
}: {
  value: NameFilters;
  onChange: (next: NameFilters) => void;
}) {
  return (
    <div className="grid gap-4 md:grid-cols-3">
      {FIELDS.map(({ key, label, placeholder }) => (
        <Field key={key} id={`search-${key}`} label={label}>
          <Input
            id={`search-${key}`}
            type="search"
            autoComplete="off"
            // A phone's autocorrect would "fix" a surname it does not know into a word it does.
            autoCorrect="off"
            spellCheck={false}
            placeholder={placeholder}
            value={value[key]}
            onChange={(e) => onChange({ ...value, [key]: e.target.value })}
          />
        </Field>
      ))}
    </div>
  );
}
