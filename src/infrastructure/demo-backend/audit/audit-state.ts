import type { AuditEntry } from '../platform/audit-log';

/**
 * The audit area's part of the state: the entries that belong to no area's records, that is signing
 * in and out, and the history a fresh demo starts with. Every area's writes stay in `auditLog`.
 */
export interface AuditState {
  accessLog: AuditEntry[];
}
