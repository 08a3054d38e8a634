import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { APPOINTMENT_STATUSES } from '../../../../src/domain/agenda/appointment';
import { statusChangeProblem } from '../../../../src/domain/agenda/appointment-status';
import { findClashes } from '../../../../src/domain/agenda/clashes';
import type { RecurrenceRule } from '../../../../src/domain/agenda/recurrence';
import { recurrenceProblems, seriesOccurrences } from '../../../../src/domain/agenda/recurrence';
import {
  clashesOf,
  seriesDates,
  statusRefusal,
} from '../../../../src/infrastructure/demo-backend/agenda/appointment-rules';
import { aDate, aMoment, aStatus } from '../../../domain/agenda/agenda-arbitraries';

/**
 * The demo backend repeats the agenda's rules in its own terms (appointment-rules.ts); these
 * properties hold each to the domain's, so the two never drift.
 */

describe('the demo backend’s appointment rules match the domain’s', () => {
  it('allows and refuses the same status moves, at the same moments', () => {
    fc.assert(
      fc.property(aStatus, aStatus, aMoment, aMoment, (from, to, start, now) => {
        const domain = statusChangeProblem(from, to, { start, now: now.toInstant() });
        const backend = statusRefusal(from, to, start.epochMilliseconds, now.epochMilliseconds);
        expect(backend === null ? null : `appointment.status.${backend}`).toBe(domain);
      }),
      { numRuns: 500 },
    );
  });

  it('finds the same clashes', () => {
    const aStart = fc
      .integer({ min: 0, max: 40 })
      .map((quarter) =>
        Temporal.ZonedDateTime.from('2026-10-25T00:00[Europe/Amsterdam]').add({ minutes: quarter * 15 }),
      );
    const aBooking = fc.record({
      id: fc.integer({ min: 1, max: 9 }).map(String),
      userId: fc.constantFrom('u1', 'u2'),
      roomId: fc.constantFrom(null, 'r1', 'r2'),
      resourceIds: fc.subarray(['m1', 'm2']),
      start: aStart,
      minutes: fc.integer({ min: 15, max: 120 }),
      status: fc.constantFrom(...APPOINTMENT_STATUSES),
    });
    fc.assert(
      fc.property(aBooking, fc.array(aBooking, { maxLength: 8 }), (candidate, others) => {
        const asDomain = (booking: typeof candidate) => ({
          id: booking.id,
          userId: booking.userId,
          roomId: booking.roomId,
          resourceIds: booking.resourceIds,
          start: booking.start,
          end: booking.start.add({ minutes: booking.minutes }),
          status: booking.status,
        });
        const asStored = (booking: typeof candidate) => ({
          ...asDomain(booking),
          start: booking.start.toInstant().toString(),
          end: booking.start.add({ minutes: booking.minutes }).toInstant().toString(),
          resourceIds: [...booking.resourceIds],
        });
        const unique = others.map((other, index) => ({ ...other, id: String(10 + index) }));
        const domain = findClashes(asDomain(candidate), unique.map(asDomain));
        const backend = clashesOf(asStored(candidate), unique.map(asStored));
        expect(backend.map((clash) => ({ ...clash }))).toEqual(domain.map((clash) => ({ ...clash })));
      }),
      { numRuns: 500 },
    );
  });

  it('expands a series to the same dates, also with dates left out', () => {
    const anEnd = fc.oneof(
      fc.integer({ min: 0, max: 700 }).map((days) => ({ kind: 'until' as const, days })),
      fc.integer({ min: 1, max: 60 }).map((count) => ({ kind: 'count' as const, count })),
    );
    const aRule = fc.record({
      frequency: fc.constantFrom('daily' as const, 'weekly' as const, 'monthly' as const),
      interval: fc.integer({ min: 1, max: 6 }),
      weekdays: fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 }),
      end: anEnd,
    });
    fc.assert(
      fc.property(aRule, aDate, fc.nat({ max: 2 }), (raw, first, picked) => {
        const end =
          raw.end.kind === 'until'
            ? { kind: 'until' as const, date: first.add({ days: raw.end.days }) }
            : { kind: 'count' as const, count: raw.end.count };
        const rule: RecurrenceRule = {
          frequency: raw.frequency,
          interval: raw.interval,
          weekdays: raw.frequency === 'weekly' ? raw.weekdays : [],
          end,
        };
        fc.pre(recurrenceProblems(rule, first).length === 0);
        const nineOClock = { start: Temporal.PlainTime.from('09:00'), end: Temporal.PlainTime.from('09:30') };
        const both = (exceptDates: string[]) => ({
          domain: seriesOccurrences(
            { ...rule, exceptDates: exceptDates.map((d) => Temporal.PlainDate.from(d)) },
            { date: first, ...nineOClock },
          ).map((occurrence) => occurrence.date.toString()),
          backend: seriesDates(
            {
              frequency: rule.frequency,
              interval: rule.interval,
              weekdays: rule.weekdays,
              untilDate: end.kind === 'until' ? end.date.toString() : null,
              count: end.kind === 'count' ? end.count : null,
              exceptDates,
            },
            first.toString(),
          ),
        });
        const whole = both([]);
        expect(whole.backend).toEqual(whole.domain);
        // The same with some of the dates left out: both leave out exactly those, the count unchanged.
        const left = whole.domain.filter(
          (_, index) => (index + picked) % 3 === 0 && index < whole.domain.length - 1,
        );
        const some = both(left);
        expect(some.backend).toEqual(some.domain);
        expect(some.backend).toEqual(whole.domain.filter((d) => !left.includes(d)));
      }),
      { numRuns: 400 },
    );
  });
});
