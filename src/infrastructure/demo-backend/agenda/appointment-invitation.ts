import { employeeOf, userOf } from '../access/users';
import type { DemoState } from '../demo-backend';
import type { OutboxAttachment } from '../platform/platform-state';
import type { ServerLanguage } from '../platform/server-messages';
import { disciplineOf } from '../tasks/case-scope';
import type { StoredAppointment } from './agenda-state';

// What the back office tells an employee about an appointment, by mail or SMS: when, where and with
// whom by role; never the operation (a work address may be read by others, and the operation may be
// medical) nor the room (a room can reveal one). Each mail carries the appointment as an iTIP
// invitation (RFC 5546), so the employee's calendar adds, moves or removes the one entry.

/** The event's UID: the same as in the portal's .ics downloads (ical-calendar-file.ts). */
export const invitationUid = (appointment: Pick<StoredAppointment, 'id'>): string =>
  `${encodeURIComponent(appointment.id)}@arbo-agenda`;

const ROLE = {
  physician: { nl: 'uw bedrijfsarts', en: 'your occupational physician' },
  case_manager: { nl: 'uw casemanager', en: 'your case manager' },
  nurse: { nl: 'de praktijkverpleegkundige', en: 'the occupational health nurse' },
  other: { nl: 'de arbodienst', en: 'the occupational health service' },
} as const;

export interface AppointmentFacts {
  /** "uw bedrijfsarts": the professional's role as the employee reads it. */
  readonly role: string;
  /** "Afspraak met uw bedrijfsarts": the role, never the operation. */
  readonly summary: string;
  /** The address, or how it takes place (by phone, by video). */
  readonly place: string;
  readonly employeeName: string;
  readonly employeeEmail: string;
}

/** What the mails about an appointment may say, in the employee's language. */
export function appointmentFacts(
  state: DemoState,
  appointment: StoredAppointment,
  language: ServerLanguage,
): AppointmentFacts | null {
  if (!appointment.employeeId) return null;
  const employee = employeeOf(appointment.employeeId);
  const professional = userOf(appointment.userId);
  const role = ROLE[(professional && disciplineOf(professional)) ?? 'other'][language];
  const location = state.locations.find((candidate) => candidate.id === appointment.locationId);
  const place =
    appointment.channel === 'phone'
      ? language === 'nl'
        ? 'Telefonisch: u wordt gebeld'
        : 'By phone: you will be called'
      : appointment.channel === 'video'
        ? language === 'nl'
          ? 'Videoconsult: de link staat in uw uitnodiging'
          : 'Video consultation: the link is in your invitation'
        : location
          ? `${location.name}, ${location.street} ${location.houseNumber}, ${location.postcode} ${location.city}`
          : '';
  return {
    role,
    summary: language === 'nl' ? `Afspraak met ${role}` : `Appointment with ${role}`,
    place,
    employeeName: `${employee.firstName} ${employee.lastName}`,
    employeeEmail: `${employee.firstName.toLowerCase()}.${employee.lastName.toLowerCase().replace(/\s+/g, '')}@example.nl`,
  };
}

/** An iCalendar text value (RFC 5545, 3.3.11). */
const text = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
/** An instant in UTC as iCalendar writes it. */
const utc = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Folds a content line at 75 octets (RFC 5545, 3.1). */
function fold(line: string): string {
  const bytes = new TextEncoder().encode(line);
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const character of line) {
    const length = new TextEncoder().encode(character).length;
    if (size + length > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += character;
    size += length;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/**
 * The appointment as an iTIP message: `REQUEST` when it is booked, moved or reminded of (its
 * SEQUENCE rises with every write, so a calendar takes the newest), `CANCEL` when it is cancelled.
 */
export function invitationOf(
  appointments: readonly StoredAppointment[],
  facts: AppointmentFacts,
  method: 'REQUEST' | 'CANCEL',
  now: number,
  /** Raise SEQUENCE once more: an appointment deleted, whose last version the employee has. */
  raised = false,
): OutboxAttachment {
  const stamp = utc(new Date(now).toISOString());
  const events = appointments.flatMap((appointment) => [
    'BEGIN:VEVENT',
    `UID:${invitationUid(appointment)}`,
    `SEQUENCE:${Math.max(0, appointment.version - 1) + (raised ? 1 : 0)}`,
    `DTSTAMP:${stamp}`,
    `DTSTART:${utc(appointment.start)}`,
    `DTEND:${utc(appointment.end)}`,
    `SUMMARY:${text(facts.summary)}`,
    ...(facts.place ? [`LOCATION:${text(facts.place)}`] : []),
    'ORGANIZER;CN=Arbo Agenda:mailto:agenda@arbo-agenda.example',
    `ATTENDEE;CN=${text(facts.employeeName)};ROLE=REQ-PARTICIPANT:mailto:${facts.employeeEmail}`,
    `STATUS:${method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
  ]);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Arbo Agenda//Afspraken//NL',
    `METHOD:${method}`,
    ...events,
    'END:VCALENDAR',
  ];
  return {
    fileName: method === 'CANCEL' ? 'annulering.ics' : 'uitnodiging.ics',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: `${lines.map(fold).join('\r\n')}\r\n`,
  };
}
