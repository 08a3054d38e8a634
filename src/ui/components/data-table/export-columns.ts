import type { ExportColumn } from '../../list/list-export';
import { exportText } from '../../list/export-value';
import { cellText } from './cell-text';
import type { DataColumn } from './data-table-types';

/**
 * The columns of an export from the columns a table shows, in their order: a column's own typed export
 * columns where it has them, else one text column under its header.
 */
export function exportColumnsOf<R>(columns: readonly DataColumn<R>[]): readonly ExportColumn<R>[] {
  return columns.flatMap(
    (column): readonly ExportColumn<R>[] =>
      column.export ?? [{ header: column.header, value: (row: R) => exportText(cellText(column, row)) }],
  );
}
