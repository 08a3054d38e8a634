import { describe, expect, it } from 'vitest';
import { ScheduleAnswerSchema } from '../../../../src/infrastructure/availability/availability-schemas';
import { LOCATION_IDS } from '../../../../src/infrastructure/demo-backend/locations/locations-seed';
import {
  InUseBodySchema,
  LocationAnswerSchema,
} from '../../../../src/infrastructure/locations/location-schemas';
import { exactly, signedIn, userNamed } from '../case-client';
import { LOCATIONS, newLocation, send } from '../locations/locations-client';
import { errorsOf, newSchedule, operationCoded, SCHEDULES, stateOf } from './availability-client';

describe('spec section 5: a location ends no earlier than the schedules at it', () => {
  it('refuses an end date while schedules without an end run at the location', async () => {
    const admin = await signedIn('admin');
    const path = `${LOCATIONS}/${LOCATION_IDS.utrecht}`;
    expect(errorsOf(await send(admin, 'PATCH', path, { activeUntil: '2026-06-30' }, 'nl'))).toEqual({
      activeUntil: [
        'Er lopen beschikbaarheidsroosters zonder einddatum op deze locatie. Geef die eerst een einddatum.',
      ],
    });
    expect(errorsOf(await send(admin, 'PATCH', path, { activeUntil: '2026-06-30' }, 'en'))).toEqual({
      activeUntil: [
        'Availability schedules without an end date run at this location. Give them an end date first.',
      ],
    });
    expect(stateOf(admin).auditLog).toEqual([]);
  });

  it('names the earliest valid end date, accepts it, and counts the schedules as uses of the location', async () => {
    const client = await signedIn('admin');
    const zwolle = exactly(LocationAnswerSchema, await send(client, 'POST', LOCATIONS, newLocation())).data;
    await send(client, 'PATCH', `${LOCATIONS}/${zwolle.id}/operations?validateOnly=false`, {
      operationIds: [operationCoded(client, 'SPR-BA')],
    });
    await client.signIn('planner');
    const doctor = userNamed('doctor');
    const at = (validUntil: string, weekday: number, start: string) =>
      newSchedule(client, doctor.id, {
        locationId: zwolle.id,
        blocks: [{ weekday, start, end: `${Number(start.slice(0, 2)) + 2}:00` }],
        validFrom: '2026-04-04',
        validUntil,
      });
    const ids: string[] = [];
    for (const [until, weekday, start] of [
      ['2026-09-30', 6, '09:00'],
      ['2026-12-31', 7, '09:00'],
      ['2027-06-30', 6, '13:00'],
    ] as const) {
      const made = await send(client, 'POST', SCHEDULES, at(until, weekday, start));
      ids.push(exactly(ScheduleAnswerSchema, made).data.id);
    }
    // A deleted schedule does not hold the location open.
    expect((await send(client, 'DELETE', `${SCHEDULES}/${ids[2]}`)).status).toBe(204);
    await client.signIn('admin');
    const path = `${LOCATIONS}/${zwolle.id}`;
    const refused = await send(client, 'PATCH', path, { activeUntil: '2026-10-31' }, 'nl');
    expect(refused.status).toBe(422);
    expect(errorsOf(refused)).toEqual({
      activeUntil: [
        'Er lopen nog beschikbaarheidsroosters op deze locatie na deze datum. De vroegst mogelijke einddatum is 31 december 2026.',
      ],
    });
    expect(
      errorsOf(await send(client, 'PATCH', path, { activeUntil: '2026-10-31' }, 'en'))['activeUntil'],
    ).toEqual([
      'Availability schedules at this location run past this date. The earliest valid end date is 31 December 2026.',
    ]);
    const ended = exactly(
      LocationAnswerSchema,
      await send(client, 'PATCH', path, { activeUntil: '2026-12-31' }),
    );
    expect(ended.data.activeUntil).toBe('2026-12-31');

    const inUse = exactly(InUseBodySchema, await send(client, 'DELETE', path, undefined, 'nl'));
    expect(inUse.usage).toEqual({
      futureAppointments: 0,
      schedules: 2,
      rooms: 0,
      resources: 0,
      operations: 0,
    });
    expect(inUse.message).toBe(
      'De locatie "Arbo Agenda Zwolle" kan niet worden verwijderd: nog in gebruik bij 2 beschikbaarheidsroosters.',
    );
    await client.signIn('planner');
    for (const id of ids.slice(0, 2))
      expect((await send(client, 'DELETE', `${SCHEDULES}/${id}`)).status).toBe(204);
    await client.signIn('admin');
    expect((await send(client, 'DELETE', path)).status).toBe(204);
    // Its deleted schedules can no longer be restored: their location is gone.
    await client.signIn('planner');
    expect(errorsOf(await send(client, 'PUT', `${SCHEDULES}/${ids[0]}/restore`))).toEqual({
      locationId: ['Deze locatie bestaat niet.'],
    });
  });
});
