import { Temporal } from 'temporal-polyfill';
import { SLOT_TIME_ZONE } from '../shared/zoned-slot';
import type { RecurrenceRule, SeriesStart } from './recurrence';
import { seriesOccurrences, toRRule } from './recurrence';

/** A recurring series as the back office keeps it: its rule and its first appointment's date and times. */
export interface SeriesPattern {
  readonly id: string;
  readonly rule: RecurrenceRule;
  readonly first: SeriesStart;
}

/** What a calendar file needs to know of an appointment to place it: when, and in which series. */
export interface CalendarItem {
  readonly start: Temporal.ZonedDateTime;
  readonly end: Temporal.ZonedDateTime;
  readonly seriesId: string | null;
}

/** A date of a series in the file, by its start at the series' own time (RECURRENCE-ID, EXDATE). */
export type SeriesDateTime = Temporal.PlainDateTime;

/**
 * A series written as one recurring event (RFC 5545): DTSTART and DTEND at the series' own times on
 * its first date in the file, an RRULE up to its last date in the file, EXDATE for each date of the
 * rule in between that the file leaves out, and an override (RECURRENCE-ID) for each appointment at
 * other times that day or with other words than the lead's.
 */
export interface SeriesEvent<T> {
  readonly kind: 'series';
  readonly seriesId: string;
  /** The appointment whose words the recurring event carries. */
  readonly lead: T;
  readonly start: Temporal.ZonedDateTime;
  readonly end: Temporal.ZonedDateTime;
  /** The RRULE value: the series' rule, ending (UNTIL) on its last date in the file. */
  readonly rrule: string;
  /** The dates left out, at the series' start time in Amsterdam, in date order. */
  readonly exdates: readonly SeriesDateTime[];
  /** The appointments the rule does not describe as they are, each on its date of the series. */
  readonly overrides: readonly { readonly recurrenceId: SeriesDateTime; readonly item: T }[];
}

/** One event of a calendar file: an appointment of its own, or a whole series. */
export type CalendarEntry<T> = { readonly kind: 'single'; readonly item: T } | SeriesEvent<T>;

const startOfEntry = <T extends CalendarItem>(entry: CalendarEntry<T>) =>
  entry.kind === 'single' ? entry.item.start : entry.start;

/**
 * Whether a wall-clock time on a date names exactly one moment in Amsterdam: not in the hour skipped
 * in March (RFC 5545 drops such a recurrence) nor in the hour repeated in October (where calendar
 * programs differ). A series at such a time is written as appointments of their own.
 */
function unambiguous(date: Temporal.PlainDate, time: Temporal.PlainTime): boolean {
  const local = date.toPlainDateTime(time);
  const earlier = local.toZonedDateTime(SLOT_TIME_ZONE, { disambiguation: 'earlier' });
  const later = local.toZonedDateTime(SLOT_TIME_ZONE, { disambiguation: 'later' });
  return earlier.equals(later) && earlier.toPlainDateTime().equals(local);
}

/** The length of every appointment of the series as its rule has it (an end not after the start ends the next day). */
function lengthOf(first: SeriesStart): Temporal.Duration {
  const wallClock = first.start.until(first.end);
  return Temporal.PlainTime.compare(first.end, first.start) <= 0 ? wallClock.add({ hours: 24 }) : wallClock;
}

/**
 * The series as one event when its appointments allow, else null (each is then written alone). The
 * dates of the rule (its left-out and moved dates included: those are the file's own choice here) are
 * matched to the appointments on them, one each; an appointment on no date of the rule, or on one
 * already taken, is written alone. It takes at least two appointments on dates of the rule, every date
 * between the first and the last of them at an unambiguous time.
 */
function seriesEvent<T extends CalendarItem>(
  pattern: SeriesPattern,
  items: readonly T[],
  lookOf: (item: T) => string,
): { event: SeriesEvent<T> | null; alone: T[] } {
  const rule: RecurrenceRule = { ...pattern.rule, exceptDates: [], movedDates: [] };
  const dates = seriesOccurrences(rule, pattern.first).map((occurrence) => occurrence.date);
  const byDate = new Map(dates.map((date) => [date.toString(), date]));
  const matched = new Map<string, T>();
  const alone: T[] = [];
  for (const item of items) {
    const day = item.start.withTimeZone(SLOT_TIME_ZONE).toPlainDate().toString();
    if (byDate.has(day) && !matched.has(day)) matched.set(day, item);
    else alone.push(item);
  }
  const inFile = dates.filter((date) => matched.has(date.toString()));
  const firstDate = inFile[0];
  const lastDate = inFile.at(-1);
  const span = dates.filter(
    (date) =>
      firstDate &&
      lastDate &&
      Temporal.PlainDate.compare(date, firstDate) >= 0 &&
      Temporal.PlainDate.compare(date, lastDate) <= 0,
  );
  if (
    !firstDate ||
    !lastDate ||
    inFile.length < 2 ||
    !span.every((date) => unambiguous(date, pattern.first.start))
  )
    return { event: null, alone: [...items] };

  const length = lengthOf(pattern.first);
  const at = (date: Temporal.PlainDate) =>
    date.toZonedDateTime({ timeZone: SLOT_TIME_ZONE, plainTime: pattern.first.start });
  // As the rule has it: at the series' times, and no change of the clocks in between, so a calendar
  // that adds the length by the clock and one that adds it exactly agree.
  const asRuled = (item: T, date: Temporal.PlainDate) => {
    const start = at(date);
    const end = start.add(length);
    return (
      item.start.toInstant().equals(start.toInstant()) &&
      item.end.toInstant().equals(end.toInstant()) &&
      start.offsetNanoseconds === end.offsetNanoseconds
    );
  };
  const members = inFile.map((date) => ({ date, item: matched.get(date.toString()) as T }));
  const lead = (members.find(({ date, item }) => asRuled(item, date)) ?? members[0])?.item as T;
  const start = at(firstDate);
  return {
    event: {
      kind: 'series',
      seriesId: pattern.id,
      lead,
      start,
      end: start.add(length),
      rrule: toRRule({ ...rule, end: { kind: 'until', date: lastDate } }, pattern.first),
      exdates: span
        .filter((date) => !matched.has(date.toString()))
        .map((date) => date.toPlainDateTime(pattern.first.start)),
      overrides: members
        .filter(({ date, item }) => !asRuled(item, date) || lookOf(item) !== lookOf(lead))
        .map(({ date, item }) => ({ recurrenceId: date.toPlainDateTime(pattern.first.start), item })),
    },
    alone,
  };
}

/**
 * Which events a calendar file holds for these appointments: each series of which the file holds
 * two or more appointments on dates of its rule is one recurring event (SeriesEvent), and every other
 * appointment an event of its own. Expanded as RFC 5545 has it, the events give back exactly the
 * appointments given, each at its own moments and with its own words (`lookOf`, the text the file
 * writes of it: two appointments with the same look read the same). A series whose pattern is not
 * given is written as appointments of their own. Events in the order of their start.
 */
export function calendarEntries<T extends CalendarItem>(
  items: readonly T[],
  patterns: readonly SeriesPattern[],
  lookOf: (item: T) => string = () => '',
): CalendarEntry<T>[] {
  const ordered = [...items].sort((a, b) =>
    Temporal.Instant.compare(a.start.toInstant(), b.start.toInstant()),
  );
  const entries: CalendarEntry<T>[] = [];
  const bySeries = new Map<string, T[]>();
  for (const item of ordered) {
    const pattern = item.seriesId === null ? null : patterns.find((known) => known.id === item.seriesId);
    if (!pattern) entries.push({ kind: 'single', item });
    else bySeries.set(pattern.id, [...(bySeries.get(pattern.id) ?? []), item]);
  }
  for (const [seriesId, members] of bySeries) {
    const pattern = patterns.find((known) => known.id === seriesId) as SeriesPattern;
    const { event, alone } = seriesEvent(pattern, members, lookOf);
    if (event) entries.push(event);
    for (const item of alone) entries.push({ kind: 'single', item });
  }
  return entries.sort((a, b) =>
    Temporal.Instant.compare(startOfEntry(a).toInstant(), startOfEntry(b).toInstant()),
  );
}

/** The iCalendar form of a date-time in Amsterdam, for DTSTART, EXDATE and RECURRENCE-ID with TZID: 20261202T090000. */
export const icalLocal = (moment: Temporal.PlainDateTime): string =>
  moment.toString({ smallestUnit: 'second' }).replaceAll('-', '').replaceAll(':', '');
