import { AuditGateway } from '../../application/audit/audit-gateway';
import { ListAuditLog } from '../../application/audit/list-audit-log';
import { Clock } from '../../application/platform/clock';
import { FileDownload } from '../../application/platform/file-download';
import { Scheduler } from '../../application/platform/scheduler';
import { AuditLogViewModel } from '../../ui/screens/audit/audit-log-view-model';
import { AuditViewModels } from '../../ui/screens/audit/audit-view-models';
import { portalModule } from './binder';

/** The audit log: its entries, the people in it, and the export of what the filters show. */
export const auditModule = portalModule((b) => {
  b.construct(ListAuditLog, [AuditGateway, FileDownload, Clock]);
  b.construct(AuditLogViewModel, [ListAuditLog, Scheduler]);
  b.factories(AuditViewModels, (get) => ({ auditLog: () => get(AuditLogViewModel) }));
});
