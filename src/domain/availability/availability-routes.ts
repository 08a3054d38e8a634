import type { RouteEntry } from '../access/route-entry';
import { anyOf } from '../access/route-entry';

const CALENDARS = anyOf('see_agenda_users_calendars');

/** Availability: schedules and personal days off per agenda user, and the national holidays. */
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
  personalDaysOff: { path: '/agenda/:userUuid/personal-days-off', access: CALENDARS, parent: 'agenda' },
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
} as const satisfies Record<string, RouteEntry>;
