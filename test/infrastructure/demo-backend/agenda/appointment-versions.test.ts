import { Temporal } from 'temporal-polyfill';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  AppointmentAnswerSchema,
  StaleBodySchema,
  StatusAnswerSchema,
  UpdatedAnswerSchema,
} from '../../../../src/infrastructure/agenda/appointment-schemas';
import type { StoredAppointment } from '../../../../src/infrastructure/demo-backend/agenda/agenda-state';
import { APPOINTMENTS, signedIn, stateOf } from '../case-client';
import type { DemoClient } from '../demo-client';

const amsterdam = (moment: string) => Temporal.Instant.from(moment).toZonedDateTimeISO('Europe/Amsterdam');
const formOf = (appointment: StoredAppointment, changes: Record<string, unknown>) => ({
  userId: appointment.userId,
  operationId: appointment.operationId,
  employeeId: appointment.employeeId,
  locationId: appointment.locationId,
  roomId: appointment.roomId,
  resourceIds: appointment.resourceIds,
  date: amsterdam(appointment.start).toPlainDate().toString(),
  startTime: amsterdam(appointment.start).toPlainTime().toString({ smallestUnit: 'minute' }),
  endTime: amsterdam(appointment.end).toPlainTime().toString({ smallestUnit: 'minute' }),
  channel: appointment.channel,
  note: null,
  ...changes,
});

function aPlannedAppointment(client: DemoClient): StoredAppointment {
  const found = stateOf(client).appointments.find(
    (appointment) =>
      appointment.status === 'planned' && Date.parse(appointment.start) > client.now() + 14 * 86_400_000,
  );
  if (!found) throw new Error('seed changed');
  return structuredClone(found);
}

describe('appointment versions on the demo backend', () => {
  it('refuses an edit from an older version, naming who changed it and how it now is', async () => {
    const planner = await signedIn('planner');
    const appointment = aPlannedAppointment(planner);
    const path = `${APPOINTMENTS}/${appointment.id}`;
    const read = v.parse(AppointmentAnswerSchema, (await planner.get(path)).json).data;
    expect(read.version).toBe(1);
    // A colleague moves it first (the same session stands in for them here).
    const first = await planner.post(
      path,
      formOf(appointment, { startTime: '07:00', endTime: '07:30', version: 1 }),
    );
    expect(v.parse(UpdatedAnswerSchema, first.json).data.version).toBe(2);
    // The planner's edit still starts from version 1: refused, nothing changed.
    const stale = await planner.post(
      path,
      formOf(appointment, { startTime: '08:00', endTime: '08:30', version: 1 }),
    );
    expect(stale.status).toBe(409);
    const body = v.parse(StaleBodySchema, stale.json);
    expect(body.changedBy).toBe('Petra Planning');
    expect(body.changes).toEqual(expect.arrayContaining(['start', 'end']));
    expect(body.current.version).toBe(2);
    expect(amsterdam(body.current.start).hour).toBe(7);
    expect(body.message).toContain('Petra Planning heeft deze afspraak gewijzigd');
    // From the current version it goes through.
    const again = await planner.post(
      path,
      formOf(appointment, { startTime: '08:00', endTime: '08:30', version: 2 }),
    );
    expect(again.status).toBe(200);
  });

  it('refuses a status move from an older version and counts every write', async () => {
    const planner = await signedIn('planner');
    const appointment = aPlannedAppointment(planner);
    const status = '/api/external/v2/agenda/appointment/update-status';
    const confirmed = await planner.patch(status, { uuid: appointment.id, status: 'confirmed', version: 1 });
    expect(v.parse(StatusAnswerSchema, confirmed.json).data.version).toBe(2);
    const stale = await planner.patch(status, { uuid: appointment.id, status: 'cancelled', version: 1 });
    expect(stale.status).toBe(409);
    expect(v.parse(StaleBodySchema, stale.json).current.status).toBe('confirmed');
    // A write that names no version (an older client) is not checked.
    expect((await planner.patch(status, { uuid: appointment.id, status: 'planned' })).status).toBe(200);
    expect(stateOf(planner).appointments.find((stored) => stored.id === appointment.id)?.version).toBe(3);
  });
});
