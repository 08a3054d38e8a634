/*
 * The ARIA 1.2 combobox pattern (https://www.w3.org/WAI/ARIA/apg/patterns/combobox/): the focus stays
 * in the text field and the field's keys move the highlight (aria-activedescendant), so the options are
 * neither focusable nor keyboard targets themselves, and a native <datalist> cannot name the
 * highlighted option nor fill several fields. These three rules assume the opposite.
 */
/* oxlint-disable jsx-a11y/prefer-tag-over-role, jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus */
import { observer } from 'mobx-react-lite';
import type { KeyboardEvent } from 'react';
import { useT } from '../../services-context';
import type { AddressSearchViewModel } from './address-search-view-model';
import './locations.css';

const ID = 'address-search';
const LIST_ID = `${ID}-listbox`;
const HELP_ID = `${ID}-help`;
const STATUS_ID = `${ID}-status`;

/**
 * The address lookup as an ARIA 1.2 combobox: the text field keeps focus, the highlighted option is
 * named by aria-activedescendant; arrow keys move, Enter chooses, Escape closes. A status line says
 * what the lookup is doing, for sighted users and screen readers alike.
 */
export const AddressCombobox = observer(function AddressCombobox({ vm }: { vm: AddressSearchViewModel }) {
  const t = useT();
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      vm.moveDown();
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      vm.moveUp();
    } else if (event.key === 'Enter') {
      // Enter on a highlighted option chooses it rather than submitting the form.
      if (vm.chooseActive()) event.preventDefault();
    } else if (event.key === 'Escape' && vm.expanded) {
      event.preventDefault();
      vm.collapse();
    }
  };
  const open = vm.expanded && vm.suggestions.length > 0;
  return (
    <div className="field combobox">
      <label htmlFor={ID}>{t('locations.address.label')}</label>
      <div className="combobox__control">
        <input
          id={ID}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={LIST_ID}
          aria-activedescendant={open ? vm.activeOptionId : undefined}
          aria-describedby={`${HELP_ID} ${STATUS_ID}`}
          value={vm.text}
          onChange={(event) => vm.setText(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => vm.collapse()}
        />
        <div
          id={LIST_ID}
          role="listbox"
          aria-label={t('locations.address.suggestions')}
          className="combobox__list"
          hidden={!open}
        >
          {vm.suggestions.map((suggestion, index) => (
            <div
              key={suggestion.placeId}
              id={vm.optionId(index)}
              role="option"
              aria-selected={index === vm.activeIndex}
              className="combobox__option"
              // Keeps the focus in the field, so choosing with the mouse does not first close the list.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => void vm.choose(suggestion)}
            >
              {suggestion.description}
            </div>
          ))}
        </div>
      </div>
      <p className="field__help" id={HELP_ID}>
        {t('locations.address.help')}
      </p>
      <p className="combobox__status" id={STATUS_ID} aria-live="polite">
        <AddressStatus vm={vm} />
      </p>
    </div>
  );
});

const AddressStatus = observer(function AddressStatus({ vm }: { vm: AddressSearchViewModel }) {
  const t = useT();
  if (vm.status === 'searching') return <>{t('locations.address.searching')}</>;
  if (vm.status === 'filling') return <>{t('locations.address.filling')}</>;
  if (vm.status === 'failed') return <>{t('locations.address.failed')}</>;
  if (vm.chosen) return <>{t('locations.address.filled', { address: vm.chosen })}</>;
  if (vm.tooShort || !vm.expanded) return null;
  return (
    <>
      {vm.suggestions.length === 0
        ? t('locations.address.none')
        : t('locations.address.found', { count: vm.suggestions.length })}
    </>
  );
});
