import { TextField } from './text-field';

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
    <TextField
      id={id}
      label={label}
      inputMode="numeric"
      autoComplete="one-time-code"
      autoFocus={autoFocus}
      value={value}
      onChange={onChange}
    />
  );
}
