import type { SortKey } from '../../../application/platform/list-query';
import { decodeListQuery } from '../../http/json-api-query';
import type { Ctx } from './route-kit';
import { languageFor } from './route-kit';
import type { ServerMessage } from './server-messages';
import { say } from './server-messages';

/** How a list is asked for (spec section 7's query style) and answered, for every area's lists. */

export const DEFAULT_PAGE_SIZE = 100;
export const MAX_PAGE_SIZE = 1000;

/** Field-level problems with a request, under the parameter's own name (`filter[status]`, `sort`). */
export class Problems {
  readonly errors: Record<string, string[]> = {};

  constructor(private readonly c: Ctx) {}

  add(name: string, key: ServerMessage, params: Readonly<Record<string, string | number>> = {}): void {
    (this.errors[name] ??= []).push(say(key, languageFor(this.c), params));
  }

  get any(): boolean {
    return Object.keys(this.errors).length > 0;
  }
}

export interface ListSpec {
  readonly filters: readonly string[];
  readonly sorts: readonly string[];
  readonly includes?: readonly string[];
}

export interface ListRequest {
  readonly filter: Readonly<Record<string, string>>;
  readonly sort: readonly SortKey[];
  readonly page: { readonly number: number; readonly size: number };
}

const POSITIVE_INTEGER = /^[1-9]\d{0,8}$/;

/** A positive whole number from the query, the fallback when absent, or a problem when malformed. */
export function positiveInteger(c: Ctx, name: string, fallback: number, problems: Problems): number {
  const raw = new URL(c.req.url).searchParams.get(name);
  if (raw === null) return fallback;
  if (!POSITIVE_INTEGER.test(raw)) {
    problems.add(name, 'notPositiveInteger', { name });
    return fallback;
  }
  return Number(raw);
}

/**
 * Reads the query style of spec section 7 with the shared decoder, and checks it against what this
 * list knows: unknown filters, sort fields and includes are problems; the page defaults to 1 and 100
 * and its size is capped at 1000.
 */
export function readList(c: Ctx, spec: ListSpec, problems: Problems): ListRequest {
  const decoded = decodeListQuery(new URL(c.req.url).searchParams);
  for (const name of Object.keys(decoded.filter)) {
    if (!spec.filters.includes(name)) problems.add(`filter[${name}]`, 'unknownFilter', { name });
  }
  for (const key of decoded.sort) {
    if (!spec.sorts.includes(key.field)) problems.add('sort', 'unknownSortField', { field: key.field });
  }
  for (const include of decoded.include) {
    if (!spec.includes?.includes(include)) problems.add('include', 'unknownInclude', { name: include });
  }
  const page = decoded.page ?? {
    number: positiveInteger(c, 'page[number]', 1, problems),
    size: positiveInteger(c, 'page[size]', DEFAULT_PAGE_SIZE, problems),
  };
  return {
    filter: decoded.filter,
    sort: decoded.sort,
    page: { number: page.number, size: Math.min(page.size, MAX_PAGE_SIZE) },
  };
}

/** A comma-separated filter of known values: the set asked for, or null when the filter is absent. */
export function filterSet<T extends string>(
  list: ListRequest,
  name: string,
  allowed: readonly T[],
  problems: Problems,
): ReadonlySet<T> | null {
  const raw = list.filter[name];
  if (raw === undefined) return null;
  const values = raw.split(',').map((value) => value.trim());
  const bad = values.filter((value) => !(allowed as readonly string[]).includes(value));
  if (bad.length > 0 || values.length === 0) {
    problems.add(`filter[${name}]`, 'invalidFilter', { value: bad.join(',') || raw });
    return null;
  }
  return new Set(values as T[]);
}

/** Lower case without accents, so 'Zeynep Yılmaz' is found by 'yilmaz' and 'Casuïstiek' by 'casuistiek'. */
export const fold = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').replace(/ı/g, 'i').toLowerCase();

/** filter[search], folded and with its spaces tidied; null when absent or blank. */
export const searchText = (list: ListRequest): string | null =>
  fold(list.filter['search'] ?? '')
    .trim()
    .replace(/\s+/g, ' ') || null;

const collator = new Intl.Collator('nl', { sensitivity: 'base', numeric: true });

export type SortValue = string | number | null;
export interface SortField<T> {
  readonly value: (row: T) => SortValue;
  /** Names and titles compare as Dutch text; codes and dates as they are. */
  readonly text?: boolean;
}

/**
 * Sorts by the keys asked for, then by the id (as a number), so pages never overlap. An empty value
 * (an unassigned task) comes after every other one going up, and first going down.
 */
export function sortRows<T>(
  rows: readonly T[],
  keys: readonly SortKey[],
  fields: Readonly<Record<string, SortField<T>>>,
  id: (row: T) => number,
): T[] {
  const chosen = keys.flatMap((key) => {
    const field = fields[key.field];
    return field ? [{ field, sign: key.direction === 'desc' ? -1 : 1 }] : [];
  });
  const decorated = rows.map((row) => ({
    row,
    values: chosen.map(({ field }) => field.value(row)),
    id: id(row),
  }));
  decorated.sort((a, b) => {
    for (let i = 0; i < chosen.length; i += 1) {
      const { field, sign } = chosen[i] as (typeof chosen)[number];
      const x = a.values[i] ?? null;
      const y = b.values[i] ?? null;
      if (x === y) continue;
      if (x === null) return sign;
      if (y === null) return -sign;
      const order =
        field.text && typeof x === 'string' && typeof y === 'string'
          ? collator.compare(x, y)
          : x < y
            ? -1
            : 1;
      if (order !== 0) return order * sign;
    }
    return a.id - b.id;
  });
  return decorated.map(({ row }) => row);
}

/** One page of rows and the meta the contract's pages carry. */
export function pageOf<T, J>(rows: readonly T[], list: ListRequest, json: (row: T) => J) {
  const { number, size } = list.page;
  return {
    data: rows.slice((number - 1) * size, number * size).map(json),
    meta: { total: rows.length, page: number, pageSize: size },
  };
}
