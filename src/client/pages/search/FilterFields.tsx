import { PARTY_CODES } from '../../../shared/constants.js';
import type { AdvancedFilters } from '../../../shared/contact-search.js';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { NativeSelect } from '../../components/ui/native-select';

/** City, ZIP code, party and age range: the desktop panel and the mobile sheet show the same fields. */
export function FilterFields({
  value,
  onChange,
  idPrefix,
}: {
  value: AdvancedFilters;
  onChange: (next: AdvancedFilters) => void;
  idPrefix: string;
}) {
  const set = (key: keyof AdvancedFilters) => (e: { target: { value: string } }) =>
    onChange({ ...value, [key]: e.target.value });
  const id = (key: string) => `${idPrefix}-${key}`;
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
      <Field id={id('city')} label="City">
        <Input
          id={id('city')}
          autoComplete="off"
          placeholder="City"
          value={value.city}
          onChange={set('city')}
        />
      </Field>
      <Field id={id('zip')} label="ZIP Code">
        <Input
          id={id('zip')}
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
          {PARTY_CODES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id={id('min-age')} label="Min Age">
        <Input
          id={id('min-age')}
          type="number"
          inputMode="numeric"
          min={0}
          max={150}
          placeholder="18"
          value={value.minAge}
          onChange={set('minAge')}
        />
      </Field>
      <Field id={id('max-age')} label="Max Age">
        <Input
          id={id('max-age')}
          type="number"
          inputMode="numeric"
          min={0}
          max={150}
          placeholder="65"
          value={value.maxAge}
          onChange={set('maxAge')}
        />
      </Field>
    </div>
  );
}
