import { useId } from 'react';
import { capitalize } from '../../../../common/format.js';
import { Input } from '../../ui/input';
import { NativeSelect } from '../../ui/native-select';
import type { ChannelKind } from './channel-kinds';

/**
 * A phone or email with its type, validated as it is typed; Enter submits only a valid value (the form
 * around it decides what submitting means: add, or save an edit).
 */
export function ChannelInput({
  kind,
  mode,
  value,
  type,
  onValue,
  onType,
  disabled,
}: {
  kind: ChannelKind;
  mode: 'New' | 'Edit';
  value: string;
  type: string;
  onValue: (value: string) => void;
  onType: (type: string) => void;
  disabled?: boolean;
}) {
  const invalid = value.trim() !== '' && !kind.isValid(value);
  const errorId = useId();
  return (
    // At least 16 rem: on a phone the Add button wraps below rather than leaving the number 8 characters wide.
    <div className="grid min-w-64 flex-1 gap-1">
      <div className="flex gap-2">
        <Input
          type={kind.inputType}
          inputMode={kind.inputType}
          autoComplete="off"
          aria-label={`${mode} ${kind.thing}`}
          aria-invalid={invalid}
          aria-describedby={invalid ? errorId : undefined}
          placeholder={kind.placeholder}
          value={value}
          disabled={disabled}
          onChange={(e) => onValue(kind.format(e.target.value))}
          className="h-11 min-w-0 flex-1"
        />
        <NativeSelect
          aria-label={`${mode} ${kind.noun} type`}
          value={type}
          disabled={disabled}
          onChange={(e) => onType(e.target.value)}
          className="h-11 w-28 shrink-0"
        >
          {kind.types.map((t) => (
            <option key={t} value={t}>
              {capitalize(t)}
            </option>
          ))}
        </NativeSelect>
      </div>
      {invalid && (
        <p id={errorId} className="text-xs text-destructive">
          {kind.message}
        </p>
      )}
    </div>
  );
}
