/**
 * Tables of the state keyed by what a request brings (a session cookie, a typed username, a token):
 * records without a prototype, so no key (`__proto__`, `constructor`, `toString`) finds anything it was
 * not given, and writing one never reaches Object.prototype. They are plain JSON in the state file; a
 * revive rebuilds them prototype-free with `tableOf`.
 */
export type Table<T> = Record<string, T>;

/** Names that mean something to every JavaScript object; never used as a key, whatever the table. */
const RESERVED_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

export const isReservedKey = (key: string): boolean => RESERVED_KEYS.has(key);

export const emptyTable = <T>(): Table<T> => Object.create(null) as Table<T>;

/** A table with the rows of a stored one (or none), prototype-free, without any reserved key. */
export function tableOf<T>(stored: Readonly<Record<string, T>> | null | undefined): Table<T> {
  const table = emptyTable<T>();
  if (!stored || typeof stored !== 'object') return table;
  for (const [key, row] of Object.entries(stored)) if (!isReservedKey(key)) table[key] = row;
  return table;
}

/** The row under a key from outside; nothing for a reserved key. */
export const rowOf = <T>(table: Readonly<Table<T>>, key: string): T | undefined =>
  isReservedKey(key) || !Object.hasOwn(table, key) ? undefined : table[key];
