import { Temporal } from 'temporal-polyfill';
import type { AvailableBlock } from '../availability/availability';
import { SLOT_TIME_ZONE } from '../shared/zoned-slot';

/**
 * Why a planner is asked "book anyway?" before an appointment is saved. None of these stops the
 * booking (a professional may see someone at 07:30 or on King's Day by arrangement); each is shown so
 * that it happens on purpose: the time lies outside the person's available time that day, the day is
 * a national holiday, or the person has (part of) the day off.
 */
export type BookingWarning = 'outsideWorkingHours' | 'holiday' | 'dayOff';

/** The order in which the warnings are listed. */
export const BOOKING_WARNINGS: readonly BookingWarning[] = ['outsideWorkingHours', 'holiday', 'dayOff'];

/**
 * What the agenda knows of the person's day the slot starts on: their available blocks that date (as
 * availabilityOn computes them; only the wall-clock times are read), the name of the national holiday
 * on it or null, and whether a personal day off touches it.
 */
export interface BookingDay {
  readonly available: readonly Pick<AvailableBlock, 'start' | 'end'>[];
  readonly holiday: string | null;
  readonly dayOff: boolean;
}

/** availabilityOn's way of writing midnight at the end of a block that runs to the end of the day. */
const END_OF_DAY = { hour: 23, minute: 59, second: 59, millisecond: 999, microsecond: 0, nanosecond: 0 };

const isEndOfDay = (time: Temporal.PlainTime) => time.equals(Temporal.PlainTime.from(END_OF_DAY));

/**
 * The warnings for booking `slot` on `day`, in the order of BOOKING_WARNINGS. outsideWorkingHours
 * when the slot, read as wall-clock times in Amsterdam, does not lie entirely inside one available
 * block or inside blocks that follow each other without a gap (09:00-12:00 and 12:00-17:00 hold a
 * 11:30-12:30 slot); a day without blocks has every slot outside. A block ending at 23:59:59.999
 * runs to midnight, so a slot ending at 00:00 the next day can lie inside it. holiday when the day
 * has a holiday's name, dayOff when the person is off (part of) it.
 */
export function bookingWarnings(
  slot: { readonly start: Temporal.ZonedDateTime; readonly end: Temporal.ZonedDateTime },
  day: BookingDay,
): BookingWarning[] {
  const warnings: BookingWarning[] = [];
  if (!insideAvailable(slot, day.available)) warnings.push('outsideWorkingHours');
  if (day.holiday !== null) warnings.push('holiday');
  if (day.dayOff) warnings.push('dayOff');
  return warnings;
}

function insideAvailable(
  slot: { readonly start: Temporal.ZonedDateTime; readonly end: Temporal.ZonedDateTime },
  available: readonly Pick<AvailableBlock, 'start' | 'end'>[],
): boolean {
  const start = slot.start.withTimeZone(SLOT_TIME_ZONE).toPlainDateTime();
  const end = slot.end.withTimeZone(SLOT_TIME_ZONE).toPlainDateTime();
  const date = start.toPlainDate();
  const spans = available
    .map((block) => ({
      start: date.toPlainDateTime(block.start),
      end: isEndOfDay(block.end) ? date.add({ days: 1 }).toPlainDateTime() : date.toPlainDateTime(block.end),
    }))
    .filter((span) => Temporal.PlainDateTime.compare(span.start, span.end) < 0)
    .sort((a, b) => Temporal.PlainDateTime.compare(a.start, b.start));
  // Blocks that overlap or touch are joined, so a slot across their meeting point is inside.
  const joined: { start: Temporal.PlainDateTime; end: Temporal.PlainDateTime }[] = [];
  for (const span of spans) {
    const last = joined.at(-1);
    if (last && Temporal.PlainDateTime.compare(span.start, last.end) <= 0) {
      if (Temporal.PlainDateTime.compare(span.end, last.end) > 0) last.end = span.end;
    } else joined.push({ ...span });
  }
  return joined.some(
    (span) =>
      Temporal.PlainDateTime.compare(span.start, start) <= 0 &&
      Temporal.PlainDateTime.compare(end, span.end) <= 0,
  );
}
