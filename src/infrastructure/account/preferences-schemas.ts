import * as v from 'valibot';
import type { UserPreferences } from '../../domain/account/user-preferences';
import {
  PREFERRED_AGENDA_VIEWS,
  TABLE_IDS,
  TASK_ASSIGNEE_CHOICES,
} from '../../domain/account/user-preferences';
import { camelCaseKeys } from '../http/key-case';

/**
 * The written contract of user preferences (spec sections 3 and 7: sent with their keys in snake_case;
 * the path is not shown, so it is this contract's own), under /api/external, for the signed-in user:
 * - GET v2/users/me/preferences answers `{ data: { preferences: { agenda_columns: [...], agenda_view } } }`,
 *   every known preference, its default when never set;
 * - PATCH v2/users/me/preferences with `{ preferences: { agenda_view: 'week' } }` changes the preferences
 *   given, keeps the others, and answers like GET.
 * Known preferences: `agenda_columns`, the agenda's columns by id (agenda users, rooms, resources), at
 * most 200 different ones; `agenda_view`, one of day, workweek, week and timeline, or null; `tables`, per table
 * (`tasks`, `employees`, `audit_log`, `appointments`, `admin_users`, `dashboard_cases`)
 * `{ hidden_columns: [...], page_size }`, at most 50 distinct column ids and a page size of 1 to 1000 or
 * null; `language`, `nl`, `en` or null; `saved_views`, per list (the same ids) the views the user saved, each
 * `{ id, name, filters: [{ name, value }], sort, hidden_columns, page_size }`: an id of letters, digits,
 * - and _ (at most 64), a name of 1 to 60 characters unique in its list (whatever its case), at most 30
 * filters as the list's address writes them, the order as the address writes it (`-start`) or null,
 * the columns hidden or null (the table's own), a page size or null; at most 20 views per list.
 * A PATCH of `tables` replaces every table's layout at once, and of `saved_views` every list's views.
 * Errors use the one error body (http/error-body.ts): 401 `unauthenticated`; 422 `validation_failed`
 * with `errors` under `preferences.<key>` for a value of the wrong kind or an unknown key, and under
 * `preferences` when the body has none.
 */

/** Preferences the back office knows and the portal not (yet) are dropped; a missing one is its default. */
const TableLayoutSchema = v.object({
  hiddenColumns: v.optional(v.array(v.string()), () => []),
  pageSize: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))), null),
});

const TablesSchema = v.object(
  Object.fromEntries(TABLE_IDS.map((id) => [id, v.optional(TableLayoutSchema)])) as Record<
    (typeof TABLE_IDS)[number],
    v.OptionalSchema<typeof TableLayoutSchema, undefined>
  >,
);

const SavedViewSchema = v.object({
  id: v.string(),
  name: v.string(),
  filters: v.optional(v.array(v.object({ name: v.string(), value: v.string() })), () => []),
  sort: v.optional(v.nullable(v.string()), null),
  hiddenColumns: v.optional(v.nullable(v.array(v.string())), null),
  pageSize: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))), null),
});

const SavedViewsSchema = v.object(
  Object.fromEntries(TABLE_IDS.map((id) => [id, v.optional(v.array(SavedViewSchema))])) as Record<
    (typeof TABLE_IDS)[number],
    v.OptionalSchema<v.ArraySchema<typeof SavedViewSchema, undefined>, undefined>
  >,
);

const PreferencesSchema = v.object({
  agendaColumns: v.optional(v.array(v.string()), () => []),
  agendaView: v.optional(v.nullable(v.picklist(PREFERRED_AGENDA_VIEWS)), null),
  // A layout or a language this portal cannot read counts as none chosen, rather than losing the rest.
  tables: v.fallback(
    v.optional(TablesSchema, () => ({})),
    () => ({}),
  ),
  language: v.fallback(v.optional(v.nullable(v.picklist(['nl', 'en'])), null), null),
  savedViews: v.fallback(
    v.optional(SavedViewsSchema, () => ({})),
    () => ({}),
  ),
  taskAssignee: v.fallback(v.optional(v.nullable(v.picklist(TASK_ASSIGNEE_CHOICES)), null), null),
}) satisfies v.GenericSchema<unknown, UserPreferences>;

/** A JSON object, read as it is: valibot's record and object would also take an array for one. */
const JsonObjectSchema = v.custom<Readonly<Record<string, unknown>>>(
  (input) => input !== null && typeof input === 'object' && !Array.isArray(input),
);

export const PreferencesAnswerSchema = v.object({
  data: v.object({
    preferences: v.pipe(
      JsonObjectSchema,
      // Typed as what the next schema reads, which checks it at once: nothing unchecked gets through.
      v.transform((wire) => camelCaseKeys(wire) as v.InferInput<typeof PreferencesSchema>),
      PreferencesSchema,
    ),
  }),
});

/** What a PATCH sends: the preferences to change, their keys in snake_case. */
export interface PreferencesBody {
  readonly preferences: unknown;
}
