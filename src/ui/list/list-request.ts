import type { GatewayFailure } from '../../application/platform/gateway-failure';
import type { Result } from '../../domain/shared/result';

export type SortDirection = 'asc' | 'desc';

export interface ListSort<S extends string> {
  readonly field: S;
  readonly direction: SortDirection;
}

/** What a list asks its loader for: its filters, free text, order and page. An immutable value. */
export interface ListRequest<F, S extends string> {
  readonly filters: F;
  readonly search: string;
  readonly sort: ListSort<S> | null;
  /** From 1. */
  readonly page: number;
  readonly size: number;
}

/** One page of a list and how many rows all pages hold together. */
export interface ListPage<R> {
  readonly rows: readonly R[];
  readonly total: number;
}

/**
 * Fetches a page. The signal aborts when a newer request replaces this one or the screen goes; the
 * list ignores whatever an aborted call still answers, so a loader need not check it, only pass it on.
 */
export type ListLoader<F, S extends string, R> = (
  request: ListRequest<F, S>,
  signal: AbortSignal,
) => Promise<Result<ListPage<R>, GatewayFailure>>;

export type ListState = 'loading' | 'ready' | 'empty' | 'failed';

/**
 * How one value of a filter is written in the address bar and read back. `parse` answers undefined
 * for text it does not accept (a stale or hand-edited link), and the filter falls back to its
 * default. `format` answers null to leave the parameter out; it must give text for every value that
 * differs from the default, or that value cannot survive a reload.
 */
export interface UrlCodec<V> {
  /** The parameter's name when it differs from the filter's. */
  readonly param?: string;
  parse(text: string): V | undefined;
  format(value: V): string | null;
}

/** The filters a list lets into the address bar, each with its codec. */
export type UrlFilters<F> = { readonly [K in keyof F]?: UrlCodec<F[K]> };

/** What a list is: the shape of its query, its defaults, and what of it may be shared in a link. */
export interface ListDefinition<R, F extends object, S extends string> {
  /** A row's identity: to replace a row in place and to remember a selection. */
  readonly rowKey: (row: R) => string;
  /** The filters' defaults, which also fixes their keys. */
  readonly filters: F;
  readonly sort: ListSort<S> | null;
  readonly sortFields: readonly S[];
  readonly pageSizes: readonly number[];
  /** Rows a page before the address bar or the user says otherwise (spec section 9: 100, or 10 on a phone). */
  readonly defaultSize: number;
  /**
   * Filters that may go into the address bar. Only filters that say nothing about a person belong
   * here: a link is kept in the history, in logs and in messages. Free-text search never goes in.
   */
  readonly urlFilters: UrlFilters<F>;
  /** How long typing must pause before the list asks again (default 300 ms). */
  readonly searchPauseMs?: number;
  /** Longest search text kept (default 100 characters). */
  readonly searchMaxLength?: number;
}

/** The last page that has rows (at least 1). */
export const lastPageOf = (total: number, size: number): number => Math.max(1, Math.ceil(total / size));
