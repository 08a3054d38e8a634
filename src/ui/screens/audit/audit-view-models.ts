import { token } from '../../../application/platform/token';
import type { AuditLogViewModel } from './audit-log-view-model';

export const AuditViewModels = token<AuditViewModels>('AuditViewModels');
/** The view-models of the audit screens, each call a new one. */
export interface AuditViewModels {
  auditLog(): AuditLogViewModel;
}
