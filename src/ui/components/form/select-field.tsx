import type { SelectHTMLAttributes } from 'react';
import type { FieldProps } from './field-frame';
import { describedBy, FieldFrame } from './field-frame';

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

/** A labelled select: the options as value and text, the choice reported as its value. */
export function SelectField({
  id,
  label,
  value,
  options,
  onValue,
  error,
  help,
  required,
  'aria-describedby': extra,
  ...select
}: FieldProps & {
  value: string;
  options: readonly SelectOption[];
  onValue: (value: string) => void;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'value' | 'onChange' | 'required' | 'multiple'>) {
  return (
    <FieldFrame id={id} label={label} help={help} error={error} required={required}>
      <select
        {...select}
        id={id}
        value={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { help, error, extra })}
        onChange={(event) => onValue(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
