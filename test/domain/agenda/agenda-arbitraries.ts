import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import type { AppointmentStatus, Booking } from '../../../src/domain/agenda/appointment';
import { APPOINTMENT_STATUSES } from '../../../src/domain/agenda/appointment';
import { SLOT_TIME_ZONE } from '../../../src/domain/shared/zoned-slot';

export const amsterdam = (text: string): Temporal.ZonedDateTime =>
  Temporal.ZonedDateTime.from(`${text}[${SLOT_TIME_ZONE}]`);
export const date = (text: string): Temporal.PlainDate => Temporal.PlainDate.from(text);
export const time = (text: string): Temporal.PlainTime => Temporal.PlainTime.from(text);

/** The last Sundays of March and October, when Amsterdam moves its clocks. */
export function clockChangeDays(year: number): [Temporal.PlainDate, Temporal.PlainDate] {
  const lastSunday = (month: number) => {
    const end = Temporal.PlainDate.from({ year, month, day: 31 });
    return end.subtract({ days: end.dayOfWeek % 7 });
  };
  return [lastSunday(3), lastSunday(10)];
}

/**
 * Whether a wall-clock time exists on a date in Amsterdam: not in the hour skipped in March (the
 * hour repeated in October exists, twice).
 */
export const timeExists = (day: Temporal.PlainDate, at: Temporal.PlainTime): boolean =>
  day.toZonedDateTime({ timeZone: SLOT_TIME_ZONE, plainTime: at }).toPlainTime().equals(at);

export const aStatus: fc.Arbitrary<AppointmentStatus> = fc.constantFrom(...APPOINTMENT_STATUSES);

/** Dates from 2025 to 2028, the clock-change Sundays and the days around them often. */
export const aDate: fc.Arbitrary<Temporal.PlainDate> = fc.oneof(
  fc.integer({ min: 0, max: 4 * 365 }).map((days) => date('2025-01-01').add({ days })),
  fc
    .tuple(fc.integer({ min: 2025, max: 2028 }), fc.boolean(), fc.integer({ min: -8, max: 8 }))
    .map(([year, march, days]) => clockChangeDays(year)[march ? 0 : 1].add({ days })),
);

/** Moments at whole minutes, half of them within a day of a clock change. */
export const aMoment: fc.Arbitrary<Temporal.ZonedDateTime> = fc.oneof(
  fc
    .integer({ min: 0, max: 4 * 365 * 24 * 60 })
    .map((minutes) => amsterdam('2025-01-01T00:00').add({ minutes })),
  fc
    .tuple(fc.integer({ min: 2025, max: 2028 }), fc.boolean(), fc.integer({ min: -24 * 60, max: 48 * 60 }))
    .map(([year, march, minutes]) =>
      clockChangeDays(year)[march ? 0 : 1].toZonedDateTime({ timeZone: SLOT_TIME_ZONE }).add({ minutes }),
    ),
);

let nextId = 0;

/**
 * Bookings that meet often: three people, two rooms (or none), three resources, all within a few
 * hours of one another around `around`, a few of them cancelled.
 */
export const aBooking = (around: Temporal.ZonedDateTime): fc.Arbitrary<Booking> =>
  fc
    .record({
      userId: fc.constantFrom('u-1', 'u-2', 'u-3'),
      roomId: fc.constantFrom(null, 'room-a', 'room-b'),
      resourceIds: fc.subarray(['audiometer', 'interpreter', 'spirometer']),
      offset: fc.integer({ min: 0, max: 6 * 60 }),
      length: fc.integer({ min: 1, max: 3 * 60 }),
      status: fc.oneof(
        { arbitrary: aStatus.filter((status) => status !== 'cancelled'), weight: 5 },
        { arbitrary: fc.constant('cancelled' as const), weight: 1 },
      ),
    })
    .map(({ offset, length, ...rest }) => {
      const start = around.add({ minutes: offset });
      return {
        id: `a-${String(nextId++).padStart(6, '0')}`,
        start,
        end: start.add({ minutes: length }),
        ...rest,
      };
    });
