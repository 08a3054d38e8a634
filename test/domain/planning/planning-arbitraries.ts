import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import type { FreeStretch, PlanningWorld, SlotQuery } from '../../../src/domain/shared/slot-finder';
import { SLOT_TIME_ZONE } from '../../../src/domain/shared/zoned-slot';

export const amsterdam = (text: string): Temporal.ZonedDateTime =>
  Temporal.ZonedDateTime.from(`${text}[${SLOT_TIME_ZONE}]`);

export const LOCATIONS = ['loc-a', 'loc-b', 'loc-c'] as const;
export const RESOURCE_TYPES = ['audiometer', 'spirometer'] as const;

/**
 * First days of a period: the clock-change Sundays of 2026 and the Saturdays before them (so the
 * change falls on the period's second night), and ordinary days, one of them the turn of the year.
 */
const aFirstDay = fc.constantFrom(
  '2026-03-28',
  '2026-03-29',
  '2026-10-24',
  '2026-10-25',
  '2026-06-15',
  '2026-11-16',
  '2026-12-31',
);

/**
 * A period of one or two days, the grain of its free time (whole minutes, fives or quarters) and the
 * locations in play (one to three).
 */
const aPeriod = fc.record({
  firstDay: aFirstDay,
  days: fc.integer({ min: 1, max: 2 }),
  unit: fc.constantFrom(1, 5, 15),
  locations: fc.integer({ min: 1, max: LOCATIONS.length }).map((count) => LOCATIONS.slice(0, count)),
});
type Period = {
  readonly firstDay: string;
  readonly days: number;
  readonly unit: number;
  readonly locations: readonly string[];
};

/**
 * A free stretch within the period, counted in real minutes from its first midnight, so the nights of
 * the clock changes are covered like any other time; the first night often, as that is where the
 * change falls when the period starts on a Sunday. Often short, so an appointment fills one exactly,
 * and up to `longest` minutes, so stretches of one agenda overlap and touch often.
 */
const aStretch = (period: Period, longest: number): fc.Arbitrary<FreeStretch> => {
  const midnight = amsterdam(`${period.firstDay}T00:00`);
  const at = fc.oneof(
    fc.integer({ min: 0, max: Math.floor((period.days * 1440) / period.unit) }),
    fc.integer({ min: 0, max: Math.floor(360 / period.unit) }),
  );
  const length = fc.oneof(
    fc.integer({ min: 1, max: Math.floor(120 / period.unit) }),
    fc.integer({ min: 1, max: Math.floor(longest / period.unit) }),
  );
  return fc.tuple(at, length).map(([from, units]) => {
    const start = midnight.add({ minutes: from * period.unit });
    return { start, end: start.add({ minutes: units * period.unit }) };
  });
};

/**
 * Free time of a room or piece of equipment: a few stretches, or more often the whole period but a
 * few bookings.
 */
const aFreeTime = (period: Period): fc.Arbitrary<FreeStretch[]> =>
  fc.oneof(fc.array(aStretch(period, 1440), { maxLength: 4 }), {
    arbitrary: fc.array(aStretch(period, 180), { maxLength: 4 }).map(freeBetween(period)),
    weight: 2,
  });

/** The period and the day after it, but the bookings. */
const freeBetween =
  (period: Period) =>
  (bookings: FreeStretch[]): FreeStretch[] => {
    const free: FreeStretch[] = [];
    let from = amsterdam(`${period.firstDay}T00:00`);
    const until = from.add({ days: period.days + 1 });
    for (const booking of bookings.sort((a, b) => Temporal.ZonedDateTime.compare(a.start, b.start))) {
      if (Temporal.ZonedDateTime.compare(from, booking.start) < 0)
        free.push({ start: from, end: booking.start });
      if (Temporal.ZonedDateTime.compare(from, booking.end) < 0) from = booking.end;
    }
    free.push({ start: from, end: until });
    return free;
  };

/**
 * Professionals free for up to eight hours at a time, now and then for exactly the buffered window
 * of the question at a grid time; rooms and equipment for longer, and none in one world of five.
 */
const aWorld = (period: Period, query: SlotQuery): fc.Arbitrary<PlanningWorld> => {
  const aLocation = fc.constantFrom(...period.locations);
  const { durationMinutes, bufferBeforeMinutes, bufferAfterMinutes } = query.needs;
  const aSnugStretch = fc
    .integer({ min: 0, max: Math.floor((period.days * 1440) / query.stepMinutes) })
    .map((steps) => {
      const start = amsterdam(`${period.firstDay}T00:00`).add({
        minutes: steps * query.stepMinutes - bufferBeforeMinutes,
      });
      return {
        start,
        end: start.add({ minutes: bufferBeforeMinutes + durationMinutes + bufferAfterMinutes }),
      };
    });
  const someOrNone = <T>(things: fc.Arbitrary<T[]>) =>
    fc.oneof({ arbitrary: fc.constant([]), weight: 1 }, { arbitrary: things, weight: 4 });
  return fc.record({
    professionals: fc.uniqueArray(
      fc.record({
        userId: fc.constantFrom('u-1', 'u-2', 'u-3', 'u-4'),
        free: fc.array(
          fc
            .tuple(fc.oneof({ arbitrary: aStretch(period, 480), weight: 3 }, aSnugStretch), aLocation)
            .map(([stretch, locationId]) => ({ ...stretch, locationId })),
          { maxLength: 6 },
        ),
      }),
      { minLength: 1, maxLength: 4, selector: (professional) => professional.userId },
    ),
    rooms: someOrNone(
      fc.uniqueArray(
        fc.record({
          roomId: fc.constantFrom('room-a', 'room-b', 'room-c'),
          locationId: aLocation,
          free: aFreeTime(period),
        }),
        { minLength: 1, maxLength: 3, selector: (room) => room.roomId },
      ),
    ),
    resources: someOrNone(
      fc.uniqueArray(
        fc.record({
          resourceId: fc.constantFrom('res-1', 'res-2', 'res-3'),
          locationId: aLocation,
          resourceTypeId: fc.constantFrom(...RESOURCE_TYPES),
          free: aFreeTime(period),
        }),
        { minLength: 1, maxLength: 3, selector: (resource) => resource.resourceId },
      ),
    ),
  });
};

/** A question about the period: `now` long before it or somewhere inside it, on a second or not. */
const aQuery = (period: Period): fc.Arbitrary<SlotQuery> =>
  fc.record({
    needs: fc.record({
      durationMinutes: fc.constantFrom(5, 10, 15, 20, 30, 45, 60, 90),
      bufferBeforeMinutes: fc.constantFrom(0, 5, 10, 15),
      bufferAfterMinutes: fc.constantFrom(0, 5, 10, 15),
      needsRoom: fc.boolean(),
      resourceTypeIds: fc.subarray([...RESOURCE_TYPES]),
    }),
    channel: fc.constantFrom('on_site', 'on_site', 'on_site', 'phone', 'video'),
    locationIds: fc.oneof(fc.constant([]), fc.subarray([...period.locations], { minLength: 1 })),
    partOfDay: fc.constantFrom('any', 'any', 'morning', 'afternoon'),
    preferredUserId: fc.constantFrom(null, 'u-1', 'u-2', 'u-5'),
    now: fc.oneof(
      { arbitrary: fc.constant(amsterdam('2026-01-01T00:00')), weight: 2 },
      fc
        .integer({ min: 0, max: period.days * 1440 * 60 })
        .map((seconds) => amsterdam(`${period.firstDay}T00:00`).add({ seconds })),
    ),
    stepMinutes: fc.constantFrom(5, 10, 15, 15, 20, 25, 30, 45, 60),
  });

/** A period, who and what is free in it, and a question about it. */
export const aScene = aPeriod.chain((period) =>
  aQuery(period).chain((query) => aWorld(period, query).map((world) => ({ period, world, query }))),
);
