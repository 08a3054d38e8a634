import type { CONSULTATION_ROUTES } from '../../../domain/consultations/consultation-routes';
import { defineScreens } from '../../routes/screen-declaration';

/** The consultation hour, and the attendance it comes to. */
export const consultationsScreens = defineScreens<keyof typeof CONSULTATION_ROUTES>({
  consultationHour: {
    title: 'route.consultationHour',
    screen: () => import('./consultation-hour-screen'),
    sidebar: { icon: 'agenda', order: 25 },
  },
  adminReminders: {
    title: 'route.adminReminders',
    screen: () => import('./reminder-settings-screen'),
    adminSection: { icon: 'agenda', order: 45 },
  },
  attendanceReport: {
    title: 'route.attendanceReport',
    screen: () => import('./attendance-report-screen'),
    dashboardReport: { icon: 'dashboard', order: 30 },
  },
});
