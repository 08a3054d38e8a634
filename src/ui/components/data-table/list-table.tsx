import { observer } from 'mobx-react-lite';
import type { ReactElement } from 'react';
import { useEffect, useRef } from 'react';
import type { TableId } from '../../../domain/account/user-preferences';
import { useServices } from '../../services-context';
import type { ListViewModel } from '../../list/list-view-model';
import { Pager } from '../pager';
import { DataTable } from './data-table';
import type { DataTableProps, TableToolbarContext } from './data-table-types';
import { ListExportMenu } from './list-export-menu';
import { SavedViewsMenu } from './saved-views-menu';

type BoundProps = 'rows' | 'rowKey' | 'state' | 'sort' | 'onSort' | 'onRetry' | 'selection' | 'toolbar';

/** The list's own tools for its table's toolbar: its saved views (with a table id) and its export (with a title). */
function toolsOf<R, F extends object, S extends string>(
  list: ListViewModel<R, F, S>,
  tableId: TableId | null,
  exportTitle: string | undefined,
) {
  return function ListTools(context: TableToolbarContext<R>) {
    return (
      <>
        {tableId ? <SavedViewsMenu list={list} tableId={tableId} table={context} /> : null}
        {exportTitle ? (
          <ListExportMenu source={list.collect} columns={context.visible} title={exportTitle} />
        ) : null}
      </>
    );
  };
}

/**
 * A DataTable showing a list view-model: its rows, state and order; a header sorts, the failure's
 * button retries. With `rowLabel` the rows can be selected, into `list.selected`. With `views` (and a
 * layout id) the toolbar offers the user's saved views of the list; with `exportTitle` an export of
 * every row of its filters, named after that title.
 */
function ListTableOf<R, F extends object, S extends string>({
  list,
  rowLabel,
  views,
  exportTitle,
  ...table
}: Omit<DataTableProps<R>, BoundProps> & {
  list: ListViewModel<R, F, S>;
  rowLabel?: (row: R) => string;
  views?: boolean;
  exportTitle?: string;
}) {
  const { layoutId } = table;
  const withViews = views === true && layoutId !== undefined;
  return (
    <DataTable
      {...table}
      toolbar={withViews || exportTitle ? toolsOf(list, withViews ? layoutId : null, exportTitle) : undefined}
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

/**
 * The pager of a list view-model: its page, page size and total. With a layout id, the page size the
 * user chose is kept for them, and a list opened without a size in its address starts with it.
 */
export const ListPager = observer(function ListPager<R, F extends object, S extends string>({
  list,
  layoutId,
}: {
  list: ListViewModel<R, F, S>;
  layoutId?: TableId;
}) {
  const { tableLayouts } = useServices();
  const preferred = layoutId ? tableLayouts.pageSize(layoutId) : null;
  const applied = useRef(false);
  useEffect(() => {
    if (applied.current || preferred === null) return;
    applied.current = true;
    if (list.size === list.defaultSize && preferred !== list.size && list.pageSizes.includes(preferred)) {
      list.setPageSize(preferred);
    }
  }, [list, preferred]);
  const onSize = (size: number) => {
    applied.current = true;
    list.setPageSize(size);
    if (layoutId) tableLayouts.setPageSize(layoutId, size);
  };
  return (
    <Pager
      page={list.page}
      size={list.size}
      total={list.total}
      sizes={list.pageSizes}
      onPage={list.goToPage}
      onSize={onSize}
    />
  );
});
