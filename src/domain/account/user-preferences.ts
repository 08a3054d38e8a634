import type { AgendaView } from '../agenda/agenda-period';

/** The agenda views a user may keep as their own: the grids, not the list. */
export const PREFERRED_AGENDA_VIEWS = ['day', 'workweek', 'week'] as const satisfies readonly AgendaView[];
export type PreferredAgendaView = (typeof PREFERRED_AGENDA_VIEWS)[number];

/** How a user keeps one of the portal's tables: the columns they hid and the page size they chose. */
export interface TableLayout {
  readonly hiddenColumns: readonly string[];
  /** Rows per page; null follows the screen's default (spec section 9). */
  readonly pageSize: number | null;
}

/** The tables a user can lay out, by the id each screen gives its table. */
export const TABLE_IDS = ['tasks', 'employees', 'auditLog', 'appointments', 'adminUsers'] as const;
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
}

/** A user who never chose anything. */
export const NO_PREFERENCES: UserPreferences = {
  agendaColumns: [],
  agendaView: null,
  tables: {},
  language: null,
};
