import type { REPORT_ROUTES } from '../../../domain/reports/report-routes';
import { defineArea } from '../../routes/screen-declaration';
import { texts as reportsTexts } from '../../../i18n/reports';

/** Reports: absence and recovery, and the WGA report. */
export const reportsArea = defineArea<keyof typeof REPORT_ROUTES>({
  code: 'reports',
  texts: reportsTexts,
  screens: {
    reportRecovery: { title: 'route.reportRecovery', screen: () => import('./report-recovery-screen') },
    reportWga: { title: 'route.reportWga', screen: () => import('./report-wga-screen') },
  },
});
