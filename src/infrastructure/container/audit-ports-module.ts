import { AuditGateway } from '../../application/audit/audit-gateway';
import { HttpAuditGateway } from '../audit/http-audit-gateway';
import { HttpClient } from '../http/http-client';
import { portalModule } from './binder';

/** The audit area's gateways: what other areas' screens use of it, loaded without its screens. */
export const auditPortsModule = portalModule((b) => {
  b.factory(AuditGateway, [HttpClient], (http) => new HttpAuditGateway(http)).inSingletonScope();
});
