import { observer } from 'mobx-react-lite';
import { useT } from '../../services-context';
import { TextField } from './text-field';

/** A person found by a search, as the field lists it. */
export interface FoundPerson {
  readonly id: string;
  readonly name: string;
  /** A second part of the name, such as the employer. */
  readonly detail: string;
}

/**
 * Choosing an employee by typing part of the name or the employer: the matches as buttons under the
 * field, the choice shown with a button to choose another. The search itself (its pause and its calls)
 * is the owner's.
 */
export const EmployeeSearchField = observer(function EmployeeSearchField({
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
  chosen: FoundPerson | null;
  search: string;
  state: 'idle' | 'searching' | 'done' | 'failed';
  found: readonly FoundPerson[];
  onSearch: (text: string) => void;
  onChoose: (id: string | null) => void;
  error?: string | null;
  required?: boolean;
}) {
  const t = useT();
  const texts = {
    label: t('form.employeeSearch.label'),
    help: t('form.employeeSearch.help'),
    found: t('form.employeeSearch.found'),
    other: t('form.employeeSearch.other'),
    searching: t('form.employeeSearch.searching'),
    failed: t('form.employeeSearch.failed'),
    none: t('form.employeeSearch.none'),
  };
  if (chosen)
    return (
      <div className="field">
        <span className="field__label">{texts.label}</span>
        <p className="employee-search__chosen">
          <span>
            {chosen.name} ({chosen.detail})
          </span>
          <button type="button" className="button button--small" onClick={() => onChoose(null)}>
            {texts.other}
          </button>
        </p>
        {error ? <p className="field__error">{error}</p> : null}
      </div>
    );
  return (
    <div className="employee-search">
      <TextField
        id={id}
        type="search"
        autoComplete="off"
        label={texts.label}
        help={texts.help}
        value={search}
        onValue={onSearch}
        error={error ?? null}
        required={required}
      />
      <output className="employee-search__state" aria-live="polite">
        {state === 'searching'
          ? texts.searching
          : state === 'failed'
            ? texts.failed
            : state === 'done' && found.length === 0
              ? texts.none
              : ''}
      </output>
      {found.length > 0 ? (
        <ul className="employee-search__found" aria-label={texts.found}>
          {found.map((person) => (
            <li key={person.id}>
              <button type="button" className="button button--small" onClick={() => onChoose(person.id)}>
                {person.name} · {person.detail}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
});
