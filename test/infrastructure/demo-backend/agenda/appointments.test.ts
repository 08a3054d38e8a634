import { Temporal } from 'temporal-polyfill';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  AgendaColumnsSchema,
  AppointmentAnswerSchema,
  AppointmentLogSchema,
  AppointmentPageSchema,
  ClashBodySchema,
  CreatedAnswerSchema,
  EmployeeChoicesSchema,
  SeriesDeletedSchema,
  StatusAnswerSchema,
  UpdatedAnswerSchema,
} from '../../../../src/infrastructure/agenda/appointment-schemas';
import type { StoredAppointment } from '../../../../src/infrastructure/demo-backend/agenda/agenda-state';
import { EMPLOYEES } from '../../../../src/infrastructure/demo-backend/access/seed';
import { DayAppointmentsSchema } from '../../../../src/infrastructure/dossiers/dossier-schemas';
import { EmployeePageSchema } from '../../../../src/infrastructure/people/employee-schemas';
import { ErrorBodySchema } from '../../../../src/infrastructure/http/error-body';
import { APPOINTMENTS, exactly, query, signedIn, START_DAY, stateOf, userNamed } from '../case-client';
import type { DemoClient } from '../demo-client';
import { demoClient } from '../demo-client';

const dayOf = (client: DemoClient, date: string, mine = 'true') =>
  client.get(query(APPOINTMENTS, { 'filter[date]': date, 'filter[mine]': mine }));
const amsterdam = (moment: string) => Temporal.Instant.from(moment).toZonedDateTimeISO('Europe/Amsterdam');
const wall = (moment: string) => amsterdam(moment).toPlainTime().toString({ smallestUnit: 'minute' });
const dateOf = (moment: string) => amsterdam(moment).toPlainDate().toString();

/** A future, planned, on-site appointment with a room, to book around. */
function aBookedAppointment(client: DemoClient): StoredAppointment {
  const found = stateOf(client).appointments.find(
    (appointment) =>
      appointment.status === 'planned' &&
      appointment.roomId !== null &&
      appointment.employeeId !== null &&
      Date.parse(appointment.start) > client.now() + 7 * 86_400_000,
  );
  if (!found) throw new Error('seed changed');
  return found;
}

/** The form of an appointment like this one, at another time or for another professional. */
const formLike = (appointment: StoredAppointment, changes: Record<string, unknown> = {}) => ({
  userId: appointment.userId,
  operationId: appointment.operationId,
  employeeId: appointment.employeeId,
  locationId: appointment.locationId,
  roomId: appointment.roomId,
  resourceIds: appointment.resourceIds,
  date: dateOf(appointment.start),
  startTime: wall(appointment.start),
  endTime: wall(appointment.end),
  channel: appointment.channel,
  note: null,
  ...changes,
});

describe('the appointments of a period on the demo backend', () => {
  it('answers the doctor’s own appointments of a day by start, as the dashboard reads them', async () => {
    const doctor = await signedIn('doctor');
    const day = exactly(AppointmentPageSchema, await dayOf(doctor, START_DAY)).data;
    expect(day.length).toBeGreaterThan(0);
    const starts = day.map((appointment) => Date.parse(appointment.start));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    for (const appointment of day) {
      expect(dateOf(appointment.start)).toBe(START_DAY);
      expect(appointment.userId).toBe(userNamed('doctor').id);
    }
    // The dashboard's narrower contract still reads it.
    expect(DayAppointmentsSchema.type).toBe('object');
  });

  it('shows everyone’s appointments to a planner and only their own to an employee', async () => {
    const planner = await signedIn('planner');
    const all = exactly(AppointmentPageSchema, await dayOf(planner, START_DAY, 'false')).data;
    const doctor = exactly(AppointmentPageSchema, await dayOf(await signedIn('doctor'), START_DAY)).data;
    expect(all.length).toBeGreaterThan(doctor.length);
    const employee = await signedIn('employee');
    expect(exactly(AppointmentPageSchema, await dayOf(employee, START_DAY, 'false')).data).toEqual([]);
  });

  it('gives an employer their own employees’ appointments without any medical detail', async () => {
    const employer = await signedIn('employer');
    const state = stateOf(employer);
    const answer = exactly(
      AppointmentPageSchema,
      await employer.get(
        query(APPOINTMENTS, { 'filter[from]': '2026-02-02', 'filter[until]': '2026-04-30' }),
      ),
    );
    expect(answer.data.length).toBeGreaterThan(0);
    const own = userNamed('employer').employerId;
    for (const appointment of answer.data) {
      expect(appointment.employee?.employerId).toBe(own);
      expect(appointment.note).toBeNull();
      if (appointment.operation?.medical) {
        expect(appointment.detailsHidden).toBe(true);
        const stored = state.operations.find((operation) => operation.id === appointment.operation?.id);
        expect(JSON.stringify(appointment)).not.toContain(stored?.nameNl);
      }
    }
  });

  it('refuses a bad period by naming the filter', async () => {
    expect((await dayOf(demoClient(), START_DAY)).status).toBe(401);
    const planner = await signedIn('planner');
    const bad = await planner.get(
      query(APPOINTMENTS, {
        'filter[from]': '2026-03-09',
        'filter[until]': '2026-03-02',
        'filter[status]': 'gone',
      }),
      'en',
    );
    expect(bad.status).toBe(422);
    expect(Object.keys(exactly(ErrorBodySchema, bad).errors ?? {}).sort()).toEqual([
      'filter[status]',
      'filter[until]',
    ]);
  });

  it('lists the agendas a planner may open: people, rooms and resources', async () => {
    const planner = await signedIn('planner');
    const columns = exactly(
      AgendaColumnsSchema,
      await planner.get('/api/external/v2/agenda?filter[filterByUser]=true'),
    );
    expect(new Set(columns.data.map((column) => column.kind))).toEqual(new Set(['user', 'room', 'resource']));
    const doctor = await signedIn('doctor');
    const own = exactly(
      AgendaColumnsSchema,
      await doctor.get('/api/external/v2/agenda?filter[filterByUser]=true'),
    );
    expect(own.data.map((column) => column.id)).toEqual([userNamed('doctor').id]);
  });
});

describe('booking on the demo backend', () => {
  it('creates an appointment and refuses a second one at the same time with a 409 naming the clash', async () => {
    const planner = await signedIn('planner');
    const booked = aBookedAppointment(planner);
    const clash = await planner.post(APPOINTMENTS, formLike(booked, { roomId: null }), 'en');
    expect(clash.status).toBe(409);
    const body = exactly(ClashBodySchema, clash);
    expect(body.clashes[0]?.appointmentId).toBe(booked.id);
    expect(body.message).toMatch(/already booked/);
    const later = Temporal.PlainTime.from(wall(booked.end));
    // Right after it, touching its end, is free for the professional when nothing else is there.
    const free = stateOf(planner).appointments.every(
      (other) =>
        other.userId !== booked.userId ||
        Date.parse(other.start) >= Date.parse(booked.end) + 30 * 60_000 ||
        Date.parse(other.end) <= Date.parse(booked.end),
    );
    if (free) {
      const made = await planner.post(
        APPOINTMENTS,
        formLike(booked, {
          channel: 'phone',
          locationId: null,
          roomId: null,
          resourceIds: [],
          startTime: later.toString({ smallestUnit: 'minute' }),
          endTime: later.add({ minutes: 30 }).toString({ smallestUnit: 'minute' }),
        }),
      );
      expect(made.status).toBe(201);
      expect(exactly(CreatedAnswerSchema, made).meta.created).toBe(1);
    }
  });

  it('names every wrong field of a form in the request’s language', async () => {
    const planner = await signedIn('planner');
    const refused = await planner.post(
      APPOINTMENTS,
      {
        userId: '',
        operationId: 'nope',
        date: '2026-02-30',
        startTime: '10:00',
        endTime: '09:00',
        channel: 'on_site',
      },
      'en',
    );
    expect(refused.status).toBe(422);
    expect(Object.keys(exactly(ErrorBodySchema, refused).errors ?? {}).sort()).toEqual(
      ['date', 'endTime', 'locationId', 'operationId', 'userId'].sort(),
    );
  });

  it('makes a weekly series and deleting it from a date keeps every earlier occurrence', async () => {
    const planner = await signedIn('planner');
    const state = stateOf(planner);
    const doctor = userNamed('doctor');
    const operation = state.operations.find((candidate) => candidate.code === 'SPR-BA');
    // Late in the evening nobody is booked: only the series is there.
    const made = await planner.post(APPOINTMENTS, {
      userId: doctor.id,
      operationId: operation?.id,
      employeeId: null,
      locationId: null,
      roomId: null,
      resourceIds: [],
      date: '2026-03-10',
      startTime: '20:00',
      endTime: '20:30',
      channel: 'video',
      note: null,
      recurrence: {
        frequency: 'weekly',
        interval: 1,
        weekdays: [2, 4],
        untilDate: '2026-04-30',
        count: null,
      },
    });
    expect(made.status).toBe(201);
    const first = exactly(CreatedAnswerSchema, made);
    expect(first.meta.created).toBe(16);
    const seriesId = first.data.seriesId as string;
    const members = () =>
      stateOf(planner).appointments.filter((appointment) => appointment.seriesId === seriesId);
    // 20:00 in Amsterdam on both sides of the change of clocks on 29 March.
    expect(new Set(members().map((member) => wall(member.start)))).toEqual(new Set(['20:00']));
    const one = exactly(AppointmentAnswerSchema, await planner.get(`${APPOINTMENTS}/${first.data.id}`));
    expect(one.data.series?.occurrences).toBe(16);
    const deleted = await planner.post(`${APPOINTMENTS}/recurring/${seriesId}/delete`, {
      appointmentId: first.data.id,
      dateFrom: '2026-04-01',
      email: false,
    });
    expect(exactly(SeriesDeletedSchema, deleted).data).toEqual({ removed: 9, kept: 7 });
    expect(members().every((member) => dateOf(member.start) < '2026-04-01')).toBe(true);
  });

  it('moves a status only as the rule allows, and keeps the history', async () => {
    const planner = await signedIn('planner');
    const booked = aBookedAppointment(planner);
    const path = '/api/external/v2/agenda/appointment/update-status';
    const early = await planner.patch(path, { uuid: booked.id, status: 'arrived' }, 'en');
    expect([early.status, exactly(ErrorBodySchema, early).code]).toEqual([422, 'status_refused']);
    const before = planner.outbox().length;
    const confirmed = await planner.patch(path, { uuid: booked.id, status: 'confirmed', email: true });
    expect(exactly(StatusAnswerSchema, confirmed).data.status).toBe('confirmed');
    // Only a cancellation is told to the employee, and only when asked.
    expect(planner.outbox().length).toBe(before);
    const cancelled = await planner.patch(path, { uuid: booked.id, status: 'cancelled', email: true });
    expect(exactly(StatusAnswerSchema, cancelled).data.status).toBe('cancelled');
    expect(planner.outbox().at(-1)?.subject).toBe('Afspraak geannuleerd');
    expect(planner.outbox().length).toBe(before + 1);
    const back = await planner.patch(path, { uuid: booked.id, status: 'planned' });
    expect(back.status).toBe(422);
    const log = exactly(
      AppointmentLogSchema,
      await planner.get(
        query('/api/external/v3/agenda/appointment-logs', { 'filter[appointment]': booked.id }),
      ),
    );
    expect(log.data.map((entry) => entry.changes.find((change) => change.field === 'status')?.to)).toEqual([
      'cancelled',
      'confirmed',
    ]);
  });

  it('edits an appointment, and refuses moving it onto another', async () => {
    const planner = await signedIn('planner');
    const booked = aBookedAppointment(planner);
    const other = stateOf(planner).appointments.find(
      (candidate) =>
        candidate.userId === booked.userId &&
        candidate.status !== 'cancelled' &&
        candidate.id !== booked.id &&
        Date.parse(candidate.start) > Date.parse(booked.end),
    );
    if (!other) throw new Error('seed changed');
    const onto = await planner.post(
      `${APPOINTMENTS}/${booked.id}`,
      formLike(booked, {
        date: dateOf(other.start),
        startTime: wall(other.start),
        endTime: wall(other.end),
        roomId: null,
        resourceIds: [],
      }),
    );
    expect(onto.status).toBe(409);
    const noted = await planner.post(
      `${APPOINTMENTS}/${booked.id}`,
      formLike(booked, { note: 'Graag op tijd komen.' }),
    );
    // A note is medical information: a planner, not medical, may not write one.
    expect(noted.status).toBe(422);
    expect(v.parse(ErrorBodySchema, noted.json).errors?.['note']).toHaveLength(1);
    const moved = await planner.post(
      `${APPOINTMENTS}/${booked.id}`,
      formLike(booked, { startTime: wall(booked.start), endTime: wall(booked.end) }),
    );
    expect(exactly(UpdatedAnswerSchema, moved).data.note).toBeNull();
  });

  it('deletes one appointment and tells the employee when asked', async () => {
    const planner = await signedIn('planner');
    const booked = aBookedAppointment(planner);
    const before = planner.outbox().length;
    expect((await planner.post(`${APPOINTMENTS}/${booked.id}/delete`, { email: true })).status).toBe(204);
    expect(stateOf(planner).appointments.some((appointment) => appointment.id === booked.id)).toBe(false);
    expect(planner.outbox().length).toBe(before + 1);
    expect((await planner.get(`${APPOINTMENTS}/${booked.id}`)).status).toBe(404);
  });

  it('lets an employer’s planner book one appointment for their own employee, of an operation open to employers, and nothing else', async () => {
    const employer = await signedIn('employer');
    const state = stateOf(employer);
    const employerId = userNamed('employer').employerId;
    const own = EMPLOYEES.find((employee) => employee.employerId === employerId);
    const other = EMPLOYEES.find((employee) => employee.employerId !== employerId);
    const open = state.operations.find((operation) => operation.employerBookable);
    const closed = state.operations.find((operation) => !operation.employerBookable);
    const professional = state.schedules[0]?.userId;
    if (!own || !other || !open || !closed || !professional) throw new Error('seed changed');
    const date = Temporal.PlainDate.from(START_DAY).add({ days: 70 }).toString();
    const form = (changes: Record<string, unknown>) => ({
      userId: professional,
      operationId: open.id,
      employeeId: own.id,
      locationId: null,
      roomId: null,
      resourceIds: [],
      date,
      startTime: '06:00',
      endTime: '06:30',
      channel: 'phone',
      note: null,
      ...changes,
    });
    expect((await employer.post(APPOINTMENTS, form({ employeeId: other.id }))).status).toBe(403);
    expect((await employer.post(APPOINTMENTS, form({ operationId: closed.id }))).status).toBe(403);
    expect(
      (
        await employer.post(
          APPOINTMENTS,
          form({ recurrence: { frequency: 'daily', interval: 1, weekdays: [], untilDate: null, count: 2 } }),
        )
      ).status,
    ).toBe(403);
    const made = await employer.post(APPOINTMENTS, form({}));
    expect(made.status).toBe(201);
    // The search is the employee list's call: its rows carry more than the agenda reads.
    const search = await employer.get(
      query('/api/external/v2/employee', { 'filter[search]': 'e', sort: 'name', 'page[size]': 15 }),
    );
    exactly(EmployeePageSchema, search);
    const found = v.parse(EmployeeChoicesSchema, search.json);
    expect(found.data.length).toBeGreaterThan(0);
    expect(new Set(found.data.map((choice) => choice.employerId))).toEqual(new Set([employerId]));
  });

  it('lets nobody without the right write in another person’s agenda', async () => {
    const employee = await signedIn('employee');
    const planner = await signedIn('planner');
    const booked = aBookedAppointment(planner);
    expect((await employee.post(`${APPOINTMENTS}/${booked.id}/delete`, {})).status).toBe(403);
  });
});
