import { observer } from 'mobx-react-lite';
import type { ReactElement, ReactNode } from 'react';
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useServices, useT } from '../../services-context';
import { ColumnChooser } from './column-chooser';
import { DataTableRow } from './data-table-row';
import type { DataColumn, DataTableProps, TableSelection, TableSort } from './data-table-types';
import { moveBetweenRows } from './row-keys';
import { TableStatusRow } from './table-status-row';
import './data-table.css';

const VIRTUALIZE_ABOVE = 200;
/**
 * A table drawing only its visible rows keeps doing so while a filter narrows it, down to this many:
 * switching to plain rows on the way down would draw them all at once and make the scroll area jump
 * on every letter typed.
 */
const STAY_VIRTUAL_ABOVE = 50;
/** Rows a long table shows plainly for the moment the virtualizer takes to load, the first time. */
const ROWS_WHILE_LOADING = 40;

const VirtualRows = lazy(() => import('./virtual-rows'));

/** Every row, drawn: tables up to the threshold, and the first rows of a long one for a moment. */
function PlainRows({ count, renderRow }: { count: number; renderRow: (index: number) => ReactNode }) {
  return <>{Array.from({ length: count }, (_, index) => renderRow(index))}</>;
}
const SORT_ICON = { asc: ' ▲', desc: ' ▼', none: ' ↕' } as const;

function initiallyHidden<R>(columns: readonly DataColumn<R>[]): ReadonlySet<string> {
  return new Set(columns.filter((column) => column.optional === 'hidden').map((column) => column.id));
}

/**
 * Hidden columns kept by the caller when it passes them; else, for a table with a layout id, as the
 * user chose them (kept at the back office, see TableLayouts); else by the table itself.
 */
function useHiddenColumns<R>(props: DataTableProps<R>) {
  const { tableLayouts } = useServices();
  const [own, setOwn] = useState(() => initiallyHidden(props.columns));
  const { layoutId } = props;
  if (props.hiddenColumns) return [props.hiddenColumns, props.onHiddenColumnsChange ?? setOwn] as const;
  if (layoutId) {
    const chosen = tableLayouts.hiddenColumns(layoutId);
    return [
      chosen ?? own,
      (hidden: ReadonlySet<string>) => tableLayouts.setHiddenColumns(layoutId, hidden),
    ] as const;
  }
  return [own, setOwn] as const;
}

/** Whether to draw only the visible rows: above the threshold, and for a table already doing so, above the lower one. */
function useVirtualMode(count: number, threshold: number): boolean {
  const [virtual, setVirtual] = useState(count > threshold);
  const next = count > threshold || (virtual && count > Math.min(threshold, STAY_VIRTUAL_ABOVE));
  if (next !== virtual) setVirtual(next);
  return next;
}

/** A row toggle whose identity never changes, so a selection change redraws only the rows it touches. */
function useToggle<R>(selection: TableSelection<R> | undefined) {
  const latest = useRef(selection);
  useLayoutEffect(() => {
    latest.current = selection;
  });
  return useCallback((key: string) => {
    const current = latest.current;
    if (!current) return;
    const next = new Set(current.selected);
    if (!next.delete(key)) next.add(key);
    current.onChange(next);
  }, []);
}

/** One listener for the whole body rather than one per row (see moveBetweenRows). */
function useArrowKeysBetweenRows() {
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  useEffect(() => {
    const body = bodyRef.current;
    body?.addEventListener('keydown', moveBetweenRows);
    return () => body?.removeEventListener('keydown', moveBetweenRows);
  }, []);
  return bodyRef;
}

function SortHeader<R>({
  column,
  sort,
  onSort,
}: {
  column: DataColumn<R>;
  sort: TableSort | null | undefined;
  onSort: ((key: string) => void) | undefined;
}) {
  const { sortKey } = column;
  const direction = sortKey && sort?.field === sortKey ? sort.direction : null;
  return (
    <th
      scope="col"
      className={sortKey && onSort ? 'data-table__sortable' : undefined}
      aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined}
    >
      {sortKey && onSort ? (
        <button type="button" className="sort-button" onClick={() => onSort(sortKey)}>
          {column.header}
          <span aria-hidden="true">{SORT_ICON[direction ?? 'none']}</span>
        </button>
      ) : (
        column.header
      )}
    </th>
  );
}

/**
 * The portal's table for lists: sortable headers, loading, empty and failed states in the table's own
 * area, row actions, optional row selection and column choice, cards instead of rows on a phone, and
 * only the visible rows in the page above a few hundred, so a page of a thousand stays instant.
 */
function DataTableOf<R>(props: DataTableProps<R>) {
  const { caption, columns, rows, rowKey, sort, onSort, onRetry, rowActions, selection, rowClassName } =
    props;
  const t = useT();
  const [hidden, setHidden] = useHiddenColumns(props);
  const onToggle = useToggle(selection);
  const scrollRef = useRef<HTMLDivElement>(null);
  const bodyRef = useArrowKeysBetweenRows();
  const virtual = useVirtualMode(rows.length, props.virtualizeAbove ?? VIRTUALIZE_ABOVE);
  const keyOf = useCallback((index: number) => rowKey(rows[index] as R), [rows, rowKey]);

  const state = props.state ?? (rows.length === 0 ? 'empty' : 'ready');
  const visible = columns.filter((column) => !hidden.has(column.id));
  const actionsHeader = props.actionsHeader ?? t('dataTable.actions');
  const span = visible.length + (selection ? 1 : 0) + (rowActions ? 1 : 0);
  const showRows = state !== 'failed' && rows.length > 0;
  const sortedColumn = sort ? columns.find((column) => column.sortKey === sort.field) : undefined;
  const pageKeys = selection ? rows.map(rowKey) : [];
  const selectedOnPage = selection ? pageKeys.filter((key) => selection.selected.has(key)).length : 0;
  const texts = {
    loading: t('dataTable.loading'),
    empty: props.emptyText ?? t('dataTable.empty'),
    failed: props.failedText ?? t('dataTable.failed'),
    retry: t('dataTable.retry'),
  };

  const renderRow = (index: number, measure?: (element: HTMLTableRowElement | null) => void) => {
    const row = rows[index] as R;
    const key = rowKey(row);
    return (
      <DataTableRow
        key={key}
        row={row}
        rowKey={key}
        index={index}
        columns={visible}
        selectLabel={selection ? t('dataTable.selectRow', { row: selection.rowLabel(row) }) : null}
        selected={selection ? selection.selected.has(key) : false}
        onToggle={onToggle}
        actions={rowActions}
        actionsHeader={actionsHeader}
        className={rowClassName?.(row)}
        measure={measure}
      />
    );
  };

  return (
    <div className={`data-table-area${props.className ? ` ${props.className}` : ''}`}>
      <div className="data-table__toolbar">
        {props.toolbar?.({ visible, hidden, setHidden })}
        <ColumnChooser
          columns={columns}
          hidden={hidden}
          onChange={setHidden}
          texts={{ columns: t('dataTable.columns'), legend: t('dataTable.columnsLegend') }}
        />
        {selection && selectedOnPage > 0 ? (
          <p className="data-table__selected">{t('dataTable.selected', { count: selectedOnPage })}</p>
        ) : null}
      </div>
      <output className="visually-hidden" aria-live="polite">
        {state === 'loading' ? texts.loading : state === 'empty' ? texts.empty : ''}
      </output>
      <div ref={scrollRef} className={`data-table__scroll${virtual ? ' data-table__scroll--virtual' : ''}`}>
        <table
          className={`data-table data-table--responsive${state === 'loading' ? ' data-table--busy' : ''}`}
          aria-busy={state === 'loading'}
          aria-rowcount={virtual ? rows.length + 1 : undefined}
        >
          <caption className="visually-hidden">
            {sort && sortedColumn
              ? t('dataTable.sortedBy', {
                  caption,
                  column: sortedColumn.header,
                  direction: t(sort.direction === 'asc' ? 'dataTable.ascending' : 'dataTable.descending'),
                })
              : caption}
          </caption>
          <colgroup>
            {selection ? <col className="data-table__select-col" /> : null}
            {visible.map((column) => (
              <col key={column.id} style={column.width ? { width: column.width } : undefined} />
            ))}
            {rowActions ? (
              <col style={props.actionsWidth ? { width: props.actionsWidth } : undefined} />
            ) : null}
          </colgroup>
          <thead>
            <tr aria-rowindex={virtual ? 1 : undefined}>
              {selection ? (
                <th scope="col" className="data-table__select">
                  <input
                    type="checkbox"
                    aria-label={t('dataTable.selectAll')}
                    checked={rows.length > 0 && selectedOnPage === rows.length}
                    ref={(box) => {
                      if (box) box.indeterminate = selectedOnPage > 0 && selectedOnPage < rows.length;
                    }}
                    onChange={() =>
                      selection.onChange(selectedOnPage === rows.length ? new Set() : new Set(pageKeys))
                    }
                  />
                </th>
              ) : null}
              {visible.map((column) => (
                <SortHeader key={column.id} column={column} sort={sort} onSort={onSort} />
              ))}
              {rowActions ? <th scope="col">{actionsHeader}</th> : null}
            </tr>
          </thead>
          <tbody ref={bodyRef}>
            {showRows && virtual ? (
              <Suspense fallback={<PlainRows count={ROWS_WHILE_LOADING} renderRow={renderRow} />}>
                <VirtualRows
                  count={rows.length}
                  span={span}
                  scrollElement={scrollRef}
                  keyOf={keyOf}
                  renderRow={renderRow}
                />
              </Suspense>
            ) : null}
            {showRows && !virtual ? <PlainRows count={rows.length} renderRow={renderRow} /> : null}
            <TableStatusRow state={state} hasRows={showRows} span={span} texts={texts} onRetry={onRetry} />
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** See DataTableOf; an observer so the texts follow a change of language. */
export const DataTable = observer(DataTableOf) as <R>(props: DataTableProps<R>) => ReactElement;
