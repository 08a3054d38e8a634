import type { Appointment } from '../../application/agenda/agenda-gateway';
import type { CalendarFileMaker } from '../../application/agenda/calendar-file';
import type { Clock } from '../../application/platform/clock';
import type { SeriesPattern } from '../../domain/agenda/calendar-series';
import type { EventWords } from './calendar-text';

/**
 * Calendar files made by ical-generator, loaded on first use so it stays out of the first download.
 * Each appointment is one event at its wall-clock time in Europe/Amsterdam, each series of which the
 * file holds several appointments one recurring event (the domain's calendarEntries); a cancelled
 * appointment says so.
 */
export class IcalCalendarFile implements CalendarFileMaker {
  constructor(private readonly clock: Clock) {}

  async make(
    calendarName: string,
    appointments: readonly Appointment[],
    series: readonly SeriesPattern[] = [],
  ): Promise<string> {
    // The writer and the series rule come with the calendar library, on first use.
    const { calendarFile } = await import('./calendar-text');
    return calendarFile(appointments, series, wordsOf, {
      name: calendarName,
      stamp: new Date(this.clock.now().epochMilliseconds),
    });
  }
}

/** What the file says of an appointment: its title, place, who it is with and the note, and whether it is cancelled. */
function wordsOf(appointment: Appointment): EventWords {
  return {
    summary: appointment.title,
    location: placeOf(appointment),
    description: descriptionOf(appointment),
    cancelled: appointment.status === 'cancelled',
  };
}

/** Where it takes place: the location (or "by phone"), and the room when there is one. */
function placeOf(appointment: Appointment): string | null {
  return [appointment.location, appointment.roomName].filter(Boolean).join(', ') || null;
}

/**
 * Who it is with and the note. Left out when the details are hidden from this user: a file leaves the
 * portal (into a shared or synced calendar) and should say no more than that the time is taken.
 */
function descriptionOf(appointment: Appointment): string | null {
  if (appointment.detailsHidden) return null;
  const employee = appointment.employee
    ? `${appointment.employee.name} (${appointment.employee.employerName})`
    : null;
  return [employee, appointment.note?.trim() || null].filter(Boolean).join('\n\n') || null;
}
