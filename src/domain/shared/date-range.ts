import { Temporal } from 'temporal-polyfill';
import type { Result } from './result';
import { fail, ok } from './result';

export type DateRangeFailure = 'date-range.end-not-after-start';

/**
 * Two calendar dates of which the end lies after the start (spec section 5: "the end date must be
 * after the start date"). Made only through `DateRange.of`, so a range in hand is always valid.
 */
export class DateRange {
  private constructor(
    readonly start: Temporal.PlainDate,
    readonly end: Temporal.PlainDate,
  ) {}

  static of(start: Temporal.PlainDate, end: Temporal.PlainDate): Result<DateRange, DateRangeFailure> {
    return endIsAfterStart(start, end)
      ? ok(new DateRange(start, end))
      : fail('date-range.end-not-after-start');
  }

  /** Days from the start to the end (at least 1). */
  get days(): number {
    return this.start.until(this.end, { largestUnit: 'days' }).days;
  }

  /** Whether the date lies in the range, both ends included. */
  contains(date: Temporal.PlainDate): boolean {
    return (
      Temporal.PlainDate.compare(this.start, date) <= 0 && Temporal.PlainDate.compare(date, this.end) <= 0
    );
  }

  equals(other: DateRange): boolean {
    return this.start.equals(other.start) && this.end.equals(other.end);
  }
}

/** The rule on its own, for a form that checks two fields before it has a range to make. */
export const endIsAfterStart = (start: Temporal.PlainDate, end: Temporal.PlainDate): boolean =>
  Temporal.PlainDate.compare(end, start) > 0;
