import type { AdminListQuery } from '../../application/platform/list-query';
import type { ListDefinition, ListRequest, ListSort } from './list-request';

/** The admin lists have no filters besides their search, which never goes into the address bar. */
export type NoFilters = Record<string, never>;

const PAGE_SIZES = [10, 25, 50, 100] as const;

/** An admin list: searched, sorted and paged, with only its order and page in the address bar. */
export function adminList<R, S extends string>(
  rowKey: (row: R) => string,
  sortFields: readonly S[],
  sort: ListSort<S>,
): ListDefinition<R, NoFilters, S> {
  return { rowKey, filters: {}, sort, sortFields, pageSizes: PAGE_SIZES, defaultSize: 100, urlFilters: {} };
}

/** The gateways' query for a request of an admin list. */
export function adminQueryOf<S extends string>(request: ListRequest<NoFilters, S>): AdminListQuery<S> {
  return { search: request.search.trim(), sort: request.sort, page: request.page, size: request.size };
}
