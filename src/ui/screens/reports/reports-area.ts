import type { REPORT_ROUTES } from '../../../domain/reports/report-routes';
import { defineArea } from '../../routes/screen-declaration';

/** Reports: absence and recovery, and the WGA report. */
export const reportsArea = defineArea<keyof typeof REPORT_ROUTES>({
  code: 'reports',
  translations: () => import('../../../i18n/reports'),
  screens: {
    reportRecovery: { title: 'route.reportRecovery', screen: () => import('./report-recovery-screen') },
    reportWga: { title: 'route.reportWga', screen: () => import('./report-wga-screen') },
  },
});
