import { Temporal } from 'temporal-polyfill';
import type { Holiday } from '../shared/dutch-holidays';
import type { NationalHoliday } from './national-holiday';
import type { Schedule, WeeklyBlock } from './schedule';
import { AGENDA_TIME_ZONE, blocksOn, validOn } from './schedule';

/** An exception to a schedule on one date (POST v3/agenda/schedules/{id}/time-constraints). */
export interface TimeConstraint {
  readonly id: string;
  readonly scheduleId: string;
  readonly date: Temporal.PlainDate;
  /** day-off: nothing that day; shorter: only within start-end; extra: one more block start-end. */
  readonly kind: 'day-off' | 'shorter' | 'extra';
  readonly start: Temporal.PlainTime | null;
  readonly end: Temporal.PlainTime | null;
}

/** A personal day off (or part of one), wall-clock in Europe/Amsterdam; the end lies after the start. */
export interface PersonalDayOff {
  readonly id: string;
  readonly userId: string;
  readonly start: Temporal.PlainDateTime;
  readonly end: Temporal.PlainDateTime;
  readonly reason: string;
}

/** A stretch of time a person is available on a date, at the location of the schedule it comes from. */
export interface AvailableBlock {
  readonly date: Temporal.PlainDate;
  readonly start: Temporal.PlainTime;
  readonly end: Temporal.PlainTime;
  readonly scheduleId: string;
  readonly locationId: string;
}

export interface AvailabilitySources {
  readonly schedules: readonly Schedule[];
  readonly constraints: readonly TimeConstraint[];
  readonly daysOff: readonly PersonalDayOff[];
  /** The national holidays: computed ones (Holiday) or the back office's records (NationalHoliday). */
  readonly holidays: readonly (Holiday | NationalHoliday)[];
}

/** Minutes since midnight, 0 to 1440: wall-clock arithmetic, free of daylight saving. */
type Span = readonly [number, number];

const minutesOf = (time: Temporal.PlainTime): number => time.hour * 60 + time.minute;
const timeOf = (minutes: number): Temporal.PlainTime =>
  minutes >= 1440
    ? Temporal.PlainTime.from({ hour: 23, minute: 59, second: 59, millisecond: 999 })
    : Temporal.PlainTime.from({ hour: Math.floor(minutes / 60), minute: minutes % 60 });
const spanOf = (block: Pick<WeeklyBlock, 'start' | 'end'>): Span => [
  minutesOf(block.start),
  minutesOf(block.end),
];

/** What is left of spans once `cut` is taken out of each. */
function subtract(spans: readonly Span[], cut: Span): Span[] {
  return spans.flatMap(([start, end]) => {
    if (cut[1] <= start || cut[0] >= end) return [[start, end] as Span];
    const left: Span[] = [];
    if (cut[0] > start) left.push([start, cut[0]]);
    if (cut[1] < end) left.push([cut[1], end]);
    return left;
  });
}

const intersect = (spans: readonly Span[], keep: Span): Span[] =>
  spans
    .map(([start, end]) => [Math.max(start, keep[0]), Math.min(end, keep[1])] as Span)
    .filter(([start, end]) => start < end);

/** The part of a day a personal day off covers, as a span of that date (null when it misses the day). */
function coveredOn(dayOff: PersonalDayOff, date: Temporal.PlainDate): Span | null {
  const dayStart = date.toPlainDateTime();
  const dayEnd = date.add({ days: 1 }).toPlainDateTime();
  if (Temporal.PlainDateTime.compare(dayOff.end, dayStart) <= 0) return null;
  if (Temporal.PlainDateTime.compare(dayOff.start, dayEnd) >= 0) return null;
  const from =
    Temporal.PlainDateTime.compare(dayOff.start, dayStart) <= 0 ? 0 : minutesOf(dayOff.start.toPlainTime());
  const to =
    Temporal.PlainDateTime.compare(dayOff.end, dayEnd) >= 0 ? 1440 : minutesOf(dayOff.end.toPlainTime());
  return from < to ? [from, to] : null;
}

/**
 * A person's availability on a date (issue: availability): their schedules that apply that day and
 * match its week, changed by that day's exceptions, minus their personal days off, and nothing on a
 * national holiday. Wall-clock times in Europe/Amsterdam, so a 09:00-17:00 block stays 09:00-17:00
 * on the days the clocks change.
 */
export function availabilityOn(
  date: Temporal.PlainDate,
  sources: AvailabilitySources,
): readonly AvailableBlock[] {
  if (sources.holidays.some((holiday) => holiday.date.equals(date))) return [];
  const offToday = sources.daysOff.flatMap((dayOff) => {
    const covered = coveredOn(dayOff, date);
    return covered ? [covered] : [];
  });
  const found: AvailableBlock[] = [];
  for (const schedule of sources.schedules) {
    const today = sources.constraints.filter(
      (constraint) => constraint.scheduleId === schedule.id && constraint.date.equals(date),
    );
    let spans: Span[] = blocksOn(schedule, date).map(spanOf);
    for (const constraint of today) {
      if (constraint.kind === 'day-off') spans = [];
      else if (constraint.kind === 'shorter' && constraint.start && constraint.end)
        spans = intersect(spans, spanOf({ start: constraint.start, end: constraint.end }));
    }
    // An extra block counts on any day the schedule is valid, whatever its weekdays and weeks.
    for (const constraint of today) {
      if (constraint.kind === 'extra' && constraint.start && constraint.end && validOn(schedule, date))
        spans.push(spanOf({ start: constraint.start, end: constraint.end }));
    }
    for (const off of offToday) spans = subtract(spans, off);
    for (const [start, end] of merge(spans)) {
      found.push({
        date,
        start: timeOf(start),
        end: timeOf(end),
        scheduleId: schedule.id,
        locationId: schedule.locationId,
      });
    }
  }
  return found.sort((a, b) => Temporal.PlainTime.compare(a.start, b.start));
}

/** Overlapping or touching spans joined, in order. */
function merge(spans: readonly Span[]): Span[] {
  const sorted = [...spans].sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [start, end] of sorted) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/** A block of a date as moments in Europe/Amsterdam (for the agenda and the planning engine). */
export function zonedBlock(block: AvailableBlock): {
  start: Temporal.ZonedDateTime;
  end: Temporal.ZonedDateTime;
} {
  const at = (time: Temporal.PlainTime) =>
    block.date.toZonedDateTime({ timeZone: AGENDA_TIME_ZONE, plainTime: time });
  return { start: at(block.start), end: at(block.end) };
}
