import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import type { PersonalDayOff, TimeConstraint } from '../../../src/domain/availability/availability';
import type { Schedule, WeekRepeat, WeeklyBlock } from '../../../src/domain/availability/schedule';

const quarter = fc
  .integer({ min: 0, max: 95 })
  .map((q) => Temporal.PlainTime.from({ hour: Math.floor(q / 4), minute: (q % 4) * 15 }));

export const aBlock: fc.Arbitrary<WeeklyBlock> = fc
  .tuple(fc.integer({ min: 1, max: 7 }), quarter, quarter)
  .filter(([, a, b]) => !a.equals(b))
  .map(([weekday, a, b]) =>
    Temporal.PlainTime.compare(a, b) < 0 ? { weekday, start: a, end: b } : { weekday, start: b, end: a },
  );

export const aRepeat: fc.Arbitrary<WeekRepeat> = fc.oneof(
  fc.constant({ kind: 'every-week' } as const),
  fc.constant({ kind: 'even-weeks' } as const),
  fc.constant({ kind: 'odd-weeks' } as const),
  fc.integer({ min: 2, max: 4 }).map((weeks) => ({ kind: 'every-n-weeks', weeks }) as const),
);

/** Dates around now, the daylight-saving Sundays of 2026 and 2027 included often. */
export const aDate: fc.Arbitrary<Temporal.PlainDate> = fc.oneof(
  fc.integer({ min: 0, max: 900 }).map((days) => Temporal.PlainDate.from('2026-01-01').add({ days })),
  fc
    .constantFrom(
      '2026-03-28',
      '2026-03-29',
      '2026-03-30',
      '2026-10-24',
      '2026-10-25',
      '2026-10-26',
      '2027-03-28',
      '2027-10-31',
    )
    .map((d) => Temporal.PlainDate.from(d)),
);

let nextId = 0;
export const aSchedule = (userId = 'u-1'): fc.Arbitrary<Schedule> =>
  fc
    .record({
      blocks: fc.array(aBlock, { minLength: 1, maxLength: 4 }),
      repeat: aRepeat,
      validFrom: aDate,
      length: fc.option(fc.integer({ min: 0, max: 400 }), { nil: null }),
      location: fc.constantFrom('loc-a', 'loc-b'),
      // About one in seven deleted.
      deleted: fc.integer({ min: 0, max: 6 }).map((n) => n === 0),
    })
    .map(({ blocks, repeat, validFrom, length, location, deleted }) => ({
      id: `s-${nextId++}`,
      userId,
      locationId: location,
      operationIds: [],
      blocks,
      repeat,
      validFrom,
      validUntil: length === null ? null : validFrom.add({ days: length }),
      deleted,
    }));

export const aConstraint = (
  scheduleIds: readonly string[],
  date: Temporal.PlainDate,
): fc.Arbitrary<TimeConstraint> =>
  fc
    .record({
      id: fc.uuid(),
      scheduleId: fc.constantFrom(...scheduleIds),
      date: fc.constant(date),
      kind: fc.constantFrom('day-off' as const, 'shorter' as const, 'extra' as const),
      span: fc.tuple(quarter, quarter).filter(([a, b]) => !a.equals(b)),
    })
    .map(({ span: [a, b], ...rest }) => {
      const [start, end] = Temporal.PlainTime.compare(a, b) < 0 ? [a, b] : [b, a];
      return { ...rest, start, end };
    });

export const aDayOff = (date: Temporal.PlainDate): fc.Arbitrary<PersonalDayOff> =>
  fc
    .tuple(fc.integer({ min: -2 * 96, max: 96 }), fc.integer({ min: 1, max: 3 * 96 }))
    .map(([from, length]) => {
      const start = date.toPlainDateTime().add({ minutes: from * 15 });
      return {
        id: `d-${nextId++}`,
        userId: 'u-1',
        start,
        end: start.add({ minutes: length * 15 }),
        reason: '',
      };
    });
