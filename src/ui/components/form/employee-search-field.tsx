import { observer } from 'mobx-react-lite';
import { useT } from '../../services-context';
import { TextField } from './text-field';

/** An employee found by a search, as the field lists it: the name with the employer's. */
export interface FoundEmployee {
  readonly id: string;
  readonly name: string;
  readonly employerName: string;
}

/**
 * Choosing an employee by typing part of the name or the employer: the matches as buttons under the
 * field, the choice shown with a button to choose another. The search itself (its pause and its calls)
 * is the owner's.
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
  state: 'idle' | 'searching' | 'done' | 'failed';
  found: readonly E[];
  onSearch: (text: string) => void;
  onChoose: (employee: E | null) => void;
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
            {chosen.name} ({chosen.employerName})
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
              <button type="button" className="button button--small" onClick={() => onChoose(person)}>
                {person.name} · {person.employerName}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
});
