import { Temporal } from 'temporal-polyfill';
import type { Result } from './result';
import { fail, ok } from './result';

/** Spec section 9: every time the portal shows or plans is in Europe/Amsterdam. */
export const SLOT_TIME_ZONE = 'Europe/Amsterdam';

export type ZonedSlotFailure = 'zoned-slot.end-not-after-start';

/**
 * A stretch of time in Europe/Amsterdam (an appointment, an availability) whose end is after its
 * start. Start and end are compared as instants, so a slot across a daylight-saving change has its
 * real length: 00:00 to 00:00 on the last Sunday of March lasts 23 hours.
 */
export class ZonedSlot {
  private constructor(
    readonly start: Temporal.ZonedDateTime,
    readonly end: Temporal.ZonedDateTime,
  ) {}

  /** Takes any two moments; both are expressed in Amsterdam time whatever zone they came in. */
  static of(start: Temporal.ZonedDateTime, end: Temporal.ZonedDateTime): Result<ZonedSlot, ZonedSlotFailure> {
    if (Temporal.Instant.compare(end.toInstant(), start.toInstant()) <= 0) {
      return fail('zoned-slot.end-not-after-start');
    }
    return ok(new ZonedSlot(start.withTimeZone(SLOT_TIME_ZONE), end.withTimeZone(SLOT_TIME_ZONE)));
  }

  /**
   * A slot from wall-clock times on a day in Amsterdam. A time that does not exist (the hour skipped
   * in March) moves forward; a time that occurs twice (the hour repeated in October) takes the
   * earlier one: Temporal's 'compatible' choice, which is also what a calendar app does.
   */
  static onDay(
    date: Temporal.PlainDate,
    from: Temporal.PlainTime,
    until: Temporal.PlainTime,
  ): Result<ZonedSlot, ZonedSlotFailure> {
    const at = (time: Temporal.PlainTime) =>
      date.toZonedDateTime({ timeZone: SLOT_TIME_ZONE, plainTime: time });
    return ZonedSlot.of(at(from), at(until));
  }

  /** The real time between start and end, in hours, minutes and smaller (never days). */
  get duration(): Temporal.Duration {
    return this.start.until(this.end, { largestUnit: 'hours' });
  }

  /** Whether the two share any moment; slots that only touch (one ends as the other starts) do not. */
  overlaps(other: ZonedSlot): boolean {
    return (
      Temporal.ZonedDateTime.compare(this.start, other.end) < 0 &&
      Temporal.ZonedDateTime.compare(other.start, this.end) < 0
    );
  }

  contains(moment: Temporal.ZonedDateTime): boolean {
    return (
      Temporal.ZonedDateTime.compare(this.start, moment) <= 0 &&
      Temporal.ZonedDateTime.compare(moment, this.end) < 0
    );
  }

  equals(other: ZonedSlot): boolean {
    return this.start.equals(other.start) && this.end.equals(other.end);
  }
}
