import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GatewayFailure } from '../../../src/application/platform/gateway-failure';
import type { SavedView, TableId } from '../../../src/domain/account/user-preferences';
import type { Result } from '../../../src/domain/shared/result';
import { fail, ok } from '../../../src/domain/shared/result';
import type { ListDefinition } from '../../../src/ui/list/list-request';
import { ListViewModel } from '../../../src/ui/list/list-view-model';
import { SavedViewsModel } from '../../../src/ui/list/saved-views';
import type { ViewStore } from '../../../src/ui/list/saved-views';
import { identifier, oneOf, plainDate } from '../../../src/ui/list/url-codecs';
import { FakeScheduler } from '../../support/fake-scheduler';
import { ControlledLoader, settle } from './list-fakes';
import type { Temporal } from 'temporal-polyfill';

interface Filters {
  readonly status: 'open' | 'done' | null;
  readonly owner: string | null;
  readonly from: Temporal.PlainDate | null;
  /** Kept out of the address: a person's id. */
  readonly employee: string | null;
}
type Row = { readonly id: string };

const DEFINITION: ListDefinition<Row, Filters, 'due' | 'title'> = {
  rowKey: (row) => row.id,
  filters: { status: null, owner: null, from: null, employee: null },
  sort: { field: 'due', direction: 'asc' },
  sortFields: ['due', 'title'],
  pageSizes: [10, 25, 50, 100],
  defaultSize: 100,
  urlFilters: { status: oneOf(['open', 'done']), owner: identifier(), from: plainDate() },
};

/** The back office's keeping of views: answers what it kept, or refuses with a message. */
class FakeViewStore implements ViewStore {
  ready = true;
  kept: Partial<Record<TableId, readonly SavedView[]>> = {};
  refuse: string | null = null;
  savedViews(tableId: TableId): readonly SavedView[] {
    return this.kept[tableId] ?? [];
  }
  setSavedViews(
    tableId: TableId,
    views: readonly SavedView[],
  ): Promise<Result<readonly SavedView[], GatewayFailure | 'views.invalid'>> {
    if (this.refuse !== null) {
      const failure: GatewayFailure = {
        kind: 'rejected',
        status: 422,
        message: this.refuse,
        code: 'validation_failed',
        fieldErrors: {},
        told: false,
      };
      return Promise.resolve(fail(failure));
    }
    this.kept = { ...this.kept, [tableId]: views };
    return Promise.resolve(ok(views));
  }
}

function setUp() {
  const loader = new ControlledLoader<Filters, 'due' | 'title', Row>();
  const list = new ListViewModel(DEFINITION, loader.load, new FakeScheduler());
  const store = new FakeViewStore();
  let next = 0;
  const views = new SavedViewsModel(list, store, 'tasks', () => `view-${++next}`);
  return { loader, list, store, views };
}

describe('saved views of a list', () => {
  it('saves the list as it is under a name: its address filters, order, page size and columns, never the search', async () => {
    const { list, store, views } = setUp();
    list.setFilters({ status: 'open', owner: 'u-1', employee: 'e-7' });
    list.toggleSort('title');
    list.setPageSize(25);
    list.setSearch('Jansen');
    views.startNew();
    views.setName('  Mijn open taken ');
    expect(await views.submit(new Set(['employer', 'due']))).toBe(true);
    expect(store.kept.tasks).toEqual([
      {
        id: 'view-1',
        name: 'Mijn open taken',
        filters: [
          { name: 'status', value: 'open' },
          { name: 'owner', value: 'u-1' },
        ],
        sort: 'title',
        hiddenColumns: ['due', 'employer'],
        pageSize: 25,
      },
    ]);
    expect(JSON.stringify(store.kept)).not.toContain('Jansen');
    expect(JSON.stringify(store.kept)).not.toContain('e-7');
    expect(views.current?.name).toBe('Mijn open taken');
    expect(views.done).toBe('saved');
    expect(views.editing).toBeNull();
  });

  it('tells an empty, too long or duplicate name (whatever its case) and a full list, and keeps nothing', async () => {
    const { store, views } = setUp();
    views.startNew();
    views.setName('   ');
    expect(await views.submit(null)).toBe(false);
    expect(views.problem).toBe('empty');
    views.setName('x'.repeat(61));
    expect(await views.submit(null)).toBe(false);
    expect(views.problem).toBe('tooLong');
    views.setName('Week');
    await views.submit(null);
    views.startNew();
    views.setName(' week ');
    expect(await views.submit(null)).toBe(false);
    expect(views.problem).toBe('duplicate');
    expect(store.kept.tasks).toHaveLength(1);
    for (let index = 1; index < 20; index += 1) {
      views.startNew();
      views.setName(`View ${index}`);
      await views.submit(null);
    }
    views.startNew();
    views.setName('One too many');
    expect(await views.submit(null)).toBe(false);
    expect(views.problem).toBe('tooMany');
    expect(store.kept.tasks).toHaveLength(20);
  });

  it('applies a view: its filters, order and size from the first page, the search and other filters back to their defaults, and its columns', async () => {
    const { list, loader, views, store } = setUp();
    store.kept = {
      tasks: [
        {
          id: 'v1',
          name: 'Klaar',
          filters: [
            { name: 'status', value: 'done' },
            { name: 'owner', value: 'u-2' },
          ],
          sort: '-due',
          hiddenColumns: ['title'],
          pageSize: 50,
        },
      ],
    };
    list.setSearch('iets');
    list.setFilter('employee', 'e-1');
    list.goToPage(1);
    let hidden: ReadonlySet<string> | null = null;
    views.apply('v1', (columns) => (hidden = columns));
    await settle();
    expect(loader.last.request).toEqual({
      filters: { status: 'done', owner: 'u-2', from: null, employee: null },
      search: '',
      sort: { field: 'due', direction: 'desc' },
      page: 1,
      size: 50,
    });
    expect(hidden).toEqual(new Set(['title']));
    expect(views.current?.id).toBe('v1');
    // A filter changed by hand leaves the view.
    list.setFilter('status', 'open');
    expect(views.current).toBeNull();
  });

  it('renames the chosen view, refusing a name another view has, and deletes it', async () => {
    const { views, store } = setUp();
    views.startNew();
    views.setName('Eerste');
    await views.submit(null);
    views.startNew();
    views.setName('Tweede');
    await views.submit(null);
    views.startRename();
    expect(views.name).toBe('Tweede');
    views.setName('eerste');
    expect(await views.submit(null)).toBe(false);
    expect(views.problem).toBe('duplicate');
    views.setName('TWEEDE');
    expect(await views.submit(null)).toBe(true);
    expect(store.kept.tasks?.map((view) => view.name)).toEqual(['Eerste', 'TWEEDE']);
    expect(views.done).toBe('renamed');
    expect(await views.remove('view-2')).toBe(true);
    expect(store.kept.tasks?.map((view) => view.name)).toEqual(['Eerste']);
    expect(views.activeId).toBeNull();
    expect(views.done).toBe('deleted');
  });

  it('shows the back office’s refusal and keeps the form as it was', async () => {
    const { views, store } = setUp();
    store.refuse = 'Het veld opgeslagen weergaven is niet geldig.';
    views.startNew();
    views.setName('Week');
    expect(await views.submit(null)).toBe(false);
    expect(views.failure).toBe('Het veld opgeslagen weergaven is niet geldig.');
    expect(views.editing).toBe('new');
    expect(views.name).toBe('Week');
  });

  it('a shared link holds the view’s id and only the list’s own filters, order and size: no search text and no person', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 40 }),
        fc.string({ minLength: 1, maxLength: 40 }),
        fc.constantFrom<'open' | 'done' | null>('open', 'done', null),
        fc.option(fc.stringMatching(/^[\w-]{1,20}$/), { nil: null }),
        fc.array(fc.record({ name: fc.string({ maxLength: 12 }), value: fc.string({ maxLength: 30 }) }), {
          maxLength: 4,
        }),
        async (search, employee, status, owner, stray) => {
          const { list, views, store } = setUp();
          list.setFilters({ status, owner, employee });
          list.setSearch(search);
          views.startNew();
          views.setName('Gedeeld');
          await views.submit(null);
          const saved = store.kept.tasks?.[0];
          if (!saved) throw new Error('not saved');
          // A stored view with filters the list does not know (an older portal, a hand-made call).
          const link = views.linkOf(
            { ...saved, filters: [...saved.filters, ...stray] },
            'https://portal.example',
            '/tasks',
          );
          const url = new URL(link);
          expect(url.origin + url.pathname).toBe('https://portal.example/tasks');
          for (const [name, value] of url.searchParams) {
            expect(['status', 'owner', 'from', 'sort', 'size', 'view']).toContain(name);
            if (name === 'status') expect(['open', 'done']).toContain(value);
            if (name === 'owner') expect(value).toBe(owner);
          }
          expect(url.searchParams.get('view')).toBe(saved.id);
          // What the link may hold (checked above) is left out: a person's name or the search text
          // can then be found nowhere else in it, not even inside an owner's id drawn alike.
          const rest = decodeURIComponent(
            [...url.searchParams]
              .filter(([name]) => !['status', 'owner', 'view'].includes(name))
              .map(([name, value]) => `${name}=${value}`)
              .join('&'),
          );
          if (employee.length > 3) expect(rest).not.toContain(employee);
          if (search.trim().length > 3 && !['from', 'sort', 'size'].some((word) => word.includes(search)))
            expect(rest).not.toContain(search);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('a link naming one of the user’s views applies it with its columns; another id changes nothing', () => {
    const { list, views, store } = setUp();
    store.kept = {
      tasks: [{ id: 'v9', name: 'Negen', filters: [], sort: null, hiddenColumns: ['due'], pageSize: 10 }],
    };
    let hidden: ReadonlySet<string> | null = null;
    views.arrive('someone-elses', (columns) => (hidden = columns));
    expect(hidden).toBeNull();
    expect(views.activeId).toBeNull();
    views.arrive('v9', (columns) => (hidden = columns));
    expect(hidden).toEqual(new Set(['due']));
    expect(list.size).toBe(10);
  });
});
