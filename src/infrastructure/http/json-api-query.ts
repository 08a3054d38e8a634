import type { ListQuery, SortKey } from '../../application/platform/list-query';

/**
 * Writes a list query in the backend's query style: include=a,b&filter[x]=y&sort=-date,title
 * &page[number]=1&page[size]=100. Shared by the HTTP adapter and the demo backend so both read it alike.
 */
export function encodeListQuery(query: ListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.include && query.include.length > 0) params.set('include', query.include.join(','));
  for (const [name, value] of Object.entries(query.filter ?? {})) {
    params.set(`filter[${name}]`, Array.isArray(value) ? value.join(',') : String(value));
  }
  if (query.sort && query.sort.length > 0) {
    params.set(
      'sort',
      query.sort.map((key) => (key.direction === 'desc' ? `-${key.field}` : key.field)).join(','),
    );
  }
  if (query.page) {
    params.set('page[number]', String(query.page.number));
    params.set('page[size]', String(query.page.size));
  }
  return params;
}

export interface DecodedListQuery {
  readonly include: readonly string[];
  readonly filter: Readonly<Record<string, string>>;
  readonly sort: readonly SortKey[];
  readonly page: { readonly number: number; readonly size: number } | null;
}

const FILTER_KEY = /^filter\[([^\]]+)\]$/;

const split = (value: string | null): string[] =>
  value ? value.split(',').filter((part) => part.length > 0) : [];

/** Reads the query style back; unknown parameters are ignored and bad page numbers fall back to none. */
export function decodeListQuery(params: URLSearchParams): DecodedListQuery {
  const filter: Record<string, string> = {};
  for (const [key, value] of params) {
    const match = FILTER_KEY.exec(key);
    if (match?.[1]) filter[match[1]] = value;
  }
  const sort = split(params.get('sort')).map<SortKey>((field) =>
    field.startsWith('-') ? { field: field.slice(1), direction: 'desc' } : { field, direction: 'asc' },
  );
  const number = Number(params.get('page[number]'));
  const size = Number(params.get('page[size]'));
  const page =
    Number.isInteger(number) && Number.isInteger(size) && number >= 1 && size >= 1 ? { number, size } : null;
  return { include: split(params.get('include')), filter, sort, page };
}
