// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FoundEmployee } from '../../../src/ui/components/form/employee-search-field';
import { EmployeeSearchField } from '../../../src/ui/components/form/employee-search-field';
import { render, textOf } from './render';

const FOUND: readonly FoundEmployee[] = [
  { id: 'e-1', name: 'Jan de Vries', employerName: 'Bakkerij De Gouden Korenaar' },
  { id: 'e-2', name: 'Jan de Vries', employerName: 'Van der Linden Bouw' },
  { id: 'e-3', name: 'Janneke Smit', employerName: 'Van der Linden Bouw' },
];

let cleanup: (() => void) | null = null;
afterEach(() => {
  cleanup?.();
  cleanup = null;
});

function show(props: Partial<Parameters<typeof EmployeeSearchField>[0]> = {}, language: 'nl' | 'en' = 'nl') {
  const onChoose = vi.fn<(employee: FoundEmployee | null) => void>();
  const onSearch = vi.fn<(text: string) => void>();
  const view = render(
    <EmployeeSearchField
      id="employee"
      chosen={null}
      search="jan"
      state="done"
      found={FOUND}
      onSearch={onSearch}
      onChoose={onChoose}
      {...props}
    />,
    language,
  );
  cleanup = view.unmount;
  const input = view.container.querySelector('input');
  if (!input) throw new Error('expected the text field');
  return { view, input, onChoose, onSearch };
}

const press = (element: Element, key: string) =>
  act(() => {
    element.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  });

describe('the employee search field', () => {
  it('is a combobox whose listbox names each person with their employer, and counts them politely', () => {
    const { view, input } = show();
    const listbox = view.container.querySelector('[role="listbox"]');
    expect(input.getAttribute('role')).toBe('combobox');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-controls')).toBe(listbox?.id);
    expect(view.container.querySelector(`label[for="${input.id}"]`)?.textContent).toBe('Werknemer');
    const options = [...view.container.querySelectorAll('[role="option"]')].map(textOf);
    expect(options).toEqual([
      'Jan de Vries · Bakkerij De Gouden Korenaar',
      'Jan de Vries · Van der Linden Bouw',
      'Janneke Smit · Van der Linden Bouw',
    ]);
    const status = view.container.querySelector('#employee-status');
    expect(status?.getAttribute('aria-live')).toBe('polite');
    expect(textOf(status)).toBe('3 werknemers gevonden. Kies met pijl omlaag.');
    expect(textOf(view.container.querySelector('.employee-search__status'))).toBe(textOf(status));
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(status?.id);
  });

  it('moves the highlight with the arrow keys, Home and End, and Enter chooses it', () => {
    const { view, input, onChoose } = show();
    const active = () => view.container.querySelector(`#${input.getAttribute('aria-activedescendant')}`);
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    press(input, 'ArrowDown');
    expect(textOf(active())).toBe('Jan de Vries · Bakkerij De Gouden Korenaar');
    expect(active()?.getAttribute('aria-selected')).toBe('true');
    press(input, 'End');
    expect(textOf(active())).toBe('Janneke Smit · Van der Linden Bouw');
    press(input, 'ArrowDown');
    press(input, 'ArrowDown');
    expect(textOf(active())).toBe('Jan de Vries · Van der Linden Bouw');
    press(input, 'Home');
    press(input, 'ArrowUp');
    expect(textOf(active())).toBe('Janneke Smit · Van der Linden Bouw');
    press(input, 'Enter');
    expect(onChoose).toHaveBeenCalledWith(FOUND[2]);
  });

  it('closes with Escape, and Escape again empties the field', () => {
    const { view, input, onSearch } = show();
    press(input, 'ArrowDown');
    press(input, 'Escape');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    expect(view.container.querySelector('[role="listbox"]')?.hasAttribute('hidden')).toBe(true);
    press(input, 'Escape');
    expect(onSearch).toHaveBeenCalledWith('');
  });

  it('tells searching, a failure and no one found in the status line, in English too', () => {
    const status = (props: Parameters<typeof show>[0]) => {
      const { view } = show(props, 'en');
      const text = textOf(view.container.querySelector('#employee-status'));
      cleanup?.();
      cleanup = null;
      return text;
    };
    expect(status({ state: 'searching', found: [] })).toBe('Searching…');
    expect(status({ state: 'failed', found: [] })).toBe('The search failed. Please try again.');
    expect(status({ state: 'done', found: [] })).toBe('No employees found.');
    expect(status({ state: 'done', found: FOUND.slice(0, 1) })).toBe(
      '1 employee found. Use the down arrow to choose.',
    );
  });

  it('shows the choice with a button to choose another, which takes the focus', () => {
    const { view, input, onChoose } = show();
    input.focus();
    press(input, 'ArrowDown');
    press(input, 'Enter');
    view.rerender(
      <EmployeeSearchField
        id="employee"
        chosen={FOUND[0] ?? null}
        search=""
        state="idle"
        found={[]}
        onSearch={() => undefined}
        onChoose={onChoose}
      />,
    );
    expect(view.container.querySelector('[role="combobox"]')).toBeNull();
    expect(textOf(view.container.querySelector('.employee-search__chosen span'))).toBe(
      'Jan de Vries (Bakkerij De Gouden Korenaar)',
    );
    expect(document.activeElement?.textContent).toBe('Andere werknemer');
    expect(textOf(view.container.querySelector('#employee-status'))).toBe('Gekozen: Jan de Vries.');
  });
});
