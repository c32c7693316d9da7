import * as LabelPrimitive from '@radix-ui/react-label';
import type { ComponentProps, ReactNode } from 'react';
import { Input } from './input';
import { NativeSelect } from './native-select';

/** A labelled form field with its error message, linked for screen readers. */
export function Field({
  id,
  label,
  error,
  hint,
  required,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  /** One line on what the field means, under it; the control names `${id}-hint` in aria-describedby. */
  hint?: string;
  /** Marks the field with an asterisk; the control itself says aria-required for screen readers. */
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="grid content-start gap-1.5">
      <div className="flex items-baseline gap-0.5">
        <LabelPrimitive.Root htmlFor={id} className="text-sm font-medium">
          {label}
        </LabelPrimitive.Root>
        {required && (
          <span aria-hidden="true" className="text-sm font-medium text-destructive">
            *
          </span>
        )}
      </div>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled input: Field and Input sharing one id; the other props go to the input. */
export function InputField({
  id,
  label,
  error,
  ...input
}: { id: string; label: string; error?: string } & ComponentProps<typeof Input>) {
  return (
    <Field id={id} label={label} error={error}>
      <Input id={id} {...input} />
    </Field>
  );
}

/** A labelled select of value/label pairs, optionally led by an "all" choice whose value is empty. */
export function SelectField<T extends string>({
  id,
  label,
  options,
  allLabel,
  onValueChange,
  ...select
}: {
  id: string;
  label: string;
  options: readonly (readonly [T, string])[];
  allLabel?: string;
  onValueChange: (value: T) => void;
} & Omit<ComponentProps<typeof NativeSelect>, 'onChange' | 'children'>) {
  return (
    <Field id={id} label={label}>
      <NativeSelect id={id} {...select} onChange={(e) => onValueChange(e.target.value as T)}>
        {allLabel !== undefined && <option value="">{allLabel}</option>}
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}
