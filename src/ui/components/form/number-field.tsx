import type { InputHTMLAttributes } from 'react';
import type { FieldProps } from './field-frame';
import { describedBy, FieldFrame } from './field-frame';

/**
 * A number typed as text. Not `type=number`: that input throws away what it cannot parse ("12," on
 * the way to "12,5"), so an error would lose what the user typed, and its spinner and wheel change
 * values by accident. The caller parses the text (with the portal's decimal comma) and reports errors.
 */
export function NumberField({
  id,
  label,
  value,
  onValue,
  error,
  help,
  required,
  integer = false,
  'aria-describedby': extra,
  ...input
}: FieldProps & {
  value: string;
  onValue: (value: string) => void;
  /** Whole numbers only: phones show a keypad without a decimal separator. */
  integer?: boolean;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'required' | 'type'>) {
  return (
    <FieldFrame id={id} label={label} help={help} error={error} required={required}>
      <input
        autoComplete="off"
        {...input}
        id={id}
        type="text"
        inputMode={integer ? 'numeric' : 'decimal'}
        value={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { help, error, extra })}
        onChange={(event) => onValue(event.target.value)}
      />
    </FieldFrame>
  );
}
