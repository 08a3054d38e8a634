/**
 * Plain English texts for the agenda grid, for the bench and the tests; the /agenda screen fills
 * AgendaGridLabels from its translations instead.
 */
import type { AgendaAppointment, AgendaGridLabels, AgendaStatus } from './agenda-grid-types';
import { clockText, minutesOf } from './layout';

const STATUS: Readonly<Record<AgendaStatus, string>> = {
  planned: 'planned',
  confirmed: 'confirmed',
  arrived: 'arrived',
  completed: 'completed',
  no_show: 'no-show',
  cancelled: 'cancelled',
};

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

const timesOf = (appointment: AgendaAppointment) =>
  `${clockText(minutesOf(appointment.start))} to ${clockText(minutesOf(appointment.end))}`;

export const defaultAgendaGridLabels: AgendaGridLabels = {
  grid: 'Agenda',
  instructions:
    'Arrow keys move between time slots; Down from a slot goes through the appointments that start in it. ' +
    'Page Up and Page Down move an hour, Home and End to the first and last column, with Control to the ' +
    'first and last slot. Enter on a slot creates an appointment there, Enter on an appointment opens it. ' +
    'M picks up an appointment: arrow keys move it, Shift with Up or Down changes its end, Enter drops it ' +
    'and Escape puts it back.',
  timeHeader: 'Time',
  moveKey: 'm',
  dayHeading: (day) => dayFormat.format(new Date(`${day}T12:00:00Z`)),
  columnKind: (kind) => ({ user: 'Person', room: 'Room', resource: 'Resource' })[kind],
  mark: (kind, label) => `${{ holiday: 'Holiday', dayOff: 'Day off', closed: 'Closed' }[kind]}: ${label}`,
  slot: (columnName, dayText, time, free, working) =>
    `${time}, ${columnName}, ${dayText}${free ? '' : ', booked'}${working ? '' : ', outside working hours'}`,
  // The visible text first, so the name holds it (WCAG 2.5.3, label in name).
  appointment: (appointment) =>
    `${appointment.title}${appointment.detail ? `, ${appointment.detail}` : ''}, ` +
    `${timesOf(appointment)}, ${STATUS[appointment.status]}`,
  status: (status) => STATUS[status],
  pickedUp: (title) => `${title} picked up. Arrow keys move it, Enter drops it, Escape puts it back.`,
  moving: (title, columnName, dayText, start, end) =>
    `${title}: ${start} to ${end}, ${columnName}, ${dayText}`,
  dropped: (title, columnName, dayText, start, end) =>
    `${title} moved to ${start} to ${end}, ${columnName}, ${dayText}`,
  putBack: (title) => `${title} put back.`,
  clash: (text) => `Clash: ${text}`,
};
