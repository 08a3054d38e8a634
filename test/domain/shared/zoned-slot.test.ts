import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { SLOT_TIME_ZONE, ZonedSlot } from '../../../src/domain/shared/zoned-slot';

const amsterdam = (text: string) => Temporal.ZonedDateTime.from(`${text}[${SLOT_TIME_ZONE}]`);
const hours = (slot: ZonedSlot) => slot.duration.total({ unit: 'hours' });

/** The last Sundays of March and October, when Amsterdam moves its clocks. */
function daylightSavingDays(year: number): Temporal.PlainDate[] {
  const lastSunday = (month: number) => {
    const end = Temporal.PlainDate.from({ year, month, day: 1 }).with({ day: 31 });
    return end.subtract({ days: end.dayOfWeek % 7 });
  };
  return [lastSunday(3), lastSunday(10)];
}

/** Moments from 2020 to 2030 at minute precision, half of them on or around a clock change. */
const anyMoment: fc.Arbitrary<Temporal.ZonedDateTime> = fc.oneof(
  fc
    .integer({ min: 0, max: 10 * 365 * 24 * 60 })
    .map((minutes) => amsterdam('2020-01-01T00:00').add({ minutes })),
  fc
    .tuple(fc.integer({ min: 2020, max: 2030 }), fc.boolean(), fc.integer({ min: -6 * 60, max: 30 * 60 }))
    .map(([year, march, minutes]) => {
      const [spring, autumn] = daylightSavingDays(year);
      const day = (march ? spring : autumn) as Temporal.PlainDate;
      return day.toZonedDateTime({ timeZone: SLOT_TIME_ZONE }).add({ minutes });
    }),
);

const anySlot = fc.tuple(anyMoment, fc.integer({ min: 1, max: 48 * 60 })).map(([start, minutes]) => {
  const slot = ZonedSlot.of(start, start.add({ minutes }));
  if (!slot.ok) throw new Error('a positive length always makes a slot');
  return slot.value;
});

describe('a zoned slot', () => {
  it('is refused when it ends at or before its start', () => {
    const start = amsterdam('2026-05-04T09:00');
    expect(ZonedSlot.of(start, start)).toEqual({ ok: false, error: 'zoned-slot.end-not-after-start' });
    expect(ZonedSlot.of(start, start.subtract({ minutes: 1 })).ok).toBe(false);
  });

  it('lasts the real time across the clock changes of 2026 in Amsterdam', () => {
    const spring = ZonedSlot.onDay(
      Temporal.PlainDate.from('2026-03-29'),
      Temporal.PlainTime.from('00:00'),
      Temporal.PlainTime.from('04:00'),
    );
    const autumn = ZonedSlot.onDay(
      Temporal.PlainDate.from('2026-10-25'),
      Temporal.PlainTime.from('00:00'),
      Temporal.PlainTime.from('04:00'),
    );
    expect(spring.ok && hours(spring.value)).toBe(3);
    expect(autumn.ok && hours(autumn.value)).toBe(5);
  });

  it('moves a wall time in the skipped hour forward', () => {
    const slot = ZonedSlot.onDay(
      Temporal.PlainDate.from('2026-03-29'),
      Temporal.PlainTime.from('02:30'),
      Temporal.PlainTime.from('04:00'),
    );
    expect(slot.ok && slot.value.start.toPlainTime().toString()).toBe('03:30:00');
  });

  it('keeps any zone it is given as the same instant in Amsterdam', () => {
    const utc = Temporal.ZonedDateTime.from('2026-07-01T08:00[UTC]');
    const slot = ZonedSlot.of(utc, utc.add({ hours: 1 }));
    expect(slot.ok && slot.value.start.timeZoneId).toBe(SLOT_TIME_ZONE);
    expect(slot.ok && slot.value.start.toPlainTime().toString()).toBe('10:00:00');
  });

  it('property: it is made exactly when the end is a later instant, with that instant as its length', () => {
    fc.assert(
      fc.property(anyMoment, anyMoment, (start, end) => {
        const slot = ZonedSlot.of(start, end);
        const later = Temporal.Instant.compare(end.toInstant(), start.toInstant()) > 0;
        expect(slot.ok).toBe(later);
        if (slot.ok) {
          expect(slot.value.start.timeZoneId).toBe(SLOT_TIME_ZONE);
          expect(slot.value.duration.total({ unit: 'milliseconds' })).toBe(
            end.epochMilliseconds - start.epochMilliseconds,
          );
        }
      }),
    );
  });

  it('property: a whole day from midnight lasts 23, 24 or 25 hours, and 23 or 25 only on a clock change', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 11 * 365 }), (offset) => {
        const day = Temporal.PlainDate.from('2020-01-01').add({ days: offset });
        const slot = ZonedSlot.of(
          day.toZonedDateTime({ timeZone: SLOT_TIME_ZONE }),
          day.add({ days: 1 }).toZonedDateTime({ timeZone: SLOT_TIME_ZONE }),
        );
        if (!slot.ok) throw new Error('a day always ends after it starts');
        const changes = daylightSavingDays(day.year).some((change) => change.equals(day));
        expect(hours(slot.value)).toBe(changes ? (day.month === 3 ? 23 : 25) : 24);
      }),
    );
  });

  it('property: overlapping is symmetric and means sharing an instant; touching slots do not overlap', () => {
    fc.assert(
      fc.property(anySlot, anySlot, (a, b) => {
        expect(a.overlaps(b)).toBe(b.overlaps(a));
        expect(a.overlaps(a)).toBe(true);
        const shares =
          a.start.epochMilliseconds < b.end.epochMilliseconds &&
          b.start.epochMilliseconds < a.end.epochMilliseconds;
        expect(a.overlaps(b)).toBe(shares);
        const next = ZonedSlot.of(a.end, a.end.add({ minutes: 30 }));
        expect(next.ok && a.overlaps(next.value)).toBe(false);
        expect(a.contains(a.start)).toBe(true);
        expect(a.contains(a.end)).toBe(false);
      }),
    );
  });

  it('property: a wall-clock slot on any day, clock-change days included, starts on that day in Amsterdam', () => {
    const anyTime = fc
      .integer({ min: 0, max: 24 * 60 - 1 })
      .map((minutes) => Temporal.PlainTime.from('00:00').add({ minutes }));
    fc.assert(
      fc.property(
        fc.integer({ min: 2020, max: 2030 }),
        fc.boolean(),
        anyTime,
        anyTime,
        (year, march, from, until) => {
          const [spring, autumn] = daylightSavingDays(year);
          const day = (march ? spring : autumn) as Temporal.PlainDate;
          const slot = ZonedSlot.onDay(day, from, until);
          if (slot.ok) {
            expect(slot.value.start.toPlainDate().equals(day)).toBe(true);
            expect(hours(slot.value)).toBeGreaterThan(0);
          } else {
            // Refused only when the times do not leave a positive stretch once resolved.
            expect(Temporal.PlainTime.compare(until, from) <= 0 || march).toBe(true);
          }
        },
      ),
    );
  });
});
