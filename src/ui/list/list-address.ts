import type { ListDefinition, ListRequest, ListSort, UrlCodec } from './list-request';

/** Parameters the list itself writes; a filter may not use these names. */
const PAGE = 'page';
const SIZE = 'size';
const SORT = 'sort';
const MAX_PAGE = 100_000;

type AnyDefinition<F extends object, S extends string> = Pick<
  ListDefinition<unknown, F, S>,
  'filters' | 'sort' | 'sortFields' | 'pageSizes' | 'urlFilters'
>;

function urlCodecs<F extends object>(urlFilters: ListDefinition<unknown, F, string>['urlFilters']) {
  return (Object.keys(urlFilters) as (keyof F & string)[]).flatMap((key) => {
    const codec = urlFilters[key] as UrlCodec<F[typeof key]> | undefined;
    return codec ? [{ key, codec, param: codec.param ?? key }] : [];
  });
}

/** Names the saved view a shared link came from; the list itself does not read it. */
export const VIEW_PARAM = 'view';

const sortText = <S extends string>(sort: ListSort<S> | null): string =>
  sort ? `${sort.direction === 'desc' ? '-' : ''}${sort.field}` : '';

/**
 * The request as the address bar shows it: the shareable filters, the order, the page and its size,
 * each left out when it equals its default, so an untouched list has a clean address. The search
 * text and the filters the definition keeps out never appear.
 */
export function formatListRequest<F extends object, S extends string>(
  request: ListRequest<F, S>,
  definition: AnyDefinition<F, S>,
  defaultSize: number,
): URLSearchParams {
  const params = new URLSearchParams();
  for (const { key, codec, param } of urlCodecs(definition.urlFilters)) {
    const text = codec.format(request.filters[key]);
    if (text !== null && text !== codec.format(definition.filters[key])) params.set(param, text);
  }
  const sort = sortText(request.sort);
  if (sort !== sortText(definition.sort)) params.set(SORT, sort);
  if (request.page !== 1) params.set(PAGE, String(request.page));
  if (request.size !== defaultSize) params.set(SIZE, String(request.size));
  return params;
}

/**
 * The address with the list's own parameters replaced by `own`; whatever else the address holds
 * (a parameter another part of the screen reads, or one the list does not know) stays as it was.
 */
export function mergeListParams<F extends object, S extends string>(
  address: URLSearchParams,
  own: URLSearchParams,
  definition: AnyDefinition<F, S>,
): URLSearchParams {
  const owned = new Set([PAGE, SIZE, SORT, ...urlCodecs(definition.urlFilters).map((c) => c.param)]);
  const merged = new URLSearchParams();
  for (const [name, value] of address) if (!owned.has(name)) merged.append(name, value);
  for (const [name, value] of own) merged.append(name, value);
  return merged;
}

function parseSort<S extends string>(text: string | null, definition: AnyDefinition<object, S>) {
  if (text === null) return definition.sort;
  const descending = text.startsWith('-');
  const field = (descending ? text.slice(1) : text) as S;
  return definition.sortFields.includes(field)
    ? { field, direction: descending ? ('desc' as const) : ('asc' as const) }
    : definition.sort;
}

/**
 * Reads a request from the address bar. What is missing or malformed falls back to the default, so
 * a stale or hand-edited link still opens a sensible list. The filters the address bar does not hold
 * and the search text are taken from `current`, so they stay as the user set them.
 */
export function parseListRequest<F extends object, S extends string>(
  params: URLSearchParams,
  current: ListRequest<F, S>,
  definition: AnyDefinition<F, S>,
  defaultSize: number,
): ListRequest<F, S> {
  const filters = { ...current.filters };
  for (const { key, codec, param } of urlCodecs(definition.urlFilters)) {
    const text = params.get(param);
    const parsed = text === null ? undefined : codec.parse(text);
    filters[key] = parsed === undefined ? definition.filters[key] : parsed;
  }
  const page = Number(params.get(PAGE) ?? 1);
  const size = Number(params.get(SIZE));
  return {
    filters,
    search: current.search,
    sort: parseSort(params.get(SORT), definition),
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
    size: definition.pageSizes.includes(size) ? size : defaultSize,
  };
}

/** Whether two requests ask for the same rows (same filters as the address bar writes them, order, page). */
export function sameRequest<F extends object, S extends string>(
  a: ListRequest<F, S>,
  b: ListRequest<F, S>,
  definition: AnyDefinition<F, S>,
): boolean {
  return (
    a.search === b.search &&
    a.page === b.page &&
    a.size === b.size &&
    sortText(a.sort) === sortText(b.sort) &&
    (Object.keys(a.filters) as (keyof F)[]).every((key) => {
      const codec = definition.urlFilters[key];
      return codec
        ? codec.format(a.filters[key]) === codec.format(b.filters[key])
        : a.filters[key] === b.filters[key];
    })
  );
}

/** A view as saved: its filters as the address writes them, its order, and its page size. */
export interface ViewState {
  readonly filters: readonly { readonly name: string; readonly value: string }[];
  readonly sort: string | null;
  readonly pageSize: number | null;
}

/** What of a request a saved view keeps: the filters the address may hold (not their defaults), order, size. */
export function viewStateOf<F extends object, S extends string>(
  request: ListRequest<F, S>,
  definition: AnyDefinition<F, S>,
): ViewState {
  const own = formatListRequest(request, definition, -1);
  const filters = [...own]
    .filter(([name]) => name !== PAGE && name !== SIZE && name !== SORT)
    .map(([name, value]) => ({ name, value }));
  return { filters, sort: sortText(request.sort) || null, pageSize: request.size };
}

/**
 * A saved view as address parameters: each filter only when the list knows it and its codec reads
 * the value back as written, the order only when the list sorts by it, a page size the list offers.
 * Whatever else a stored view holds (an old filter, a hand-made value) stays out of the address.
 */
export function viewParamsOf<F extends object, S extends string>(
  view: ViewState,
  definition: AnyDefinition<F, S>,
): URLSearchParams {
  const params = new URLSearchParams();
  for (const { codec, param } of urlCodecs(definition.urlFilters)) {
    const value = view.filters.find((filter) => filter.name === param)?.value;
    if (value === undefined) continue;
    const parsed = codec.parse(value);
    if (parsed !== undefined && codec.format(parsed) === value) params.set(param, value);
  }
  if (view.sort !== null && parseSort(view.sort, definition) !== definition.sort) params.set(SORT, view.sort);
  if (view.pageSize !== null && definition.pageSizes.includes(view.pageSize))
    params.set(SIZE, String(view.pageSize));
  return params;
}
