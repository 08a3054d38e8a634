import type { DemoUser } from '../access/seed';
import { permissionsOf } from '../access/users';
import type { AgendaViewer } from '../agenda/agenda-viewer';
import { viewerOf as agendaViewerOf } from '../agenda/agenda-viewer';
import type { PeopleViewer } from '../people/people-scope';
import { peopleViewerOf } from '../people/people-scope';
import type { CaseViewer } from '../tasks/case-scope';
import { caseViewerOf } from '../tasks/case-scope';

// What the one search looks through for a user: the rules of each list it searches, taken from the
// areas that own them (people, cases, the agenda, locations), never written again here. A list the
// user has no right to is not searched at all.

/** The page of the portal an appointment found opens for this user, or null when they may open none. */
export type AppointmentPage = 'agenda' | 'appointments' | 'employerAppointments';

export interface SearchScope {
  /** Employees they may open (view_employee_list, an employer's own people only); null: none. */
  readonly employees: PeopleViewer | null;
  /** Dossiers of the types they see (never a medical one unless medical); null: none. */
  readonly dossiers: CaseViewer | null;
  /** Appointments they may read, and the page that lists them; null: none. */
  readonly appointments: { readonly viewer: AgendaViewer; readonly page: AppointmentPage } | null;
  /** Locations: manage_locations, who also opens rooms in the location's settings. */
  readonly locations: boolean;
  /** Rooms: view_rooms or manage_rooms. */
  readonly rooms: boolean;
}

function appointmentPageOf(permissions: ReadonlySet<string>, viewer: AgendaViewer): AppointmentPage | null {
  if (permissions.has('see_agenda_users_calendars')) return 'agenda';
  if (permissions.has('view_appointment_list')) return 'appointments';
  if (viewer.employerId !== null) return 'employerAppointments';
  return null;
}

export function searchScopeOf(user: DemoUser): SearchScope {
  const permissions = permissionsOf(user);
  const people = peopleViewerOf(user);
  const agenda = agendaViewerOf(user);
  const page = appointmentPageOf(permissions, agenda);
  return {
    employees: people?.opensEmployees ? people : null,
    dossiers: caseViewerOf(user),
    appointments: page === null ? null : { viewer: agenda, page },
    locations: permissions.has('manage_locations'),
    rooms:
      permissions.has('view_rooms') || permissions.has('manage_rooms') || permissions.has('manage_locations'),
  };
}
