/*
 * The ARIA 1.2 combobox pattern (https://www.w3.org/WAI/ARIA/apg/patterns/combobox/), as the address
 * lookup of the locations uses it: the focus stays in the text field and its keys move the highlight
 * (aria-activedescendant), so the options are neither focusable nor keyboard targets themselves. These
 * three rules assume the opposite.
 */
/* oxlint-disable jsx-a11y/prefer-tag-over-role, jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus */
import { observer } from 'mobx-react-lite';
import type { KeyboardEvent } from 'react';
import { useT } from '../../services-context';
import type { TypeChoiceViewModel, TypeOption } from './type-choice-view-model';
import { narrowOptions } from './type-choice-view-model';
import './tasks.css';

/**
 * The dossier-type filter: about forty types, so typing narrows them. Arrow keys move through what is
 * left, Enter chooses, Escape puts back the chosen type; "every type" heads the list.
 */
export const DossierTypeCombobox = observer(function DossierTypeCombobox({
  id,
  label,
  vm,
  options,
  value,
  onChoose,
}: {
  id: string;
  label: string;
  vm: TypeChoiceViewModel;
  /** Every choice, "every type" ('') first, the types sorted by their name. */
  options: readonly TypeOption[];
  value: string;
  onChoose: (value: string) => void;
}) {
  const t = useT();
  const listId = `${id}-listbox`;
  const helpId = `${id}-help`;
  const statusId = `${id}-status`;
  const chosen = options.find((option) => option.value === value) ?? options[0];
  const shown = narrowOptions(options, vm.typed ?? '');
  const open = vm.expanded && shown.length > 0;
  const choose = (option: TypeOption) => {
    vm.collapse();
    if (option.value !== value) onChoose(option.value);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      vm.move(event.key === 'ArrowDown' ? 1 : -1, shown.length);
    } else if (event.key === 'Enter') {
      // Enter chooses the highlighted option, or the only one left, rather than submitting the form.
      const option = shown[vm.activeIndex] ?? (vm.typed && shown.length === 1 ? shown[0] : undefined);
      if (vm.expanded) event.preventDefault();
      if (option) choose(option);
    } else if (event.key === 'Escape' && (vm.expanded || vm.typed !== null)) {
      event.preventDefault();
      vm.collapse();
    }
  };
  const typedCount = vm.typed === null || vm.typed.trim() === '' ? null : shown.length;
  return (
    <div className="field type-choice">
      <label htmlFor={id}>{label}</label>
      <div className="type-choice__control">
        <input
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && vm.activeIndex >= 0 ? vm.optionId(vm.activeIndex) : undefined}
          aria-describedby={`${helpId} ${statusId}`}
          value={vm.textFor(chosen?.label ?? '')}
          onChange={(event) => vm.type(event.target.value)}
          onFocus={(event) => event.target.select()}
          onClick={() => vm.open()}
          onKeyDown={onKeyDown}
          onBlur={() => vm.collapse()}
        />
        <div
          id={listId}
          role="listbox"
          aria-label={t('tasks.typeFilter.options')}
          className="type-choice__list"
          hidden={!open}
        >
          {shown.map((option, index) => (
            <div
              key={option.value || 'all'}
              id={vm.optionId(index)}
              role="option"
              aria-selected={index === vm.activeIndex}
              className={`type-choice__option${option.value === value ? ' type-choice__option--chosen' : ''}`}
              // Keeps the focus in the field, so choosing with the mouse does not first close the list.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(option)}
            >
              {option.label}
            </div>
          ))}
        </div>
      </div>
      <p className="visually-hidden" id={helpId}>
        {t('tasks.typeFilter.help')}
      </p>
      <p className="type-choice__status" id={statusId} aria-live="polite">
        {typedCount === null
          ? ''
          : typedCount === 0
            ? t('tasks.typeFilter.none', { text: vm.typed ?? '' })
            : t('tasks.typeFilter.found', { count: typedCount })}
      </p>
    </div>
  );
});
