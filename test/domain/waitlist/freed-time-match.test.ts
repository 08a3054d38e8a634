import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { OfferedSlot, PlanningWorld, SlotQuery } from '../../../src/domain/shared/slot-finder';
import { findSlots } from '../../../src/domain/shared/slot-finder';
import type { FreedTime, WaitingNeeds } from '../../../src/domain/waitlist/freed-time-match';
import {
  matchFreedTime,
  queryFor,
  reachOf,
  usesFreedTime,
  worldNear,
} from '../../../src/domain/waitlist/freed-time-match';
import { aScene, amsterdam } from '../planning/planning-arbitraries';

/** A waiting employee for the scene's question: its people, and a latest date in or after the period. */
const anEntry = (query: SlotQuery, firstDay: string) =>
  fc
    .record({
      userIds: fc.oneof(fc.constant([]), fc.subarray(['u-1', 'u-2', 'u-3', 'u-4'], { minLength: 1 })),
      latestOffset: fc.integer({ min: -1, max: 3 }),
    })
    .map(({ userIds, latestOffset }): WaitingNeeds => ({
      needs: query.needs,
      channel: query.channel,
      locationIds: query.locationIds,
      userIds,
      latestDate: Temporal.PlainDate.from(firstDay).add({ days: latestOffset }),
    }));

/** Time freed in one professional's agenda somewhere in the period, on the quarter hour or not. */
const aFreed = (firstDay: string, days: number) =>
  fc
    .record({
      userId: fc.constantFrom('u-1', 'u-2', 'u-3', 'u-4'),
      from: fc.integer({ min: 0, max: days * 1440 }),
      length: fc.integer({ min: 5, max: 240 }),
    })
    .map(({ userId, from, length }): FreedTime => {
      const start = amsterdam(`${firstDay}T00:00`).add({ minutes: from });
      return { userId, start, end: start.add({ minutes: length }) };
    });

const aCase = aScene.chain(({ period, world, query }) =>
  fc.record({
    entry: anEntry(query, period.firstDay),
    freed: aFreed(period.firstDay, period.days),
    world: fc.constant(world),
    now: fc.constant(query.now),
  }),
);

/** The oracle: every slot the free-slot search finds, those a match may offer, the earliest first. */
function offeredByTheSearch(
  entry: WaitingNeeds,
  freed: FreedTime,
  world: PlanningWorld,
  now: Temporal.ZonedDateTime,
) {
  return findSlots(queryFor(entry, now), world)
    .filter(
      (slot) =>
        slot.userId === freed.userId &&
        (entry.userIds.length === 0 || entry.userIds.includes(slot.userId)) &&
        usesFreedTime(slot, entry.needs, freed) &&
        Temporal.PlainDate.compare(slot.start.toPlainDate(), entry.latestDate) <= 0,
    )
    .sort(
      (a, b) =>
        Temporal.ZonedDateTime.compare(a.start, b.start) ||
        (a.locationId < b.locationId ? -1 : a.locationId > b.locationId ? 1 : 0),
    );
}

const MINUTE = 60_000;
const bufferedWindow = (slot: OfferedSlot, entry: WaitingNeeds) => ({
  from: slot.start.epochMilliseconds - entry.needs.bufferBeforeMinutes * MINUTE,
  until: slot.end.epochMilliseconds + entry.needs.bufferAfterMinutes * MINUTE,
});

describe('whether freed time fits a waiting employee', () => {
  it('is the earliest slot the free-slot search finds in the freed time for their operation and people', () => {
    fc.assert(
      fc.property(aCase, ({ entry, freed, world, now }) => {
        const expected = offeredByTheSearch(entry, freed, world, now)[0] ?? null;
        expect(matchFreedTime(entry, freed, world, now)).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });

  it('is the same over the free time near the freed time as over the whole, so the back office narrows it once', () => {
    fc.assert(
      fc.property(aCase, fc.integer({ min: 0, max: 120 }), ({ entry, freed, world, now }, more) => {
        const near = worldNear(world, freed, reachOf(entry) + more);
        expect(matchFreedTime(entry, freed, near, now)).toEqual(matchFreedTime(entry, freed, world, now));
      }),
      { numRuns: 300 },
    );
  });

  it('offers a slot of the freed professional that reaches into the freed time, by the latest date, for people who suit', () => {
    fc.assert(
      fc.property(aCase, ({ entry, freed, world, now }) => {
        const slot = matchFreedTime(entry, freed, world, now);
        if (slot === null) return;
        const window = bufferedWindow(slot, entry);
        expect(slot.userId).toBe(freed.userId);
        expect(entry.userIds.length === 0 || entry.userIds.includes(slot.userId)).toBe(true);
        expect(
          window.from < freed.end.epochMilliseconds && freed.start.epochMilliseconds < window.until,
        ).toBe(true);
        expect(Temporal.PlainDate.compare(slot.start.toPlainDate(), entry.latestDate)).toBeLessThanOrEqual(0);
        expect(Temporal.ZonedDateTime.compare(slot.start, now)).toBeGreaterThanOrEqual(0);
        // Inside the professional's free time at the slot's location, as the search requires.
        const free = world.professionals
          .filter((professional) => professional.userId === slot.userId)
          .flatMap((professional) => professional.free)
          .filter((stretch) => stretch.locationId === slot.locationId);
        const covered = free.some(
          (stretch) =>
            stretch.start.epochMilliseconds <= window.from && window.until <= stretch.end.epochMilliseconds,
        );
        // Stretches that touch are joined by the search: a window may span two of them.
        if (!covered) expect(free.length).toBeGreaterThan(1);
      }),
      { numRuns: 300 },
    );
  });

  it('still fits when more time is freed around it', () => {
    fc.assert(
      fc.property(
        aCase,
        fc.integer({ min: 0, max: 120 }),
        fc.integer({ min: 0, max: 120 }),
        (scene, before, after) => {
          const { entry, freed, world, now } = scene;
          if (matchFreedTime(entry, freed, world, now) === null) return;
          const wider = {
            ...freed,
            start: freed.start.subtract({ minutes: before }),
            end: freed.end.add({ minutes: after }),
          };
          expect(matchFreedTime(entry, wider, world, now)).not.toBeNull();
        },
      ),
      { numRuns: 200 },
    );
  });

  it('fits nobody who waits for another professional than the one whose time freed', () => {
    fc.assert(
      fc.property(aCase, ({ entry, freed, world, now }) => {
        const others = ['u-1', 'u-2', 'u-3', 'u-4'].filter((id) => id !== freed.userId);
        expect(matchFreedTime({ ...entry, userIds: others }, freed, world, now)).toBeNull();
      }),
      { numRuns: 100 },
    );
  });

  it('fits nobody whose latest date lies before the freed day', () => {
    const freed = { userId: 'u-1', start: amsterdam('2026-06-15T10:00'), end: amsterdam('2026-06-15T10:30') };
    const world: PlanningWorld = {
      professionals: [
        {
          userId: 'u-1',
          free: [
            { start: amsterdam('2026-06-15T09:00'), end: amsterdam('2026-06-15T12:00'), locationId: 'loc-a' },
          ],
        },
      ],
      rooms: [],
      resources: [],
    };
    const entry: WaitingNeeds = {
      needs: {
        durationMinutes: 30,
        bufferBeforeMinutes: 0,
        bufferAfterMinutes: 0,
        needsRoom: false,
        resourceTypeIds: [],
      },
      channel: 'phone',
      locationIds: [],
      userIds: [],
      latestDate: Temporal.PlainDate.from('2026-06-14'),
    };
    const now = amsterdam('2026-06-01T08:00');
    expect(matchFreedTime(entry, freed, world, now)).toBeNull();
    const slot = matchFreedTime(
      { ...entry, latestDate: Temporal.PlainDate.from('2026-06-15') },
      freed,
      world,
      now,
    );
    // The earliest start whose time reaches into the freed half hour: 09:45, its end in it.
    expect(slot?.start.toPlainTime().toString()).toBe('09:45:00');
  });
});
