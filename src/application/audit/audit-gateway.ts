import type { AuditEntry, AuditLogQuery, AuditUser } from '../../domain/audit/audit-entry';
import type { Result } from '../../domain/shared/result';
import type { GatewayFailure } from '../platform/gateway-failure';
import { token } from '../platform/token';

/** A page of the audit log and how many entries match in all. */
export interface AuditPage {
  readonly rows: readonly AuditEntry[];
  readonly total: number;
}

export const AuditGateway = token<AuditGateway>('AuditGateway');
/** The back office's audit log, read-only (needs view_audit_log). */
export interface AuditGateway {
  /** GET v2/audit-log: a page of the entries matching the query. */
  entries(query: AuditLogQuery, signal?: AbortSignal): Promise<Result<AuditPage, GatewayFailure>>;
  /** GET v2/audit-log/users: the people who appear in the log, by name. */
  users(signal?: AbortSignal): Promise<Result<readonly AuditUser[], GatewayFailure>>;
}
