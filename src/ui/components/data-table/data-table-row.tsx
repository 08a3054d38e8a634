import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { DataColumn } from './data-table-types';

export interface DataTableRowProps<R> {
  readonly row: R;
  readonly rowKey: string;
  /** Position among all rows (from 0), for aria-rowindex and the virtualizer's measuring. */
  readonly index: number;
  readonly columns: readonly DataColumn<R>[];
  /** The label of the row's checkbox, or null when the table has no selection. */
  readonly selectLabel: string | null;
  readonly selected: boolean;
  readonly onToggle: (rowKey: string) => void;
  readonly actions: ((row: R) => ReactNode) | undefined;
  readonly actionsHeader: string;
  readonly className: string | undefined;
  readonly measure: ((element: HTMLTableRowElement | null) => void) | undefined;
}

/**
 * One row. An observer of its own, so what a cell reads from a view-model redraws that row only, and
 * a change elsewhere on the screen (a filter being typed) redraws none. The first column is the row's
 * header, so a screen reader names the row when moving across its cells.
 */
function DataTableRowOf<R>({
  row,
  rowKey,
  index,
  columns,
  selectLabel,
  selected,
  onToggle,
  actions,
  actionsHeader,
  className,
  measure,
}: DataTableRowProps<R>) {
  return (
    <tr ref={measure} className={className} data-key={rowKey} data-index={index} aria-rowindex={index + 2}>
      {selectLabel === null ? null : (
        <td className="data-table__select">
          <input
            type="checkbox"
            checked={selected}
            aria-label={selectLabel}
            onChange={() => onToggle(rowKey)}
          />
        </td>
      )}
      {columns.map((column, position) =>
        position === 0 ? (
          <th key={column.id} scope="row" className={column.className} data-label={column.header}>
            {column.cell(row)}
          </th>
        ) : (
          <td key={column.id} className={column.className} data-label={column.header}>
            {column.cell(row)}
          </td>
        ),
      )}
      {actions ? (
        <td className="data-table__actions" data-label={actionsHeader}>
          <div className="row-actions">{actions(row)}</div>
        </td>
      ) : null}
    </tr>
  );
}

export const DataTableRow = observer(DataTableRowOf) as typeof DataTableRowOf;
