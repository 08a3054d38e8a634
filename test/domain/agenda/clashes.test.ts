import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { Booking } from '../../../src/domain/agenda/appointment';
import type { Clash } from '../../../src/domain/agenda/clashes';
import { findClashes } from '../../../src/domain/agenda/clashes';
import { aBooking, aMoment, amsterdam } from './agenda-arbitraries';

const booking = (id: string, from: string, until: string, rest: Partial<Booking> = {}): Booking => ({
  id,
  userId: 'u-1',
  roomId: 'room-a',
  resourceIds: [],
  start: amsterdam(from),
  end: amsterdam(until),
  status: 'planned',
  ...rest,
});

const key = (clash: Clash) => `${clash.appointmentId}|${clash.on}|${clash.resourceId ?? ''}`;
const keys = (clashes: readonly Clash[]) => clashes.map(key).sort();

/** Bookings around one moment, ids unique, so they meet often. */
const aScene = aMoment.chain((around) =>
  fc.tuple(aBooking(around), fc.array(aBooking(around), { maxLength: 8 })),
);

/** The oracle: does `other` occupy any whole minute from the candidate's start to its end? */
function sharesAMinute(candidate: Booking, other: Booking): boolean {
  const from = candidate.start.epochMilliseconds;
  for (let at = from; at < candidate.end.epochMilliseconds; at += 60_000) {
    if (other.start.epochMilliseconds <= at && at < other.end.epochMilliseconds) return true;
  }
  return false;
}

function bruteForce(candidate: Booking, booked: readonly Booking[], ignore: ReadonlySet<string>): string[] {
  if (candidate.status === 'cancelled') return [];
  const found = new Set<string>();
  for (const other of booked) {
    if (other.id === candidate.id || ignore.has(other.id) || other.status === 'cancelled') continue;
    if (!sharesAMinute(candidate, other)) continue;
    if (other.userId === candidate.userId) found.add(`${other.id}|user|`);
    if (candidate.roomId !== null && candidate.roomId === other.roomId) found.add(`${other.id}|room|`);
    for (const resource of candidate.resourceIds)
      if (other.resourceIds.includes(resource)) found.add(`${other.id}|resource|${resource}`);
  }
  return [...found].sort();
}

describe('the clashes of a booking', () => {
  it('names each appointment once for every thing it shares: the person, the room and each resource', () => {
    const candidate = booking('new', '2026-11-16T09:00', '2026-11-16T10:00', {
      resourceIds: ['audiometer', 'interpreter'],
    });
    const other = booking('a-1', '2026-11-16T09:30', '2026-11-16T10:30', {
      resourceIds: ['interpreter', 'audiometer'],
    });
    expect(findClashes(candidate, [other])).toEqual([
      { appointmentId: 'a-1', on: 'user' },
      { appointmentId: 'a-1', on: 'room' },
      { appointmentId: 'a-1', on: 'resource', resourceId: 'audiometer' },
      { appointmentId: 'a-1', on: 'resource', resourceId: 'interpreter' },
    ]);
  });

  it('lets one appointment start the moment another ends', () => {
    const candidate = booking('new', '2026-11-16T09:00', '2026-11-16T10:00');
    expect(findClashes(candidate, [booking('a-1', '2026-11-16T10:00', '2026-11-16T11:00')])).toEqual([]);
    expect(findClashes(candidate, [booking('a-2', '2026-11-16T08:00', '2026-11-16T09:00')])).toEqual([]);
  });

  it('does not count two calls without a room as sharing one', () => {
    const call = booking('new', '2026-11-16T09:00', '2026-11-16T10:00', { roomId: null, userId: 'u-1' });
    const other = booking('a-1', '2026-11-16T09:00', '2026-11-16T10:00', { roomId: null, userId: 'u-2' });
    expect(findClashes(call, [other])).toEqual([]);
  });

  it('ignores cancelled appointments, the appointment itself and the ids it is told to skip', () => {
    const candidate = booking('a-1', '2026-11-16T09:00', '2026-11-16T10:00');
    const cancelled = booking('a-2', '2026-11-16T09:00', '2026-11-16T10:00', { status: 'cancelled' });
    const sibling = booking('a-3', '2026-11-16T09:00', '2026-11-16T10:00');
    expect(findClashes(candidate, [candidate, cancelled, sibling], { ignoreIds: new Set(['a-3']) })).toEqual(
      [],
    );
    expect(findClashes({ ...candidate, status: 'cancelled' }, [sibling])).toEqual([]);
  });

  it('compares moments, whatever zone they were given in', () => {
    // 10:00-11:00 in Amsterdam in July is 08:00-09:00 UTC.
    const candidate = booking('new', '2026-07-01T10:00', '2026-07-01T11:00');
    const utc = (text: string) => Temporal.ZonedDateTime.from(`${text}[UTC]`);
    const other = booking('a-1', '2026-07-01T10:00', '2026-07-01T11:00');
    expect(
      findClashes(candidate, [{ ...other, start: utc('2026-07-01T09:00'), end: utc('2026-07-01T09:30') }]),
    ).toEqual([]);
    expect(
      findClashes(candidate, [{ ...other, start: utc('2026-07-01T08:59'), end: utc('2026-07-01T09:30') }]),
    ).toEqual([
      { appointmentId: 'a-1', on: 'user' },
      { appointmentId: 'a-1', on: 'room' },
    ]);
  });

  it('sees the two 02:30s of the October night as different moments', () => {
    const first = amsterdam('2026-10-25T02:30+02:00');
    const second = amsterdam('2026-10-25T02:30+01:00');
    const early = {
      ...booking('new', '2026-10-25T02:00', '2026-10-25T03:00'),
      start: first,
      end: first.add({ minutes: 30 }),
    };
    const late = { ...early, id: 'a-1', start: second, end: second.add({ minutes: 30 }) };
    expect(findClashes(early, [late])).toEqual([]);
  });

  it('lists the appointments by start, then by id', () => {
    const candidate = booking('new', '2026-11-16T08:00', '2026-11-16T12:00');
    const found = findClashes(candidate, [
      booking('b', '2026-11-16T10:00', '2026-11-16T11:00', { roomId: null }),
      booking('c', '2026-11-16T09:00', '2026-11-16T10:00', { roomId: null }),
      booking('a', '2026-11-16T10:00', '2026-11-16T11:00', { roomId: null }),
    ]);
    expect(found.map((clash) => clash.appointmentId)).toEqual(['c', 'a', 'b']);
  });

  it('property: equals a minute-by-minute oracle, once per appointment and thing, in start then id order', () => {
    fc.assert(
      fc.property(aScene, fc.array(fc.nat(8), { maxLength: 2 }), ([candidate, booked], skip) => {
        const ignoreIds = new Set(skip.flatMap((index) => (booked[index] ? [booked[index].id] : [])));
        const found = findClashes(candidate, [...booked, candidate], { ignoreIds });
        expect(keys(found)).toEqual(bruteForce(candidate, booked, ignoreIds));
        expect(new Set(found.map(key)).size).toBe(found.length);
        const byId = new Map(booked.map((b) => [b.id, b]));
        for (let i = 1; i < found.length; i++) {
          const a = byId.get(found[i - 1]!.appointmentId)!;
          const b = byId.get(found[i]!.appointmentId)!;
          const order =
            Temporal.ZonedDateTime.compare(a.start, b.start) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
          expect(order).toBeLessThanOrEqual(0);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('property: a clashes with b exactly when b clashes with a, on the same things', () => {
    fc.assert(
      fc.property(aScene, ([a, others]) => {
        for (const b of others) {
          const ab = findClashes(a, [b])
            .map((c) => `${c.on}|${c.resourceId ?? ''}`)
            .sort();
          const ba = findClashes(b, [a])
            .map((c) => `${c.on}|${c.resourceId ?? ''}`)
            .sort();
          expect(ab).toEqual(ba);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('property: an appointment that starts as the other ends, or ends as it starts, never clashes', () => {
    fc.assert(
      fc.property(aScene, fc.integer({ min: 1, max: 240 }), ([a, others], minutes) => {
        for (const other of others) {
          const after = { ...other, start: a.end, end: a.end.add({ minutes }) };
          const before = { ...other, start: a.start.subtract({ minutes }), end: a.start };
          expect(findClashes(a, [after, before])).toEqual([]);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('property: moving everything by the same time, across clock changes too, keeps the clashes', () => {
    fc.assert(
      fc.property(aScene, fc.integer({ min: -3 * 24 * 60, max: 3 * 24 * 60 }), ([a, others], minutes) => {
        const shift = (b: Booking): Booking => ({
          ...b,
          start: b.start.add({ minutes }),
          end: b.end.add({ minutes }),
        });
        expect(findClashes(shift(a), others.map(shift))).toEqual(findClashes(a, others));
      }),
      { numRuns: 200 },
    );
  });

  it('property: a cancelled appointment never clashes, as candidate or as booked', () => {
    fc.assert(
      fc.property(aScene, ([a, others]) => {
        expect(findClashes({ ...a, status: 'cancelled' }, others)).toEqual([]);
        const cancelled = others.map((b) => ({ ...b, status: 'cancelled' as const }));
        expect(findClashes(a, cancelled)).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });
});
