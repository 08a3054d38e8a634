import type { TextareaHTMLAttributes } from 'react';
import type { FieldProps } from './field-frame';
import { describedBy, FieldFrame } from './field-frame';

/** A labelled multi-line text, with help and error wired like every field. */
export function TextareaField({
  id,
  label,
  value,
  onValue,
  error,
  help,
  required,
  rows = 4,
  'aria-describedby': extra,
  ...textarea
}: FieldProps & {
  value: string;
  onValue: (value: string) => void;
} & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value' | 'onChange' | 'required'>) {
  return (
    <FieldFrame id={id} label={label} help={help} error={error} required={required}>
      <textarea
        {...textarea}
        id={id}
        rows={rows}
        value={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { help, error, extra })}
        onChange={(event) => onValue(event.target.value)}
      />
    </FieldFrame>
  );
}
