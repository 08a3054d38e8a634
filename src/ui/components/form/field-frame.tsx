import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useT } from '../../services-context';
import './form.css';

/** What every labelled field takes besides its value. */
export interface FieldProps {
  readonly id: string;
  readonly label: string;
  /** A hint under the field, read out with it. */
  readonly help?: string | null;
  /** What is wrong, next to the field and read out with it; the field keeps what the user typed. */
  readonly error?: string | null;
  readonly required?: boolean;
}

export const helpIdOf = (id: string) => `${id}-help`;
export const errorIdOf = (id: string) => `${id}-error`;

/** The ids a control lists in aria-describedby: the caller's own, then its help, then its error. */
export function describedBy(
  id: string,
  { help, error, extra }: { help?: string | null; error?: string | null; extra?: string | undefined },
): string | undefined {
  return (
    [extra, help ? helpIdOf(id) : null, error ? errorIdOf(id) : null].filter(Boolean).join(' ') || undefined
  );
}

/**
 * The visible mark of a required field. Assistive technology hears "required" from the control's
 * own required state, so the mark is hidden from it rather than read twice.
 */
export const RequiredMark = observer(function RequiredMark() {
  const t = useT();
  return (
    <span className="field__required" aria-hidden="true">
      {' '}
      {t('form.required')}
    </span>
  );
});

/** Help under a field, when there is any. */
export function FieldHelp({ id, help }: { id: string; help?: string | null }) {
  return help ? (
    <p className="field__help" id={helpIdOf(id)}>
      {help}
    </p>
  ) : null;
}

/**
 * The error of a field. The element is there from the start and polite, so an error that appears
 * while the user works elsewhere (a date range's end) is announced; empty, it takes no room.
 */
export function FieldErrorText({ id, error }: { id: string; error?: string | null }) {
  return (
    <p className="field__error" id={errorIdOf(id)} aria-live="polite">
      {error ?? ''}
    </p>
  );
}

/** Label, control, help and error of one field, in that order. */
export function FieldFrame({
  id,
  label,
  help,
  error,
  required,
  className,
  children,
}: FieldProps & { className?: string; children: ReactNode }) {
  return (
    <div className={`field${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={id}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {children}
      <FieldHelp id={id} help={help} />
      <FieldErrorText id={id} error={error} />
    </div>
  );
}
