import type { RouteEntry } from '../access/route-entry';
import { anyOf } from '../access/route-entry';

/**
 * The consultation hour: a professional's day as it happens. A professional with a calendar of their
 * own (`has_calendar`) opens their own day; the desk and the planners, who see the agendas of others
 * (`see_agenda_users_calendars`), open any professional's day to mark arrivals.
 */
export const CONSULTATION_ROUTES = {
  consultationHour: {
    path: '/consultation-hour',
    access: anyOf('has_calendar', 'see_agenda_users_calendars'),
    parent: null,
  },
  /**
   * Attendance at appointments (no-shows per employer and month), among the dashboard's reports: the
   * service's dashboard reads every employer, an employer's its own (as the recovery report).
   */
  attendanceReport: {
    path: '/dashboard/reports/attendance',
    access: anyOf('view_professional_dashboard', 'employer_view_dashboard'),
    parent: 'dashboard',
  },
  /** When employees are reminded of their appointments, per employer and operation: an administrator's. */
  adminReminders: {
    path: '/admin/reminders',
    access: anyOf('manage_user_roles_permissions'),
    parent: 'admin',
  },
} as const satisfies Record<string, RouteEntry>;
