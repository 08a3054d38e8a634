import { Temporal } from 'temporal-polyfill';
import type { DossierType } from '../dossiers/dossier-type';
import { isDossierType } from '../dossiers/dossier-type';
import type { Task, TaskStatus } from './task';

export const TASK_SORT_FIELDS = [
  'dueDate',
  'title',
  'status',
  'dossierType',
  'employer',
  'assignedUser',
] as const;
export type TaskSortField = (typeof TASK_SORT_FIELDS)[number];

/** Page sizes offered; 1000 shows a whole working set at once (spec section 9 sets the defaults). */
export const PAGE_SIZES = [10, 25, 50, 100, 250, 1000] as const;

/** Who a task list is about: a user id, the signed-in user, nobody yet, or everyone. */
export type AssigneeFilter = string;

/** What a task list shows: its filters, its order and its page. Lives in the address bar. */
export interface TaskListQuery {
  readonly status: TaskStatus | null;
  readonly dueFrom: Temporal.PlainDate | null;
  readonly dueTo: Temporal.PlainDate | null;
  readonly assignee: AssigneeFilter | null;
  readonly dossierType: DossierType | null;
  readonly employer: string | null;
  readonly search: string;
  readonly sort: { readonly field: TaskSortField; readonly direction: 'asc' | 'desc' };
  readonly page: number;
  readonly size: number;
}

export function defaultTaskListQuery(size: number): TaskListQuery {
  return {
    status: 'open',
    dueFrom: null,
    dueTo: null,
    assignee: null,
    dossierType: null,
    employer: null,
    search: '',
    sort: { field: 'dueDate', direction: 'asc' },
    page: 1,
    size,
  };
}

/**
 * Whose tasks /tasks shows when its address names nobody: the user's own. Everyone's is written
 * `assignee=all`, so a link to everyone's list opens it for every reader.
 */
export const TASK_LIST_OPENS_ON: AssigneeFilter = 'me';
/** The address's word for every assignee. */
export const EVERY_ASSIGNEE = 'all';

const STATUSES: readonly string[] = ['open', 'completed', 'cancelled'];
const ID = /^[\w-]{1,64}$/;

function dateOrNull(value: string | null): Temporal.PlainDate | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  try {
    return Temporal.PlainDate.from(value, { overflow: 'reject' });
  } catch {
    return null;
  }
}

function positive(value: string | null, fallback: number, max: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 && number <= max ? number : fallback;
}

/**
 * Reads a task list from the address bar. Anything unknown or malformed falls back to the default,
 * so a hand-edited or stale link still opens a sensible list. `status=all` shows every status, and
 * `assignee=all` every assignee; without an assignee the list is the user's own.
 */
export function parseTaskListQuery(params: URLSearchParams, defaultSize: number): TaskListQuery {
  const base = defaultTaskListQuery(defaultSize);
  const status = params.get('status');
  const sort = params.get('sort') ?? '';
  const descending = sort.startsWith('-');
  const field = descending ? sort.slice(1) : sort;
  const type = params.get('type');
  const assignee = params.get('assignee');
  const employer = params.get('employer');
  const size = Number(params.get('size'));
  return {
    status:
      status === 'all' ? null : status && STATUSES.includes(status) ? (status as TaskStatus) : base.status,
    dueFrom: dateOrNull(params.get('dueFrom')),
    dueTo: dateOrNull(params.get('dueTo')),
    assignee:
      assignee === EVERY_ASSIGNEE ? null : assignee && ID.test(assignee) ? assignee : TASK_LIST_OPENS_ON,
    dossierType: type && isDossierType(type) ? type : null,
    employer: employer && ID.test(employer) ? employer : null,
    // Free text stays out of the address bar: it is often a person's name, and together with a
    // dossier type it would put medical facts in the history and in shared links.
    search: '',
    sort: (TASK_SORT_FIELDS as readonly string[]).includes(field)
      ? { field: field as TaskSortField, direction: descending ? 'desc' : 'asc' }
      : base.sort,
    page: positive(params.get('page'), 1, 100_000),
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : defaultSize,
  };
}

/** Writes a task list to the address bar, leaving out what equals the default and the free-text search. */
export function formatTaskListQuery(query: TaskListQuery, defaultSize: number): URLSearchParams {
  const base = defaultTaskListQuery(defaultSize);
  const params = new URLSearchParams();
  if (query.status !== base.status) params.set('status', query.status ?? 'all');
  if (query.dueFrom) params.set('dueFrom', query.dueFrom.toString());
  if (query.dueTo) params.set('dueTo', query.dueTo.toString());
  if (query.assignee !== TASK_LIST_OPENS_ON) params.set('assignee', query.assignee ?? EVERY_ASSIGNEE);
  if (query.dossierType) params.set('type', query.dossierType);
  if (query.employer) params.set('employer', query.employer);
  if (query.sort.field !== base.sort.field || query.sort.direction !== base.sort.direction) {
    params.set('sort', `${query.sort.direction === 'desc' ? '-' : ''}${query.sort.field}`);
  }
  if (query.page !== 1) params.set('page', String(query.page));
  if (query.size !== defaultSize) params.set('size', String(query.size));
  return params;
}

/** Sorting by a column: the same column flips its direction, another starts ascending. */
export function toggleSort(query: TaskListQuery, field: TaskSortField): TaskListQuery {
  const direction = query.sort.field === field && query.sort.direction === 'asc' ? 'desc' : 'asc';
  return { ...query, sort: { field, direction }, page: 1 };
}

/** The last page that has rows (at least 1). */
export const lastPage = (total: number, size: number): number => Math.max(1, Math.ceil(total / size));

/** A range whose end lies before its start (spec section 5: the end date must be after the start). */
export const dueRangeIsInverted = (query: Pick<TaskListQuery, 'dueFrom' | 'dueTo'>): boolean =>
  query.dueFrom !== null &&
  query.dueTo !== null &&
  Temporal.PlainDate.compare(query.dueFrom, query.dueTo) > 0;

/** The filters of a task list that an action on a task can move it out of (or back into). */
export type TaskViewFilters = Pick<TaskListQuery, 'status' | 'dueFrom' | 'dueTo' | 'assignee'>;

/**
 * Whether a task still belongs in a list after an action changed it, as the back office's filter
 * judges: its status, its due date within the range, its assignee (`me` is `meId`, `unassigned` none).
 * The dossier type, employer and search text are not changed by an action, so they are not asked.
 */
export function remainsInView(
  task: Pick<Task, 'status' | 'dueDate' | 'assignee'>,
  filters: TaskViewFilters,
  meId: string | null,
): boolean {
  if (filters.status !== null && task.status !== filters.status) return false;
  if (filters.dueFrom && Temporal.PlainDate.compare(task.dueDate, filters.dueFrom) < 0) return false;
  if (filters.dueTo && Temporal.PlainDate.compare(task.dueDate, filters.dueTo) > 0) return false;
  if (filters.assignee === null) return true;
  const assigneeId = task.assignee?.id ?? null;
  if (filters.assignee === 'unassigned') return assigneeId === null;
  if (filters.assignee === 'me') return assigneeId !== null && assigneeId === meId;
  return assigneeId === filters.assignee;
}
