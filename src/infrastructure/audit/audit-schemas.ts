import { Temporal } from 'temporal-polyfill';
import * as v from 'valibot';
import type { AuditEntry, AuditUser } from '../../domain/audit/audit-entry';
import { AUDIT_ACTIONS } from '../../domain/audit/audit-entry';
import { CalendarDateSchema, TimestampSchema } from '../http/temporal-schemas';

/**
 * The written contract of the audit log (spec section 6: view_audit_log; the spec shows no call, so
 * path and shapes are this contract's own), under /api/external. The demo backend answers exactly this.
 *
 * GET v2/audit-log: a page of the entries. filter[user] (a user id), filter[entityType] (a kind of
 * record: location, resource_type, appointment, user, ...), filter[action] (created, updated,
 * deleted, signed_in, signed_out, sign_in_failed; several comma-separated), filter[from] and
 * filter[to] (ISO dates, Amsterdam days, both included); sort `at` (default `-at`, newest first);
 * page[number], page[size] (at most 1000). Answers `{ data, meta: { total, page, pageSize } }`.
 *
 * An entry is written for its reader (the request's Accept-Language): `entityLabel` is the record's
 * name in that language, without a date; `entityDay` the day the record is about (an appointment's, a
 * holiday's, an ISO date) or null; `names` the names of the people and records the changes point at
 * by id (`{ "d9d4…": "Dr. A. Bakker" }`). The changes are as the log keeps them, for the portal to put
 * into words: `field` a code (`start`, `name.en`, `steps.1.fields.0.label.nl`), values null, yes/no,
 * numbers, ISO moments (UTC), ISO dates, status codes, ids, text, lists of ids, or `{ withheld: true }`
 * where the value is medical and the log keeps only that there was one. A medical record is named
 * neutrally and nothing in the entry names or points at medical content.
 *
 * GET v2/audit-log/users: the people who appear in the log, `{ data: [{ id, name }] }` by name.
 *
 * Both need view_audit_log: 401 `unauthenticated`, 403 `forbidden`; 422 `validation_failed` for an
 * unknown filter, action or date. The log is append-only: any other method on these paths is 405.
 */

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

const AuditValueSchema = v.union([
  v.string(),
  v.number(),
  v.boolean(),
  v.null(),
  v.array(v.string()),
  v.object({ withheld: v.literal(true) }),
]);

export const AuditEntrySchema = v.pipe(
  v.object({
    id: v.string(),
    at: TimestampSchema,
    userId: v.string(),
    userName: v.string(),
    entityType: v.string(),
    entityId: v.string(),
    entityLabel: v.string(),
    entityDay: v.optional(v.nullable(CalendarDateSchema), null),
    action: v.picklist(AUDIT_ACTIONS),
    changes: v.array(v.object({ field: v.string(), from: AuditValueSchema, to: AuditValueSchema })),
    names: v.optional(v.record(v.string(), v.string()), {}),
  }),
  v.transform((wire): AuditEntry => ({
    id: wire.id,
    at: Temporal.Instant.from(wire.at),
    user: { id: wire.userId, name: wire.userName },
    entity: {
      type: wire.entityType,
      id: wire.entityId,
      label: wire.entityLabel,
      day: wire.entityDay === null ? null : Temporal.PlainDate.from(wire.entityDay),
    },
    action: wire.action,
    changes: wire.changes,
    names: wire.names,
  })),
);

export const AuditPageSchema = v.object({
  data: v.array(AuditEntrySchema),
  meta: v.object({
    total: Count,
    page: v.pipe(v.number(), v.integer(), v.minValue(1)),
    pageSize: v.pipe(v.number(), v.integer(), v.minValue(1)),
  }),
});

export const AuditUsersSchema = v.object({
  data: v.array(v.object({ id: v.string(), name: v.string() })),
}) satisfies v.GenericSchema<unknown, { data: AuditUser[] }>;
