/**
 * The keys of a JSON value between the portal's camelCase and the snake_case some back-office calls
 * speak (spec section 7: user preferences). Keys of nested objects, also inside arrays, are converted
 * too; values themselves (strings in an array, numbers, null) are never touched.
 */

/** agendaColumns → agenda_columns: every capital becomes an underscore and its small letter. */
export const snakeCaseKey = (key: string): string =>
  key.replace(/[A-Z]/g, (capital) => `_${capital.toLowerCase()}`);

/** agenda_columns → agendaColumns: an underscore before a small letter goes, and the letter grows. */
export const camelCaseKey = (key: string): string =>
  key.replace(/_([a-z])/g, (_whole, letter: string) => letter.toUpperCase());

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (value === null || typeof value !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

function withKeys(value: unknown, rename: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => withKeys(item, rename));
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [rename(key), withKeys(inner, rename)]),
  );
}

/** A JSON value with every object key in snake_case, for the body of a call. */
export const snakeCaseKeys = (value: unknown): unknown => withKeys(value, snakeCaseKey);

/** A JSON value with every object key in camelCase, for the answer before its schema reads it. */
export const camelCaseKeys = (value: unknown): unknown => withKeys(value, camelCaseKey);
