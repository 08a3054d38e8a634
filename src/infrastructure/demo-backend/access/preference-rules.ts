/**
 * The preferences the back office keeps per user and what each may hold. Keys are snake_case, as the
 * portal sends them (spec sections 3 and 7). This stands in for the real back office, so it is written
 * on its own, not shared with the portal's domain (src/domain/account/user-preferences.ts).
 */

export const AGENDA_VIEWS = ['day', 'workweek', 'week', 'timeline'] as const;
/** More columns than any screen shows side by side; the limit only stops a runaway list. */
export const MAX_AGENDA_COLUMNS = 200;
/** Ids are UUIDs; anything much longer is not an id. */
const MAX_ID_LENGTH = 64;

/** The portal's tables a user can lay out, by their snake_case ids. */
export const TABLE_KEYS = [
  'tasks',
  'employees',
  'audit_log',
  'appointments',
  'admin_users',
  'dashboard_cases',
  'waitlist',
] as const;
/** Saved views: at most this many per list, names of at most this many characters, this many filters each. */
export const MAX_VIEWS = 20;
const MAX_VIEW_NAME = 60;
const MAX_VIEW_FILTERS = 30;
export const MAX_HIDDEN = 50;
export const LANGUAGES = ['nl', 'en'] as const;
/** Whose tasks the task list opens on. */
export const TASK_ASSIGNEES = ['me', 'all'] as const;

export interface StoredTableLayout {
  hidden_columns: string[];
  page_size: number | null;
}

export interface StoredSavedView {
  id: string;
  name: string;
  filters: { name: string; value: string }[];
  sort: string | null;
  hidden_columns: string[] | null;
  page_size: number | null;
}

export interface KnownPreferences {
  agenda_columns: string[];
  agenda_view: (typeof AGENDA_VIEWS)[number] | null;
  tables: Partial<Record<(typeof TABLE_KEYS)[number], StoredTableLayout>>;
  language: (typeof LANGUAGES)[number] | null;
  saved_views: Partial<Record<(typeof TABLE_KEYS)[number], StoredSavedView[]>>;
  task_assignee: (typeof TASK_ASSIGNEES)[number] | null;
}
export type StoredPreferences = Partial<KnownPreferences>;

export const DEFAULT_PREFERENCES: Readonly<KnownPreferences> = {
  agenda_columns: [],
  agenda_view: null,
  tables: {},
  language: null,
  saved_views: {},
  task_assignee: null,
};

/** Why a value is refused: of the wrong kind, or a list longer than its limit. */
export type PreferenceVerdict = 'invalid' | 'too-many';

const isId = (value: unknown): value is string =>
  typeof value === 'string' && value.trim().length > 0 && value.length <= MAX_ID_LENGTH;

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Laravel's array|max:50 of distinct ids, and a page size of 1 to 1000 or null. */
function tableLayoutVerdict(value: unknown): PreferenceVerdict | null {
  if (!isObject(value)) return 'invalid';
  const keys = Object.keys(value);
  if (keys.some((key) => key !== 'hidden_columns' && key !== 'page_size')) return 'invalid';
  const hidden = value['hidden_columns'] ?? [];
  const size = value['page_size'] ?? null;
  if (!Array.isArray(hidden) || !hidden.every(isId) || new Set(hidden).size !== hidden.length)
    return 'invalid';
  if (size !== null && !(Number.isInteger(size) && (size as number) >= 1 && (size as number) <= 1000)) {
    return 'invalid';
  }
  return hidden.length > MAX_HIDDEN ? 'too-many' : null;
}

const VIEW_KEYS = ['id', 'name', 'filters', 'sort', 'hidden_columns', 'page_size'];
const VIEW_ID = /^[\w-]{1,64}$/;
const FILTER_NAME = /^[\w-]{1,32}$/;

/** One saved view: Laravel's required|regex id, required|string|max:60 name, and its list's address. */
function viewValid(view: unknown): boolean {
  if (!isObject(view) || !Object.keys(view).every((key) => VIEW_KEYS.includes(key))) return false;
  const { id, name, filters = [], sort = null, hidden_columns = null, page_size = null } = view;
  return (
    typeof id === 'string' &&
    VIEW_ID.test(id) &&
    typeof name === 'string' &&
    name.trim() === name &&
    name.length > 0 &&
    name.length <= MAX_VIEW_NAME &&
    Array.isArray(filters) &&
    filters.length <= MAX_VIEW_FILTERS &&
    filters.every(
      (filter) =>
        isObject(filter) &&
        Object.keys(filter).length === 2 &&
        typeof filter['name'] === 'string' &&
        FILTER_NAME.test(filter['name']) &&
        typeof filter['value'] === 'string' &&
        filter['value'].length <= 200,
    ) &&
    (sort === null || (typeof sort === 'string' && sort.length > 0 && sort.length <= 64)) &&
    (hidden_columns === null || tableLayoutVerdict({ hidden_columns }) === null) &&
    tableLayoutVerdict({ page_size }) === null
  );
}

/** A list's views: distinct ids, names distinct whatever their case, at most MAX_VIEWS. */
function viewsVerdict(views: unknown): PreferenceVerdict | null {
  if (!Array.isArray(views) || !views.every(viewValid)) return 'invalid';
  const names = views.map((view: StoredSavedView) => view.name.toLocaleLowerCase());
  const ids = views.map((view: StoredSavedView) => view.id);
  if (new Set(names).size !== names.length || new Set(ids).size !== ids.length) return 'invalid';
  return views.length > MAX_VIEWS ? 'too-many' : null;
}

const RULES: { readonly [K in keyof KnownPreferences]: (value: unknown) => PreferenceVerdict | null } = {
  // Laravel's array|max:200 with string|distinct on each: a column chosen twice is a mistake.
  agenda_columns: (value) => {
    if (!Array.isArray(value) || !value.every(isId) || new Set(value).size !== value.length) return 'invalid';
    return value.length > MAX_AGENDA_COLUMNS ? 'too-many' : null;
  },
  agenda_view: (value) =>
    value === null || (AGENDA_VIEWS as readonly unknown[]).includes(value) ? null : 'invalid',
  tables: (value) => {
    if (!isObject(value)) return 'invalid';
    if (!Object.keys(value).every((key) => (TABLE_KEYS as readonly string[]).includes(key))) return 'invalid';
    const verdicts = Object.values(value).map(tableLayoutVerdict);
    return verdicts.find((verdict) => verdict === 'invalid') ?? verdicts.find((verdict) => verdict) ?? null;
  },
  language: (value) =>
    value === null || (LANGUAGES as readonly unknown[]).includes(value) ? null : 'invalid',
  task_assignee: (value) =>
    value === null || (TASK_ASSIGNEES as readonly unknown[]).includes(value) ? null : 'invalid',
  saved_views: (value) => {
    if (!isObject(value)) return 'invalid';
    if (!Object.keys(value).every((key) => (TABLE_KEYS as readonly string[]).includes(key))) return 'invalid';
    const verdicts = Object.values(value).map(viewsVerdict);
    return verdicts.find((verdict) => verdict === 'invalid') ?? verdicts.find((verdict) => verdict) ?? null;
  },
};

const isKnown = (key: string): key is keyof KnownPreferences => Object.hasOwn(RULES, key);

export type PreferencesCheck =
  | { readonly ok: true; readonly preferences: StoredPreferences }
  | {
      readonly ok: false;
      readonly unknown: readonly string[];
      readonly refused: Readonly<Record<string, PreferenceVerdict>>;
    };

/** The preferences of a PATCH when every key is known and every value allowed; else what is wrong. */
export function checkPreferences(given: Readonly<Record<string, unknown>>): PreferencesCheck {
  const unknown: string[] = [];
  const refused: Record<string, PreferenceVerdict> = {};
  const preferences: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(given)) {
    if (!isKnown(key)) {
      unknown.push(key);
      continue;
    }
    const verdict = RULES[key](value);
    if (verdict) refused[key] = verdict;
    else preferences[key] = value;
  }
  if (unknown.length > 0 || Object.keys(refused).length > 0) return { ok: false, unknown, refused };
  return { ok: true, preferences: preferences as StoredPreferences };
}
