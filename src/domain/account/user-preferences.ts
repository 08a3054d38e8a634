import type { AgendaView } from '../agenda/agenda-period';

/** The agenda views a user may keep as their own: the grids and the timeline, not the list. */
export const PREFERRED_AGENDA_VIEWS = [
  'day',
  'workweek',
  'week',
  'timeline',
] as const satisfies readonly AgendaView[];
export type PreferredAgendaView = (typeof PREFERRED_AGENDA_VIEWS)[number];

/** How a user keeps one of the portal's tables: the columns they hid and the page size they chose. */
export interface TableLayout {
  readonly hiddenColumns: readonly string[];
  /** Rows per page; null follows the screen's default (spec section 9). */
  readonly pageSize: number | null;
}

/** The tables a user can lay out, by the id each screen gives its table. */
export const TABLE_IDS = [
  'tasks',
  'employees',
  'auditLog',
  'appointments',
  'adminUsers',
  'dashboardCases',
  'waitlist',
] as const;
export type TableId = (typeof TABLE_IDS)[number];

/** The back office keeps at most this many hidden columns per table, and page sizes in this range. */
export const MAX_HIDDEN_COLUMNS = 50;
export const PAGE_SIZE_RANGE = { min: 1, max: 1000 } as const;

/** Whether a table layout is one the back office keeps (see preference-rules.ts of the demo backend). */
export function isKeptLayout(layout: TableLayout): boolean {
  const { hiddenColumns, pageSize } = layout;
  return (
    hiddenColumns.length <= MAX_HIDDEN_COLUMNS &&
    new Set(hiddenColumns).size === hiddenColumns.length &&
    hiddenColumns.every((id) => id.trim().length > 0 && id.length <= 64) &&
    (pageSize === null ||
      (Number.isInteger(pageSize) && pageSize >= PAGE_SIZE_RANGE.min && pageSize <= PAGE_SIZE_RANGE.max))
  );
}

/** One filter of a saved view, as the list's address writes it (`from` = `2026-11-02`). */
export interface SavedViewFilter {
  readonly name: string;
  readonly value: string;
}

/**
 * A list as a user named and kept it: its filters, order, columns and page size. Only what the list
 * lets into its address is kept (ids, codes, dates; never a search text or a person's name), so the
 * view can be shared as a link.
 */
export interface SavedView {
  /** Chosen by the portal when the view is made; letters, digits, - and _. */
  readonly id: string;
  readonly name: string;
  readonly filters: readonly SavedViewFilter[];
  /** The order as the address writes it (`start`, `-start`); null: the list's own. */
  readonly sort: string | null;
  /** The columns hidden; null: the table's own choice. */
  readonly hiddenColumns: readonly string[] | null;
  readonly pageSize: number | null;
}

/** The back office keeps at most this many views per list, with names of at most this many characters. */
export const MAX_SAVED_VIEWS = 20;
export const MAX_VIEW_NAME = 60;
const MAX_VIEW_FILTERS = 30;
const VIEW_ID = /^[\w-]{1,64}$/;
const FILTER_NAME = /^[\w-]{1,32}$/;

export type ViewNameProblem = 'empty' | 'tooLong' | 'duplicate';

/** Two names are the same view to a reader when they differ only in case or surrounding spaces. */
const sameName = (a: string, b: string): boolean =>
  a.trim().localeCompare(b.trim(), undefined, { sensitivity: 'accent' }) === 0;

/** What is wrong with a view's name among the list's other views (`ownId`: the view being renamed). */
export function viewNameProblem(
  name: string,
  views: readonly Pick<SavedView, 'id' | 'name'>[],
  ownId: string | null = null,
): ViewNameProblem | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return 'empty';
  if (trimmed.length > MAX_VIEW_NAME) return 'tooLong';
  return views.some((view) => view.id !== ownId && sameName(view.name, trimmed)) ? 'duplicate' : null;
}

/** Whether a list's views are ones the back office keeps (see preference-rules.ts of the demo backend). */
export function areKeptViews(views: readonly SavedView[]): boolean {
  return (
    views.length <= MAX_SAVED_VIEWS &&
    new Set(views.map((view) => view.id)).size === views.length &&
    views.every(
      (view, index) =>
        VIEW_ID.test(view.id) &&
        viewNameProblem(view.name, views.slice(0, index)) === null &&
        view.name === view.name.trim() &&
        view.filters.length <= MAX_VIEW_FILTERS &&
        view.filters.every((filter) => FILTER_NAME.test(filter.name) && filter.value.length <= 200) &&
        (view.sort === null || (view.sort.length > 0 && view.sort.length <= 64)) &&
        (view.hiddenColumns === null ||
          isKeptLayout({ hiddenColumns: view.hiddenColumns, pageSize: view.pageSize })) &&
        isKeptLayout({ hiddenColumns: [], pageSize: view.pageSize }),
    )
  );
}

/**
 * What a user chose once and finds again on every device (spec section 3: user preferences). A new
 * preference is one more field here, with its default in NO_PREFERENCES.
 */
export interface UserPreferences {
  /** The agenda's columns the planner chose (agenda users, rooms, resources), by id, in their order. */
  readonly agendaColumns: readonly string[];
  /** The agenda view the user opens with; none chosen yet is null. */
  readonly agendaView: PreferredAgendaView | null;
  /** Per table, the columns hidden and the page size (spec: column choices, page size). */
  readonly tables: Readonly<Partial<Record<TableId, TableLayout>>>;
  /** The language the user chose last, on any device; null: the browser's own. */
  readonly language: 'nl' | 'en' | null;
  /** Per list, the views the user saved, in the order they made them. */
  readonly savedViews: Readonly<Partial<Record<TableId, readonly SavedView[]>>>;
  /**
   * Whose tasks the task list opens on: the user's own ('me', also when never chosen: null) or
   * everyone's ('all'), as they last chose it there.
   */
  readonly taskAssignee: TaskAssigneeChoice | null;
}

/** The task list's assignee choices a user's preference keeps. */
export const TASK_ASSIGNEE_CHOICES = ['me', 'all'] as const;
export type TaskAssigneeChoice = (typeof TASK_ASSIGNEE_CHOICES)[number];

/** A user who never chose anything. */
export const NO_PREFERENCES: UserPreferences = {
  agendaColumns: [],
  agendaView: null,
  tables: {},
  language: null,
  savedViews: {},
  taskAssignee: null,
};
