import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { BOOKING_WARNINGS, bookingWarnings } from '../../../src/domain/agenda/booking-warnings';
import type { BookingDay } from '../../../src/domain/agenda/booking-warnings';
import { availabilityOn } from '../../../src/domain/availability/availability';
import type { Schedule } from '../../../src/domain/availability/schedule';
import { SLOT_TIME_ZONE } from '../../../src/domain/shared/zoned-slot';
import { amsterdam, clockChangeDays, date, time } from './agenda-arbitraries';

const slot = (from: string, until: string) => ({ start: amsterdam(from), end: amsterdam(until) });
const workingDay = (...blocks: [string, string][]): BookingDay => ({
  available: blocks.map(([start, end]) => ({ start: time(start), end: time(end) })),
  holiday: null,
  dayOff: false,
});

const quarter = fc.integer({ min: 0, max: 96 });
const timeOfQuarter = (q: number) =>
  q === 96
    ? Temporal.PlainTime.from('23:59:59.999')
    : Temporal.PlainTime.from({ hour: Math.floor(q / 4), minute: (q % 4) * 15 });

describe('the warnings before a booking', () => {
  it('has none for a slot inside an available block on an ordinary day', () => {
    expect(
      bookingWarnings(slot('2026-11-16T09:00', '2026-11-16T10:00'), workingDay(['09:00', '17:00'])),
    ).toEqual([]);
  });

  it('warns of a slot that starts before, ends after or lies between the available blocks', () => {
    const day = workingDay(['09:00', '12:00'], ['13:00', '17:00']);
    const outside = ['outsideWorkingHours'];
    expect(bookingWarnings(slot('2026-11-16T08:45', '2026-11-16T09:15'), day)).toEqual(outside);
    expect(bookingWarnings(slot('2026-11-16T16:45', '2026-11-16T17:15'), day)).toEqual(outside);
    expect(bookingWarnings(slot('2026-11-16T11:30', '2026-11-16T13:30'), day)).toEqual(outside);
    expect(bookingWarnings(slot('2026-11-16T12:00', '2026-11-16T13:00'), day)).toEqual(outside);
  });

  it('takes blocks that follow each other without a gap as one stretch', () => {
    const day = workingDay(['13:00', '17:00'], ['09:00', '13:00']);
    expect(bookingWarnings(slot('2026-11-16T12:30', '2026-11-16T13:30'), day)).toEqual([]);
  });

  it('warns of any slot on a day without available time', () => {
    expect(bookingWarnings(slot('2026-11-16T09:00', '2026-11-16T10:00'), workingDay())).toEqual([
      'outsideWorkingHours',
    ]);
  });

  it('warns of a holiday and of a day off, in that order after the working hours', () => {
    const holiday: BookingDay = { available: [], holiday: 'Koningsdag', dayOff: true };
    expect(bookingWarnings(slot('2026-04-27T09:00', '2026-04-27T10:00'), holiday)).toEqual([
      'outsideWorkingHours',
      'holiday',
      'dayOff',
    ]);
    const partDayOff: BookingDay = { ...workingDay(['13:00', '17:00']), dayOff: true };
    expect(bookingWarnings(slot('2026-11-16T14:00', '2026-11-16T15:00'), partDayOff)).toEqual(['dayOff']);
  });

  it('reads the slot as wall-clock time in Amsterdam, whatever zone it was given in', () => {
    const inUtc = {
      start: Temporal.ZonedDateTime.from('2026-07-01T07:00[UTC]'),
      end: Temporal.ZonedDateTime.from('2026-07-01T08:00[UTC]'),
    };
    expect(bookingWarnings(inUtc, workingDay(['09:00', '10:00']))).toEqual([]);
    expect(bookingWarnings(inUtc, workingDay(['08:00', '09:30']))).toEqual(['outsideWorkingHours']);
  });

  it('keeps 09:00-17:00 as working hours on the days the clocks change', () => {
    const day = workingDay(['09:00', '17:00']);
    expect(bookingWarnings(slot('2026-03-29T09:00', '2026-03-29T17:00'), day)).toEqual([]);
    expect(bookingWarnings(slot('2026-10-25T16:00', '2026-10-25T17:00'), day)).toEqual([]);
  });

  it('lets a block that runs to midnight hold a slot ending at 00:00 the next day', () => {
    const late = workingDay(['18:00', '23:59:59.999']);
    expect(bookingWarnings(slot('2026-11-16T23:00', '2026-11-17T00:00'), late)).toEqual([]);
    expect(bookingWarnings(slot('2026-11-16T23:00', '2026-11-17T00:15'), late)).toEqual([
      'outsideWorkingHours',
    ]);
  });

  it('takes the blocks availabilityOn computes for the date as they are', () => {
    const schedule: Schedule = {
      id: 's-1',
      userId: 'u-1',
      locationId: 'loc-a',
      operationIds: [],
      blocks: [
        { weekday: 1, start: time('09:00'), end: time('12:00') },
        { weekday: 1, start: time('12:00'), end: time('17:00') },
      ],
      repeat: { kind: 'every-week' },
      validFrom: date('2026-01-01'),
      validUntil: null,
      deleted: false,
    };
    const available = availabilityOn(date('2026-11-16'), {
      schedules: [schedule],
      constraints: [],
      daysOff: [],
      holidays: [],
    });
    const day: BookingDay = { available, holiday: null, dayOff: false };
    expect(bookingWarnings(slot('2026-11-16T11:00', '2026-11-16T14:00'), day)).toEqual([]);
    expect(bookingWarnings(slot('2026-11-16T16:30', '2026-11-16T17:30'), day)).toEqual([
      'outsideWorkingHours',
    ]);
  });

  it('property: outside working hours exactly when some quarter of the slot lies in no block', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(quarter, quarter), { maxLength: 4 }),
        fc.tuple(quarter, quarter).filter(([a, b]) => a !== b),
        fc.integer({ min: 0, max: 3 * 365 }),
        (spans, [a, b], offset) => {
          const blocks = spans
            .filter(([x, y]) => x !== y)
            .map(([x, y]) => ({ start: timeOfQuarter(Math.min(x, y)), end: timeOfQuarter(Math.max(x, y)) }));
          const day = date('2025-01-01').add({ days: offset });
          // On an ordinary day (no clock change) the oracle can read wall-clock quarters directly.
          fc.pre(!clockChangeDays(day.year).some((change) => change.equals(day)));
          const at = (q: number) =>
            day
              .add({ days: Math.floor(q / 96) })
              .toZonedDateTime({ timeZone: SLOT_TIME_ZONE, plainTime: timeOfQuarter(q % 96) });
          const [from, until] = [Math.min(a, b), Math.max(a, b)];
          const inBlock = (q: number) =>
            spans.some(([x, y]) => x !== y && Math.min(x, y) <= q && q < Math.max(x, y));
          let covered = true;
          for (let q = from; q < until; q++) covered &&= inBlock(q);
          const warnings = bookingWarnings(
            { start: at(from), end: at(until) },
            { available: blocks, holiday: null, dayOff: false },
          );
          expect(warnings.includes('outsideWorkingHours')).toBe(!covered);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('property: warns of a holiday and a day off exactly when the day has them, in the fixed order', () => {
    fc.assert(
      fc.property(
        fc.option(fc.constantFrom('Nieuwjaarsdag', 'Koningsdag', 'Eerste Kerstdag'), { nil: null }),
        fc.boolean(),
        fc.boolean(),
        (holiday, dayOff, available) => {
          const day: BookingDay = {
            available: available ? [{ start: time('08:00'), end: time('18:00') }] : [],
            holiday,
            dayOff,
          };
          const warnings = bookingWarnings(slot('2026-11-16T09:00', '2026-11-16T10:00'), day);
          expect(warnings.includes('holiday')).toBe(holiday !== null);
          expect(warnings.includes('dayOff')).toBe(dayOff);
          expect(warnings.includes('outsideWorkingHours')).toBe(!available);
          expect(warnings).toEqual(BOOKING_WARNINGS.filter((warning) => warnings.includes(warning)));
        },
      ),
      { numRuns: 50 },
    );
  });
});
