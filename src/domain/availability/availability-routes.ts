import type { RouteEntry } from '../access/route-entry';
import { anyOf } from '../access/route-entry';

/**
 * A person's schedules and days off: open to whoever looks at the agendas, manages anyone's
 * availability, or manages their own (then only their own: the screens and the back office see to it).
 */
const CALENDARS = anyOf(
  'see_agenda_users_calendars',
  'manage_agenda_users_availability_schedules',
  'manage_own_availability_schedules',
);

/**
 * Availability: schedules and personal days off per agenda user, the national holidays, and the
 * settings of one agenda user. A person's schedules are the hub of their availability, so their
 * personal days off hang under them in the breadcrumb: from the days off, "Rooster" leads back.
 */
export const AVAILABILITY_ROUTES = {
  availabilities: { path: '/agenda/:userUuid/availabilities', access: CALENDARS, parent: 'agenda' },
  availabilityCreate: {
    path: '/agenda/:userUuid/availabilities/create',
    access: CALENDARS,
    parent: 'availabilities',
    userChoiceDisabled: true,
  },
  availabilityEdit: {
    path: '/agenda/:userUuid/availabilities/:availabilityId',
    access: CALENDARS,
    parent: 'availabilities',
    userChoiceDisabled: true,
  },
  personalDaysOff: {
    path: '/agenda/:userUuid/personal-days-off',
    access: CALENDARS,
    parent: 'availabilities',
  },
  personalDaysOffCreate: {
    path: '/agenda/:userUuid/personal-days-off/create',
    access: CALENDARS,
    parent: 'personalDaysOff',
  },
  personalDaysOffEdit: {
    path: '/agenda/:userUuid/personal-days-off/:personalDaysOffUuid',
    access: CALENDARS,
    parent: 'personalDaysOff',
  },
  holidays: { path: '/admin/holidays', access: anyOf('manage_national_holidays'), parent: 'admin' },
  /**
   * The settings of one agenda user: the operations they may not be booked for. The spec declares no
   * permission for it. It is a planner's decision about whom to book for what, the same decision as
   * managing anyone's availability schedules (manage_agenda_users_availability_schedules); and it sits
   * in the admin area, whose administrators (manage_user_roles_permissions, the admin index's own
   * permission) set up agenda users. The back office writes these settings for exactly these two
   * (availability-schemas.ts), so the route lets in the same two and no one who could only look.
   */
  adminAgenda: {
    path: '/admin/agendas/:agendasUuid',
    access: anyOf('manage_agenda_users_availability_schedules', 'manage_user_roles_permissions'),
    parent: 'admin',
  },
} as const satisfies Record<string, RouteEntry>;
