import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { AvailabilitySources } from '../../../../src/domain/availability/availability';
import { availabilityOn } from '../../../../src/domain/availability/availability';
import { dutchHolidays, easterSunday } from '../../../../src/domain/shared/dutch-holidays';
import type { Schedule } from '../../../../src/domain/availability/schedule';
import { earliestValidEndDate, firstOverlap } from '../../../../src/domain/availability/schedule-rules';
import {
  availableOn,
  earliestLocationEnd,
  firstClash,
  hhmmOf,
  isoWeekNumber,
} from '../../../../src/infrastructure/demo-backend/availability/availability-engine';
import {
  easterDate,
  holidaysOf,
} from '../../../../src/infrastructure/demo-backend/availability/holiday-calendar';
import { dayNumber } from '../../../../src/infrastructure/demo-backend/platform/amsterdam-time';
import {
  aConstraint,
  aDate,
  aDayOff,
  aSchedule,
} from '../../../domain/availability/availability-arbitraries';
import { hhmm, storedConstraint, storedDayOff, storedSchedule } from './availability-client';

/**
 * The demo backend computes availability, finds clashes and checks a location's end date with code of
 * its own (availability-engine.ts), as the back office does; the portal's domain does the same. Written
 * apart, they must agree on every schedule, exception, day off and holiday, daylight-saving days
 * included, or the preview shows one thing and the server books another.
 */

/** Both answers as comparable rows: schedule, location, start and end in minutes. */
const domainRows = (date: Temporal.PlainDate, sources: AvailabilitySources) =>
  availabilityOn(date, sources).map((block) => [
    block.scheduleId,
    block.locationId,
    hhmm(block.start),
    hhmm(block.end),
  ]);

/** Blocks from a small choice, so two schedules often meet on a weekday. */
const aNearBlock = fc
  .tuple(
    fc.constantFrom(1, 1, 1, 2),
    fc.constantFrom('08:00', '09:00', '12:00'),
    fc.constantFrom(60, 180, 240),
  )
  .map(([weekday, start, minutes]) => {
    const from = Temporal.PlainTime.from(start);
    return { weekday, start: from, end: from.add({ minutes }) };
  });

/** Every repeat the forms allow, the even and odd weeks against an even N most often (they meet late). */
const aFormRepeat: fc.Arbitrary<Schedule['repeat']> = fc.oneof(
  { arbitrary: fc.constant({ kind: 'every-week' } as const), weight: 1 },
  { arbitrary: fc.constantFrom({ kind: 'even-weeks' } as const, { kind: 'odd-weeks' } as const), weight: 4 },
  {
    arbitrary: fc.constantFrom(2, 4, 6, 8).map((weeks) => ({ kind: 'every-n-weeks', weeks }) as const),
    weight: 4,
  },
  {
    arbitrary: fc.constantFrom(3, 5, 7).map((weeks) => ({ kind: 'every-n-weeks', weeks }) as const),
    weight: 1,
  },
);

/**
 * Two schedules of one person over many years (from 2026 to 2041), near each other in time, with every
 * repeat the forms allow (up to 8 weeks): clashes are common, and some come only years later, after a
 * year of 53 weeks.
 */
const aLongPair: fc.Arbitrary<readonly [Schedule, Schedule]> = fc
  .record({
    from: fc.integer({ min: 0, max: 15 * 365 }),
    shift: fc.integer({ min: 0, max: 400 }),
    sides: fc.tuple(
      ...(['a', 'b'] as const).map((id) =>
        fc.record({
          id: fc.constant(id),
          blocks: fc.array(aNearBlock, { minLength: 1, maxLength: 2 }),
          repeat: aFormRepeat,
          length: fc.option(fc.integer({ min: 0, max: 12 * 365 }), { nil: null }),
          deleted: fc.integer({ min: 0, max: 19 }).map((n) => n === 0),
        }),
      ),
    ),
  })
  .map(({ from, shift, sides }) => {
    const [a, b] = sides.map((side, index): Schedule => {
      const validFrom = Temporal.PlainDate.from('2026-01-01').add({ days: from + index * shift });
      return {
        id: side.id,
        userId: 'u-1',
        locationId: 'loc',
        operationIds: [],
        blocks: side.blocks,
        repeat: side.repeat,
        validFrom,
        validUntil: side.length === null ? null : validFrom.add({ days: side.length }),
        deleted: side.deleted,
      };
    });
    return [a as Schedule, b as Schedule] as const;
  });

describe('the demo backend’s availability and the domain’s', () => {
  it('property: compute the same availability from schedules, exceptions, days off and holidays', () => {
    fc.assert(
      fc.property(
        aDate,
        fc.array(aSchedule(), { minLength: 1, maxLength: 3 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 1000 }),
        (date, schedules, holiday, salt) =>
          fc.assert(
            fc.property(
              fc.array(
                aConstraint(
                  schedules.map((schedule) => schedule.id),
                  date,
                ),
                { maxLength: 4 },
              ),
              fc.array(aDayOff(date), { maxLength: 2 }),
              (constraints, daysOff) => {
                const sources: AvailabilitySources = {
                  schedules,
                  constraints,
                  daysOff,
                  holidays: holiday ? [{ id: `h-${salt}`, date, kind: null, name: 'Feestdag' }] : [],
                };
                const computed = availableOn(dayNumber(date.toString()), {
                  schedules: schedules.map(storedSchedule),
                  constraints: constraints.map(storedConstraint),
                  daysOff: daysOff.map(storedDayOff),
                  holidayDates: new Set(holiday ? [date.toString()] : []),
                });
                expect(
                  computed.map((block) => [
                    block.scheduleId,
                    block.locationId,
                    hhmmOf(block.from),
                    hhmmOf(block.to),
                  ]),
                ).toEqual(domainRows(date, sources));
              },
            ),
            { numRuns: 6 },
          ),
      ),
      { numRuns: 120 },
    );
  });

  it('property: find the same first clash between two schedules of one person, over the years', () => {
    fc.assert(
      fc.property(aLongPair, ([a, b]) => {
        const domain = firstOverlap(a, b)?.toString() ?? null;
        expect(firstClash(storedSchedule(a), storedSchedule(b))).toBe(domain);
        expect(firstClash(storedSchedule(b), storedSchedule(a))).toBe(domain);
      }),
      { numRuns: 300 },
    );
  });

  it('property: find the same first clash for the schedules the domain’s tests generate', () => {
    fc.assert(
      fc.property(aSchedule(), aSchedule(), (a, b) => {
        expect(firstClash(storedSchedule(a), storedSchedule(b))).toBe(firstOverlap(a, b)?.toString() ?? null);
      }),
      { numRuns: 200 },
    );
  });

  it('property: give the same earliest valid end date of a location (spec section 5)', () => {
    fc.assert(
      fc.property(
        fc.array(aSchedule(), { maxLength: 5 }),
        fc.integer({ min: 0, max: 900 }),
        (schedules, offset) => {
          const selected = Temporal.PlainDate.from('2026-01-01').add({ days: offset });
          const domain = earliestValidEndDate(selected, schedules);
          const ours = earliestLocationEnd(selected.toString(), schedules.map(storedSchedule));
          expect(ours).toBe(domain instanceof Temporal.PlainDate ? domain.toString() : domain);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('property: number the ISO weeks as Temporal does, around every new year', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1583, max: 4000 }), fc.integer({ min: -10, max: 10 }), (year, shift) => {
        const date = Temporal.PlainDate.from({ year, month: 1, day: 1 }).add({ days: shift });
        expect(isoWeekNumber(dayNumber(date.toString()))).toBe(date.weekOfYear);
      }),
    );
  });

  it('property: find Easter and the Dutch holidays on the same dates as the domain, for any year', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1950, max: 2200 }), (year) => {
        expect(easterDate(year)).toBe(easterSunday(year).toString());
        expect(holidaysOf(year)).toEqual(
          dutchHolidays(year).map((holiday) => ({ kind: holiday.kind, date: holiday.date.toString() })),
        );
      }),
    );
  });
});
