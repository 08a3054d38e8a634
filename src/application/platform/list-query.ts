/** How a list is asked for (spec section 7): include, filter[x], sort with - for descending, page. */
export interface SortKey {
  readonly field: string;
  readonly direction: 'asc' | 'desc';
}

export interface ListQuery {
  readonly include?: readonly string[];
  readonly filter?: Readonly<Record<string, string | number | boolean | readonly string[]>>;
  readonly sort?: readonly SortKey[];
  readonly page?: { readonly number: number; readonly size: number };
}

/** Spec section 9: 100 rows a page on a desktop, 10 on a viewport narrower than 1024 px; page 1 first. */
export function defaultPageSize(viewportWidth: number): number {
  return viewportWidth < 1024 ? 10 : 100;
}
export const FIRST_PAGE = 1;

/** A page of an admin list: free text, order and page (the adapter adds any filter of its own). */
export interface AdminListQuery<S extends string = string> {
  readonly search: string;
  readonly sort: { readonly field: S; readonly direction: 'asc' | 'desc' } | null;
  readonly page: number;
  readonly size: number;
}
