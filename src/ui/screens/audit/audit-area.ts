import type { AUDIT_ROUTES } from '../../../domain/audit/audit-routes';
import { defineArea } from '../../routes/screen-declaration';
import { texts as auditTexts } from '../../../i18n/audit';

/** The audit log. */
export const auditArea = defineArea<keyof typeof AUDIT_ROUTES>({
  code: 'audit',
  texts: auditTexts,
  screens: {
    auditLog: {
      title: 'route.auditLog',
      screen: () => import('./audit-log-screen'),
      sidebar: { icon: 'audit', order: 90 },
    },
  },
});
