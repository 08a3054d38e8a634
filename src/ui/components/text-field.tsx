import type { InputHTMLAttributes } from 'react';

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
  'aria-describedby': described,
  ...input
}: {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string | null;
  help?: string | null;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'>) {
  const describedBy = [described, help ? `${id}-help` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        id={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onValue(event.target.value)}
      />
      {help ? (
        <p className="field__help" id={`${id}-help`}>
          {help}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
