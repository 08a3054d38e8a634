import { Temporal } from 'temporal-polyfill';

/**
 * Dates as the back office keeps them: ISO dates (YYYY-MM-DD) on the Europe/Amsterdam calendar, and
 * moments as ISO timestamps in UTC. Day arithmetic runs on day numbers (days since 1970-01-01), which
 * is exact for plain dates and fast enough to seed thousands of tasks; the time zone is Temporal's.
 */
export const TIME_ZONE = 'Europe/Amsterdam';

const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The day number of an ISO date. */
export const dayNumber = (isoDate: string): number => Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS;

/** ISO weekday of a day number: 1 Monday through 7 Sunday (1970-01-01 was a Thursday). */
export const isoWeekday = (day: number): number => ((((day + 3) % 7) + 7) % 7) + 1;

/** The ISO date of a day number. */
export const isoDate = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

export const addDays = (date: string, days: number): string => isoDate(dayNumber(date) + days);

/** An ISO date that exists on the calendar (not 2026-02-30). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !ISO_DATE.test(value)) return false;
  try {
    Temporal.PlainDate.from(value, { overflow: 'reject' });
    return true;
  } catch {
    return false;
  }
}

/** The date in Amsterdam at this moment. */
export const amsterdamDate = (epochMs: number): string =>
  Temporal.Instant.fromEpochMilliseconds(epochMs).toZonedDateTimeISO(TIME_ZONE).toPlainDate().toString();

/** Monday of the ISO week the date falls in (weeks start on Monday, spec section 9). */
export const mondayOf = (date: string): string =>
  addDays(date, -(Temporal.PlainDate.from(date).dayOfWeek - 1));

/** The first moment of an Amsterdam day, in epoch milliseconds. */
export const startOfAmsterdamDay = (date: string): number =>
  Temporal.PlainDate.from(date).toZonedDateTime({ timeZone: TIME_ZONE }).epochMilliseconds;

const offsets = new Map<number, number>();

/**
 * The moment of a wall-clock time on an Amsterdam day, as an ISO timestamp. The UTC offset is taken at
 * noon and remembered per day: office hours never meet the night-time clock change.
 */
export function amsterdamMoment(date: string, minuteOfDay: number): string {
  const day = dayNumber(date);
  let offset = offsets.get(day);
  if (offset === undefined) {
    offset =
      Temporal.PlainDate.from(date).toZonedDateTime({ timeZone: TIME_ZONE, plainTime: '12:00' })
        .offsetNanoseconds / 1_000_000;
    offsets.set(day, offset);
  }
  return isoMoment(day * DAY_MS + minuteOfDay * 60_000 - offset);
}

/** An ISO timestamp in UTC, without milliseconds when there are none. */
export const isoMoment = (epochMs: number): string => new Date(epochMs).toISOString().replace('.000Z', 'Z');
