import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { DOSSIER_TYPES } from '../../../src/domain/dossiers/dossier-type';
import type { TaskListQuery, TaskSortField } from '../../../src/domain/tasks/task-list-query';
import {
  formatTaskListQuery,
  PAGE_SIZES,
  parseTaskListQuery,
  TASK_SORT_FIELDS,
} from '../../../src/domain/tasks/task-list-query';
import { formatListRequest, parseListRequest } from '../../../src/ui/list/list-address';
import type { ListRequest } from '../../../src/ui/list/list-request';
import type { TaskFilters } from '../../../src/ui/screens/tasks/task-list-definition';
import { TASK_LIST } from '../../../src/ui/screens/tasks/task-list-definition';

/**
 * Every link to the task list written so far still opens the same list: the generic address bar reads
 * and writes exactly what the task list's own formatTaskListQuery and parseTaskListQuery do.
 */
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
