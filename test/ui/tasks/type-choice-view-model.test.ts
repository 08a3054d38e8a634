import { describe, expect, it } from 'vitest';
import { narrowOptions, TypeChoiceViewModel } from '../../../src/ui/screens/tasks/type-choice-view-model';

const OPTIONS = [
  { value: '', label: 'Alle soorten' },
  { value: 'illness', label: 'Verzuim' },
  { value: 'wga', label: 'WGA-dossier' },
  { value: 'psychologist', label: 'Psycholoog' },
  { value: 'physio', label: 'Fysiotherapie' },
];

describe('the searchable dossier-type filter', () => {
  it('narrows the types to those holding every word typed, ignoring case and accents', () => {
    expect(narrowOptions(OPTIONS, 'wga').map((option) => option.value)).toEqual(['wga']);
    expect(narrowOptions(OPTIONS, 'PSYCHÓ').map((option) => option.value)).toEqual(['psychologist']);
    expect(narrowOptions(OPTIONS, 'dossier wga').map((option) => option.value)).toEqual(['wga']);
    expect(narrowOptions(OPTIONS, '  ')).toBe(OPTIONS);
  });

  it('moves the highlight with the arrow keys, wrapping at both ends', () => {
    const vm = new TypeChoiceViewModel('type');
    vm.move(1, 3);
    expect(vm.activeIndex).toBe(0);
    vm.move(-1, 3);
    expect(vm.activeIndex).toBe(2);
    vm.move(1, 3);
    expect(vm.activeIndex).toBe(0);
    expect(vm.optionId(0)).toBe('type-option-0');
  });

  it('shows the chosen type until the user types, and again after closing', () => {
    const vm = new TypeChoiceViewModel('type');
    expect(vm.textFor('Verzuim')).toBe('Verzuim');
    vm.type('ps');
    expect(vm.textFor('Verzuim')).toBe('ps');
    expect(vm.expanded).toBe(true);
    vm.collapse();
    expect(vm.textFor('Verzuim')).toBe('Verzuim');
    expect(vm.expanded).toBe(false);
  });
});
