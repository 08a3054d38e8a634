import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { DOSSIER_TYPES } from '../../../src/domain/dossiers/dossier-type';
import { dueBucketOf, endOfWeek, startOfWeek } from '../../../src/domain/tasks/due-bucket';
import type { TaskListQuery, TaskViewFilters } from '../../../src/domain/tasks/task-list-query';
import {
  defaultTaskListQuery,
  dueRangeIsInverted,
  formatTaskListQuery,
  PAGE_SIZES,
  parseTaskListQuery,
  remainsInView,
  TASK_SORT_FIELDS,
  toggleSort,
} from '../../../src/domain/tasks/task-list-query';

const anyDate = fc
  .integer({ min: 0, max: 3650 })
  .map((days) => Temporal.PlainDate.from('2024-01-01').add({ days }));

describe('due buckets', () => {
  const saturday = Temporal.PlainDate.from('2026-11-21');

  it('put a date before today overdue, today today, up to Sunday this week, and later after', () => {
    expect(dueBucketOf(saturday.subtract({ days: 1 }), saturday)).toBe('overdue');
    expect(dueBucketOf(saturday, saturday)).toBe('today');
    expect(dueBucketOf(saturday.add({ days: 1 }), saturday)).toBe('this-week');
    expect(dueBucketOf(saturday.add({ days: 2 }), saturday)).toBe('later');
  });

  it('property: weeks run Monday to Sunday and every date falls in exactly one bucket consistently', () => {
    fc.assert(
      fc.property(anyDate, anyDate, (today, due) => {
        expect(startOfWeek(today).dayOfWeek).toBe(1);
        expect(endOfWeek(today).dayOfWeek).toBe(7);
        const bucket = dueBucketOf(due, today);
        const compare = Temporal.PlainDate.compare(due, today);
        expect(bucket === 'overdue').toBe(compare < 0);
        expect(bucket === 'today').toBe(compare === 0);
        if (bucket === 'this-week')
          expect(Temporal.PlainDate.compare(due, endOfWeek(today))).toBeLessThanOrEqual(0);
      }),
    );
  });
});

const anyQuery: fc.Arbitrary<TaskListQuery> = fc.record({
  status: fc.constantFrom('open' as const, 'completed' as const, 'cancelled' as const, null),
  dueFrom: fc.option(anyDate, { nil: null }),
  dueTo: fc.option(anyDate, { nil: null }),
  assignee: fc.option(fc.oneof(fc.constantFrom('me', 'unassigned'), fc.uuid()), { nil: null }),
  dossierType: fc.option(fc.constantFrom(...DOSSIER_TYPES), { nil: null }),
  employer: fc.option(fc.uuid(), { nil: null }),
  search: fc.string({ maxLength: 30 }),
  sort: fc.record({
    field: fc.constantFrom(...TASK_SORT_FIELDS),
    direction: fc.constantFrom('asc' as const, 'desc' as const),
  }),
  page: fc.integer({ min: 1, max: 500 }),
  size: fc.constantFrom(...PAGE_SIZES),
});

describe('the task list in the address bar', () => {
  it('property: reads back exactly what it writes', () => {
    fc.assert(
      fc.property(anyQuery, fc.constantFrom(10, 100), (query, defaultSize) => {
        const url = formatTaskListQuery(query, defaultSize).toString();
        const back = parseTaskListQuery(new URLSearchParams(url), defaultSize);
        expect(formatTaskListQuery(back, defaultSize).toString()).toBe(url);
        expect(url).not.toContain('q=');
        expect(back.search).toBe('');
        expect(back.dueFrom?.toString() ?? null).toBe(query.dueFrom?.toString() ?? null);
        expect(back.page).toBe(query.page);
        expect(back.sort).toEqual(query.sort);
      }),
    );
  });

  it('property: any address, however hostile, gives a valid list', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom('status', 'sort', 'page', 'size', 'dueFrom', 'type', 'assignee', 'q'),
          fc.string(),
        ),
        (raw) => {
          const query = parseTaskListQuery(new URLSearchParams(raw), 100);
          expect(query.page).toBeGreaterThanOrEqual(1);
          expect([...PAGE_SIZES, 100]).toContain(query.size);
          expect(TASK_SORT_FIELDS).toContain(query.sort.field);
          expect(query.search.length).toBeLessThanOrEqual(100);
        },
      ),
    );
  });

  it('never puts the free-text search (often a person’s name) in the address', () => {
    const query = {
      ...defaultTaskListQuery(100),
      assignee: 'me',
      search: 'Sanne de Vries',
      dossierType: 'psychologist' as const,
    };
    expect(formatTaskListQuery(query, 100).toString()).toBe('type=psychologist');
    expect(parseTaskListQuery(new URLSearchParams('q=Sanne'), 100).search).toBe('');
  });

  it('leaves the defaults out of the address and shows every status with status=all', () => {
    expect(formatTaskListQuery({ ...defaultTaskListQuery(100), assignee: 'me' }, 100).toString()).toBe('');
    expect(parseTaskListQuery(new URLSearchParams('status=all'), 100).status).toBeNull();
    expect(parseTaskListQuery(new URLSearchParams('dueFrom=2026-02-31'), 100).dueFrom).toBeNull();
  });

  it("opens on the user's own tasks when the address names nobody, and on everyone's with assignee=all", () => {
    expect(parseTaskListQuery(new URLSearchParams(''), 100).assignee).toBe('me');
    expect(parseTaskListQuery(new URLSearchParams('assignee=all'), 100).assignee).toBeNull();
    expect(parseTaskListQuery(new URLSearchParams('assignee=%3Cx%3E'), 100).assignee).toBe('me');
    expect(formatTaskListQuery(defaultTaskListQuery(100), 100).toString()).toBe('assignee=all');
  });

  it('flips the direction on the same column and starts a new column ascending on page 1', () => {
    const query = { ...defaultTaskListQuery(100), page: 4 };
    expect(toggleSort(query, 'dueDate').sort).toEqual({ field: 'dueDate', direction: 'desc' });
    expect(toggleSort(query, 'title')).toMatchObject({ sort: { field: 'title', direction: 'asc' }, page: 1 });
  });

  it('knows an inverted due range', () => {
    const from = Temporal.PlainDate.from('2026-11-21');
    expect(dueRangeIsInverted({ dueFrom: from, dueTo: from.subtract({ days: 1 }) })).toBe(true);
    expect(dueRangeIsInverted({ dueFrom: from, dueTo: from })).toBe(false);
  });
});

describe('whether a task stays in its list after an action', () => {
  const task = (status: 'open' | 'completed' | 'cancelled', due: string, assignee: string | null) => ({
    status,
    dueDate: Temporal.PlainDate.from(due),
    assignee: assignee ? { id: assignee, displayName: assignee } : null,
  });
  const view = (filters: Partial<TaskViewFilters>): TaskViewFilters => ({
    status: null,
    dueFrom: null,
    dueTo: null,
    assignee: null,
    ...filters,
  });

  it('leaves the open view when completed or cancelled, and the completed view when reopened', () => {
    expect(remainsInView(task('completed', '2026-11-20', null), view({ status: 'open' }), 'me-1')).toBe(
      false,
    );
    expect(remainsInView(task('cancelled', '2026-11-20', null), view({ status: 'open' }), 'me-1')).toBe(
      false,
    );
    expect(remainsInView(task('open', '2026-11-20', null), view({ status: 'completed' }), 'me-1')).toBe(
      false,
    );
    expect(remainsInView(task('completed', '2026-11-20', null), view({}), 'me-1')).toBe(true);
  });

  it('leaves a due range when postponed past it, and "mine" when given to someone else', () => {
    const week = view({
      dueFrom: Temporal.PlainDate.from('2026-11-23'),
      dueTo: Temporal.PlainDate.from('2026-11-29'),
    });
    expect(remainsInView(task('open', '2026-11-29', null), week, 'me-1')).toBe(true);
    expect(remainsInView(task('open', '2026-11-30', null), week, 'me-1')).toBe(false);
    expect(remainsInView(task('open', '2026-11-29', 'u-2'), view({ assignee: 'me' }), 'me-1')).toBe(false);
    expect(remainsInView(task('open', '2026-11-29', 'me-1'), view({ assignee: 'me' }), 'me-1')).toBe(true);
    expect(remainsInView(task('open', '2026-11-29', null), view({ assignee: 'unassigned' }), 'me-1')).toBe(
      true,
    );
    expect(remainsInView(task('open', '2026-11-29', 'u-2'), view({ assignee: 'u-2' }), 'me-1')).toBe(true);
  });

  it('never keeps a task whose status differs from the one the list asks for', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('open', 'completed', 'cancelled' as const),
        fc.constantFrom('open', 'completed', 'cancelled' as const),
        (status, wanted) =>
          remainsInView(task(status, '2026-11-23', null), view({ status: wanted }), null) ===
          (status === wanted),
      ),
    );
  });
});
