import type { REPORT_ROUTES } from '../../../domain/reports/report-routes';
import { defineScreens } from '../../routes/screen-declaration';

/** Reports: absence and recovery, and the WGA report. */
export const reportsScreens = defineScreens<keyof typeof REPORT_ROUTES>({
  reportRecovery: {
    title: 'route.reportRecovery',
    searchWords: 'search.pageWords.reportRecovery',
    screen: () => import('./report-recovery-screen'),
    dashboardReport: { icon: 'dashboard', order: 10 },
  },
  reportWga: {
    title: 'route.reportWga',
    screen: () => import('./report-wga-screen'),
    dashboardReport: { icon: 'dashboard', order: 20 },
  },
});
