import type { AUDIT_ROUTES } from '../../../domain/audit/audit-routes';
import { defineScreens } from '../../routes/screen-declaration';

/** The audit log. */
export const auditScreens = defineScreens<keyof typeof AUDIT_ROUTES>({
  auditLog: {
    title: 'route.auditLog',
    searchWords: 'search.pageWords.auditLog',
    screen: () => import('./audit-log-screen'),
    sidebar: { icon: 'audit', order: 90 },
  },
});
