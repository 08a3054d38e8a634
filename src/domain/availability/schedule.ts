import { Temporal } from 'temporal-polyfill';

/** Spec section 9: the portal's time zone; schedules are wall-clock times there. */
export const AGENDA_TIME_ZONE = 'Europe/Amsterdam';

/** A block of working time on one weekday (1 Monday ... 7 Sunday), start before end, same day. */
export interface WeeklyBlock {
  readonly weekday: number;
  readonly start: Temporal.PlainTime;
  readonly end: Temporal.PlainTime;
}

/**
 * Which weeks a schedule runs: every week, the even or odd ISO weeks (as Dutch rosters say "even
 * weken"), or every N weeks counted from the week of its first day.
 */
export type WeekRepeat =
  | { readonly kind: 'every-week' }
  | { readonly kind: 'even-weeks' }
  | { readonly kind: 'odd-weeks' }
  | { readonly kind: 'every-n-weeks'; readonly weeks: number };

/** An availability schedule of one agenda user at one location. */
export interface Schedule {
  readonly id: string;
  readonly userId: string;
  readonly locationId: string;
  readonly operationIds: readonly string[];
  readonly blocks: readonly WeeklyBlock[];
  readonly repeat: WeekRepeat;
  readonly validFrom: Temporal.PlainDate;
  /** The last day it applies; null while open-ended. */
  readonly validUntil: Temporal.PlainDate | null;
  /** A deleted schedule can be restored; it applies to nothing while deleted. */
  readonly deleted: boolean;
}

/** The Monday of a date's ISO week. */
export const mondayOf = (date: Temporal.PlainDate): Temporal.PlainDate =>
  date.subtract({ days: date.dayOfWeek - 1 });

/** Whether the date lies in the schedule's validity and the schedule is not deleted. */
export function validOn(schedule: Schedule, date: Temporal.PlainDate): boolean {
  if (schedule.deleted) return false;
  if (Temporal.PlainDate.compare(date, schedule.validFrom) < 0) return false;
  return !schedule.validUntil || Temporal.PlainDate.compare(date, schedule.validUntil) <= 0;
}

/** Whether the schedule applies on the date: valid then, and its week matches. */
export function appliesOn(schedule: Schedule, date: Temporal.PlainDate): boolean {
  return validOn(schedule, date) && weekMatches(schedule.repeat, schedule.validFrom, date);
}

export function weekMatches(
  repeat: WeekRepeat,
  anchor: Temporal.PlainDate,
  date: Temporal.PlainDate,
): boolean {
  switch (repeat.kind) {
    case 'every-week':
      return true;
    case 'even-weeks':
      return (date.weekOfYear ?? 0) % 2 === 0;
    case 'odd-weeks':
      return (date.weekOfYear ?? 0) % 2 === 1;
    case 'every-n-weeks': {
      const weeks = mondayOf(anchor).until(mondayOf(date), { largestUnit: 'days' }).days / 7;
      return ((weeks % repeat.weeks) + repeat.weeks) % repeat.weeks === 0;
    }
  }
}

/** The blocks of a schedule on a date, as wall-clock times (none when it does not apply). */
export function blocksOn(schedule: Schedule, date: Temporal.PlainDate): readonly WeeklyBlock[] {
  return appliesOn(schedule, date) ? schedule.blocks.filter((block) => block.weekday === date.dayOfWeek) : [];
}
