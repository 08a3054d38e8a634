import { Temporal } from 'temporal-polyfill';
import { mondayOf } from '../availability/schedule';
import { SLOT_TIME_ZONE } from '../shared/zoned-slot';

/** How often a series comes round: every N days, every N weeks on chosen weekdays, or every N months. */
export type RecurrenceFrequency = 'daily' | 'weekly' | 'monthly';

/** Where a series stops: on a last date (included), or after a number of appointments. */
export type RecurrenceEnd =
  | { readonly kind: 'until'; readonly date: Temporal.PlainDate }
  | { readonly kind: 'count'; readonly count: number };

/**
 * A recurring series of appointments, as the planner sets it up from the first appointment.
 * - daily: every `interval` days from the first date.
 * - weekly: on `weekdays` (ISO, 1 Monday to 7 Sunday) of every `interval`-th week, weeks running
 *   Monday to Sunday and counted from the week of the first date (RFC 5545 with WKST=MO).
 * - monthly: every `interval` months on the first date's weekday of the month: the 2nd Tuesday stays
 *   the 2nd Tuesday. When the first date is the fifth such weekday of its month, or the last one (a
 *   4th Tuesday with no 5th after it), the series takes the last such weekday of each month, which
 *   every month has.
 * `weekdays` is read for weekly series only.
 * `exceptDates` are dates of the series left out of it (RFC 5545 EXDATE), for example a date that
 * clashes with another appointment; none when absent. Each must be one of the series' own dates. A
 * left-out date still counts toward a count-ended series' number, as RFC 5545 has it: "four
 * appointments, the third left out" makes three, and the series still ends on the fourth date.
 * `movedDates` are dates of the series booked at other times that day (an exception of the series,
 * RFC 5545's RECURRENCE-ID override), for example a date that clashes at the series' own time; the
 * date stays one of the series' appointments. Each must be one of its dates and not left out, its end
 * after its start.
 */
export interface RecurrenceRule {
  readonly frequency: RecurrenceFrequency;
  readonly interval: number;
  readonly weekdays: readonly number[];
  readonly end: RecurrenceEnd;
  readonly exceptDates?: readonly Temporal.PlainDate[];
  readonly movedDates?: readonly MovedOccurrence[];
}

/** A date of a series booked at other wall-clock times that day, in Amsterdam. */
export interface MovedOccurrence {
  readonly date: Temporal.PlainDate;
  readonly start: Temporal.PlainTime;
  readonly end: Temporal.PlainTime;
}

/**
 * The limits of a series: every 1 to 52 days, weeks or months; 1 to 366 appointments; and at most
 * 366 appointments and two years from the first date, so one form cannot fill an agenda for good.
 */
export const RECURRENCE_LIMITS = {
  interval: { min: 1, max: 52 },
  count: { min: 1, max: 366 },
  occurrences: 366,
  years: 2,
} as const;

/** Why a series cannot be booked; the UI maps each code to a message at its field. */
export type RecurrenceProblem =
  /** The interval is not a whole number from 1 to 52. */
  | 'recurrence.intervalRange'
  /** A weekly series without any weekday. */
  | 'recurrence.noWeekdays'
  /** A weekly series with a weekday that is not a whole number from 1 to 7. */
  | 'recurrence.weekdayRange'
  /** The last date lies before the first date. */
  | 'recurrence.untilBeforeStart'
  /** The number of appointments is not a whole number from 1 to 366. */
  | 'recurrence.countRange'
  /** More than 366 appointments, or a series running beyond two years after the first date. */
  | 'recurrence.tooLong'
  /** A weekly series whose weekdays do not come before its last date. */
  | 'recurrence.noOccurrences'
  /** A date to leave out that is not one of the series' own dates. */
  | 'recurrence.exceptionNotInSeries'
  /** Every date of the series left out: nothing would be booked. */
  | 'recurrence.allExcepted'
  /** A date moved to other times that is not one of the series' own, is left out, or ends before it starts. */
  | 'recurrence.movedInvalid';

/** The first appointment of a series: its date and its wall-clock start and end in Amsterdam. */
export interface SeriesStart {
  readonly date: Temporal.PlainDate;
  readonly start: Temporal.PlainTime;
  readonly end: Temporal.PlainTime;
}

/** One appointment of a series: its date and its moments in Europe/Amsterdam. */
export interface Occurrence {
  readonly date: Temporal.PlainDate;
  readonly start: Temporal.ZonedDateTime;
  readonly end: Temporal.ZonedDateTime;
}

const RFC_WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;

const inRange = (value: number, range: { readonly min: number; readonly max: number }) =>
  Number.isInteger(value) && value >= range.min && value <= range.max;

const isWeekday = (day: number) => Number.isInteger(day) && day >= 1 && day <= 7;

/** The weekdays of a weekly rule, valid ones only, once each, Monday first. */
const weekdaysOf = (rule: RecurrenceRule): number[] =>
  [...new Set(rule.weekdays.filter(isWeekday))].sort((a, b) => a - b);

/** The last date a series may reach: two years after its first date. */
const horizonOf = (firstDate: Temporal.PlainDate) => firstDate.add({ years: RECURRENCE_LIMITS.years });

/**
 * Which weekday of its month the date is, as a monthly series repeats it: 1 to 4 for the first to
 * fourth, -1 for the last (a fifth one, or a fourth with no fifth after it).
 */
function weekdayOfMonth(date: Temporal.PlainDate): number {
  const ordinal = Math.ceil(date.day / 7);
  const last = date.day + 7 > date.daysInMonth;
  return ordinal === 5 || last ? -1 : ordinal;
}

/** The date of the `ordinal`-th (or, for -1, last) `weekday` of a month. */
function nthWeekday(month: Temporal.PlainYearMonth, weekday: number, ordinal: number): Temporal.PlainDate {
  if (ordinal === -1) {
    const lastDay = month.toPlainDate({ day: month.daysInMonth });
    return lastDay.subtract({ days: (lastDay.dayOfWeek - weekday + 7) % 7 });
  }
  const firstDay = month.toPlainDate({ day: 1 });
  return firstDay.add({ days: ((weekday - firstDay.dayOfWeek + 7) % 7) + 7 * (ordinal - 1) });
}

/**
 * Every date the rule's pattern matches from the first date on, in order, without an end (the caller
 * stops). Nothing for a weekly rule without a valid weekday, and nothing for an interval that is not a
 * positive whole number, so a loop over it always ends.
 */
function* matchingDates(rule: RecurrenceRule, firstDate: Temporal.PlainDate): Generator<Temporal.PlainDate> {
  if (!Number.isInteger(rule.interval) || rule.interval < 1) return;
  switch (rule.frequency) {
    case 'daily':
      for (let step = 0; ; step += rule.interval) yield firstDate.add({ days: step });
    case 'weekly': {
      const weekdays = weekdaysOf(rule);
      if (weekdays.length === 0) return;
      const monday = mondayOf(firstDate);
      for (let week = 0; ; week += rule.interval) {
        for (const weekday of weekdays) {
          const date = monday.add({ days: week * 7 + weekday - 1 });
          if (Temporal.PlainDate.compare(date, firstDate) >= 0) yield date;
        }
      }
    }
    case 'monthly': {
      const ordinal = weekdayOfMonth(firstDate);
      const month = firstDate.toPlainYearMonth();
      for (let step = 0; ; step += rule.interval)
        yield nthWeekday(month.add({ months: step }), firstDate.dayOfWeek, ordinal);
    }
  }
}

/**
 * The series' dates up to its end, or up to the first date past the limits (366 appointments, two
 * years), when `overLimit` says it did not end within them.
 */
function seriesDates(
  rule: RecurrenceRule,
  firstDate: Temporal.PlainDate,
): { dates: Temporal.PlainDate[]; overLimit: boolean } {
  const horizon = horizonOf(firstDate);
  const dates: Temporal.PlainDate[] = [];
  for (const date of matchingDates(rule, firstDate)) {
    if (rule.end.kind === 'until' && Temporal.PlainDate.compare(date, rule.end.date) > 0) break;
    if (rule.end.kind === 'count' && dates.length >= rule.end.count) break;
    if (dates.length >= RECURRENCE_LIMITS.occurrences || Temporal.PlainDate.compare(date, horizon) > 0)
      return { dates, overLimit: true };
    dates.push(date);
  }
  return { dates, overLimit: false };
}

/**
 * What is wrong with a series starting on `firstDate`, in the order of the form's fields; empty when
 * it can be booked. The interval is 1 to 52; a weekly series has at least one weekday, each 1 to 7;
 * the last date is not before the first date and at most two years after it; the number of
 * appointments is 1 to 366. A series that passes those may still be too long (a daily series for a
 * year and a half: more than 366 appointments; twelve appointments every four months: beyond two
 * years) or, weekly, have no date at all (first date on a Thursday, Mondays only, last date that
 * Saturday).
 */
export function recurrenceProblems(rule: RecurrenceRule, firstDate: Temporal.PlainDate): RecurrenceProblem[] {
  const problems: RecurrenceProblem[] = [];
  if (!inRange(rule.interval, RECURRENCE_LIMITS.interval)) problems.push('recurrence.intervalRange');
  if (rule.frequency === 'weekly') {
    if (rule.weekdays.length === 0) problems.push('recurrence.noWeekdays');
    else if (!rule.weekdays.every(isWeekday)) problems.push('recurrence.weekdayRange');
  }
  if (rule.end.kind === 'until') {
    if (Temporal.PlainDate.compare(rule.end.date, firstDate) < 0)
      problems.push('recurrence.untilBeforeStart');
    else if (Temporal.PlainDate.compare(rule.end.date, horizonOf(firstDate)) > 0)
      problems.push('recurrence.tooLong');
  } else if (!inRange(rule.end.count, RECURRENCE_LIMITS.count)) problems.push('recurrence.countRange');
  if (problems.length > 0) return problems;
  const { dates, overLimit } = seriesDates(rule, firstDate);
  if (overLimit) problems.push('recurrence.tooLong');
  else if (dates.length === 0) problems.push('recurrence.noOccurrences');
  else {
    const except = rule.exceptDates ?? [];
    if (except.some((left) => !dates.some((date) => date.equals(left))))
      problems.push('recurrence.exceptionNotInSeries');
    else if (dates.every((date) => except.some((left) => left.equals(date))))
      problems.push('recurrence.allExcepted');
    const moved = rule.movedDates ?? [];
    if (
      moved.some(
        (move) =>
          !dates.some((date) => date.equals(move.date)) ||
          except.some((left) => left.equals(move.date)) ||
          Temporal.PlainTime.compare(move.end, move.start) <= 0,
      )
    )
      problems.push('recurrence.movedInvalid');
  }
  return problems;
}

/**
 * The appointments of a series, in date order, in Europe/Amsterdam. Each keeps the first
 * appointment's wall-clock times on its own date, so a 09:00 series stays at 09:00 across the clock
 * changes of March and October. A start that does not exist that day (02:30 on the last Sunday of
 * March) moves forward by the skipped hour, and a time that comes twice (October) takes the first
 * ('compatible', as ZonedSlot.onDay); RFC 5545 would drop such an appointment instead, which a
 * planner would not expect. An end time not after the start time ends the next day; an end that the
 * moved start has overtaken keeps the planned length.
 *
 * The series starts on the first date when that date matches the rule (always for daily and monthly;
 * weekly when its weekday is one of the weekdays); otherwise on the next date that does, as a
 * calendar does when one picks a Thursday and "weekly on Monday": the first date only anchors the
 * weeks. A count counts the series' dates, the left-out ones (`exceptDates`) included, as RFC 5545's
 * COUNT with EXDATE does; the left-out dates make no appointment, and a moved date has its own times. A rule with problems
 * (recurrenceProblems) makes no appointments at all, so a series is never cut short without the
 * planner knowing.
 */
export function seriesOccurrences(rule: RecurrenceRule, first: SeriesStart): Occurrence[] {
  if (recurrenceProblems(rule, first.date).length > 0) return [];
  const overnight = Temporal.PlainTime.compare(first.end, first.start) <= 0;
  const wallClock = first.start.until(first.end);
  const length = overnight ? wallClock.add({ hours: 24 }) : wallClock;
  const except = rule.exceptDates ?? [];
  const dates = seriesDates(rule, first.date).dates.filter(
    (date) => !except.some((left) => left.equals(date)),
  );
  return dates.map((date) => {
    const moved = rule.movedDates?.find((move) => move.date.equals(date));
    if (moved)
      return {
        date,
        start: date.toZonedDateTime({ timeZone: SLOT_TIME_ZONE, plainTime: moved.start }),
        end: date.toZonedDateTime({ timeZone: SLOT_TIME_ZONE, plainTime: moved.end }),
      };
    const start = date.toZonedDateTime({ timeZone: SLOT_TIME_ZONE, plainTime: first.start });
    const endDate = overnight ? date.add({ days: 1 }) : date;
    const atEnd = endDate.toZonedDateTime({ timeZone: SLOT_TIME_ZONE, plainTime: first.end });
    const end = Temporal.ZonedDateTime.compare(atEnd, start) > 0 ? atEnd : start.add(length);
    return { date, start, end };
  });
}

/** An instant in RFC 5545's UTC form: 20270131T225959Z. */
const rfcUtc = (instant: Temporal.Instant) =>
  instant.toString({ smallestUnit: 'second' }).replaceAll('-', '').replaceAll(':', '');

/**
 * The rule as an RFC 5545 RRULE value for a DTSTART in Europe/Amsterdam, for the calendar invites
 * (.ics) the portal sends: for example FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE;WKST=MO;UNTIL=20270131T225959Z.
 * UNTIL is in UTC, as RFC 5545 requires with a zoned DTSTART: the last second of the last date in
 * Amsterdam, so an appointment late on that date is included. A monthly series gets its weekday of
 * the month (BYDAY=2TU, BYDAY=-1TU for the last). Weeks start on Monday. It expands to the same
 * appointments as seriesOccurrences, except where RFC 5545 drops a start in the skipped hour of
 * March that seriesOccurrences moves forward. Meant for a rule without problems (recurrenceProblems).
 */
export function toRRule(rule: RecurrenceRule, first: Pick<SeriesStart, 'date'>): string {
  const parts = [`FREQ=${rule.frequency.toUpperCase()}`, `INTERVAL=${rule.interval}`];
  if (rule.frequency === 'weekly')
    parts.push(
      `BYDAY=${weekdaysOf(rule)
        .map((day) => RFC_WEEKDAYS[day - 1])
        .join(',')}`,
    );
  if (rule.frequency === 'monthly')
    parts.push(`BYDAY=${weekdayOfMonth(first.date)}${RFC_WEEKDAYS[first.date.dayOfWeek - 1]}`);
  parts.push('WKST=MO');
  if (rule.end.kind === 'count') parts.push(`COUNT=${rule.end.count}`);
  else {
    // Midnight exists every day in Amsterdam (the clocks change at 02:00 and 03:00).
    const nextDay = rule.end.date.add({ days: 1 }).toZonedDateTime({ timeZone: SLOT_TIME_ZONE });
    parts.push(`UNTIL=${rfcUtc(nextDay.toInstant().subtract({ seconds: 1 }))}`);
  }
  return parts.join(';');
}

/**
 * The rule's left-out dates as an RFC 5545 EXDATE property line beside the RRULE, at the first
 * appointment's wall-clock start in Europe/Amsterdam (EXDATE matches DTSTART's value type and zone):
 * for example EXDATE;TZID=Europe/Amsterdam:20261202T090000,20261209T090000. Null when none are left
 * out. The dates are written in date order, each once.
 */
export function toExDate(rule: RecurrenceRule, first: Pick<SeriesStart, 'start'>): string | null {
  const dates = [...new Map((rule.exceptDates ?? []).map((date) => [date.toString(), date])).values()].sort(
    Temporal.PlainDate.compare,
  );
  if (dates.length === 0) return null;
  const local = (date: Temporal.PlainDate) =>
    date
      .toPlainDateTime(first.start)
      .toString({ smallestUnit: 'second' })
      .replaceAll('-', '')
      .replaceAll(':', '');
  return `EXDATE;TZID=${SLOT_TIME_ZONE}:${dates.map(local).join(',')}`;
}

/**
 * Which appointments of a series a change applies to, as a calendar asks when one edits or deletes
 * one of them: only this one, this one and the ones after it, or the whole series.
 */
export type EditScope = 'this' | 'following' | 'series';

/** The order in which the scopes are offered. */
export const EDIT_SCOPES: readonly EditScope[] = ['this', 'following', 'series'];

/**
 * The appointments of a series that a change made on `selectedDate` applies to: 'this' the ones on
 * that date, 'following' those on that date and after, 'series' all of them (also the ones already
 * past: the caller leaves out what may no longer change). In the order given.
 */
export function occurrencesInScope<T extends { readonly date: Temporal.PlainDate }>(
  scope: EditScope,
  occurrences: readonly T[],
  selectedDate: Temporal.PlainDate,
): T[] {
  switch (scope) {
    case 'this':
      return occurrences.filter((occurrence) => occurrence.date.equals(selectedDate));
    case 'following':
      return occurrences.filter(
        (occurrence) => Temporal.PlainDate.compare(occurrence.date, selectedDate) >= 0,
      );
    case 'series':
      return [...occurrences];
  }
}

/**
 * A series ended before `dateFrom` ("delete this and following"): kept are exactly the appointments
 * on dates before it, removed those on it and after; each in the order given.
 */
export function deleteFrom<T extends { readonly date: Temporal.PlainDate }>(
  occurrences: readonly T[],
  dateFrom: Temporal.PlainDate,
): { kept: T[]; removed: T[] } {
  const kept: T[] = [];
  const removed: T[] = [];
  for (const occurrence of occurrences)
    (Temporal.PlainDate.compare(occurrence.date, dateFrom) < 0 ? kept : removed).push(occurrence);
  return { kept, removed };
}
