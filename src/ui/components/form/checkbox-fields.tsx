import type { ReactNode } from 'react';
import { FieldErrorText, FieldHelp, RequiredMark, describedBy } from './field-frame';
import './form.css';

/** One labelled checkbox: a yes or no of a record. */
export function CheckboxField({
  id,
  label,
  checked,
  onChecked,
  help,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChecked: (checked: boolean) => void;
  help?: string | null;
}) {
  return (
    <div className="field field--checkbox">
      <label className="choice" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          aria-describedby={describedBy(id, { help })}
          onChange={(event) => onChecked(event.target.checked)}
        />
        {label}
      </label>
      <FieldHelp id={id} help={help} />
    </div>
  );
}

export interface CheckboxOption {
  readonly value: string;
  readonly label: ReactNode;
  /** A choice that cannot be made now (its label says why); a checked one can still be unchecked. */
  readonly disabled?: boolean;
}

/** A set of choices as checkboxes under a legend, with the group's error next to it. */
export function CheckboxGroup({
  id,
  legend,
  options,
  chosen,
  onToggle,
  required,
  error,
  help,
  empty,
}: {
  id: string;
  legend: string;
  options: readonly CheckboxOption[];
  chosen: ReadonlySet<string>;
  onToggle: (value: string) => void;
  required?: boolean;
  error?: string | null;
  help?: string | null;
  /** Said instead of the choices when there are none. */
  empty?: string;
}) {
  return (
    <fieldset
      id={id}
      className={`checkbox-group${error ? ' field--invalid' : ''}`}
      aria-describedby={describedBy(id, { help, error })}
    >
      <legend>
        {legend}
        {required ? <RequiredMark /> : null}
      </legend>
      {options.length === 0 && empty ? <p className="muted">{empty}</p> : null}
      <ul className="checkbox-group__list">
        {options.map((option) => (
          <li key={option.value}>
            <label className="choice">
              <input
                type="checkbox"
                value={option.value}
                checked={chosen.has(option.value)}
                disabled={option.disabled === true && !chosen.has(option.value)}
                onChange={() => onToggle(option.value)}
              />
              <span>{option.label}</span>
            </label>
          </li>
        ))}
      </ul>
      <FieldHelp id={id} help={help} />
      <FieldErrorText id={id} error={error} />
    </fieldset>
  );
}
