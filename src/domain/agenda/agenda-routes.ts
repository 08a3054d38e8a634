import type { RouteEntry } from '../access/route-entry';
import { anyOf } from '../access/route-entry';

/**
 * The agenda and appointments. The settings of one agenda user (/admin/agendas/{agendasUuid}) are the
 * availability area's (availability-routes.ts): which operations a person may be booked for is part of
 * when and for what they are available.
 */
export const AGENDA_ROUTES = {
  agenda: { path: '/agenda', access: anyOf('see_agenda_users_calendars'), parent: null },
  appointments: { path: '/appointments', access: anyOf('view_appointment_list'), parent: null },
  employerAppointments: { path: '/employer-appointments', access: anyOf(), parent: null },
} as const satisfies Record<string, RouteEntry>;
