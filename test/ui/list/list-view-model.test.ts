import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../../src/domain/shared/result';
import type { ListDefinition, ListRequest } from '../../../src/ui/list/list-request';
import { ListViewModel } from '../../../src/ui/list/list-view-model';
import { identifier, oneOf, plainDate } from '../../../src/ui/list/url-codecs';
import { FakeScheduler } from '../../support/fake-scheduler';
import { ControlledLoader, settle } from './list-fakes';

interface Row {
  readonly id: string;
  readonly name: string;
}

interface Filters {
  readonly status: 'open' | 'closed' | null;
  readonly from: Temporal.PlainDate | null;
  readonly owner: string | null;
  /** Names a person: kept out of the address bar. */
  readonly employee: string | null;
}

const SORT_FIELDS = ['name', 'due', 'status'] as const;
type Sort = (typeof SORT_FIELDS)[number];
const SIZES = [10, 25, 100] as const;

const definition: ListDefinition<Row, Filters, Sort> = {
  rowKey: (row) => row.id,
  filters: { status: 'open', from: null, owner: null, employee: null },
  sort: { field: 'due', direction: 'asc' },
  sortFields: SORT_FIELDS,
  pageSizes: SIZES,
  defaultSize: 25,
  urlFilters: {
    status: oneOf(['open', 'closed'] as const, { noneAs: 'all' }),
    from: plainDate(),
    owner: identifier({ param: 'who' }),
  },
};

const rows = (count: number, prefix = 'r') =>
  Array.from({ length: count }, (_, i) => ({ id: `${prefix}-${i}`, name: `${prefix} ${i}` }));

function setUp() {
  const loader = new ControlledLoader<Filters, Sort, Row>();
  const scheduler = new FakeScheduler();
  const list = new ListViewModel(definition, loader.load, scheduler);
  return { loader, scheduler, list };
}

describe('the list view-model', () => {
  it('loads what the address bar says and shows the page with its total', async () => {
    const { list, loader } = setUp();
    list.applySearchParams(new URLSearchParams('status=closed&sort=-name&page=2&size=10&who=u-1'));
    expect(list.state).toBe('loading');
    expect(loader.last.request).toEqual({
      filters: { status: 'closed', from: null, owner: 'u-1', employee: null },
      search: '',
      sort: { field: 'name', direction: 'desc' },
      page: 2,
      size: 10,
    });
    loader.last.answer(ok({ rows: rows(10), total: 35 }));
    await settle();
    expect(list.state).toBe('ready');
    expect(list.rows).toHaveLength(10);
    expect(list.lastPage).toBe(4);
  });

  it('discards an older answer that arrives after a newer one', async () => {
    const { list, loader } = setUp();
    list.applySearchParams(new URLSearchParams());
    list.setFilter('status', 'closed');
    const [older, newer] = loader.calls;
    newer?.answer(ok({ rows: rows(1, 'new'), total: 1 }));
    await settle();
    older?.answer(ok({ rows: rows(3, 'old'), total: 3 }));
    await settle();
    expect(list.rows.map((row) => row.id)).toEqual(['new-0']);
    expect(list.total).toBe(1);
  });

  it('aborts the running load when a newer one starts', () => {
    const { list, loader } = setUp();
    list.applySearchParams(new URLSearchParams());
    const first = loader.last;
    list.toggleSort('name');
    expect(first.signal.aborted).toBe(true);
    expect(loader.last.signal.aborted).toBe(false);
  });

  it('aborts on detach, ignores the late answer, and loads again when attached again', async () => {
    const { list, loader } = setUp();
    const detach = list.attach();
    list.applySearchParams(new URLSearchParams());
    const first = loader.last;
    detach();
    expect(first.signal.aborted).toBe(true);
    first.answer(ok({ rows: rows(2), total: 2 }));
    await settle();
    expect(list.rows).toEqual([]);

    // React's strict mode: attached, detached and attached again; the address bar echoes.
    const detachAgain = list.attach();
    expect(loader.calls).toHaveLength(2);
    list.applySearchParams(new URLSearchParams());
    expect(loader.calls).toHaveLength(2);
    loader.last.answer(ok({ rows: rows(2), total: 2 }));
    await settle();
    expect(list.state).toBe('ready');
    detachAgain();
    expect(list.attach()).toBeTypeOf('function');
    expect(loader.calls).toHaveLength(2);
  });

  it('shows the failure, and a retry asks for the same page again', async () => {
    const { list, loader } = setUp();
    list.applySearchParams(new URLSearchParams('page=3'));
    loader.last.answer(fail({ kind: 'network', told: true }));
    await settle();
    expect(list.state).toBe('failed');
    expect(list.failure).toEqual({ kind: 'network', told: true });
    const retried = list.retry();
    expect(list.state).toBe('loading');
    expect(loader.last.request.page).toBe(3);
    loader.last.answer(ok({ rows: rows(25), total: 80 }));
    await retried;
    expect(list.state).toBe('ready');
    expect(list.failure).toBeNull();
  });

  it('says empty when nothing matches, and goes back to page 1', async () => {
    const { list, loader } = setUp();
    list.applySearchParams(new URLSearchParams('page=4'));
    loader.last.answer(ok({ rows: [], total: 0 }));
    await settle();
    expect(list.state).toBe('empty');
    expect(list.page).toBe(1);
  });

  it('waits for a pause in typing before searching, and keeps the text out of the address bar', async () => {
    const { list, loader, scheduler } = setUp();
    list.applySearchParams(new URLSearchParams('page=2'));
    loader.last.answer(ok({ rows: rows(25), total: 60 }));
    await settle();
    list.setSearch('jan');
    scheduler.advance(200);
    list.setSearch('jansen');
    scheduler.advance(299);
    expect(loader.calls).toHaveLength(1);
    expect(list.search).toBe('jansen');
    scheduler.advance(1);
    expect(loader.calls).toHaveLength(2);
    expect(loader.last.request).toMatchObject({ search: 'jansen', page: 1 });
    expect(list.toSearchParams().toString()).toBe('');
    expect(scheduler.running).toBe(0);
  });

  it('leaves no timer behind when detached during the search pause', () => {
    const { list, loader, scheduler } = setUp();
    const detach = list.attach();
    list.setSearch('de vries');
    detach();
    expect(scheduler.running).toBe(0);
    list.attach();
    expect(loader.last.request.search).toBe('de vries');
  });

  it('keeps a page change between the first and the last page', async () => {
    const { list, loader } = setUp();
    list.applySearchParams(new URLSearchParams());
    loader.last.answer(ok({ rows: rows(25), total: 60 }));
    await settle();
    list.goToPage(99);
    expect(list.page).toBe(3);
    list.goToPage(-4);
    expect(list.page).toBe(1);
    const asked = loader.calls.length;
    list.goToPage(1);
    expect(loader.calls).toHaveLength(asked);
  });

  it('property: any page asked for lands between 1 and the last page', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 5000 }),
        fc.constantFrom(...SIZES),
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        async (total, size, page) => {
          const { list, loader } = setUp();
          list.applySearchParams(new URLSearchParams(`size=${size}`));
          loader.last.answer(ok({ rows: rows(Math.min(size, total)), total }));
          await settle();
          list.goToPage(page);
          expect(list.page).toBeGreaterThanOrEqual(1);
          expect(list.page).toBeLessThanOrEqual(Math.max(1, Math.ceil(total / size)));
          expect(Number.isInteger(list.page)).toBe(true);
        },
      ),
    );
  });

  it('moves to the last page with rows when the rows shrank under the page', async () => {
    const { list, loader } = setUp();
    list.applySearchParams(new URLSearchParams('page=5'));
    loader.last.answer(ok({ rows: [], total: 30 }));
    await settle();
    expect(list.page).toBe(2);
    expect(loader.last.request.page).toBe(2);
  });

  it('flips the direction of the sorted column and starts another column ascending', () => {
    const { list } = setUp();
    list.toggleSort('due');
    expect(list.sort).toEqual({ field: 'due', direction: 'desc' });
    list.toggleSort('due');
    expect(list.sort).toEqual({ field: 'due', direction: 'asc' });
    list.toggleSort('name');
    expect(list.sort).toEqual({ field: 'name', direction: 'asc' });
    expect(list.toSearchParams().get('sort')).toBe('name');
  });

  it('puts a changed row in place and keeps only the selection that is still on the page', async () => {
    const { list, loader } = setUp();
    list.applySearchParams(new URLSearchParams());
    loader.last.answer(ok({ rows: rows(3), total: 3 }));
    await settle();
    list.replaceRow({ id: 'r-1', name: 'changed' });
    expect(list.rows.map((row) => row.name)).toEqual(['r 0', 'changed', 'r 2']);
    list.toggleSelected('r-0');
    list.toggleSelected('r-2');
    list.toggleSelected('r-2');
    expect(list.selectedRows.map((row) => row.id)).toEqual(['r-0']);
    void list.retry();
    loader.last.answer(ok({ rows: rows(2, 'x'), total: 2 }));
    await settle();
    expect(list.selected.size).toBe(0);
  });

  it('stops counting a row an action took out of the filters, keeps showing it, and counts it again when it comes back', async () => {
    const { list, loader } = setUp();
    list.applySearchParams(new URLSearchParams());
    loader.last.answer(ok({ rows: rows(3), total: 30 }));
    await settle();
    list.replaceRow({ id: 'r-1', name: 'done' }, false);
    expect(list.total).toBe(29);
    expect(list.rows.map((row) => row.name)).toEqual(['r 0', 'done', 'r 2']);
    expect(list.hasLeft('r-1')).toBe(true);
    list.replaceRow({ id: 'r-1', name: 'done again' }, false);
    expect(list.total).toBe(29);
    list.replaceRow({ id: 'r-1', name: 'back' }, true);
    expect(list.total).toBe(30);
    list.replaceRow({ id: 'r-1', name: 'gone' }, false);
    void list.retry();
    loader.last.answer(ok({ rows: rows(2), total: 29 }));
    await settle();
    expect(list.hasLeft('r-1')).toBe(false);
    expect(list.total).toBe(29);
    // A row that is not on the page changes nothing.
    list.replaceRow({ id: 'elsewhere', name: 'x' }, false);
    expect(list.total).toBe(29);
  });

  it('resets filters, order and search but keeps the page size', () => {
    const { list, loader } = setUp();
    list.applySearchParams(new URLSearchParams('status=all&sort=name&size=100&page=3'));
    list.setSearch('x');
    list.resetFilters();
    expect(loader.last.request).toEqual({
      filters: definition.filters,
      search: '',
      sort: definition.sort,
      page: 1,
      size: 100,
    });
    expect(list.toSearchParams().toString()).toBe('size=100');
  });

  it('keeps the filters the address bar must not hold as they were when the address changes', () => {
    const { list, loader } = setUp();
    list.setFilter('employee', 'Jan Jansen');
    list.applySearchParams(new URLSearchParams('status=closed'));
    expect(loader.last.request.filters.employee).toBe('Jan Jansen');
    expect(list.toSearchParams().toString()).toBe('status=closed');
  });
});

const anyDate = fc
  .integer({ min: 0, max: 3650 })
  .map((days) => Temporal.PlainDate.from('2024-01-01').add({ days }));

const anyFilters: fc.Arbitrary<Filters> = fc.record({
  status: fc.constantFrom('open' as const, 'closed' as const, null),
  from: fc.option(anyDate, { nil: null }),
  owner: fc.option(fc.stringMatching(/^[\w-]{1,64}$/), { nil: null }),
  employee: fc.option(fc.string(), { nil: null }),
});

const anyRequest = fc.record({
  filters: anyFilters,
  search: fc.string({ maxLength: 100 }),
  sort: fc.option(
    fc.record({
      field: fc.constantFrom(...SORT_FIELDS),
      direction: fc.constantFrom('asc' as const, 'desc' as const),
    }),
    { nil: null },
  ),
  page: fc.integer({ min: 1, max: 100_000 }),
  size: fc.constantFrom(...SIZES),
});

/** A list whose request is exactly `request` (as if the user had set every part of it). */
function listShowing(request: ListRequest<Filters, Sort>) {
  const { list } = setUp();
  list.request = request;
  return list;
}

describe('the address bar round trip', () => {
  it('property: what a list writes, a fresh list reads back, except the search and private filters', () => {
    fc.assert(
      fc.property(anyRequest, (request) => {
        fc.pre(request.sort !== null);
        const written = listShowing(request).toSearchParams();
        const { list: fresh } = setUp();
        fresh.applySearchParams(new URLSearchParams(written.toString()));
        expect(fresh.request.search).toBe('');
        expect(fresh.request.filters.employee).toBeNull();
        expect(fresh.request.page).toBe(request.page);
        expect(fresh.request.size).toBe(request.size);
        expect(fresh.request.sort).toEqual(request.sort);
        expect(fresh.request.filters.status).toBe(request.filters.status);
        expect(fresh.request.filters.owner).toBe(request.filters.owner);
        expect(fresh.request.filters.from?.toString()).toBe(request.filters.from?.toString());
      }),
    );
  });

  it('property: no search text and no private filter ever reaches the address bar', () => {
    fc.assert(
      fc.property(anyRequest, fc.string({ minLength: 1 }), (request, secret) => {
        const list = listShowing({
          ...request,
          search: `zoek${secret}`,
          filters: { ...request.filters, employee: `persoon${secret}` },
        });
        const text = decodeURIComponent(list.toSearchParams().toString());
        expect(text).not.toContain('zoek');
        expect(text).not.toContain('persoon');
      }),
    );
  });

  it('property: any address, however mangled, reads to a request that then round-trips unchanged', () => {
    const anyParam = fc.tuple(
      fc.constantFrom('status', 'from', 'who', 'sort', 'page', 'size', 'employee', 'search', 'x'),
      fc.oneof(
        fc.string(),
        fc.constantFrom('all', 'closed', '-name', 'due', '2025-02-30', '2025-02-28', '0', '3', '100'),
      ),
    );
    fc.assert(
      fc.property(fc.array(anyParam, { maxLength: 8 }), (pairs) => {
        const { list } = setUp();
        list.applySearchParams(new URLSearchParams(pairs));
        const once = list.toSearchParams().toString();
        const { list: again } = setUp();
        again.applySearchParams(new URLSearchParams(once));
        expect(again.toSearchParams().toString()).toBe(once);
        expect(again.request.filters.employee).toBeNull();
        expect(SIZES).toContain(again.size);
      }),
    );
  });

  it('does not ask again when the address bar only echoes the list', async () => {
    const { list, loader } = setUp();
    list.applySearchParams(new URLSearchParams());
    list.setFilter('status', 'closed');
    loader.last.answer(ok({ rows: rows(1), total: 1 }));
    await settle();
    const asked = loader.calls.length;
    list.applySearchParams(new URLSearchParams(list.searchParams));
    expect(loader.calls).toHaveLength(asked);
    list.applySearchParams(new URLSearchParams(list.searchParams), 10);
    expect(loader.calls).toHaveLength(asked + 1);
    expect(list.size).toBe(10);
  });
});
