import type { Temporal } from 'temporal-polyfill';

/**
 * Dates as spreadsheets store them (ECMA-376 part 1, 18.17.4, the 1900 date system): a serial number
 * of days, the time of day as its fraction. Day 1 is 1900-01-01, and the system keeps Lotus 1-2-3's
 * 29 February 1900, so from 1900-03-01 (day 61) on a day's number is its distance from 1899-12-30.
 */

const MS_PER_DAY = 86_400_000;
/** The serial number of 1970-01-01, where Date.UTC counts from. */
const UNIX_EPOCH_SERIAL = 25_569;

/**
 * The day's serial number; null for a day before 1900-03-01, which the system counts wrong or not at
 * all, or after 9999-12-31, its last day. Such a day is written as text instead.
 */
export function serialOfDate(date: Temporal.PlainDate): number | null {
  if (date.year < 1900 || (date.year === 1900 && date.month < 3) || date.year > 9999) return null;
  return Date.UTC(date.year, date.month - 1, date.day) / MS_PER_DAY + UNIX_EPOCH_SERIAL;
}

/** A wall-clock date and time as a serial number, to the millisecond; null as for serialOfDate. */
export function serialOfDateTime(dateTime: Temporal.PlainDateTime): number | null {
  const day = serialOfDate(dateTime.toPlainDate());
  if (day === null) return null;
  const milliseconds =
    ((dateTime.hour * 60 + dateTime.minute) * 60 + dateTime.second) * 1000 + dateTime.millisecond;
  return day + milliseconds / MS_PER_DAY;
}
