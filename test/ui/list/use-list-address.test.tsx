// @vitest-environment jsdom
import { observer } from 'mobx-react-lite';
import { act, StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ok } from '../../../src/domain/shared/result';
import type { ListDefinition } from '../../../src/ui/list/list-request';
import { ListViewModel } from '../../../src/ui/list/list-view-model';
import { useListAddress } from '../../../src/ui/list/use-list-address';
import { oneOf } from '../../../src/ui/list/url-codecs';
import { FakeScheduler } from '../../support/fake-scheduler';
import { ControlledLoader, settle } from './list-fakes';

type Filters = { readonly status: 'open' | 'closed' | null };
type Sort = 'name' | 'due';

const definition: ListDefinition<{ id: string }, Filters, Sort> = {
  rowKey: (row) => row.id,
  filters: { status: 'open' },
  sort: { field: 'due', direction: 'asc' },
  sortFields: ['name', 'due'],
  pageSizes: [10, 25],
  defaultSize: 25,
  urlFilters: { status: oneOf(['open', 'closed'] as const, { noneAs: 'all' }) },
};

let cleanup: (() => void) | null = null;
afterEach(() => {
  cleanup?.();
  cleanup = null;
});

/** A screen that holds a list the way a list screen does: attached by an effect, in the address bar. */
function mountAt(path: string) {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  const loader = new ControlledLoader<Filters, Sort, { id: string }>();
  const list = new ListViewModel(definition, loader.load, new FakeScheduler());
  const Screen = observer(function Screen() {
    useEffect(() => list.attach(), []);
    useListAddress(list, 25);
    return null;
  });
  const router = createMemoryRouter([{ path: '/list', element: <Screen /> }], { initialEntries: [path] });
  const container = document.createElement('div');
  const root = createRoot(container);
  act(() =>
    root.render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    ),
  );
  cleanup = () => act(() => root.unmount());
  return { list, loader, router, search: () => router.state.location.search };
}

describe('the list in the address bar', () => {
  it('opens what a link says, once, even under strict mode', () => {
    const { list, loader, search } = mountAt('/list?status=closed&sort=-name');
    expect(list.filters.status).toBe('closed');
    expect(list.sort).toEqual({ field: 'name', direction: 'desc' });
    expect(loader.calls.filter((call) => !call.signal.aborted)).toHaveLength(1);
    expect(search()).toBe('?status=closed&sort=-name');
  });

  it('writes a change to the address, and goes back with the history', async () => {
    const { list, loader, router, search } = mountAt('/list');
    await act(async () => {
      loader.last.answer(ok({ rows: [{ id: 'a' }], total: 1 }));
      await settle();
    });
    act(() => list.setFilter('status', null));
    expect(search()).toBe('?status=all');
    act(() => list.toggleSort('name'));
    expect(search()).toBe('?status=all&sort=name');
    await act(async () => {
      await router.navigate(-1);
    });
    expect(list.sort).toEqual({ field: 'due', direction: 'asc' });
    expect(list.filters.status).toBeNull();
    expect(loader.last.request.sort).toEqual({ field: 'due', direction: 'asc' });
  });

  it('cleans a mangled address to what the list shows', () => {
    const { list, search } = mountAt('/list?status=nonsense&page=abc&size=7');
    expect(list.filters.status).toBe('open');
    expect(search()).toBe('');
  });

  it('leaves the parameters that are not its own in the address', async () => {
    const { list, loader, search } = mountAt('/list?view=week&status=nonsense');
    expect(search()).toBe('?view=week');
    await act(async () => {
      loader.last.answer(ok({ rows: [{ id: 'a' }], total: 1 }));
      await settle();
    });
    act(() => list.setFilter('status', 'closed'));
    expect(search()).toBe('?view=week&status=closed');
  });
});
