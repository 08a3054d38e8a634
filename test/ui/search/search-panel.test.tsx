// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecentSearchChoices } from '../../../src/application/search/recent-search-choices';
import { SearchEverything } from '../../../src/application/search/search-everything';
import type { SearchGateway } from '../../../src/application/search/search-gateway';
import type { SearchGroup } from '../../../src/domain/search/search-hit';
import { ok } from '../../../src/domain/shared/result';
import { SearchPanel } from '../../../src/ui/search/search-panel';
import { SEARCH_PAUSE_MS, SearchViewModel } from '../../../src/ui/search/search-view-model';
import { FakeScheduler } from '../../support/fake-scheduler';
import { FakeNavigator, FakeSessionStore } from '../../support/fakes';
import { aUser } from '../../support/user-mother';
import { render, settled, textOf } from '../components/render';

const FOUND: readonly SearchGroup[] = [
  {
    kind: 'employee',
    total: 12,
    hits: ['Sanne de Vries', 'Iris de Vries'].map((name, index) => ({
      kind: 'employee',
      id: `e-${index}`,
      label: name,
      description: `GK-10${index}`,
      route: `/employee-list/e-${index}`,
      startsAt: null,
      dossierType: null,
    })),
  },
];

class AnsweringGateway implements SearchGateway {
  search() {
    return Promise.resolve(ok(FOUND));
  }
}

let cleanup: (() => void) | null = null;
afterEach(() => {
  cleanup?.();
  cleanup = null;
});

const press = (element: Element, key: string) =>
  act(() => {
    element.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  });

async function show() {
  const session = new FakeSessionStore();
  session.signIn(aUser().withRole(['view_employee_list']).build());
  const scheduler = new FakeScheduler();
  const navigator = new FakeNavigator();
  let made: SearchViewModel | null = null;
  const onChosen = vi.fn<() => void>();
  const view = render(
    <SearchPanel
      factory={(names) =>
        (made = new SearchViewModel(
          new SearchEverything(new AnsweringGateway(), session),
          new RecentSearchChoices(session),
          scheduler,
          navigator,
          names,
        ))
      }
      onChosen={onChosen}
    />,
  );
  cleanup = view.unmount;
  const input = view.container.querySelector('input');
  if (!input || !made) throw new Error('expected the search field');
  const viewModel: SearchViewModel = made;
  act(() => viewModel.setText('de vries'));
  act(() => scheduler.advance(SEARCH_PAUSE_MS));
  await settled();
  return { view, input, navigator, onChosen };
}

describe('the search panel', () => {
  it('is a combobox over one listbox of groups, each named by its heading', async () => {
    const { view, input } = await show();
    const listbox = view.container.querySelector('[role="listbox"]');
    expect(input.getAttribute('role')).toBe('combobox');
    expect(input.getAttribute('aria-controls')).toBe(listbox?.id);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const group = listbox?.querySelector('[role="group"]');
    expect(group?.getAttribute('aria-labelledby')).toBe(group?.querySelector('[role="presentation"]')?.id);
    expect([...view.container.querySelectorAll('[role="option"]')].map(textOf)).toEqual([
      'Sanne de VriesGK-100',
      'Iris de VriesGK-101',
    ]);
    const status = view.container.querySelector('[aria-live="polite"]');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(status?.id);
  });

  it('moves the highlight with the arrow keys and opens the highlighted hit with Enter', async () => {
    const { view, input, navigator, onChosen } = await show();
    const active = () =>
      view.container.querySelector(`#${CSS.escape(input.getAttribute('aria-activedescendant') ?? '')}`);
    press(input, 'ArrowDown');
    press(input, 'ArrowDown');
    expect(textOf(active())).toBe('Iris de VriesGK-101');
    expect(active()?.getAttribute('aria-selected')).toBe('true');
    press(input, 'ArrowDown');
    expect(textOf(active())).toBe('Sanne de VriesGK-100');
    press(input, 'ArrowUp');
    press(input, 'Enter');
    expect(navigator.visited).toEqual(['/employee-list/e-1']);
    expect(onChosen).toHaveBeenCalledOnce();
  });
});
