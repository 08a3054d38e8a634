import type { TableId } from '../../../domain/account/user-preferences';
import type { ReactNode } from 'react';
import type { ExportColumn } from '../../list/list-export';

/** One column: what its header says and how a row fills its cell. */
export interface DataColumn<R> {
  /** Stable and unique in the table; names the column in the column choice. */
  readonly id: string;
  readonly header: string;
  readonly cell: (row: R) => ReactNode;
  /** The field the list sorts by when this header is pressed; a column without one does not sort. */
  readonly sortKey?: string;
  /** A CSS width for the column, e.g. '9rem' or '20%'. */
  readonly width?: string;
  /** The column can be hidden through the column choice; 'hidden' starts it hidden. */
  readonly optional?: boolean | 'hidden';
  /** A class for the column's cells (e.g. 'nowrap'). */
  readonly className?: string;
  /** The cell as plain text, for an export; without it the export reads the text the cell shows. */
  readonly text?: (row: R) => string;
  /**
   * The column in an export as data, when it is more than text: one or more columns with their own
   * headers, typed (an appointment's time as its start and end, each a date-time). Without it the
   * export has the column's text (`text`, else what the cell shows). It may hold only what the cell
   * shows: whatever the screen withholds (medical detail), the export withholds.
   */
  readonly export?: readonly ExportColumn<R>[];
}

export type TableState = 'loading' | 'ready' | 'empty' | 'failed';

export interface TableSort {
  readonly field: string;
  readonly direction: 'asc' | 'desc';
}

/** Row selection, kept by the caller (a list view-model) rather than by the table. */
export interface TableSelection<R> {
  readonly selected: ReadonlySet<string>;
  readonly onChange: (selected: ReadonlySet<string>) => void;
  /** Names a row for its checkbox: "Select {{row}}". */
  readonly rowLabel: (row: R) => string;
}

export interface DataTableProps<R> {
  /** Names the table for assistive technology (a visually hidden caption); the order is added to it. */
  readonly caption: string;
  readonly columns: readonly DataColumn<R>[];
  readonly rows: readonly R[];
  readonly rowKey: (row: R) => string;
  /** Default 'ready' (or 'empty' without rows). While loading, rows already shown stay, dimmed. */
  readonly state?: TableState;
  readonly sort?: TableSort | null;
  /** Called with a column's sortKey when its header is pressed. */
  readonly onSort?: (sortKey: string) => void;
  /** Shown as a button with the failure; without it the failure has no button. */
  readonly onRetry?: () => void;
  readonly emptyText?: string;
  readonly failedText?: string;
  /** The buttons of one row (complete, postpone ...), in a last column; reachable by Tab. */
  readonly rowActions?: (row: R) => ReactNode;
  /** Header of the actions column; default "Acties" / "Actions". */
  readonly actionsHeader?: string;
  /** A CSS width for the actions column (a long table lays out its columns from these widths). */
  readonly actionsWidth?: string;
  readonly selection?: TableSelection<R>;
  /** Names the table among the user's kept layouts: its column choice follows the user to any browser. */
  readonly layoutId?: TableId;
  /** Column ids hidden through the column choice, when the caller keeps them (else the table does). */
  readonly hiddenColumns?: ReadonlySet<string>;
  readonly onHiddenColumnsChange?: (hidden: ReadonlySet<string>) => void;
  /** Above this many rows only the rows in view are in the page (default 200). */
  readonly virtualizeAbove?: number;
  /** A class for a row (e.g. to mark an overdue task). */
  readonly rowClassName?: (row: R) => string | undefined;
  /** A class for the table's wrapper, e.g. to give a virtualized table another height. */
  readonly className?: string;
  /** More controls for the toolbar above the table (saved views, export), given the columns shown. */
  readonly toolbar?: (table: TableToolbarContext<R>) => ReactNode;
}

/** What the table tells its toolbar's controls: the columns shown, in order, and the hidden ones. */
export interface TableToolbarContext<R> {
  readonly visible: readonly DataColumn<R>[];
  readonly hidden: ReadonlySet<string>;
  readonly setHidden: (hidden: ReadonlySet<string>) => void;
}
