import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { TimedSlot } from '../../../src/domain/planning/slot-order';
import { groupedByProfessional, inTimeOrder } from '../../../src/domain/planning/slot-order';
import { amsterdam } from './planning-arbitraries';

const slot = (time: string, userId: string, locationId = 'loc-a'): TimedSlot => ({
  userId,
  locationId,
  start: amsterdam(`2026-11-17T${time}`),
});
const brief = (slots: readonly TimedSlot[]) =>
  slots.map((found) => `${found.start.toPlainTime().toString().slice(0, 5)} ${found.userId}`);

/** A day's slots: quarter hours from 08:00, a few professionals and locations, often at the same time. */
const aDay = fc.array(
  fc.record({
    quarter: fc.integer({ min: 0, max: 40 }),
    userId: fc.constantFrom('u-1', 'u-2', 'u-3', 'u-4'),
    locationId: fc.constantFrom('loc-a', 'loc-b'),
  }),
  { maxLength: 40 },
);
const slotsOf = (day: { quarter: number; userId: string; locationId: string }[]): TimedSlot[] =>
  day.map(({ quarter, userId, locationId }) => ({
    userId,
    locationId,
    start: amsterdam('2026-11-17T08:00').add({ minutes: quarter * 15 }),
  }));
const aPreference = fc.option(fc.constantFrom('u-1', 'u-2', 'u-3', 'u-4', 'u-9'), { nil: null });
const startsInOrder = (slots: readonly TimedSlot[]) =>
  slots.every((found, i) => i === 0 || Temporal.ZonedDateTime.compare(slots[i - 1]!.start, found.start) <= 0);

describe('a day’s slots in time order, by example', () => {
  it('lists 09:00 before 11:00 and 11:30, whatever order they came in', () => {
    const ordered = inTimeOrder([slot('11:00', 'u-1'), slot('11:30', 'u-1'), slot('09:00', 'u-2')], null);
    expect(brief(ordered)).toEqual(['09:00 u-2', '11:00 u-1', '11:30 u-1']);
  });

  it('puts the preferred professional first at the same time', () => {
    const ordered = inTimeOrder([slot('10:00', 'u-1'), slot('10:00', 'u-2'), slot('09:45', 'u-1')], 'u-2');
    expect(brief(ordered)).toEqual(['09:45 u-1', '10:00 u-2', '10:00 u-1']);
  });

  it('groups by professional, the preferred one first, the others by their earliest slot', () => {
    const groups = groupedByProfessional(
      [
        slot('13:00', 'u-3'),
        slot('09:00', 'u-1'),
        slot('10:00', 'u-3'),
        slot('08:30', 'u-2'),
        slot('11:00', 'u-1'),
      ],
      'u-3',
    );
    expect(groups.map((group) => [group.userId, brief(group.slots)])).toEqual([
      ['u-3', ['10:00 u-3', '13:00 u-3']],
      ['u-2', ['08:30 u-2']],
      ['u-1', ['09:00 u-1', '11:00 u-1']],
    ]);
  });
});

describe('a day’s slots in time order, for any day', () => {
  it('keeps every slot, starts never go back, and at one time the preferred professional comes first', () => {
    fc.assert(
      fc.property(aDay, aPreference, (day, preferred) => {
        const slots = slotsOf(day);
        const ordered = inTimeOrder(slots, preferred);
        expect(ordered).toHaveLength(slots.length);
        expect(new Set(ordered)).toEqual(new Set(slots));
        expect(startsInOrder(ordered)).toBe(true);
        ordered.forEach((found, i) => {
          const before = ordered[i - 1];
          if (before && before.start.equals(found.start) && found.userId === preferred)
            expect(before.userId).toBe(preferred);
        });
      }),
      { numRuns: 300 },
    );
  });

  it('gives the same order whatever order the slots came in', () => {
    fc.assert(
      fc.property(
        aDay.chain((day) => fc.tuple(fc.constant(day), fc.shuffledSubarray(day, { minLength: day.length }))),
        aPreference,
        ([day, shuffled], preferred) => {
          const key = (slots: readonly TimedSlot[]) =>
            slots.map((found) => `${found.start.epochMilliseconds} ${found.userId} ${found.locationId}`);
          expect(key(inTimeOrder(slotsOf(shuffled), preferred))).toEqual(
            key(inTimeOrder(slotsOf(day), preferred)),
          );
        },
      ),
      { numRuns: 200 },
    );
  });

  it('groups every slot once, one group per professional, preferred first, each group in time order', () => {
    fc.assert(
      fc.property(aDay, aPreference, (day, preferred) => {
        const slots = slotsOf(day);
        const groups = groupedByProfessional(slots, preferred);
        const users = groups.map((group) => group.userId);
        expect(new Set(users).size).toBe(users.length);
        expect(new Set(users)).toEqual(new Set(slots.map((found) => found.userId)));
        expect(groups.flatMap((group) => group.slots)).toHaveLength(slots.length);
        for (const group of groups) {
          expect(group.slots.every((found) => found.userId === group.userId)).toBe(true);
          expect(startsInOrder(group.slots)).toBe(true);
        }
        if (preferred !== null && users.includes(preferred)) expect(users[0]).toBe(preferred);
        const others = groups.filter((group) => group.userId !== preferred);
        expect(startsInOrder(others.map((group) => group.slots[0]!))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
