import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import {
  AttendanceSchema,
  ConsultationDaySchema,
} from '../../../../src/infrastructure/consultations/consultation-schemas';
import type { StoredAppointment } from '../../../../src/infrastructure/demo-backend/agenda/agenda-state';
import {
  caseOfNoShow,
  NO_SHOW_TASK,
} from '../../../../src/infrastructure/demo-backend/consultations/no-show-follow-up';
import { EMPLOYEES, USERS } from '../../../../src/infrastructure/demo-backend/access/seed';
import { permissionsOf } from '../../../../src/infrastructure/demo-backend/access/users';
import { exactly, signedIn, stateOf, userNamed } from '../case-client';
import type { DemoClient } from '../demo-client';

const DAY = '/api/external/v3/consultations/day';
const SETTINGS = '/api/external/v3/consultations/settings';
const STATUS = '/api/external/v2/agenda/appointment/update-status';

const amsterdamDate = (moment: string) =>
  Temporal.Instant.from(moment).toZonedDateTimeISO('Europe/Amsterdam').toPlainDate().toString();

/**
 * A planned appointment with an employee who has an open case, on a day that has come (today or
 * before, so it can be marked): the doctor's, of a medical operation, when `medical`; anyone's of
 * another operation otherwise.
 */
function aConsultation(
  client: DemoClient,
  medical: boolean,
  skip: readonly string[] = [],
): StoredAppointment {
  const state = stateOf(client);
  const doctor = userNamed('doctor');
  const today = amsterdamDate(new Date(client.now()).toISOString());
  const found = state.appointments.find((appointment) => {
    const operation = state.operations.find((candidate) => candidate.id === appointment.operationId);
    return (
      (!medical || appointment.userId === doctor.id) &&
      !skip.includes(appointment.id) &&
      appointment.employeeId !== null &&
      ['planned', 'confirmed'].includes(appointment.status) &&
      (operation?.medical ?? false) === medical &&
      amsterdamDate(appointment.start) <= today &&
      caseOfNoShow(state, appointment.employeeId) !== null
    );
  });
  if (!found) throw new Error('the seed has no such consultation');
  return structuredClone(found);
}

const dayOf = async (client: DemoClient, date: string, user?: string) =>
  exactly(
    ConsultationDaySchema,
    await client.get(`${DAY}?filter[date]=${date}${user ? `&filter[user]=${user}` : ''}`),
  ).data;

const mark = async (client: DemoClient, id: string, status: string) =>
  (await client.patch(STATUS, { uuid: id, status, email: false })).status;

describe('the consultation hour of the back office', () => {
  it('gives a professional their own day in time order, only the appointments with an employee', async () => {
    const doctor = await signedIn('doctor');
    const consultation = aConsultation(doctor, true);
    const date = amsterdamDate(consultation.start);
    const day = await dayOf(doctor, date);
    expect(day.userId).toBe(userNamed('doctor').id);
    expect(day.lateAfterMinutes).toBe(10);
    const starts = day.consultations.map((line) => Date.parse(line.appointment.start));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(day.consultations.every((line) => line.appointment.employee !== null)).toBe(true);
    expect(day.consultations.map((line) => line.appointment.id)).toContain(consultation.id);
    // The doctor, medical, reads the medical operation.
    const shown = day.consultations.find((line) => line.appointment.id === consultation.id);
    expect(shown?.appointment.detailsHidden).toBe(false);
  });

  it('lets the desk open any professional’s day, withholding a medical operation, and refuses a professional another’s', async () => {
    const doctor = await signedIn('doctor');
    const consultation = aConsultation(doctor, true);
    const date = amsterdamDate(consultation.start);
    const planner = await signedIn('planner');
    const day = await dayOf(planner, date, consultation.userId);
    const shown = day.consultations.find((line) => line.appointment.id === consultation.id);
    expect(shown?.appointment.detailsHidden).toBe(true);
    expect(shown?.appointment.operation).toBeNull();
    expect(shown?.appointment.note).toBeNull();
    // A professional who sees only their own agenda opens only their own day.
    const ownOnly = USERS.find(
      (user) =>
        permissionsOf(user).has('has_calendar') &&
        !permissionsOf(user).has('see_agenda_users_calendars') &&
        user.id !== consultation.userId,
    );
    if (!ownOnly) throw new Error('the seed has no professional who sees only their own agenda');
    const colleague = await signedIn(ownOnly.username);
    expect(
      (await colleague.get(`${DAY}?filter[date]=${date}&filter[user]=${consultation.userId}`)).status,
    ).toBe(403);
    expect((await colleague.get(`${DAY}?filter[date]=${date}`)).status).toBe(200);
    expect((await doctor.get(`${DAY}?filter[date]=not-a-day`)).status).toBe(422);
  });

  it('keeps the moment of an arrival through the completion, and drops it when the arrival is taken back', async () => {
    const planner = await signedIn('planner');
    const consultation = aConsultation(planner, false);
    const date = amsterdamDate(consultation.start);
    const lineOf = async () =>
      (await dayOf(planner, date, consultation.userId)).consultations.find(
        (line) => line.appointment.id === consultation.id,
      );
    expect(await mark(planner, consultation.id, 'arrived')).toBe(200);
    const arrived = await lineOf();
    expect(arrived?.arrivedAt).toBe(new Date(planner.now()).toISOString());
    planner.advance(20 * 60_000);
    expect(await mark(planner, consultation.id, 'completed')).toBe(200);
    expect((await lineOf())?.arrivedAt).toBe(arrived?.arrivedAt);
    const other = aConsultation(planner, false, [consultation.id]);
    expect(await mark(planner, other.id, 'arrived')).toBe(200);
    expect(await mark(planner, other.id, 'confirmed')).toBe(200);
    const back = (await dayOf(planner, amsterdamDate(other.start), other.userId)).consultations.find(
      (line) => line.appointment.id === other.id,
    );
    expect(back?.arrivedAt).toBeNull();
  });

  it('makes one task for the owner of the employee’s case when an employee does not come, never a second', async () => {
    const planner = await signedIn('planner');
    const consultation = aConsultation(planner, false);
    const dossier = caseOfNoShow(stateOf(planner), consultation.employeeId ?? '');
    const tasksBefore = stateOf(planner).tasks.length;
    expect(await mark(planner, consultation.id, 'no_show')).toBe(200);
    await planner.get('/api/auth/user');
    const made = stateOf(planner).tasks.filter((task) => task.noShowAppointmentId === consultation.id);
    expect(made).toHaveLength(1);
    expect(made[0]?.title.nl).toBe(NO_SHOW_TASK);
    expect(made[0]?.assigneeId).toBe(dossier?.ownerId);
    expect(made[0]?.dossierId).toBe(dossier?.id);
    expect((made[0]?.dueDate ?? '') > amsterdamDate(new Date(planner.now()).toISOString())).toBe(true);
    // Taken back and marked again: still the one task.
    expect(await mark(planner, consultation.id, 'confirmed')).toBe(200);
    expect(await mark(planner, consultation.id, 'no_show')).toBe(200);
    await planner.get('/api/auth/user');
    expect(stateOf(planner).tasks).toHaveLength(tasksBefore + 1);
    const line = (
      await dayOf(planner, amsterdamDate(consultation.start), consultation.userId)
    ).consultations.find((entry) => entry.appointment.id === consultation.id);
    // Named to a reader of the case's tasks only.
    const readsCases = permissionsOf(userNamed('planner')).has('view_tasks');
    expect(line?.followUp?.taskId ?? null).toBe(readsCases ? (made[0]?.id ?? '') : null);
  });

  it('names the follow-up task to a reader who may see the case', async () => {
    const doctor = await signedIn('doctor');
    const consultation = aConsultation(doctor, true);
    expect(await mark(doctor, consultation.id, 'no_show')).toBe(200);
    const line = (await dayOf(doctor, amsterdamDate(consultation.start))).consultations.find(
      (entry) => entry.appointment.id === consultation.id,
    );
    const task = stateOf(doctor).tasks.find((entry) => entry.noShowAppointmentId === consultation.id);
    expect(line?.followUp?.taskId).toBe(task?.id);
    expect(line?.followUp?.status).toBe('open');
  });

  it('lets only an administrator set when a consultation is late, within 1 to 60 minutes', async () => {
    const planner = await signedIn('planner');
    expect((await planner.put(SETTINGS, { lateAfterMinutes: 15 })).status).toBe(403);
    const admin = await signedIn('admin');
    const refused = await admin.put(SETTINGS, { lateAfterMinutes: 0 });
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.json)).toContain('tussen 1 en 60');
    expect((await admin.put(SETTINGS, { lateAfterMinutes: 2.5 })).status).toBe(422);
    expect((await admin.put(SETTINGS, { lateAfterMinutes: 15 })).status).toBe(200);
    expect(stateOf(admin).consultationSettings.lateAfterMinutes).toBe(15);
  });
});

describe('the attendance the back office reports', () => {
  const ATTENDANCE = '/api/external/v3/consultations/attendance';
  const thisMonth = (client: DemoClient) => amsterdamDate(new Date(client.now()).toISOString()).slice(0, 7);

  it('counts a no-show in its employer’s month, and tells an employer only of its own employees', async () => {
    const doctor = await signedIn('doctor');
    const consultation = aConsultation(doctor, true);
    expect(await mark(doctor, consultation.id, 'no_show')).toBe(200);
    const month = amsterdamDate(consultation.start).slice(0, 7);
    const read = exactly(
      AttendanceSchema,
      await doctor.get(`${ATTENDANCE}?filter[from]=${month}&filter[until]=${thisMonth(doctor)}`),
    ).data;
    const employerId = EMPLOYEES.find((person) => person.id === consultation.employeeId)?.employerId;
    const row = read.rows.find((entry) => entry.employerId === employerId && entry.month === month);
    expect(row?.noShows).toBeGreaterThan(0);
    expect(read.total.noShows).toBe(read.rows.reduce((sum, entry) => sum + entry.noShows, 0));
    const employer = await signedIn('employer');
    const own = exactly(
      AttendanceSchema,
      await employer.get(`${ATTENDANCE}?filter[from]=${month}&filter[until]=${thisMonth(employer)}`),
    ).data;
    expect(new Set(own.rows.map((entry) => entry.employerId))).toEqual(
      new Set(own.rows.length ? [userNamed('employer').employerId] : []),
    );
  });

  it('refuses a period that is none, in the reader’s words, and a reader without a dashboard', async () => {
    const doctor = await signedIn('doctor');
    const refused = await doctor.get(`${ATTENDANCE}?filter[from]=2026-05&filter[until]=2026-02`);
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.json)).toContain('De laatste maand ligt vóór de eerste.');
    const employee = await signedIn('employee');
    expect((await employee.get(`${ATTENDANCE}?filter[from]=2026-01&filter[until]=2026-02`)).status).toBe(403);
  });
});
