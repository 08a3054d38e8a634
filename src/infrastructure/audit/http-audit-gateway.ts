import type { AuditGateway, AuditPage } from '../../application/audit/audit-gateway';
import type { GatewayFailure } from '../../application/platform/gateway-failure';
import type { ListQuery } from '../../application/platform/list-query';
import type { AuditLogQuery, AuditUser } from '../../domain/audit/audit-entry';
import type { Result } from '../../domain/shared/result';
import { ok } from '../../domain/shared/result';
import type { HttpClient } from '../http/http-client';
import { AuditPageSchema, AuditUsersSchema } from './audit-schemas';

const AUDIT_LOG = '/v2/audit-log';

/** The query in the back office's query style (see audit-schemas.ts). */
export function auditLogQueryOf(query: AuditLogQuery): ListQuery {
  const filter: Record<string, string> = {};
  if (query.userId !== null) filter['user'] = query.userId;
  if (query.entityType !== null) filter['entityType'] = query.entityType;
  if (query.action !== null) filter['action'] = query.action;
  if (query.from !== null) filter['from'] = query.from.toString();
  if (query.to !== null) filter['to'] = query.to.toString();
  return {
    filter,
    sort: [{ field: 'at', direction: query.direction }],
    page: { number: query.page, size: query.size },
  };
}

/** The audit log over HTTP; a failure is told like any list's. */
export class HttpAuditGateway implements AuditGateway {
  constructor(private readonly http: HttpClient) {}

  async entries(query: AuditLogQuery, signal?: AbortSignal): Promise<Result<AuditPage, GatewayFailure>> {
    const answer = await this.http.request(AuditPageSchema, {
      method: 'GET',
      path: AUDIT_LOG,
      query: auditLogQueryOf(query),
      signal,
    });
    if (!answer.ok) return answer;
    return ok({ rows: answer.value.data, total: answer.value.meta.total });
  }

  async users(signal?: AbortSignal): Promise<Result<readonly AuditUser[], GatewayFailure>> {
    const answer = await this.http.request(AuditUsersSchema, {
      method: 'GET',
      path: `${AUDIT_LOG}/users`,
      quiet: true,
      signal,
    });
    return answer.ok ? ok(answer.value.data) : answer;
  }
}
