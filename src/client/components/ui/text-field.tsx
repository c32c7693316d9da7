import type { InputHTMLAttributes } from 'react';
import { Field } from './field';
import { Input } from './input';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'>;

/** A labelled input whose value lives in the page's state: `onChange` receives the text typed. */
export function TextField({
  id,
  label,
  error,
  value,
  onChange,
  ...input
}: InputProps & {
  id: string;
  label: string;
  error?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field id={id} label={label} error={error}>
      <Input id={id} value={value} onChange={(e) => onChange(e.target.value)} {...input} />
    </Field>
  );
}
