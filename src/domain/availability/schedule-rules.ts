import { Temporal } from 'temporal-polyfill';
import type { Schedule, WeeklyBlock } from './schedule';
import { appliesOn } from './schedule';

const overlap = (a: WeeklyBlock, b: WeeklyBlock) =>
  a.weekday === b.weekday &&
  Temporal.PlainTime.compare(a.start, b.end) < 0 &&
  Temporal.PlainTime.compare(b.start, a.end) < 0;

/** How many weeks a repeat takes to come round again (even and odd weeks: two, apart from 53-week years). */
const cycleOf = (repeat: Schedule['repeat']): number =>
  repeat.kind === 'every-week' ? 1 : repeat.kind === 'every-n-weeks' ? repeat.weeks : 2;

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * Days enough to meet every combination of weeks two schedules can be in. Counted in weeks from the
 * later start, each schedule's weeks repeat with its cycle, except that even and odd ISO weeks swap
 * after a year of 53 weeks. Such years lie 5 to 7 years apart (every gap in the 400-year Gregorian
 * cycle), so within 15 years both ways of pairing even and odd weeks with the cycles have come, and
 * the second stretch lasts at least 5 years, longer than a common cycle of up to 130 weeks (repeats
 * are at most 8 weeks, scheduleProblems). Three years, as this once was, are not enough: every second
 * week from 2027-01-04 and the even weeks first meet on 2033-01-10.
 */
function horizonDays(a: Schedule, b: Schedule): number {
  const x = cycleOf(a.repeat);
  const y = cycleOf(b.repeat);
  const common = (x * y) / gcd(x, y);
  return 15 * 366 + 7 * 2 * common;
}

/**
 * The first date on which two schedules of one person would both have him work at the same time, or
 * null when they never do (issue: availability: "two schedules of one person never overlap").
 */
export function firstOverlap(a: Schedule, b: Schedule): Temporal.PlainDate | null {
  if (a.userId !== b.userId || a.id === b.id || a.deleted || b.deleted) return null;
  const weekdays = new Set(
    a.blocks.filter((x) => b.blocks.some((y) => overlap(x, y))).map((block) => block.weekday),
  );
  if (weekdays.size === 0) return null;
  const from = Temporal.PlainDate.compare(a.validFrom, b.validFrom) >= 0 ? a.validFrom : b.validFrom;
  const ends = [a.validUntil, b.validUntil].filter((end): end is Temporal.PlainDate => end !== null);
  const until = ends.reduce(
    (earliest, end) => (Temporal.PlainDate.compare(end, earliest) < 0 ? end : earliest),
    from.add({ days: horizonDays(a, b) }),
  );
  for (let date = from; Temporal.PlainDate.compare(date, until) <= 0; date = date.add({ days: 1 })) {
    // Only the weekdays on which some block of each meets a block of the other can clash.
    if (!weekdays.has(date.dayOfWeek)) continue;
    if (appliesOn(a, date) && appliesOn(b, date)) return date;
  }
  return null;
}

/** A week's blocks are well formed: start before end, weekday 1 to 7, no two overlapping. */
export function blocksProblem(
  blocks: readonly WeeklyBlock[],
): 'empty' | 'end-before-start' | 'overlap' | null {
  if (blocks.length === 0) return 'empty';
  if (blocks.some((block) => Temporal.PlainTime.compare(block.start, block.end) >= 0))
    return 'end-before-start';
  for (let i = 0; i < blocks.length; i++) {
    for (let j = i + 1; j < blocks.length; j++) {
      if (overlap(blocks[i] as WeeklyBlock, blocks[j] as WeeklyBlock)) return 'overlap';
    }
  }
  return null;
}

/**
 * Spec section 5: "when schedules linked to a location end after the selected date, an error shows the
 * earliest valid end date". Null when the location may end on `selected`; otherwise the earliest end
 * date the schedules allow, or 'open-ended' when one of them has no end at all (it must end first).
 */
export function earliestValidEndDate(
  selected: Temporal.PlainDate,
  schedulesAtLocation: readonly Schedule[],
): Temporal.PlainDate | 'open-ended' | null {
  const blocking = schedulesAtLocation.filter(
    (schedule) =>
      !schedule.deleted &&
      (schedule.validUntil === null || Temporal.PlainDate.compare(schedule.validUntil, selected) > 0),
  );
  if (blocking.length === 0) return null;
  if (blocking.some((schedule) => schedule.validUntil === null)) return 'open-ended';
  return blocking
    .map((schedule) => schedule.validUntil as Temporal.PlainDate)
    .reduce((latest, end) => (Temporal.PlainDate.compare(end, latest) > 0 ? end : latest));
}
