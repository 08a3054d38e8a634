import { dayNumber, isoDate, isoWeekday } from '../platform/amsterdam-time';
import type { StoredBlock, StoredDayOff, StoredSchedule, StoredTimeConstraint } from './availability-state';

/**
 * The back office's availability computation, written apart from the portal's domain
 * (src/domain/availability) as a real back office's would be: day numbers instead of calendar
 * objects, minutes of the day instead of times, its own ISO week number and its own overlap search.
 * Wall-clock minutes in Europe/Amsterdam, so the clock changes never move a block. A property test
 * holds it to the domain's availabilityOn, firstOverlap and earliestValidEndDate.
 */

/** A stretch of a day in minutes since midnight, end after start, at most 1440. */
export interface MinuteSpan {
  readonly from: number;
  readonly to: number;
}

export interface ComputedBlock extends MinuteSpan {
  readonly scheduleId: string;
  readonly locationId: string;
}

export interface AvailabilityInputs {
  readonly schedules: readonly StoredSchedule[];
  readonly constraints: readonly StoredTimeConstraint[];
  readonly daysOff: readonly StoredDayOff[];
  /** The dates that are national holidays. */
  readonly holidayDates: ReadonlySet<string>;
}

const MINUTES_PER_DAY = 1440;

/** "HH:MM" as minutes since midnight ("24:00" is 1440). */
export const minutesOf = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Minutes since midnight as "HH:MM". */
export const hhmmOf = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The ISO week number of a day: the week belongs to the year its Thursday falls in, and counts from
 * the week holding that year's first Thursday.
 */
export function isoWeekNumber(day: number): number {
  const thursday = day + 4 - isoWeekday(day);
  const year = Number(isoDate(thursday).slice(0, 4));
  const firstOfYear = dayNumber(`${String(year).padStart(4, '0')}-01-01`);
  return Math.floor((thursday - firstOfYear) / 7) + 1;
}

const mondayNumber = (day: number): number => day - (isoWeekday(day) - 1);

/** Whether the schedule is in force on the day: not deleted, from its first through its last day. */
export function inForce(schedule: StoredSchedule, day: number): boolean {
  if (schedule.deletedAt !== null) return false;
  if (day < dayNumber(schedule.validFrom)) return false;
  return schedule.validUntil === null || day <= dayNumber(schedule.validUntil);
}

/** Whether the day lies in a week the schedule runs. */
export function runsInWeekOf(schedule: StoredSchedule, day: number): boolean {
  switch (schedule.repeat) {
    case 'every-week':
      return true;
    case 'even-weeks':
      return isoWeekNumber(day) % 2 === 0;
    case 'odd-weeks':
      return isoWeekNumber(day) % 2 === 1;
    case 'every-n-weeks': {
      const every = schedule.repeatWeeks ?? 1;
      const weeks = (mondayNumber(day) - mondayNumber(dayNumber(schedule.validFrom))) / 7;
      return ((weeks % every) + every) % every === 0;
    }
  }
}

/** The schedule's own blocks on the day, before any exception. */
export function plannedOn(schedule: StoredSchedule, day: number): StoredBlock[] {
  if (!inForce(schedule, day) || !runsInWeekOf(schedule, day)) return [];
  const weekday = isoWeekday(day);
  return schedule.blocks.filter((block) => block.weekday === weekday);
}

const spanOf = (block: { start: string; end: string }): MinuteSpan => ({
  from: minutesOf(block.start),
  to: minutesOf(block.end),
});

/** Sorted, with overlapping and touching spans joined. */
export function joined(spans: readonly MinuteSpan[]): MinuteSpan[] {
  const out: { from: number; to: number }[] = [];
  for (const span of [...spans].sort((a, b) => a.from - b.from)) {
    const last = out[out.length - 1];
    if (last && span.from <= last.to) last.to = Math.max(last.to, span.to);
    else out.push({ from: span.from, to: span.to });
  }
  return out;
}

/** The spans without the minutes of `cut`. */
export function without(spans: readonly MinuteSpan[], cut: MinuteSpan): MinuteSpan[] {
  const out: MinuteSpan[] = [];
  for (const span of spans) {
    if (cut.to <= span.from || cut.from >= span.to) {
      out.push(span);
      continue;
    }
    if (span.from < cut.from) out.push({ from: span.from, to: cut.from });
    if (cut.to < span.to) out.push({ from: cut.to, to: span.to });
  }
  return out;
}

/** The spans cut down to `keep`. */
const within = (spans: readonly MinuteSpan[], keep: MinuteSpan): MinuteSpan[] =>
  spans
    .map((span) => ({ from: Math.max(span.from, keep.from), to: Math.min(span.to, keep.to) }))
    .filter((span) => span.from < span.to);

/** The minutes of the day a personal day off takes, or null when it misses the day. */
export function offOn(dayOff: StoredDayOff, day: number): MinuteSpan | null {
  const start = dayNumber(dayOff.startDate) * MINUTES_PER_DAY + minutesOf(dayOff.startTime);
  const end = dayNumber(dayOff.endDate) * MINUTES_PER_DAY + minutesOf(dayOff.endTime);
  const from = Math.max(start, day * MINUTES_PER_DAY) - day * MINUTES_PER_DAY;
  const to = Math.min(end, (day + 1) * MINUTES_PER_DAY) - day * MINUTES_PER_DAY;
  return from < to ? { from, to } : null;
}

/**
 * One schedule's spans on a day once its exceptions of that day are applied: a day off leaves
 * nothing, a shorter day keeps what lies within it, an extra block adds itself on any day the schedule
 * is in force.
 */
export function scheduleSpansOn(
  schedule: StoredSchedule,
  day: number,
  constraints: readonly StoredTimeConstraint[],
): MinuteSpan[] {
  const date = isoDate(day);
  const today = constraints.filter(
    (constraint) => constraint.scheduleId === schedule.id && constraint.date === date,
  );
  let spans = plannedOn(schedule, day).map(spanOf);
  if (today.some((constraint) => constraint.kind === 'day-off')) spans = [];
  for (const constraint of today) {
    if (constraint.kind === 'shorter' && constraint.start !== null && constraint.end !== null)
      spans = within(spans, spanOf({ start: constraint.start, end: constraint.end }));
  }
  if (inForce(schedule, day)) {
    for (const constraint of today) {
      if (constraint.kind === 'extra' && constraint.start !== null && constraint.end !== null)
        spans.push(spanOf({ start: constraint.start, end: constraint.end }));
    }
  }
  return spans;
}

/**
 * A person's availability on a day: per schedule (in the order given), its spans after the day's
 * exceptions, less the personal days off, joined; nothing at all on a national holiday. By start.
 */
export function availableOn(day: number, inputs: AvailabilityInputs): ComputedBlock[] {
  if (inputs.holidayDates.has(isoDate(day))) return [];
  const off = inputs.daysOff.flatMap((dayOff) => {
    const span = offOn(dayOff, day);
    return span ? [span] : [];
  });
  const blocks: ComputedBlock[] = [];
  for (const schedule of inputs.schedules) {
    let spans = scheduleSpansOn(schedule, day, inputs.constraints);
    for (const cut of off) spans = without(spans, cut);
    for (const span of joined(spans))
      blocks.push({ ...span, scheduleId: schedule.id, locationId: schedule.locationId });
  }
  // A stable sort: blocks starting together keep the order of their schedules.
  return blocks.sort((a, b) => a.from - b.from);
}

// ---------------------------------------------------------------------------------------------------
// The overlap rule

const blocksMeet = (a: StoredBlock, b: StoredBlock): boolean =>
  a.weekday === b.weekday && minutesOf(a.start) < minutesOf(b.end) && minutesOf(b.start) < minutesOf(a.end);

const weeksOfRepeat = (schedule: StoredSchedule): number =>
  schedule.repeat === 'every-week'
    ? 1
    : schedule.repeat === 'every-n-weeks'
      ? (schedule.repeatWeeks ?? 1)
      : 2;

const greatestDivisor = (a: number, b: number): number => {
  let [x, y] = [a, b];
  while (y !== 0) [x, y] = [y, x % y];
  return x;
};

/**
 * How far ahead a clash must be looked for. The week pattern of two schedules repeats every common
 * multiple of their repeats, except that ISO week parity turns over after each year of 53 weeks
 * (those come 5, 6 or 7 years apart); sixteen years and twice the common cycle see every combination.
 */
function searchDays(a: StoredSchedule, b: StoredSchedule): number {
  const x = weeksOfRepeat(a);
  const y = weeksOfRepeat(b);
  return 16 * 365 + 2 * 7 * ((x * y) / greatestDivisor(x, y));
}

/**
 * The first date two schedules of one person have him work at the same time, or null when they never
 * do: only the same person's, only when neither is deleted, only while both are in force.
 */
export function firstClash(a: StoredSchedule, b: StoredSchedule): string | null {
  if (a.userId !== b.userId || a.id === b.id || a.deletedAt !== null || b.deletedAt !== null) return null;
  const weekdays = new Set<number>();
  for (const x of a.blocks) for (const y of b.blocks) if (blocksMeet(x, y)) weekdays.add(x.weekday);
  if (weekdays.size === 0) return null;
  const first = Math.max(dayNumber(a.validFrom), dayNumber(b.validFrom));
  let last = first + searchDays(a, b);
  for (const end of [a.validUntil, b.validUntil]) if (end !== null) last = Math.min(last, dayNumber(end));
  for (let day = first; day <= last; day += 1) {
    if (!weekdays.has(isoWeekday(day))) continue;
    if (runsInWeekOf(a, day) && runsInWeekOf(b, day)) return isoDate(day);
  }
  return null;
}

/** The earliest date the schedule clashes with any of the others, and with which; null when none. */
export function earliestClash(
  schedule: StoredSchedule,
  others: readonly StoredSchedule[],
): { date: string; other: StoredSchedule } | null {
  let found: { date: string; other: StoredSchedule } | null = null;
  for (const other of others) {
    const date = firstClash(schedule, other);
    if (date !== null && (found === null || date < found.date)) found = { date, other };
  }
  return found;
}

// ---------------------------------------------------------------------------------------------------
// Spec section 5: a location's end date against the schedules at it

/**
 * The earliest date a location may end on given the schedules at it, when `selected` is too early:
 * the last end of the schedules still in force after it, or 'open-ended' when one of those has no end.
 * Null when the location may end on `selected`.
 */
export function earliestLocationEnd(
  selected: string,
  schedulesAtLocation: readonly StoredSchedule[],
): string | 'open-ended' | null {
  let latest: string | null = null;
  for (const schedule of schedulesAtLocation) {
    if (schedule.deletedAt !== null) continue;
    if (schedule.validUntil === null) return 'open-ended';
    if (schedule.validUntil > selected && (latest === null || schedule.validUntil > latest))
      latest = schedule.validUntil;
  }
  return latest;
}
