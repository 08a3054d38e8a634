import { AUDIT_ROUTES } from '../domain/audit/audit-routes';
import { texts } from '../i18n/audit';
import type { auditNl } from '../i18n/audit/nl';
import { AuditViewModels } from '../ui/screens/audit/audit-view-models';
import { auditScreens } from '../ui/screens/audit/audit-screens';
import type { auditArea } from '../infrastructure/demo-backend/audit/audit-area';
import type { AreaCode, PortalArea } from './portal-area';

/** The audit log. */
export const audit: PortalArea<
  'audit',
  typeof AUDIT_ROUTES,
  typeof auditNl,
  { audit: AreaCode<readonly [typeof AuditViewModels]> },
  readonly [typeof auditArea]
> = {
  name: 'audit',
  routes: AUDIT_ROUTES,
  screens: auditScreens,
  // The demo backend's log of location changes.
  buildsOn: ['locations'],
  texts,
  code: {
    audit: {
      ports: async () => (await import('../infrastructure/container/audit-ports-module')).auditPortsModule,
      modules: async () => [(await import('../infrastructure/container/audit-module')).auditModule],
      viewModels: [AuditViewModels],
      needs: [],
      uses: ['agenda'],
    },
  },
  demo: async () => [(await import('../infrastructure/demo-backend/audit/audit-area')).auditArea] as const,
};
