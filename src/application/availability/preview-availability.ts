import { Temporal } from 'temporal-polyfill';
import type { AvailableBlock, PersonalDayOff, TimeConstraint } from '../../domain/availability/availability';
import { availabilityOn } from '../../domain/availability/availability';
import type { NationalHoliday } from '../../domain/availability/national-holiday';
import type { Schedule } from '../../domain/availability/schedule';
import { blocksOn, validOn } from '../../domain/availability/schedule';
import type { Result } from '../../domain/shared/result';
import type { LoadCode } from '../platform/record-refusal';
import { loadWith } from '../platform/record-refusal';
import type { AvailabilityGateway, AvailabilityPattern, DayOffPart } from './availability-gateway';

/** A stretch of a day, wall-clock. */
export interface PreviewBlock {
  readonly start: Temporal.PlainTime;
  readonly end: Temporal.PlainTime;
}

/** One date of a schedule's preview: what it plans, what is left, and what took the rest. */
export interface PreviewDay {
  readonly date: Temporal.PlainDate;
  /** Whether the date lies in the schedule's period. */
  readonly inPeriod: boolean;
  /** The schedule's blocks of the weekday, in the weeks it runs. */
  readonly planned: readonly PreviewBlock[];
  /** What is left once the exceptions, days off and a holiday are taken out (availabilityOn). */
  readonly available: readonly PreviewBlock[];
  readonly holiday: NationalHoliday | null;
  readonly daysOff: readonly DayOffPart[];
  readonly exceptions: readonly TimeConstraint[];
}

/** How many weeks the preview shows at a time. */
export const PREVIEW_WEEKS = 4;

/** A part of a date off, back as the day off it is part of (the part is all availabilityOn needs). */
const dayOffOf = (date: Temporal.PlainDate, part: DayOffPart): PersonalDayOff => ({
  id: part.dayOffId,
  userId: '',
  start: date.toPlainDateTime(part.start),
  end: part.end ? date.toPlainDateTime(part.end) : date.add({ days: 1 }).toPlainDateTime(),
  reason: part.reason,
});

const blockOf = (block: Pick<AvailableBlock, 'start' | 'end'>): PreviewBlock => ({
  start: block.start,
  end: block.end,
});

/**
 * A schedule's availability on each day of a pattern's weeks, computed by the domain from the
 * schedule as it is being edited, its exceptions, and the person's days off and the national holidays
 * the server gave for those weeks. So the preview follows every change of the form at once, before
 * anything is saved, and crosses out what a holiday, a day off or an exception takes.
 */
export function previewOf(
  schedule: Schedule,
  pattern: AvailabilityPattern,
  exceptions: readonly TimeConstraint[],
): readonly PreviewDay[] {
  return pattern.days.map((day) => {
    const daysOff = day.daysOff.map((part) => dayOffOf(day.date, part));
    const today = exceptions.filter((exception) => exception.date.equals(day.date));
    const available = availabilityOn(day.date, {
      schedules: [schedule],
      constraints: today,
      daysOff,
      holidays: day.holiday ? [day.holiday] : [],
    });
    return {
      date: day.date,
      inPeriod: validOn(schedule, day.date),
      planned: blocksOn(schedule, day.date)
        .map(blockOf)
        .sort((a, b) => Temporal.PlainTime.compare(a.start, b.start)),
      available: available.map(blockOf),
      holiday: day.holiday,
      daysOff: day.daysOff,
      exceptions: today,
    };
  });
}

/**
 * The weeks a preview shows (GET v2/agenda/{id}/availability-patterns?filter[date]=): the person's
 * holidays and days off on each day, from the Monday of `from`'s week.
 */
export class PreviewAvailability {
  constructor(private readonly availability: AvailabilityGateway) {}

  weeks(
    userId: string,
    from: Temporal.PlainDate,
    scheduleId: string | null,
    signal?: AbortSignal,
  ): Promise<Result<AvailabilityPattern, LoadCode>> {
    return loadWith(() =>
      this.availability.pattern(userId, from, { weeks: PREVIEW_WEEKS, scheduleId }, signal),
    );
  }
}
