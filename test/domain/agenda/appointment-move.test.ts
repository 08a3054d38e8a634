import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { MoveColumn } from '../../../src/domain/agenda/appointment-move';
import {
  movedPlace,
  movedPlaceAll,
  moveProblem,
  movesProblem,
} from '../../../src/domain/agenda/appointment-move';

const kind = fc.constantFrom('user' as const, 'room' as const, 'resource' as const);
const column: fc.Arbitrary<MoveColumn> = fc.record({ kind, id: fc.constantFrom('a', 'b', 'c', 'd') });
const moment = fc
  .record({ day: fc.integer({ min: 1, max: 3 }), minute: fc.integer({ min: 0, max: 24 * 60 - 1 }) })
  .map(({ day, minute }) =>
    Temporal.PlainDateTime.from({
      year: 2026,
      month: 12,
      day,
      hour: Math.floor(minute / 60),
      minute: minute % 60,
    }),
  );
const place = fc.record({
  userId: fc.constantFrom('a', 'b', 'c'),
  roomId: fc.option(fc.constantFrom('a', 'b', 'c'), { nil: null }),
  resourceIds: fc.uniqueArray(fc.constantFrom('a', 'b', 'c', 'd'), { maxLength: 3 }),
});

describe('the rule of moving an appointment', () => {
  it('lets it go only to a column of the same kind, within one day, its end after its start', () => {
    fc.assert(
      fc.property(column, column, moment, moment, (from, to, start, end) => {
        const allowed =
          from.kind === to.kind &&
          start.toPlainDate().equals(end.toPlainDate()) &&
          Temporal.PlainDateTime.compare(end, start) > 0;
        expect(moveProblem(from, to, start, end) === null).toBe(allowed);
      }),
      { numRuns: 300 },
    );
  });

  it('changes only what the column it goes to stands for, and keeps each piece of equipment once', () => {
    fc.assert(
      fc.property(
        place,
        kind,
        fc.constantFrom('a', 'b', 'c', 'd'),
        fc.constantFrom('a', 'b', 'c', 'd'),
        (where, k, fromId, toId) => {
          const from = { kind: k, id: fromId };
          const to = { kind: k, id: toId };
          const moved = movedPlace(where, from, to);
          if (k === 'user') expect(moved).toEqual({ ...where, userId: toId });
          if (k === 'room') expect(moved).toEqual({ ...where, roomId: toId });
          if (k === 'resource') {
            expect([moved.userId, moved.roomId]).toEqual([where.userId, where.roomId]);
            expect(new Set(moved.resourceIds).size).toBe(moved.resourceIds.length);
            expect(moved.resourceIds.includes(fromId)).toBe(
              fromId === toId ? where.resourceIds.includes(fromId) : false,
            );
            if (where.resourceIds.includes(fromId)) expect(moved.resourceIds).toContain(toId);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('comes back where it was when moved back to a column it did not already use', () => {
    fc.assert(
      fc.property(place, kind, fc.constantFrom('a', 'b', 'c', 'd'), (where, k, toId) => {
        const fromId =
          k === 'user' ? where.userId : k === 'room' ? (where.roomId ?? 'a') : (where.resourceIds[0] ?? 'a');
        fc.pre(k !== 'resource' || (where.resourceIds.includes(fromId) && !where.resourceIds.includes(toId)));
        fc.pre(k !== 'room' || where.roomId !== null);
        const there = movedPlace(where, { kind: k, id: fromId }, { kind: k, id: toId });
        expect(movedPlace(there, { kind: k, id: toId }, { kind: k, id: fromId })).toEqual(where);
      }),
      { numRuns: 300 },
    );
  });

  it('moves several columns at once only when each goes to its own kind, on the times one move would take', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ from: column, to: column }), { maxLength: 3 }),
        moment,
        moment,
        (moves, start, end) => {
          const times = moveProblem({ kind: 'user', id: 'a' }, { kind: 'user', id: 'b' }, start, end);
          const allowed = moves.every(({ from, to }) => from.kind === to.kind) && times === null;
          expect(movesProblem(moves, start, end) === null).toBe(allowed);
          if (moves.length === 1)
            expect(movesProblem(moves, start, end)).toBe(
              moveProblem(moves[0]!.from, moves[0]!.to, start, end),
            );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('puts the person, the room and the equipment where each was sent, in whatever order they are moved', () => {
    fc.assert(
      fc.property(
        place,
        fc.constantFrom('a', 'b', 'c'),
        fc.constantFrom('a', 'b', 'c'),
        fc.constantFrom('a', 'b', 'c', 'd'),
        (where, userId, roomId, resourceId) => {
          fc.pre(where.roomId !== null && where.resourceIds.length > 0);
          const moves = [
            { from: { kind: 'user' as const, id: where.userId }, to: { kind: 'user' as const, id: userId } },
            { from: { kind: 'room' as const, id: where.roomId! }, to: { kind: 'room' as const, id: roomId } },
            {
              from: { kind: 'resource' as const, id: where.resourceIds[0]! },
              to: { kind: 'resource' as const, id: resourceId },
            },
          ];
          const moved = movedPlaceAll(where, moves);
          expect(movedPlaceAll(where, moves.toReversed())).toEqual(moved);
          expect([moved.userId, moved.roomId]).toEqual([userId, roomId]);
          expect(moved.resourceIds).toContain(resourceId);
          expect(movedPlaceAll(where, [])).toEqual(where);
        },
      ),
      { numRuns: 200 },
    );
  });
});
