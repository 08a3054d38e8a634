import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { DossierType } from '../../../src/domain/dossier/dossier-type';
import { DOSSIER_TYPES } from '../../../src/domain/dossier/dossier-type';
import type { Task, TaskStatus } from '../../../src/domain/dossier/task';
import type { TaskListQuery, TaskSortField } from '../../../src/domain/dossier/task-list-query';
import {
  formatTaskListQuery,
  PAGE_SIZES,
  parseTaskListQuery,
  TASK_SORT_FIELDS,
} from '../../../src/domain/dossier/task-list-query';
import { formatListRequest, parseListRequest } from '../../../src/ui/list/list-address';
import type { ListDefinition, ListRequest } from '../../../src/ui/list/list-request';
import { identifier, oneOf, plainDate } from '../../../src/ui/list/url-codecs';

/**
 * The task list declared for the generic list view-model. When /tasks is converted, this definition
 * moves next to the screen and this test proves that every link to the task list written so far
 * still opens the same list: the generic address bar reads and writes exactly what the task list's
 * own formatTaskListQuery and parseTaskListQuery do.
 */
interface TaskFilters {
  readonly status: TaskStatus | null;
  readonly dueFrom: Temporal.PlainDate | null;
  readonly dueTo: Temporal.PlainDate | null;
  readonly assignee: string | null;
  readonly dossierType: DossierType | null;
  readonly employer: string | null;
}

const TASK_LIST: ListDefinition<Task, TaskFilters, TaskSortField> = {
  rowKey: (task) => task.id,
  filters: { status: 'open', dueFrom: null, dueTo: null, assignee: null, dossierType: null, employer: null },
  sort: { field: 'dueDate', direction: 'asc' },
  sortFields: TASK_SORT_FIELDS,
  pageSizes: PAGE_SIZES,
  defaultSize: 100,
  urlFilters: {
    status: oneOf(['open', 'completed', 'cancelled'] as const, { noneAs: 'all' }),
    dueFrom: plainDate(),
    dueTo: plainDate(),
    assignee: identifier(),
    dossierType: oneOf(DOSSIER_TYPES, { param: 'type' }),
    employer: identifier(),
  },
};

const toRequest = ({
  search,
  sort,
  page,
  size,
  ...filters
}: TaskListQuery): ListRequest<TaskFilters, TaskSortField> => ({
  filters,
  search,
  sort,
  page,
  size,
});

const anyDate = fc
  .integer({ min: 0, max: 3650 })
  .map((days) => Temporal.PlainDate.from('2024-01-01').add({ days }));
const anyId = fc.stringMatching(/^[\w-]{1,64}$/);

const anyQuery: fc.Arbitrary<TaskListQuery> = fc.record({
  status: fc.constantFrom('open' as const, 'completed' as const, 'cancelled' as const, null),
  dueFrom: fc.option(anyDate, { nil: null }),
  dueTo: fc.option(anyDate, { nil: null }),
  assignee: fc.option(fc.oneof(fc.constantFrom('me', 'unassigned'), anyId), { nil: null }),
  dossierType: fc.option(fc.constantFrom(...DOSSIER_TYPES), { nil: null }),
  employer: fc.option(anyId, { nil: null }),
  search: fc.string({ maxLength: 30 }),
  sort: fc.record({
    field: fc.constantFrom(...TASK_SORT_FIELDS),
    direction: fc.constantFrom('asc' as const, 'desc' as const),
  }),
  page: fc.integer({ min: 1, max: 500 }),
  size: fc.constantFrom(...PAGE_SIZES),
});

describe('the task list on the generic list view-model', () => {
  it('property: writes the same address as the task list does today', () => {
    fc.assert(
      fc.property(anyQuery, fc.constantFrom(10, 100), (query, defaultSize) => {
        expect(formatListRequest(toRequest(query), TASK_LIST, defaultSize).toString()).toBe(
          formatTaskListQuery(query, defaultSize).toString(),
        );
      }),
    );
  });

  it('property: reads any address, however mangled, as the task list does today', () => {
    const anyParam = fc.tuple(
      fc.constantFrom(
        'status',
        'dueFrom',
        'dueTo',
        'assignee',
        'type',
        'employer',
        'sort',
        'page',
        'size',
        'q',
      ),
      fc.oneof(
        fc.string(),
        fc.constantFrom(
          'all',
          'open',
          'wga',
          '-title',
          'dueDate',
          '2025-02-30',
          '2025-02-28',
          '0',
          '2',
          '1000',
        ),
      ),
    );
    fc.assert(
      fc.property(fc.array(anyParam, { maxLength: 10 }), fc.constantFrom(10, 100), (pairs, defaultSize) => {
        const params = new URLSearchParams(pairs);
        const today = parseTaskListQuery(params, defaultSize);
        const current = toRequest({ ...today, search: 'typed text' });
        const generic = parseListRequest(params, current, TASK_LIST, defaultSize);
        expect(generic.search).toBe('typed text');
        expect(formatListRequest(generic, TASK_LIST, defaultSize).toString()).toBe(
          formatTaskListQuery(today, defaultSize).toString(),
        );
        expect(generic.page).toBe(today.page);
        expect(generic.size).toBe(today.size);
      }),
    );
  });
});
