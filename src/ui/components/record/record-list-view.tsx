import { observer } from 'mobx-react-lite';
import type { ReactElement } from 'react';
import type { ListViewModel } from '../../list/list-view-model';
import { useT } from '../../services-context';
import type { DataColumn } from '../data-table/data-table-types';
import { ListPager, ListTable } from '../data-table/list-table';
import { TextField } from '../form/text-field';
import './record.css';

/**
 * An admin list as every admin list looks: a search (kept out of the address bar), how many were
 * found, the shared data table with its loading, empty and failed states, and the pager.
 */
function RecordListViewOf<R, F extends object, S extends string>({
  list,
  id,
  searchLabel,
  caption,
  columns,
  emptyText,
  failedText,
}: {
  list: ListViewModel<R, F, S>;
  id: string;
  searchLabel: string;
  caption: string;
  columns: readonly DataColumn<R>[];
  emptyText: string;
  failedText: string;
}) {
  const t = useT();
  return (
    <>
      <form
        className="filters record-search"

        aria-label={caption}
        onSubmit={(event) => event.preventDefault()}
      >
        <TextField
          id={`${id}-search`}
          type="search"
          label={searchLabel}
          autoComplete="off"
          value={list.search}
          onValue={list.setSearch}
        />
      </form>
      <p className="list-count" aria-live="polite">
        {list.state === 'ready' || list.state === 'empty'
          ? t('record.count', { count: list.total })
          : list.state === 'loading'
            ? t('common.loading')
            : ''}
      </p>
      <ListTable
        list={list}
        caption={caption}
        columns={columns}
        emptyText={emptyText}
        failedText={failedText}
      />
      <ListPager list={list} />
    </>
  );
}

export const RecordListView = observer(RecordListViewOf) as <R, F extends object, S extends string>(
  props: Parameters<typeof RecordListViewOf<R, F, S>>[0],
) => ReactElement;
