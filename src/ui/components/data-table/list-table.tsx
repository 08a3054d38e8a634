import { observer } from 'mobx-react-lite';
import type { ReactElement } from 'react';
import type { ListViewModel } from '../../list/list-view-model';
import { Pager } from '../pager';
import { DataTable } from './data-table';
import type { DataTableProps } from './data-table-types';

type BoundProps = 'rows' | 'rowKey' | 'state' | 'sort' | 'onSort' | 'onRetry' | 'selection';

/**
 * A DataTable showing a list view-model: its rows, state and order; a header sorts, the failure's
 * button retries. With `rowLabel` the rows can be selected, into `list.selected`.
 */
function ListTableOf<R, F extends object, S extends string>({
  list,
  rowLabel,
  ...table
}: Omit<DataTableProps<R>, BoundProps> & {
  list: ListViewModel<R, F, S>;
  rowLabel?: (row: R) => string;
}) {
  return (
    <DataTable
      {...table}
      rows={list.rows}
      rowKey={list.rowKey}
      state={list.state}
      sort={list.sort}
      onSort={(field) => list.toggleSort(field as S)}
      onRetry={list.retry}
      selection={rowLabel ? { selected: list.selected, onChange: list.setSelection, rowLabel } : undefined}
    />
  );
}

export const ListTable = observer(ListTableOf) as <R, F extends object, S extends string>(
  props: Parameters<typeof ListTableOf<R, F, S>>[0],
) => ReactElement;

/** The pager of a list view-model: its page, page size and total. */
export const ListPager = observer(function ListPager<R, F extends object, S extends string>({
  list,
}: {
  list: ListViewModel<R, F, S>;
}) {
  return (
    <Pager
      page={list.page}
      size={list.size}
      total={list.total}
      sizes={list.pageSizes}
      onPage={list.goToPage}
      onSize={list.setPageSize}
    />
  );
});
