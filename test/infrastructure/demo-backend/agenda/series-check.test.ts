import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { CreatedAnswerSchema } from '../../../../src/infrastructure/agenda/appointment-schemas';
import { APPOINTMENTS, exactly, signedIn, stateOf, userNamed } from '../case-client';
import type { DemoClient } from '../demo-client';

const dateOf = (moment: string) =>
  Temporal.Instant.from(moment).toZonedDateTimeISO('Europe/Amsterdam').toPlainDate().toString();

/** A late-evening weekly series of four on Tuesdays from 10 March 2026: nobody else is booked then. */
function aSeries(client: DemoClient, exceptDates?: string[]) {
  const operation = stateOf(client).operations.find((candidate) => candidate.code === 'SPR-BA');
  return {
    userId: userNamed('doctor').id,
    operationId: operation?.id,
    employeeId: null,
    locationId: null,
    roomId: null,
    resourceIds: [],
    date: '2026-03-10',
    startTime: '21:00',
    endTime: '21:30',
    channel: 'video',
    note: null,
    recurrence: {
      frequency: 'weekly',
      interval: 1,
      weekdays: [2],
      untilDate: null,
      count: 4,
      ...(exceptDates ? { exceptDates } : {}),
    },
  };
}

describe('a series with dates left out', () => {
  it('books the series without the left-out dates and keeps them on the series', async () => {
    const planner = await signedIn('planner');
    const made = await planner.post(APPOINTMENTS, aSeries(planner, ['2026-03-24']));
    expect(made.status).toBe(201);
    const answer = exactly(CreatedAnswerSchema, made);
    expect(answer.meta.created).toBe(3);
    const state = stateOf(planner);
    const members = state.appointments.filter((appointment) => appointment.seriesId === answer.data.seriesId);
    expect(members.map((member) => dateOf(member.start))).toEqual(['2026-03-10', '2026-03-17', '2026-03-31']);
    expect(state.series.find((series) => series.id === answer.data.seriesId)?.exceptDates).toEqual([
      '2026-03-24',
    ]);
  });

  it('refuses a left-out date that is not one of the series, and leaving out every date', async () => {
    const planner = await signedIn('planner');
    const before = stateOf(planner).appointments.length;
    const outside = await planner.post(APPOINTMENTS, aSeries(planner, ['2026-03-25']));
    expect(outside.status).toBe(422);
    const all = await planner.post(
      APPOINTMENTS,
      aSeries(planner, ['2026-03-10', '2026-03-17', '2026-03-24', '2026-03-31']),
    );
    expect(all.status).toBe(422);
    expect(stateOf(planner).appointments).toHaveLength(before);
  });
});
