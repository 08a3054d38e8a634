import type { LEGAL_CLOCK_ROUTES } from '../../../domain/legal-clock/legal-clock-routes';
import { defineScreens } from '../../routes/screen-declaration';

/** The legal clock: the sick and recovery report. */
export const legalClockScreens = defineScreens<keyof typeof LEGAL_CLOCK_ROUTES>({
  absenceReport: {
    title: 'route.absenceReport',
    screen: () => import('./absence-report-screen'),
    sidebar: { icon: 'tasks', order: 75 },
  },
});
