import type { AppointmentShown } from '../access/medical-rule';
import { appointmentShown, receivesMedical } from '../access/medical-rule';
import type { DemoUser } from '../access/seed';
import { employeeOf, permissionsOf } from '../access/users';
import type { DemoState } from '../demo-backend';
import type { StoredAppointment } from './agenda-state';

/** What a user may see and do in the agenda; the contract (appointment-schemas.ts) spells it out. */
export interface AgendaViewer {
  readonly user: DemoUser;
  /** Reads everyone's appointments. */
  readonly all: boolean;
  /** Reads only the appointments of this employer's employees (an employer user). */
  readonly employerId: string | null;
  /** Holds see_appointment_details and is no employer; what it may then see is the medical rule's. */
  readonly details: boolean;
  /** Whether it may receive medical information at all (access/medical-rule.ts). */
  readonly medical: boolean;
  /** Books in everyone's agenda. */
  readonly writeAll: boolean;
  /** Plans everyone's agenda as no employer: gets a withheld appointment's room, to book around it. */
  readonly plansRooms: boolean;
  /** Books in their own agenda. */
  readonly writeOwn: boolean;
  /**
   * An employer's planner (employer_use_planning_functionality): books single appointments for the
   * employer's own employees, of operations and at locations open to employers; null otherwise.
   */
  readonly booksForEmployer: string | null;
}

export function viewerOf(user: DemoUser): AgendaViewer {
  const permissions = permissionsOf(user);
  const employer =
    user.userTypeId === 3 && user.employerId !== null && permissions.has('employer_view_appointment_list');
  return {
    user,
    all: permissions.has('see_agenda_users_calendars') || permissions.has('view_appointment_list'),
    employerId: employer ? user.employerId : null,
    details: permissions.has('see_appointment_details') && !employer,
    medical: receivesMedical(user),
    writeAll: permissions.has('see_agenda_users_calendars'),
    plansRooms: permissions.has('see_agenda_users_calendars') && user.userTypeId !== 3,
    writeOwn: permissions.has('has_calendar'),
    booksForEmployer:
      user.userTypeId === 3 &&
      user.employerId !== null &&
      permissions.has('employer_use_planning_functionality')
        ? user.employerId
        : null,
  };
}

/**
 * Whether an employer's planner may book this: one appointment (no series) for their own employee, of
 * an operation employers may book, on site only at a location open to employers.
 */
export function employerMayBook(
  viewer: AgendaViewer,
  input: { employeeId: string | null; operationId: string; locationId: string | null },
  state: DemoState,
  series: boolean,
): boolean {
  if (viewer.booksForEmployer === null || series || input.employeeId === null) return false;
  if (employeeOf(input.employeeId).employerId !== viewer.booksForEmployer) return false;
  const operation = state.operations.find((candidate) => candidate.id === input.operationId);
  if (!operation?.employerBookable) return false;
  if (input.locationId === null) return true;
  return state.locations.find((candidate) => candidate.id === input.locationId)?.employerBookable === true;
}

export const mayRead = (viewer: AgendaViewer, appointment: StoredAppointment): boolean => {
  if (viewer.all || appointment.userId === viewer.user.id) return true;
  if (viewer.employerId === null || appointment.employeeId === null) return false;
  return employeeOf(appointment.employeeId).employerId === viewer.employerId;
};

export const mayWrite = (viewer: AgendaViewer, userId: string): boolean =>
  viewer.writeAll || (viewer.writeOwn && userId === viewer.user.id);

/** What this viewer may see of an appointment: the rule of medical confidentiality (access/medical-rule.ts). */
export function disclosureOf(
  state: DemoState,
  appointment: StoredAppointment,
  viewer: AgendaViewer,
): AppointmentShown {
  const operation = state.operations.find((candidate) => candidate.id === appointment.operationId) ?? null;
  return appointmentShown(viewer.user, viewer.details, operation, viewer.plansRooms);
}
