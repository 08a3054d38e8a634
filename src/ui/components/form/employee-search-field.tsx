/*
 * The ARIA 1.2 combobox pattern (https://www.w3.org/WAI/ARIA/apg/patterns/combobox/): the focus stays
 * in the text field and the field's keys move the highlight (aria-activedescendant), so the options are
 * neither focusable nor keyboard targets themselves. These three rules assume the opposite.
 */
/* oxlint-disable jsx-a11y/prefer-tag-over-role, jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus */
import { observer } from 'mobx-react-lite';
import type { KeyboardEvent } from 'react';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../services-context';
import type { EmployeeSearchState } from './employee-search';
import { describedBy, FieldErrorText, FieldHelp, RequiredMark } from './field-frame';
import { ListboxHighlight } from './listbox-highlight';
import './employee-search.css';
import './form.css';

/** An employee found by a search, as the field lists it: the name with the employer's. */
export interface FoundEmployee {
  readonly id: string;
  readonly name: string;
  readonly employerName: string;
}

const statusIdOf = (id: string) => `${id}-status`;
const listIdOf = (id: string) => `${id}-listbox`;
const optionIdOf = (id: string, index: number) => `${id}-option-${index}`;

/**
 * Choosing an employee by typing part of the name or the employer, as an ARIA 1.2 combobox: the
 * people found in a listbox under the field, each with their employer so namesakes are told apart;
 * arrow keys, Home and End move the highlight, Enter chooses, Escape closes. A polite status line says
 * what the search is doing and how many it found. The choice shows with a button to choose another.
 * The search itself (its pause and its calls) is the owner's, an `EmployeeSearch` in its view-model.
 */
export const EmployeeSearchField = observer(function EmployeeSearchField<E extends FoundEmployee>({
  id,
  chosen,
  search,
  state,
  found,
  onSearch,
  onChoose,
  error,
  required,
}: {
  id: string;
  chosen: E | null;
  search: string;
  state: EmployeeSearchState;
  found: readonly E[];
  onSearch: (text: string) => void;
  onChoose: (employee: E | null) => void;
  error?: string | null;
  required?: boolean;
}) {
  const t = useT();
  const [highlight] = useState(() => new ListboxHighlight());
  const input = useRef<HTMLInputElement>(null);
  const other = useRef<HTMLButtonElement>(null);
  // Where the focus goes once the field has changed shape: to "other employee" after a choice, back
  // to the text field after asking for another, so it is never lost with the element that had it.
  const focusNext = useRef<'input' | 'other' | null>(null);
  useEffect(() => {
    const next = focusNext.current;
    focusNext.current = null;
    if (next === 'other') other.current?.focus();
    else if (next === 'input') input.current?.focus();
  }, [chosen]);

  const choose = (employee: E | null) => {
    highlight.close();
    focusNext.current = employee ? 'other' : 'input';
    onChoose(employee);
  };
  const open = highlight.isOpen(found);
  const active = highlight.activeIn(found);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    let handled = true;
    if (event.key === 'ArrowDown') highlight.down(found);
    else if (event.key === 'ArrowUp') highlight.up(found);
    else if (event.key === 'Home') handled = highlight.first(found);
    else if (event.key === 'End') handled = highlight.last(found);
    else if (event.key === 'Escape' && open) highlight.close();
    else if (event.key === 'Escape' && search !== '') onSearch('');
    else if (event.key === 'Enter' && active >= 0 && found[active]) choose(found[active]);
    else handled = false;
    if (handled) event.preventDefault();
  };

  const status = chosen
    ? t('form.employeeSearch.chosen', { name: chosen.name })
    : state === 'searching'
      ? t('form.employeeSearch.searching')
      : state === 'failed'
        ? t('form.employeeSearch.failed')
        : state === 'done'
          ? found.length === 0
            ? t('form.employeeSearch.none')
            : t('form.employeeSearch.count', { count: found.length })
          : '';
  const help = t('form.employeeSearch.help');
  // One live region, in the same place whatever the field shows, so a choice that replaces the text
  // field is still announced; the line in sight between the field and its list is for the eyes.
  const announcement = (
    <p className="visually-hidden" id={statusIdOf(id)} aria-live="polite">
      {status}
    </p>
  );
  const shape = chosen ? (
    <>
      <span className="field__label">{t('form.employeeSearch.label')}</span>
      <p className="employee-search__chosen">
        <span>
          {chosen.name} ({chosen.employerName})
        </span>
        <button type="button" ref={other} className="button button--small" onClick={() => choose(null)}>
          {t('form.employeeSearch.other')}
        </button>
      </p>
    </>
  ) : (
    <>
      <label htmlFor={id}>
        {t('form.employeeSearch.label')}
        {required ? <RequiredMark /> : null}
      </label>
      <div className="employee-search__control">
        <input
          ref={input}
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listIdOf(id)}
          aria-activedescendant={active >= 0 ? optionIdOf(id, active) : undefined}
          aria-describedby={describedBy(id, { help, error, extra: statusIdOf(id) })}
          aria-invalid={error ? true : undefined}
          required={required}
          value={search}
          onChange={(event) => {
            highlight.typed();
            onSearch(event.target.value);
          }}
          onKeyDown={onKeyDown}
          onBlur={highlight.close}
        />
        {/* Between the field and the list, so what the search is doing stays in sight while it is open. */}
        <p
          className={`employee-search__status${state === 'failed' ? ' employee-search__status--failed' : ''}`}
          aria-hidden="true"
        >
          {status}
        </p>
        <div
          id={listIdOf(id)}
          role="listbox"
          aria-label={t('form.employeeSearch.found')}
          className="employee-search__list"
          hidden={!open}
        >
          {found.map((person, index) => (
            <div
              key={person.id}
              id={optionIdOf(id, index)}
              role="option"
              aria-selected={index === active}
              className="employee-search__option"
              // Keeps the focus in the field, so choosing with the mouse does not first close the list.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(person)}
            >
              <span className="employee-search__name">{person.name}</span>
              <span className="employee-search__detail"> · {person.employerName}</span>
            </div>
          ))}
        </div>
      </div>
      <FieldHelp id={id} help={help} />
    </>
  );
  return (
    <div className={`field employee-search${error ? ' field--invalid' : ''}`}>
      {announcement}
      {shape}
      <FieldErrorText id={id} error={error} />
    </div>
  );
});
