import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { UpdatedAnswerSchema } from '../../../../src/infrastructure/agenda/appointment-schemas';
import type { StoredAppointment } from '../../../../src/infrastructure/demo-backend/agenda/agenda-state';
import { APPOINTMENTS, exactly, signedIn, stateOf } from '../case-client';
import type { DemoClient } from '../demo-client';

const amsterdam = (moment: string) => Temporal.Instant.from(moment).toZonedDateTimeISO('Europe/Amsterdam');
const wall = (moment: string) => amsterdam(moment).toPlainTime().toString({ smallestUnit: 'minute' });

/** The booking form's body of a stored appointment, one hour earlier (a move by dragging). */
const earlier = (appointment: StoredAppointment, more: Record<string, unknown> = {}) => ({
  userId: appointment.userId,
  // Empty: the operation is kept (a planner moves a medical appointment without its name).
  operationId: '',
  employeeId: appointment.employeeId,
  locationId: appointment.locationId,
  roomId: null,
  resourceIds: [],
  date: amsterdam(appointment.start).toPlainDate().toString(),
  startTime: wall(new Date(Date.parse(appointment.start) - 3_600_000).toISOString()),
  endTime: wall(new Date(Date.parse(appointment.end) - 3_600_000).toISOString()),
  channel: appointment.channel,
  note: null,
  scope: 'this',
  version: appointment.version,
  ...more,
});

/** A future planned appointment for an employee, of a medical operation or not, with its hour before free. */
function aMovableAppointment(client: DemoClient, medical: boolean): StoredAppointment {
  const state = stateOf(client);
  const found = state.appointments.find((appointment) => {
    const operation = state.operations.find((candidate) => candidate.id === appointment.operationId);
    const start = Date.parse(appointment.start);
    return (
      appointment.status === 'planned' &&
      appointment.employeeId !== null &&
      appointment.seriesId === null &&
      operation?.medical === medical &&
      start > client.now() + 7 * 86_400_000 &&
      amsterdam(appointment.start).hour >= 10 &&
      !state.appointments.some(
        (other) =>
          other.id !== appointment.id &&
          other.userId === appointment.userId &&
          other.status !== 'cancelled' &&
          Date.parse(other.start) < start &&
          Date.parse(other.end) > start - 3_600_000,
      )
    );
  });
  if (!found) throw new Error('seed changed');
  return structuredClone(found);
}

describe('a move that tells the employee', () => {
  it('writes exactly one mail with the new time when the planner says so, and none when not', async () => {
    const planner = await signedIn('planner');
    const appointment = aMovableAppointment(planner, false);
    const path = `${APPOINTMENTS}/${appointment.id}`;
    const before = planner.outbox().length;
    const quiet = exactly(UpdatedAnswerSchema, await planner.post(path, earlier(appointment)));
    expect(quiet.meta.emailed).toBe(false);
    expect(planner.outbox().length).toBe(before);
    const told = exactly(
      UpdatedAnswerSchema,
      await planner.post(path, earlier(appointment, { version: quiet.data.version, email: true })),
    );
    expect(told.meta.emailed).toBe(true);
    expect(planner.outbox().length).toBe(before + 1);
    const mail = planner.outbox().at(-1);
    expect(mail).toMatchObject({ channel: 'email', subject: 'Afspraak verplaatst' });
    expect(mail?.to).toMatch(/@example\.nl$/);
    expect(mail?.body).toContain(quiet.data.title);
    expect(mail?.body).toContain(wall(told.data.start));
  });

  it('never names a medical operation in the mail, which goes to a work address', async () => {
    const planner = await signedIn('planner');
    const appointment = aMovableAppointment(planner, true);
    const state = stateOf(planner);
    const operation = state.operations.find((candidate) => candidate.id === appointment.operationId);
    const before = planner.outbox().length;
    const told = await planner.post(
      `${APPOINTMENTS}/${appointment.id}`,
      earlier(appointment, { email: true }),
    );
    expect(exactly(UpdatedAnswerSchema, told).meta.emailed).toBe(true);
    expect(planner.outbox().length).toBe(before + 1);
    const body = planner.outbox().at(-1)?.body ?? '';
    expect(body).toContain('Afspraak (afgeschermd)');
    expect(body).not.toContain(operation?.nameNl ?? '?');
  });
});
