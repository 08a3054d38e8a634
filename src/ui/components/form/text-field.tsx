import type { InputHTMLAttributes } from 'react';
import type { FieldProps } from './field-frame';
import { describedBy, FieldFrame } from './field-frame';

/**
 * A labelled input with its help and its error next to it, wired for assistive technology: the
 * error marks the input invalid and both texts are announced with it.
 */
export function TextField({
  id,
  label,
  value,
  onValue,
  error,
  help,
  required,
  'aria-describedby': extra,
  ...input
}: FieldProps & {
  value: string;
  onValue: (value: string) => void;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'required'>) {
  return (
    <FieldFrame id={id} label={label} help={help} error={error} required={required}>
      <input
        {...input}
        id={id}
        value={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { help, error, extra })}
        onChange={(event) => onValue(event.target.value)}
      />
    </FieldFrame>
  );
}
