/**
 * The back office's audit log as the demo backend keeps it: one entry per write, saying who did what
 * to which record and which fields it changed. An area keeps the entries in its part of the state
 * (the locations area's `auditLog`) and appends with `recordAudit`; signing in and out goes to the audit
 * area's `accessLog`. The audit-log screen reads both (audit/audit-routes.ts).
 */

/** A field's value as the log keeps it: what the record's JSON holds. */
export type AuditValue = string | number | boolean | null | readonly string[];

export interface AuditChange {
  readonly field: string;
  readonly from: AuditValue;
  readonly to: AuditValue;
}

export const AUDIT_ACTIONS = [
  'created',
  'updated',
  'deleted',
  'signed_in',
  'signed_out',
  'sign_in_failed',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditEntry {
  readonly id: number;
  /** ISO timestamp of the write. */
  readonly at: string;
  readonly userId: string;
  /** The user's display name at the time, so the log reads well after the user is gone. */
  readonly userName: string;
  /** The kind of record: location, room, resource, resource_type, operation, ... */
  readonly entityType: string;
  readonly entityId: string;
  /** What the record was called at the time, in Dutch (the day it is about may close it: ", 2026-03-02"). */
  readonly entityLabel: string;
  /** The same in English, where the name has words of its own (a neutral label, an operation's name). */
  readonly entityLabelEn?: string;
  readonly action: AuditAction;
  /** The fields that changed: every field set on create, every field cleared on delete. */
  readonly changes: readonly AuditChange[];
}

export type AuditRecord = Readonly<Record<string, AuditValue>>;

const same = (a: AuditValue | undefined, b: AuditValue | undefined): boolean =>
  Array.isArray(a) && Array.isArray(b)
    ? a.length === b.length && a.every((item, index) => item === b[index])
    : a === b;

/** The fields whose values differ between two versions of a record (null stands for "not there"). */
export function changesBetween(before: AuditRecord | null, after: AuditRecord | null): AuditChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields
    .filter((field) => field !== 'id')
    .map((field) => ({ field, from: before?.[field] ?? null, to: after?.[field] ?? null }))
    .filter((change) => !same(change.from, change.to));
}

/** Appends an entry with the next id; an update that changed nothing leaves no entry. */
export function recordAudit(log: AuditEntry[], entry: Omit<AuditEntry, 'id'>): AuditEntry | null {
  if (entry.action === 'updated' && entry.changes.length === 0) return null;
  const made: AuditEntry = { id: (log.at(-1)?.id ?? 0) + 1, ...entry };
  log.push(made);
  return made;
}

/**
 * The record a write is about, as the log names it: its kind, id and name then, in English too where
 * the name has words of its own.
 */
export interface AuditedRecord {
  readonly type: string;
  readonly id: string;
  readonly label: string;
  readonly labelEn?: string;
}

/**
 * Appends the entry of one write (inside a store change): who did it at this moment (epoch
 * milliseconds), to which record, and the fields that changed between the two versions.
 */
export function recordWrite(
  log: AuditEntry[],
  at: number,
  user: { readonly id: string; readonly displayName: string },
  entity: AuditedRecord,
  action: AuditAction,
  before: AuditRecord | null,
  after: AuditRecord | null,
): AuditEntry | null {
  return recordAudit(log, {
    at: new Date(at).toISOString(),
    userId: user.id,
    userName: user.displayName,
    entityType: entity.type,
    entityId: entity.id,
    entityLabel: entity.label,
    ...(entity.labelEn === undefined ? {} : { entityLabelEn: entity.labelEn }),
    action,
    changes: changesBetween(before, after),
  });
}
