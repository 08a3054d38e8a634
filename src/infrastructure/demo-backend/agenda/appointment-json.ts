import { employeeOf, employerOf, userOf } from '../access/users';
import type { DemoState } from '../demo-backend';
import type { ServerLanguage } from '../platform/server-messages';
import { say } from '../platform/server-messages';
import type { StoredAppointment, StoredSeries } from './agenda-state';
import type { AgendaViewer } from './agenda-viewer';
import { disclosureOf } from './agenda-viewer';

/**
 * How an appointment is shown: in words for a message, and as the contract's JSON, as the reader may
 * see it.
 */

const employeeName = (id: string): string => {
  const employee = employeeOf(id);
  return `${employee.firstName} ${employee.lastName}`;
};

/** When an appointment is, in words, for a message: "di 24-11-2026 09:00". */
export function whenText(iso: string, language: ServerLanguage): string {
  return new Intl.DateTimeFormat(language === 'nl' ? 'nl-NL' : 'en-GB', {
    timeZone: 'Europe/Amsterdam',
    weekday: 'short',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}

/**
 * What an appointment is for, in words this reader may read: the operation's name; where it is
 * withheld, its neutral kind to an internal reader ("Onderzoek"); else only that it is an appointment
 * whose details are withheld (for a message, a mail, a clash, and for any reader to come: `null`).
 */
export function visibleTitle(
  state: DemoState,
  appointment: StoredAppointment,
  viewer: AgendaViewer | null,
  language: ServerLanguage,
): string {
  const operation = state.operations.find((candidate) => candidate.id === appointment.operationId) ?? null;
  const disclosure = viewer ? disclosureOf(state, appointment, viewer) : null;
  const shown = disclosure ? disclosure.operation : operation !== null && !operation.medical;
  if (!shown && operation && disclosure?.kind) return say(`operationKind.${operation.kind}`, language);
  if (!shown) return say('privateAppointment', language);
  if (!operation) return appointment.title;
  return language === 'nl' ? operation.nameNl : operation.nameEn;
}

/**
 * The appointment as the contract's AppointmentSchema, shown as this viewer may see it. Where the
 * operation is withheld, so are its id and colour (`operation` is null), since the operation
 * catalogue would turn either back into the name.
 */
export function appointmentJson(
  state: DemoState,
  appointment: StoredAppointment,
  viewer: AgendaViewer,
  language: ServerLanguage,
) {
  const operation = state.operations.find((candidate) => candidate.id === appointment.operationId) ?? null;
  const disclosure = disclosureOf(state, appointment, viewer);
  const location = state.locations.find((candidate) => candidate.id === appointment.locationId) ?? null;
  const room = state.rooms.find((candidate) => candidate.id === appointment.roomId) ?? null;
  const employee = appointment.employeeId ? employeeOf(appointment.employeeId) : null;
  const employer = employee ? employerOf(employee.employerId) : null;
  const place =
    appointment.channel === 'phone'
      ? say('byPhone', language)
      : appointment.channel === 'video'
        ? say('byVideo', language)
        : (location?.name ?? null);
  return {
    id: appointment.id,
    start: appointment.start,
    end: appointment.end,
    status: appointment.status,
    channel: appointment.channel,
    userId: appointment.userId,
    userName: userOf(appointment.userId)?.displayName ?? '',
    operation:
      operation && disclosure.operation
        ? {
            id: operation.id,
            name: language === 'nl' ? operation.nameNl : operation.nameEn,
            medical: operation.medical,
            colour: operation.colour,
            durationMinutes: operation.durationMinutes,
          }
        : null,
    title: visibleTitle(state, appointment, viewer, language),
    detailsHidden: !disclosure.operation,
    employee:
      employee && employer
        ? {
            id: employee.id,
            name: employeeName(employee.id),
            employerId: employer.id,
            employerName: employer.name,
          }
        : null,
    employeeName: employee ? employeeName(employee.id) : null,
    locationId: appointment.locationId,
    location: place,
    // The room and the equipment tell what is done: withheld with the operation (the medical rule).
    roomId: disclosure.room ? appointment.roomId : null,
    roomName: disclosure.room ? (room?.name ?? null) : null,
    resources: disclosure.equipment
      ? appointment.resourceIds.map((id) => ({
          id,
          name: state.resources.find((candidate) => candidate.id === id)?.name ?? id,
        }))
      : [],
    note: disclosure.note ? appointment.note : null,
    seriesId: appointment.seriesId,
    updatedAt: appointment.updatedAt,
    version: appointment.version,
  };
}

export const seriesJson = (state: DemoState, series: StoredSeries) => ({
  id: series.id,
  frequency: series.frequency,
  interval: series.interval,
  weekdays: series.weekdays,
  firstDate: series.firstDate,
  untilDate: series.untilDate,
  count: series.count,
  occurrences: state.appointments.filter((appointment) => appointment.seriesId === series.id).length,
});
