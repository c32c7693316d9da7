import { Field } from './field';
import { Input } from './input';

/** A one-time code from an authenticator app (phones offer the code from their keyboard). */
export function CodeField({
  id,
  label,
  value,
  onChange,
  autoFocus,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoFocus?: boolean;
}) {
  return (
    <Field id={id} label={label}>
      <Input
        id={id}
        inputMode="numeric"
        autoComplete="one-time-code"
        autoFocus={autoFocus}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}
