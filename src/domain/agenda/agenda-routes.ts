import type { RouteEntry } from '../access/route-entry';
import { anyOf } from '../access/route-entry';

/** The agenda and appointments, and the agendas of the admin area. */
export const AGENDA_ROUTES = {
  agenda: { path: '/agenda', access: anyOf('see_agenda_users_calendars'), parent: null },
  appointments: { path: '/appointments', access: anyOf('view_appointment_list'), parent: null },
  employerAppointments: { path: '/employer-appointments', access: anyOf(), parent: null },
  adminAgenda: { path: '/admin/agendas/:agendasUuid', access: anyOf(), parent: 'admin' },
} as const satisfies Record<string, RouteEntry>;
