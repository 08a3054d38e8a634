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
} as const satisfies Record<string, RouteEntry>;
