// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ok } from '../../../src/domain/shared/result';
import { DataTable } from '../../../src/ui/components/data-table/data-table';
import type { DataColumn } from '../../../src/ui/components/data-table/data-table-types';
import { ListPager, ListTable } from '../../../src/ui/components/data-table/list-table';
import { ListViewModel } from '../../../src/ui/list/list-view-model';
import { FakeScheduler } from '../../support/fake-scheduler';
import { ControlledLoader, settle } from '../list/list-fakes';
import { click, render, renderSettled, textOf } from './render';

interface Person {
  readonly id: string;
  readonly name: string;
  readonly city: string;
}

const people = (count: number): Person[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `p-${i}`,
    name: `Persoon ${i}`,
    city: i % 2 ? 'Utrecht' : 'Zwolle',
  }));

const columns: readonly DataColumn<Person>[] = [
  { id: 'name', header: 'Naam', cell: (row) => row.name, sortKey: 'name', width: '12rem' },
  { id: 'city', header: 'Plaats', cell: (row) => row.city, sortKey: 'city', optional: true },
];

// The virtualizer loads lazily; have its module ready so a test waits for React, not the transform.
beforeAll(async () => {
  await import('../../../src/ui/components/data-table/virtual-rows');
});

let cleanup: (() => void) | null = null;
afterEach(() => {
  cleanup?.();
  cleanup = null;
});

function show(...args: Parameters<typeof render>) {
  const view = render(...args);
  cleanup = view.unmount;
  return view;
}

const headerCell = (container: HTMLElement, text: string) =>
  [...container.querySelectorAll('thead th')].find((th) => th.textContent?.includes(text));

describe('the data table', () => {
  it('marks the sorted column with aria-sort and asks to sort by a header', () => {
    const onSort = vi.fn<(key: string) => void>();
    const { container } = show(
      <DataTable
        caption="Personen"
        columns={columns}
        rows={people(3)}
        rowKey={(row) => row.id}
        sort={{ field: 'name', direction: 'desc' }}
        onSort={onSort}
      />,
    );
    expect(headerCell(container, 'Naam')?.getAttribute('aria-sort')).toBe('descending');
    expect(headerCell(container, 'Plaats')?.hasAttribute('aria-sort')).toBe(false);
    expect(textOf(container.querySelector('caption'))).toBe('Personen, gesorteerd op Naam, aflopend');
    click(headerCell(container, 'Plaats')?.querySelector('button'));
    expect(onSort).toHaveBeenCalledWith('city');
  });

  it('shows a failure inside the table with a retry button that calls back', () => {
    const onRetry = vi.fn<() => void>();
    const { container } = show(
      <DataTable
        caption="Personen"
        columns={columns}
        rows={people(3)}
        rowKey={(row) => row.id}
        state="failed"
        onRetry={onRetry}
      />,
      'en',
    );
    const alert = container.querySelector('tbody [role=alert]');
    expect(textOf(alert)).toContain('The list could not be loaded.');
    expect(container.querySelectorAll('tbody tr[data-key]')).toHaveLength(0);
    click(alert?.querySelector('button'));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('says it is loading, or that nothing was found, where the rows would be', () => {
    const view = show(
      <DataTable caption="P" columns={columns} rows={[]} rowKey={(row) => row.id} state="loading" />,
    );
    expect(textOf(view.container.querySelector('tbody td'))).toBe('Bezig met laden…');
    expect(view.container.querySelector('table')?.getAttribute('aria-busy')).toBe('true');
    view.rerender(
      <DataTable caption="P" columns={columns} rows={[]} rowKey={(row) => row.id} state="empty" />,
    );
    expect(textOf(view.container.querySelector('tbody td'))).toBe('Geen resultaten gevonden.');
    expect(view.container.querySelector('tbody td')?.getAttribute('colspan')).toBe('2');
  });

  it('labels every cell with its column for the card layout, and makes the first cell the row header', () => {
    const { container } = show(
      <DataTable
        caption="P"
        columns={columns}
        rows={people(1)}
        rowKey={(row) => row.id}
        rowActions={(row) => <button type="button">Open {row.name}</button>}
      />,
    );
    const row = container.querySelector('tbody tr');
    expect(row?.querySelector('th[scope=row]')?.getAttribute('data-label')).toBe('Naam');
    expect([...(row?.querySelectorAll('td') ?? [])].map((cell) => cell.getAttribute('data-label'))).toEqual([
      'Plaats',
      'Acties',
    ]);
  });

  it('selects all rows of the page with a labelled checkbox, and one row with its own', () => {
    let selected: ReadonlySet<string> = new Set();
    const table = () => (
      <DataTable
        caption="P"
        columns={columns}
        rows={people(3)}
        rowKey={(row) => row.id}
        selection={{ selected, onChange: (next) => (selected = next), rowLabel: (row) => row.name }}
      />
    );
    const view = show(table());
    const all = view.container.querySelector<HTMLInputElement>(
      'input[aria-label="Alle rijen op deze pagina selecteren"]',
    );
    click(all);
    expect([...selected]).toEqual(['p-0', 'p-1', 'p-2']);
    view.rerender(table());
    click(view.container.querySelector('input[aria-label="Persoon 1 selecteren"]'));
    expect([...selected]).toEqual(['p-0', 'p-2']);
    view.rerender(table());
    expect(all?.indeterminate).toBe(true);
    expect(textOf(view.container.querySelector('.data-table__selected'))).toBe('2 geselecteerd');
  });

  it('hides and shows an optional column through the labelled column choice', () => {
    const { container } = show(
      <DataTable caption="P" columns={columns} rows={people(2)} rowKey={(row) => row.id} />,
    );
    const choice = [...container.querySelectorAll('.column-chooser label')].find((label) =>
      label.textContent?.includes('Plaats'),
    );
    expect(choice).toBeDefined();
    click(choice?.querySelector('input'));
    expect(headerCell(container, 'Plaats')).toBeUndefined();
    expect(container.querySelector('td[data-label=Plaats]')).toBeNull();
    click(choice?.querySelector('input'));
    expect(headerCell(container, 'Plaats')).toBeDefined();
  });

  it('draws only the rows in view of a long page, keeping the table and its row count', async () => {
    // jsdom lays nothing out: give the scroll area the height of a window and each row a line's.
    vi.spyOn(Element.prototype, 'clientHeight', 'get').mockImplementation(function (this: Element) {
      return this.classList.contains('data-table__scroll') ? 700 : 0;
    });
    const view = await renderSettled(
      <DataTable caption="P" columns={columns} rows={people(1000)} rowKey={(row) => row.id} />,
    );
    cleanup = view.unmount;
    const { container } = view;
    const drawn = container.querySelectorAll('tbody tr[data-key]').length;
    expect(drawn).toBeGreaterThan(10);
    expect(drawn).toBeLessThan(100);
    expect(container.querySelector('table')?.getAttribute('aria-rowcount')).toBe('1001');
    expect(container.querySelector('tbody tr[data-key]')?.getAttribute('aria-rowindex')).toBe('2');
    expect(container.querySelector('.data-table__spacer')).not.toBeNull();
  });

  it('keeps drawing only the rows in view while a filter narrows a long page, and all of them once it is short', async () => {
    vi.spyOn(Element.prototype, 'clientHeight', 'get').mockImplementation(function (this: Element) {
      return this.classList.contains('data-table__scroll') ? 700 : 0;
    });
    const table = (count: number) => (
      <DataTable caption="P" columns={columns} rows={people(count)} rowKey={(row) => row.id} />
    );
    const view = await renderSettled(table(1000));
    cleanup = view.unmount;
    const { container } = view;
    const virtual = () => container.querySelector('.data-table__scroll--virtual') !== null;
    const drawn = () => container.querySelectorAll('tbody tr[data-key]').length;
    view.rerender(table(120));
    expect(virtual()).toBe(true);
    expect(drawn()).toBeLessThan(120);
    view.rerender(table(30));
    expect(virtual()).toBe(false);
    expect(drawn()).toBe(30);
    view.rerender(table(120));
    expect(virtual()).toBe(false);
    expect(drawn()).toBe(120);
  });

  it('moves between the rows with the arrow keys', () => {
    const { container } = show(
      <DataTable
        caption="P"
        columns={columns}
        rows={people(3)}
        rowKey={(row) => row.id}
        rowActions={(row) => <button type="button">{row.id}</button>}
      />,
    );
    const buttons = [...container.querySelectorAll<HTMLButtonElement>('tbody button')];
    act(() => buttons[0]?.focus());
    act(() => {
      buttons[0]?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    });
    expect(document.activeElement).toBe(buttons[1]);
    act(() => {
      buttons[1]?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowUp', bubbles: true }));
    });
    expect(document.activeElement).toBe(buttons[0]);
  });
});

describe('the table of a list view-model', () => {
  it('shows its rows, sorts through it and retries through it', async () => {
    const loader = new ControlledLoader<{ city: string | null }, 'name' | 'city', Person>();
    const list = new ListViewModel(
      {
        rowKey: (row: Person) => row.id,
        filters: { city: null },
        sort: { field: 'name', direction: 'asc' },
        sortFields: ['name', 'city'],
        pageSizes: [10, 25],
        defaultSize: 10,
        urlFilters: {},
      },
      loader.load,
      new FakeScheduler(),
    );
    list.applySearchParams(new URLSearchParams());
    const { container } = show(
      <>
        <ListTable list={list} caption="Personen" columns={columns} />
        <ListPager list={list} />
      </>,
    );
    expect(textOf(container.querySelector('tbody td'))).toBe('Bezig met laden…');
    await act(async () => {
      loader.last.answer(ok({ rows: people(10), total: 23 }));
      await settle();
    });
    expect(container.querySelectorAll('tbody tr[data-key]')).toHaveLength(10);
    expect(textOf(container.querySelector('.pager__summary'))).toContain('Pagina 1 van 3');
    click(headerCell(container, 'Naam')?.querySelector('button'));
    expect(loader.last.request.sort).toEqual({ field: 'name', direction: 'desc' });
    await act(async () => {
      loader.last.answer({ ok: false, error: { kind: 'network', told: true } });
      await settle();
    });
    click(container.querySelector('tbody [role=alert] button'));
    expect(loader.calls).toHaveLength(3);
    expect(loader.last.request.sort).toEqual({ field: 'name', direction: 'desc' });
  });
});
