import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { APPOINTMENT_STATUSES } from '../../../src/domain/agenda/appointment';
import type { AvailabilitySources, TimeConstraint } from '../../../src/domain/availability/availability';
import { availabilityOn } from '../../../src/domain/availability/availability';
import type { BookedTime } from '../../../src/domain/availability/appointments-hit';
import {
  STILL_TO_COME,
  appointmentsInDayOff,
  appointmentsLosingTheirTime,
} from '../../../src/domain/availability/appointments-hit';
import type { Schedule } from '../../../src/domain/availability/schedule';
import { AGENDA_TIME_ZONE } from '../../../src/domain/availability/schedule';
import { aDate, aSchedule } from './availability-arbitraries';

const at = (text: string) => Temporal.ZonedDateTime.from(`${text}[${AGENDA_TIME_ZONE}]`);
const booked = (
  start: string,
  minutes = 30,
  changes: Partial<BookedTime> = {},
): BookedTime & { readonly name: string } => ({
  name: start.slice(11, 16),
  start: at(start),
  end: at(start).add({ minutes }),
  status: 'planned',
  locationId: 'loc-a',
  ...changes,
});
const names = (found: readonly { name: string }[]) => found.map((appointment) => appointment.name);

const weekdays: Schedule = {
  id: 's-1',
  userId: 'u-1',
  locationId: 'loc-a',
  operationIds: [],
  blocks: [1, 2, 3, 4, 5].map((weekday) => ({
    weekday,
    start: Temporal.PlainTime.from('09:00'),
    end: Temporal.PlainTime.from('17:00'),
  })),
  repeat: { kind: 'every-week' },
  validFrom: Temporal.PlainDate.from('2026-01-05'),
  validUntil: null,
  deleted: false,
};
const sources = (schedule: Schedule, constraints: readonly TimeConstraint[] = []): AvailabilitySources => ({
  schedules: [schedule],
  constraints,
  daysOff: [],
  holidays: [],
});
const exception = (date: string, kind: TimeConstraint['kind'], start?: string, end?: string) => ({
  id: `c-${date}-${kind}`,
  scheduleId: 's-1',
  date: Temporal.PlainDate.from(date),
  kind,
  start: start ? Temporal.PlainTime.from(start) : null,
  end: end ? Temporal.PlainTime.from(end) : null,
});

describe('the appointments a day off falls on, by example', () => {
  const tuesday = [
    booked('2026-11-17T08:30'),
    booked('2026-11-17T09:00'),
    booked('2026-11-17T12:45'),
    booked('2026-11-17T13:00'),
    booked('2026-11-17T15:00', 30, { status: 'cancelled' }),
  ];

  it('lists those overlapping it, still to take place, an appointment ending at its start excluded', () => {
    const dayOff = {
      start: Temporal.PlainDateTime.from('2026-11-17T09:00'),
      end: Temporal.PlainDateTime.from('2026-11-17T13:00'),
    };
    expect(names(appointmentsInDayOff(tuesday, dayOff))).toEqual(['09:00', '12:45']);
  });

  it('lists every one still to take place on a whole day off', () => {
    const dayOff = {
      start: Temporal.PlainDateTime.from('2026-11-17T00:00'),
      end: Temporal.PlainDateTime.from('2026-11-18T00:00'),
    };
    expect(names(appointmentsInDayOff(tuesday, dayOff))).toEqual(['08:30', '09:00', '12:45', '13:00']);
  });
});

describe('the appointments a change of availability takes the time of, by example', () => {
  const tuesday = [
    booked('2026-11-17T08:30'),
    booked('2026-11-17T10:00'),
    booked('2026-11-17T14:00'),
    booked('2026-11-17T14:00', 30, { locationId: 'loc-b' }),
    booked('2026-11-17T16:00', 30, { locationId: null }),
  ];

  it('a day-off exception takes the day: every appointment in the schedule’s hours at its location', () => {
    const hit = appointmentsLosingTheirTime(
      tuesday,
      sources(weekdays),
      sources(weekdays, [exception('2026-11-17', 'day-off')]),
    );
    // 08:30 was outside the hours already; the one at loc-b is another schedule's business.
    expect(names(hit)).toEqual(['10:00', '14:00', '16:00']);
  });

  it('a shorter day takes the hours outside it', () => {
    const hit = appointmentsLosingTheirTime(
      tuesday,
      sources(weekdays),
      sources(weekdays, [exception('2026-11-17', 'shorter', '09:00', '15:00')]),
    );
    expect(names(hit)).toEqual(['16:00']);
  });

  it('an extra block takes nothing', () => {
    const hit = appointmentsLosingTheirTime(
      tuesday,
      sources(weekdays),
      sources(weekdays, [exception('2026-11-17', 'extra', '07:00', '09:00')]),
    );
    expect(hit).toEqual([]);
  });

  it('a schedule that ends earlier or loses its Tuesday afternoon takes those appointments', () => {
    const ending = { ...weekdays, validUntil: Temporal.PlainDate.from('2026-11-16') };
    expect(names(appointmentsLosingTheirTime(tuesday, sources(weekdays), sources(ending)))).toEqual([
      '10:00',
      '14:00',
      '16:00',
    ]);
    const mornings = {
      ...weekdays,
      blocks: weekdays.blocks.map((block) =>
        block.weekday === 2 ? { ...block, end: Temporal.PlainTime.from('12:00') } : block,
      ),
    };
    expect(names(appointmentsLosingTheirTime(tuesday, sources(weekdays), sources(mornings)))).toEqual([
      '14:00',
      '16:00',
    ]);
  });
});

/** Appointments on a few days around a date, on quarter hours, at either location or by phone. */
const appointmentsAround = (date: Temporal.PlainDate) =>
  fc
    .array(
      fc.record({
        day: fc.integer({ min: -1, max: 1 }),
        quarter: fc.integer({ min: 0, max: 95 }),
        quarters: fc.integer({ min: 1, max: 8 }),
        status: fc.constantFrom(...APPOINTMENT_STATUSES),
        locationId: fc.constantFrom('loc-a', 'loc-b', null),
      }),
      { maxLength: 25 },
    )
    .map((drafts) =>
      drafts.map(({ day, quarter, quarters, status, locationId }, index) => {
        const start = date
          .add({ days: day })
          .toZonedDateTime(AGENDA_TIME_ZONE)
          .add({ minutes: quarter * 15 });
        return { index, start, end: start.add({ minutes: quarters * 15 }), status, locationId };
      }),
    );

const aDayOff = fc
  .tuple(aDate, fc.integer({ min: 0, max: 95 }), fc.integer({ min: 1, max: 400 }))
  .map(([date, quarter, quarters]) => {
    const start = date.toPlainDateTime().add({ minutes: quarter * 15 });
    return { start, end: start.add({ minutes: quarters * 15 }) };
  });

const minutes = (time: Temporal.PlainTime) => time.hour * 60 + time.minute;

describe('the appointments hit, for any schedule and day', () => {
  it('a day off lists exactly those still to take place whose time overlaps it', () => {
    fc.assert(
      fc.property(
        aDayOff.chain((dayOff) =>
          fc.tuple(fc.constant(dayOff), appointmentsAround(dayOff.start.toPlainDate())),
        ),
        ([dayOff, appointments]) => {
          const from = dayOff.start.toZonedDateTime(AGENDA_TIME_ZONE).epochMilliseconds;
          const until = dayOff.end.toZonedDateTime(AGENDA_TIME_ZONE).epochMilliseconds;
          const expected = appointments.filter(
            (appointment) =>
              STILL_TO_COME.includes(appointment.status) &&
              appointment.start.epochMilliseconds < until &&
              appointment.end.epochMilliseconds > from,
          );
          expect(appointmentsInDayOff(appointments, dayOff)).toEqual(expected);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('no change, or only more time, hits nothing', () => {
    fc.assert(
      fc.property(
        aSchedule().chain((schedule) =>
          fc.tuple(
            fc.constant(schedule),
            appointmentsAround(schedule.validFrom),
            fc.integer({ min: 0, max: 94 }),
            fc.integer({ min: 1, max: 16 }),
          ),
        ),
        ([schedule, appointments, quarter, quarters]) => {
          const time = (q: number) =>
            Temporal.PlainTime.from({ hour: Math.floor(q / 4), minute: (q % 4) * 15 });
          const extra: TimeConstraint = {
            id: 'extra',
            scheduleId: schedule.id,
            date: schedule.validFrom,
            kind: 'extra',
            start: time(quarter),
            end: time(Math.min(95, quarter + quarters)),
          };
          const before = sources(schedule);
          expect(appointmentsLosingTheirTime(appointments, before, before)).toEqual([]);
          expect(appointmentsLosingTheirTime(appointments, before, sources(schedule, [extra]))).toEqual([]);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a day-off exception hits exactly the appointments still to come in the schedule’s hours that day', () => {
    fc.assert(
      fc.property(
        aSchedule().chain((schedule) =>
          fc.integer({ min: 0, max: 20 }).chain((days) => {
            const date = schedule.validFrom.add({ days });
            return fc.tuple(fc.constant(schedule), fc.constant(date), appointmentsAround(date));
          }),
        ),
        ([schedule, date, appointments]) => {
          const dayOff: TimeConstraint = {
            id: 'off',
            scheduleId: schedule.id,
            date,
            kind: 'day-off',
            start: null,
            end: null,
          };
          const blocks = availabilityOn(date, sources(schedule));
          const expected = appointments.filter((appointment) => {
            if (!STILL_TO_COME.includes(appointment.status)) return false;
            if (!appointment.start.toPlainDate().equals(date)) return false;
            if (appointment.locationId !== null && appointment.locationId !== schedule.locationId)
              return false;
            const from = minutes(appointment.start.toPlainTime());
            const until = appointment.end.toPlainDate().equals(date)
              ? minutes(appointment.end.toPlainTime())
              : 1440;
            return blocks.some((block) => minutes(block.start) < until && minutes(block.end) > from);
          });
          expect(
            appointmentsLosingTheirTime(appointments, sources(schedule), sources(schedule, [dayOff])),
          ).toEqual(expected);
        },
      ),
      { numRuns: 300 },
    );
  });
});
