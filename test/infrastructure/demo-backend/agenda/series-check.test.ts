import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import {
  CreatedAnswerSchema,
  SeriesCheckSchema,
} from '../../../../src/infrastructure/agenda/appointment-schemas';
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

  it('answers a check of every date without booking or auditing anything', async () => {
    const planner = await signedIn('planner');
    const before = stateOf(planner);
    const counts = [
      before.appointments.length,
      before.series.length,
      before.auditLog.length,
      before.agendaChanges.length,
    ];
    const checked = await planner.post(`${APPOINTMENTS}?validateOnly=true`, aSeries(planner, ['2026-03-17']));
    expect(checked.status).toBe(200);
    const answer = exactly(SeriesCheckSchema, checked);
    expect(answer.data.occurrences.map((occurrence) => occurrence.date)).toEqual([
      '2026-03-10',
      '2026-03-24',
      '2026-03-31',
    ]);
    expect(answer.data.occurrences.every((occurrence) => occurrence.clashes.length === 0)).toBe(true);
    const after = stateOf(planner);
    expect([
      after.appointments.length,
      after.series.length,
      after.auditLog.length,
      after.agendaChanges.length,
    ]).toEqual(counts);
  });

  it('names the date in the way, and a medical appointment in the way only as a non-medical reader may see it', async () => {
    const planner = await signedIn('planner');
    const state = stateOf(planner);
    const medical = new Set(state.operations.filter((operation) => operation.medical).map((o) => o.id));
    const other = state.appointments.find(
      (appointment) =>
        appointment.status === 'planned' &&
        appointment.operationId !== null &&
        medical.has(appointment.operationId) &&
        Date.parse(appointment.start) > planner.now() + 14 * 86_400_000,
    );
    if (!other) throw new Error('seed changed');
    const start = Temporal.Instant.from(other.start).toZonedDateTimeISO('Europe/Amsterdam');
    const third = start.toPlainDate();
    const body = {
      ...aSeries(planner),
      userId: other.userId,
      date: third.subtract({ weeks: 2 }).toString(),
      startTime: start.toPlainTime().toString({ smallestUnit: 'minute' }),
      endTime: start.toPlainTime().add({ minutes: 15 }).toString({ smallestUnit: 'minute' }),
    };
    body.recurrence = { ...body.recurrence, weekdays: [third.dayOfWeek] };
    const answer = exactly(SeriesCheckSchema, await planner.post(`${APPOINTMENTS}?validateOnly=true`, body));
    const clashing = answer.data.occurrences.filter((occurrence) => occurrence.clashes.length > 0);
    expect(clashing.map((occurrence) => occurrence.date)).toContain(third.toString());
    const named = clashing.find((occurrence) => occurrence.date === third.toString())?.clashes;
    expect(named?.some((clash) => clash.appointmentId === other.id)).toBe(true);
    const operation = state.operations.find((candidate) => candidate.id === other.operationId);
    expect(JSON.stringify(answer)).not.toContain(operation?.nameNl);
    if (operation?.nameEn) expect(JSON.stringify(answer)).not.toContain(operation.nameEn);
  });
});

describe('a series with a date moved to other times', () => {
  it('checks and books the clashing date at its own times, one of the series, and keeps the exception on the series', async () => {
    const planner = await signedIn('planner');
    // Something stands on the third Tuesday at the series' own time.
    const single = { ...aSeries(planner), date: '2026-03-24', recurrence: null };
    expect((await planner.post(APPOINTMENTS, single)).status).toBe(201);
    const clashing = exactly(
      SeriesCheckSchema,
      await planner.post(`${APPOINTMENTS}?validateOnly=true`, aSeries(planner)),
    ).data.occurrences.filter((occurrence) => occurrence.clashes.length > 0);
    expect(clashing.map((occurrence) => occurrence.date)).toEqual(['2026-03-24']);
    const body = aSeries(planner);
    const moved = {
      ...body,
      recurrence: {
        ...body.recurrence,
        movedDates: [{ date: '2026-03-24', startTime: '20:00', endTime: '20:30' }],
      },
    };
    const checked = exactly(
      SeriesCheckSchema,
      await planner.post(`${APPOINTMENTS}?validateOnly=true`, moved),
    );
    expect(checked.data.occurrences.every((occurrence) => occurrence.clashes.length === 0)).toBe(true);
    const made = exactly(CreatedAnswerSchema, await planner.post(APPOINTMENTS, moved));
    expect(made.meta.created).toBe(4);
    const state = stateOf(planner);
    const members = state.appointments.filter((appointment) => appointment.seriesId === made.data.seriesId);
    const wall = (moment: string) =>
      Temporal.Instant.from(moment).toZonedDateTimeISO('Europe/Amsterdam').toPlainTime().toString({
        smallestUnit: 'minute',
      });
    expect(
      members.map((member) => `${dateOf(member.start)} ${wall(member.start)}–${wall(member.end)}`),
    ).toEqual([
      '2026-03-10 21:00–21:30',
      '2026-03-17 21:00–21:30',
      '2026-03-24 20:00–20:30',
      '2026-03-31 21:00–21:30',
    ]);
    const series = state.series.find((candidate) => candidate.id === made.data.seriesId);
    expect(series).toMatchObject({ startTime: '21:00', endTime: '21:30', count: 4 });
    expect(series?.movedDates).toEqual([{ date: '2026-03-24', startTime: '20:00', endTime: '20:30' }]);
  });

  it('refuses a moved date that is not the series’, one also left out, and times that end before they start', async () => {
    const planner = await signedIn('planner');
    const before = stateOf(planner).appointments.length;
    const body = aSeries(planner, ['2026-03-17']);
    for (const movedDates of [
      [{ date: '2026-03-25', startTime: '20:00', endTime: '20:30' }],
      [{ date: '2026-03-17', startTime: '20:00', endTime: '20:30' }],
      [{ date: '2026-03-24', startTime: '20:30', endTime: '20:00' }],
    ]) {
      const refused = await planner.post(APPOINTMENTS, {
        ...body,
        recurrence: { ...body.recurrence, movedDates },
      });
      expect(refused.status).toBe(422);
    }
    expect(stateOf(planner).appointments).toHaveLength(before);
  });
});
