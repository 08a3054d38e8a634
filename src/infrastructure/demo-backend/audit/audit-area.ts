import type { LocationsState } from '../locations/locations-state';
import type { DemoArea } from '../platform/area';
import { auditRoutes } from './audit-routes';
import { seedAuditHistory } from './audit-seed';
import type { AuditState } from './audit-state';

/**
 * The audit log as the back office shows it: every area's writes (their `auditLog`) and the sign-ins
 * and outs this area keeps, read-only. Seeded after the areas whose records its history names.
 */
export const auditArea: DemoArea<AuditState, LocationsState> = {
  routes: auditRoutes,
  seed: (seedTime, earlier) => seedAuditHistory(seedTime, earlier),
  stateKeys: ['accessLog'],
};
