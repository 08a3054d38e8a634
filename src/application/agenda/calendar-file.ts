import type { SeriesPattern } from '../../domain/agenda/calendar-series';
import { token } from '../platform/token';
import type { Appointment } from './agenda-gateway';

/** The media type of an iCalendar file (RFC 5545, section 8.1). */
export const CALENDAR_MEDIA_TYPE = 'text/calendar;charset=utf-8';

export const CalendarFileMaker = token<CalendarFileMaker>('CalendarFileMaker');
/**
 * Writes appointments as an iCalendar file (RFC 5545) that any calendar program imports, with the times
 * in Europe/Amsterdam. The file carries no more than the appointments do: what the user may not see
 * has already been left out by the back office.
 */
export interface CalendarFileMaker {
  /**
   * The text of a calendar called `calendarName` holding the appointments: one event each, but one
   * recurring event (RRULE, EXDATE, RECURRENCE-ID) for each series of `series` of which it holds several.
   */
  make(
    calendarName: string,
    appointments: readonly Appointment[],
    series?: readonly SeriesPattern[],
  ): Promise<string>;
}
