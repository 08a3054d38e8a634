import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { AppointmentStatus } from '../../../src/domain/agenda/appointment';
import { APPOINTMENT_STATUSES } from '../../../src/domain/agenda/appointment';
import {
  STATUS_MOVES,
  isFinalStatus,
  nextStatuses,
  statusChangeProblem,
} from '../../../src/domain/agenda/appointment-status';
import { SLOT_TIME_ZONE } from '../../../src/domain/shared/zoned-slot';
import { aMoment, aStatus, amsterdam } from './agenda-arbitraries';

const instant = (text: string) => Temporal.Instant.from(text);
const ON_THE_DAY: readonly AppointmentStatus[] = ['arrived', 'completed', 'no_show'];

describe('the status of an appointment', () => {
  it('moves exactly as the table of allowed moves says', () => {
    expect(STATUS_MOVES).toEqual({
      planned: ['confirmed', 'arrived', 'no_show', 'cancelled'],
      confirmed: ['planned', 'arrived', 'no_show', 'cancelled'],
      arrived: ['confirmed', 'completed'],
      completed: [],
      no_show: ['confirmed'],
      cancelled: [],
    });
    for (const status of APPOINTMENT_STATUSES) expect(nextStatuses(status)).toEqual(STATUS_MOVES[status]);
  });

  it('refuses a move to the status it already has', () => {
    const when = { start: amsterdam('2026-11-16T09:00'), now: instant('2026-11-16T08:00Z') };
    expect(statusChangeProblem('planned', 'planned', when)).toBe('appointment.status.same');
    expect(statusChangeProblem('cancelled', 'cancelled', when)).toBe('appointment.status.same');
  });

  it('refuses a move that is not in the table, like reopening a cancelled appointment', () => {
    const when = { start: amsterdam('2026-11-16T09:00'), now: instant('2026-11-16T12:00Z') };
    expect(statusChangeProblem('cancelled', 'planned', when)).toBe('appointment.status.notAllowed');
    expect(statusChangeProblem('completed', 'arrived', when)).toBe('appointment.status.notAllowed');
    expect(statusChangeProblem('planned', 'completed', when)).toBe('appointment.status.notAllowed');
    expect(statusChangeProblem('no_show', 'arrived', when)).toBe('appointment.status.notAllowed');
  });

  it('allows a no-show in the morning of the appointment day but not the evening before', () => {
    const start = amsterdam('2026-11-16T16:00');
    expect(
      statusChangeProblem('planned', 'no_show', { start, now: instant('2026-11-16T07:00Z') }),
    ).toBeNull();
    expect(statusChangeProblem('planned', 'no_show', { start, now: instant('2026-11-15T21:00Z') })).toBe(
      'appointment.status.notYet',
    );
    expect(statusChangeProblem('planned', 'arrived', { start, now: instant('2026-11-15T21:00Z') })).toBe(
      'appointment.status.notYet',
    );
    expect(statusChangeProblem('arrived', 'completed', { start, now: instant('2026-11-15T21:00Z') })).toBe(
      'appointment.status.notYet',
    );
  });

  it('compares the Amsterdam dates, not the UTC dates, of the appointment and today', () => {
    // 23:30 UTC on 1 June is 01:30 on 2 June in Amsterdam: an appointment that day is today's.
    expect(
      statusChangeProblem('confirmed', 'arrived', {
        start: amsterdam('2026-06-02T09:00'),
        now: instant('2026-06-01T23:30Z'),
      }),
    ).toBeNull();
    // Given in UTC, the appointment still falls on 2 June in Amsterdam, the day after 22:00 on 1 June.
    expect(
      statusChangeProblem('confirmed', 'arrived', {
        start: Temporal.ZonedDateTime.from('2026-06-01T23:30[UTC]'),
        now: instant('2026-06-01T20:00Z'),
      }),
    ).toBe('appointment.status.notYet');
  });

  it('allows an appointment to be cancelled, confirmed or planned again well before its day', () => {
    const when = { start: amsterdam('2027-03-01T09:00'), now: instant('2026-11-16T12:00Z') };
    expect(statusChangeProblem('planned', 'cancelled', when)).toBeNull();
    expect(statusChangeProblem('planned', 'confirmed', when)).toBeNull();
    expect(statusChangeProblem('confirmed', 'planned', when)).toBeNull();
  });

  it('property: a final status has no moves, and only completed and cancelled are final', () => {
    fc.assert(
      fc.property(aStatus, aStatus, aMoment, aMoment, (from, to, start, now) => {
        expect(isFinalStatus(from)).toBe(from === 'completed' || from === 'cancelled');
        if (isFinalStatus(from))
          expect(statusChangeProblem(from, to, { start, now: now.toInstant() })).not.toBeNull();
      }),
      { numRuns: 200 },
    );
  });

  it('every status that is not final can reach cancelled or completed through allowed moves', () => {
    for (const status of APPOINTMENT_STATUSES.filter((s) => !isFinalStatus(s))) {
      const reached = new Set<AppointmentStatus>([status]);
      const queue = [status];
      while (queue.length > 0) {
        for (const next of nextStatuses(queue.shift()!)) {
          if (!reached.has(next)) {
            reached.add(next);
            queue.push(next);
          }
        }
      }
      expect(reached.has('cancelled') || reached.has('completed'), status).toBe(true);
    }
  });

  it('property: the day never blocks a move to confirmed, planned or cancelled', () => {
    fc.assert(
      fc.property(
        aStatus,
        fc.constantFrom<AppointmentStatus>('confirmed', 'planned', 'cancelled'),
        aMoment,
        aMoment,
        (from, to, start, now) => {
          expect(statusChangeProblem(from, to, { start, now: now.toInstant() })).not.toBe(
            'appointment.status.notYet',
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('property: the verdict agrees with the table and with the day of the appointment', () => {
    fc.assert(
      fc.property(aStatus, aStatus, aMoment, aMoment, (from, to, start, now) => {
        const problem = statusChangeProblem(from, to, { start, now: now.toInstant() });
        const later =
          Temporal.PlainDate.compare(
            start.withTimeZone(SLOT_TIME_ZONE).toPlainDate(),
            now.withTimeZone(SLOT_TIME_ZONE).toPlainDate(),
          ) > 0;
        const expected =
          from === to
            ? 'appointment.status.same'
            : !STATUS_MOVES[from].includes(to)
              ? 'appointment.status.notAllowed'
              : ON_THE_DAY.includes(to) && later
                ? 'appointment.status.notYet'
                : null;
        expect(problem).toBe(expected);
      }),
      { numRuns: 500 },
    );
  });

  it('property: a move allowed now stays allowed at any later moment', () => {
    fc.assert(
      fc.property(
        aStatus,
        aStatus,
        aMoment,
        aMoment,
        fc.integer({ min: 0, max: 60 * 24 * 60 }),
        (from, to, start, now, minutes) => {
          if (statusChangeProblem(from, to, { start, now: now.toInstant() }) !== null) return;
          expect(statusChangeProblem(from, to, { start, now: now.toInstant().add({ minutes }) })).toBeNull();
        },
      ),
      { numRuns: 300 },
    );
  });
});
