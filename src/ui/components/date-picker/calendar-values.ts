import { CalendarDate, GregorianCalendar, Time, toCalendar } from '@internationalized/date';
import type { DateValue } from '@internationalized/date';
import { Temporal } from 'temporal-polyfill';
import type { Locale } from '../../../domain/locale/locale';

/**
 * The date picker works in @internationalized/date values; the rest of the portal in Temporal.
 * These convert at its edge, so no CalendarDate leaves this folder.
 */

export const toCalendarDate = (date: Temporal.PlainDate | null | undefined): CalendarDate | null =>
  date ? new CalendarDate(date.year, date.month, date.day) : null;

/** Any picked date as an ISO (Gregorian) calendar date, whatever calendar the locale prefers. */
export function toPlainDate(value: DateValue): Temporal.PlainDate {
  const gregorian = toCalendar(value, new GregorianCalendar());
  return Temporal.PlainDate.from({ year: gregorian.year, month: gregorian.month, day: gregorian.day });
}

export const toTime = (time: Temporal.PlainTime | null | undefined): Time | null =>
  time ? new Time(time.hour, time.minute) : null;

export const toPlainTime = (time: { hour: number; minute: number }): Temporal.PlainTime =>
  Temporal.PlainTime.from({ hour: time.hour, minute: time.minute });

/**
 * The locale the picker formats and reads dates in: the portal's language, not the browser's.
 * Both are Monday-first and day-month-year (dd-mm-jjjj in Dutch, dd/mm/yyyy in British English).
 */
export const calendarLocaleOf = (locale: Locale): 'nl-NL' | 'en-GB' => (locale === 'en' ? 'en-GB' : 'nl-NL');
