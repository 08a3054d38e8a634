import { Temporal } from 'temporal-polyfill';

/**
 * The back office's audit log: one entry per write (who changed which record, and which fields) and
 * per sign-in, refused sign-in and sign-out. Entries are never changed or removed.
 */

export const AUDIT_ACTIONS = [
  'created',
  'updated',
  'deleted',
  'signed_in',
  'signed_out',
  'sign_in_failed',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The kinds of record the back office logs, as it names them; `user` is a sign-in or sign-out. */
export const AUDITED_ENTITY_TYPES = [
  'location',
  'room',
  'resource',
  'resource_type',
  'operation',
  'appointment',
  'schedule',
  'time_constraint',
  'personal_day_off',
  'national_holiday',
  'agenda_user',
  'dossier_note',
  'dossier_note_draft',
  'dossier_document',
  'dossier_task',
  'wga_report',
  'wizard',
  'wizard_run',
  'user',
  'branding',
] as const;
export type AuditedEntityType = (typeof AUDITED_ENTITY_TYPES)[number];

export const isAuditedEntityType = (value: string): value is AuditedEntityType =>
  (AUDITED_ENTITY_TYPES as readonly string[]).includes(value);

/** The back office's mark for a value withheld from readers without medical rights. */
export interface WithheldValue {
  readonly withheld: true;
}

/** A field's value as the log keeps it, or the mark that it is withheld. */
export type AuditValue = string | number | boolean | null | readonly string[] | WithheldValue;

export interface AuditChange {
  readonly field: string;
  readonly from: AuditValue;
  readonly to: AuditValue;
}

export interface AuditEntry {
  readonly id: string;
  readonly at: Temporal.Instant;
  /** Who did it, by the name they had then; the id is empty for a refused sign-in of an unknown name. */
  readonly user: { readonly id: string; readonly name: string };
  /**
   * The record: its kind (a newer back office may log kinds this portal does not know yet), id, name
   * then in the reader's language, and the day it is about (an appointment's, a holiday's), if any.
   */
  readonly entity: {
    readonly type: string;
    readonly id: string;
    readonly label: string;
    readonly day: Temporal.PlainDate | null;
  };
  readonly action: AuditAction;
  readonly changes: readonly AuditChange[];
  /** The names of the people and records the changes point at, by id. */
  readonly names: Readonly<Record<string, string>>;
}

/** A person who appears in the log, for the filter. */
export interface AuditUser {
  readonly id: string;
  readonly name: string;
}

/** What the audit log shows: filters, order of time and page (spec section 7's list style). */
export interface AuditLogQuery {
  readonly userId: string | null;
  readonly entityType: string | null;
  readonly action: AuditAction | null;
  /** Amsterdam days, both included. */
  readonly from: Temporal.PlainDate | null;
  readonly to: Temporal.PlainDate | null;
  readonly direction: 'asc' | 'desc';
  /** From 1. */
  readonly page: number;
  readonly size: number;
}

/** The back office answers at most this many entries a page. */
export const MAX_AUDIT_PAGE_SIZE = 1000;

const idOrNone = (value: string | null) => (value === null || value.trim() === '' ? null : value.trim());
const whole = (value: number, fallback: number) => (Number.isFinite(value) ? Math.trunc(value) : fallback);

/**
 * The query as it can be asked: blank ids as none, the page a whole number from 1, the size from 1 to
 * MAX_AUDIT_PAGE_SIZE, and a period whose end lies before its start turned around.
 */
export function normalAuditLogQuery(query: AuditLogQuery): AuditLogQuery {
  const { from, to } = query;
  const inverted = from !== null && to !== null && Temporal.PlainDate.compare(from, to) > 0;
  return {
    ...query,
    userId: idOrNone(query.userId),
    entityType: idOrNone(query.entityType),
    from: inverted ? to : from,
    to: inverted ? from : to,
    page: Math.max(whole(query.page, 1), 1),
    size: Math.min(Math.max(whole(query.size, 100), 1), MAX_AUDIT_PAGE_SIZE),
  };
}
