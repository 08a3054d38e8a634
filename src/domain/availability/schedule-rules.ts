import { Temporal } from 'temporal-polyfill';
import type { Schedule, WeeklyBlock } from './schedule';
import { appliesOn } from './schedule';

const overlap = (a: WeeklyBlock, b: WeeklyBlock) =>
  a.weekday === b.weekday &&
  Temporal.PlainTime.compare(a.start, b.end) < 0 &&
  Temporal.PlainTime.compare(b.start, a.end) < 0;

/**
 * Days enough to meet every combination of weeks two schedules can be in: even and odd ISO weeks
 * shift at a year with 53 weeks, and repeats of up to 8 weeks meet within their least common multiple;
 * three years cover both.
 */
const HORIZON_DAYS = 3 * 366;

/**
 * The first date on which two schedules of one person would both have him work at the same time, or
 * null when they never do (issue: availability: "two schedules of one person never overlap").
 */
export function firstOverlap(a: Schedule, b: Schedule): Temporal.PlainDate | null {
  if (a.userId !== b.userId || a.id === b.id || a.deleted || b.deleted) return null;
  if (!a.blocks.some((x) => b.blocks.some((y) => overlap(x, y)))) return null;
  const from = Temporal.PlainDate.compare(a.validFrom, b.validFrom) >= 0 ? a.validFrom : b.validFrom;
  const ends = [a.validUntil, b.validUntil].filter((end): end is Temporal.PlainDate => end !== null);
  const until = ends.reduce(
    (earliest, end) => (Temporal.PlainDate.compare(end, earliest) < 0 ? end : earliest),
    from.add({ days: HORIZON_DAYS }),
  );
  for (let date = from; Temporal.PlainDate.compare(date, until) <= 0; date = date.add({ days: 1 })) {
    if (!appliesOn(a, date) || !appliesOn(b, date)) continue;
    const day = date.dayOfWeek;
    if (a.blocks.some((x) => x.weekday === day && b.blocks.some((y) => overlap(x, y)))) return date;
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
