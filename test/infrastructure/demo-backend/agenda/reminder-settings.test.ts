import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { ReminderSettingsSchema } from '../../../../src/infrastructure/consultations/reminder-settings-schemas';
import type { StoredAppointment } from '../../../../src/infrastructure/demo-backend/agenda/agenda-state';
import { EMPLOYEES } from '../../../../src/infrastructure/demo-backend/access/seed';
import { APPOINTMENTS, exactly, signedIn, stateOf } from '../case-client';
import type { DemoClient } from '../demo-client';

const SETTINGS = '/api/external/v3/agenda/reminder-settings';
const STATUS = '/api/external/v2/agenda/appointment/update-status';
const amsterdam = (moment: string) => Temporal.Instant.from(moment).toZonedDateTimeISO('Europe/Amsterdam');
const wall = (moment: string) => amsterdam(moment).toPlainTime().toString({ smallestUnit: 'minute' });

/** A seeded appointment of an employee days ahead, cancelled and booked afresh in its place: the new one. */
async function bookAfresh(client: DemoClient): Promise<StoredAppointment> {
  const seeded = stateOf(client).appointments.find(
    (appointment) =>
      appointment.status === 'planned' &&
      appointment.employeeId !== null &&
      appointment.seriesId === null &&
      appointment.channel === 'on_site' &&
      Date.parse(appointment.start) > client.now() + 9 * 86_400_000 &&
      amsterdam(appointment.start).hour >= 10,
  );
  if (!seeded) throw new Error('seed changed');
  expect((await client.patch(STATUS, { uuid: seeded.id, status: 'cancelled', email: false })).status).toBe(
    200,
  );
  const made = await client.post(APPOINTMENTS, {
    userId: seeded.userId,
    operationId: seeded.operationId,
    employeeId: seeded.employeeId,
    locationId: seeded.locationId,
    roomId: seeded.roomId,
    resourceIds: seeded.resourceIds,
    date: amsterdam(seeded.start).toPlainDate().toString(),
    startTime: wall(seeded.start),
    endTime: wall(seeded.end),
    channel: seeded.channel,
    note: null,
  });
  expect(made.status).toBe(201);
  const id = (made.json as { data: { id: string } }).data.id;
  await client.get('/api/auth/user');
  const booked = stateOf(client).appointments.find((appointment) => appointment.id === id);
  if (!booked) throw new Error('not booked');
  return booked;
}

const plannedOffsets = (client: DemoClient, id: string) =>
  stateOf(client)
    .reminders.filter(
      (reminder) =>
        reminder.appointmentId === id && reminder.state === 'planned' && reminder.channel === 'email',
    )
    .map((reminder) => reminder.offsetMinutes)
    .sort((a, b) => b - a);

describe('the reminders’ settings', () => {
  it('plan an appointment’s reminders by its operation’s offsets before its employer’s, and the default otherwise', async () => {
    const planner = await signedIn('planner');
    const first = await bookAfresh(planner);
    expect(plannedOffsets(planner, first.id)).toEqual([1440, 60]);
    const employer = EMPLOYEES.find((person) => person.id === first.employeeId)?.employerId ?? '';
    // What an administrator set (the calls below are theirs), in the planner's back office.
    planner.backend.store.change((draft) => {
      draft.reminderOverrides = [
        { kind: 'employer', id: employer, offsets: [2880, 240] },
        { kind: 'operation', id: first.operationId ?? '', offsets: [10_080] },
      ];
    });
    const second = await bookAfresh(planner);
    const sameOperation = second.operationId === first.operationId;
    const sameEmployer = EMPLOYEES.find((person) => person.id === second.employeeId)?.employerId === employer;
    expect(plannedOffsets(planner, second.id)).toEqual(
      sameOperation ? [10_080] : sameEmployer ? [2880, 240] : [1440, 60],
    );
  });

  it('are read and set by an administrator, and put back to the default', async () => {
    const admin = await signedIn('admin');
    const settings = exactly(ReminderSettingsSchema, await admin.get(SETTINGS)).data;
    expect(settings.defaultOffsets).toEqual([1440, 60]);
    expect(settings.employers.length).toBeGreaterThan(0);
    const employer = settings.employers[0]?.id ?? '';
    const operation = settings.operations[0]?.id ?? '';
    expect((await admin.put(`${SETTINGS}/employer/${employer}`, { offsets: [2880, 240] })).status).toBe(200);
    expect((await admin.put(`${SETTINGS}/operation/${operation}`, { offsets: [10_080] })).status).toBe(200);
    expect((await admin.delete(`${SETTINGS}/operation/${operation}`)).status).toBe(200);
    expect(exactly(ReminderSettingsSchema, await admin.get(SETTINGS)).data.overrides).toEqual([
      { kind: 'employer', id: employer, offsets: [2880, 240] },
    ]);
  });

  it('take at most four of the choices, for an employer or operation that exists, from an administrator only', async () => {
    const admin = await signedIn('admin');
    const employerId = EMPLOYEES[0]?.employerId ?? '';
    const refused = await admin.put(`${SETTINGS}/employer/${employerId}`, {
      offsets: [10_080, 4320, 2880, 1440, 60],
    });
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.json)).toContain('hooguit vier momenten');
    expect((await admin.put(`${SETTINGS}/employer/${employerId}`, { offsets: [90] })).status).toBe(422);
    expect((await admin.put(`${SETTINGS}/employer/none`, { offsets: [60] })).status).toBe(404);
    expect((await admin.put(`${SETTINGS}/room/${employerId}`, { offsets: [60] })).status).toBe(404);
    expect((await admin.put(`${SETTINGS}/employer/${employerId}`, { offsets: [] })).status).toBe(200);
    const planner = await signedIn('planner');
    expect((await planner.get(SETTINGS)).status).toBe(403);
    expect((await planner.put(`${SETTINGS}/employer/${employerId}`, { offsets: [60] })).status).toBe(403);
  });
});
