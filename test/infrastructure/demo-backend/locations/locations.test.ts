import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '../../../../src/infrastructure/http/error-body';
import {
  InUseBodySchema,
  LocationAnswerSchema,
  LocationPageSchema,
  OperationChangeAnswerSchema,
} from '../../../../src/infrastructure/locations/location-schemas';
import { LOCATION_IDS } from '../../../../src/infrastructure/demo-backend/locations/locations-seed';
import { exactly, signedIn, START_DAY, userNamed } from '../case-client';
import { START } from '../demo-client';
import { areaOf, errorFields, LOCATIONS, newLocation, send } from './locations-client';

const errorsOf = (json: unknown) => v.parse(ErrorBodySchema, json).errors ?? {};

describe('the locations of the demo backend', () => {
  it('lists, searches, sorts and pages the locations', async () => {
    const admin = await signedIn('admin');
    const all = exactly(LocationPageSchema, await admin.get(LOCATIONS));
    expect(all.meta).toEqual({ total: 3, page: 1, pageSize: 100 });
    expect(all.data.map((location) => location.address.city)).toEqual(['Amersfoort', 'Nijmegen', 'Utrecht']);
    const utrecht = all.data.find((location) => location.id === LOCATION_IDS.utrecht);
    expect(utrecht).toMatchObject({ roomCount: 6, resourceCount: 7, employerBookable: true });
    // Every operation but the psychological consultation, which no one in the seed gives.
    expect(utrecht?.operationIds).toHaveLength(14);

    for (const search of ['utrecht', 'UTRECHT', '3521cb', '3521 CB', 'croese']) {
      const found = exactly(
        LocationPageSchema,
        await admin.get(`${LOCATIONS}?filter[search]=${encodeURIComponent(search)}`),
      );
      expect([search, found.data.map((location) => location.id)]).toEqual([search, [LOCATION_IDS.utrecht]]);
    }
    const byCity = exactly(
      LocationPageSchema,
      await admin.get(`${LOCATIONS}?sort=-city&page[number]=2&page[size]=1`),
    );
    expect(byCity.meta).toEqual({ total: 3, page: 2, pageSize: 1 });
    expect(byCity.data.map((location) => location.address.city)).toEqual(['Nijmegen']);

    const bad = await admin.get(`${LOCATIONS}?sort=colour&filter[owner]=me`);
    expect(bad.status).toBe(422);
    expect(errorFields(bad)).toEqual(['filter[owner]', 'sort']);
  });

  it('answers one location, and 404 for one that does not exist', async () => {
    const admin = await signedIn('admin');
    const one = exactly(LocationAnswerSchema, await admin.get(`${LOCATIONS}/${LOCATION_IDS.nijmegen}`));
    expect(one.data).toMatchObject({ name: 'Arbo Agenda Nijmegen', address: { postcode: '6546 BB' } });
    const missing = await admin.get(`${LOCATIONS}/00000000-0000-4000-8000-000000000000`);
    expect([missing.status, v.parse(ErrorBodySchema, missing.json).code]).toEqual([404, 'not_found']);
  });

  it('creates a location, writing its postcode 1234 AB, and logs who did it', async () => {
    const admin = await signedIn('admin');
    const created = await send(admin, 'POST', LOCATIONS, newLocation());
    expect(created.status).toBe(201);
    const location = exactly(LocationAnswerSchema, created).data;
    expect(location).toMatchObject({
      name: 'Arbo Agenda Zwolle',
      address: { postcode: '8012 EE' },
      operationIds: [],
      roomCount: 0,
      resourceCount: 0,
    });
    expect(exactly(LocationPageSchema, await admin.get(LOCATIONS)).meta.total).toBe(4);
    const entry = areaOf(admin).auditLog.at(-1);
    expect(entry).toMatchObject({
      userId: userNamed('admin').id,
      userName: 'Arjen Beheer',
      entityType: 'location',
      entityId: location.id,
      entityLabel: 'Arbo Agenda Zwolle',
      action: 'created',
      at: new Date(START).toISOString(),
    });
    expect(entry?.changes).toEqual(
      expect.arrayContaining([
        { field: 'postcode', from: null, to: '8012 EE' },
        { field: 'name', from: null, to: 'Arbo Agenda Zwolle' },
      ]),
    );
  });

  it('refuses a location with every field’s message in the request’s language, next to the field', async () => {
    const admin = await signedIn('admin');
    const body = newLocation({
      name: ' ',
      address: { street: '', houseNumber: '0', postcode: '0123 AB', city: 'Zwolle' },
      phone: '12345',
      email: 'not an address',
      activeFrom: '2026-04-01',
      activeUntil: '2026-04-01',
      coordinates: { latitude: 123, longitude: 6 },
    });
    const dutch = await send(admin, 'POST', LOCATIONS, body, 'nl');
    expect(dutch.status).toBe(422);
    expect(v.parse(ErrorBodySchema, dutch.json).code).toBe('validation_failed');
    expect(errorsOf(dutch.json)).toEqual({
      name: ['Het veld naam is verplicht.'],
      street: ['Het veld straat is verplicht.'],
      houseNumber: ['Vul een huisnummer in, eventueel met een toevoeging, zoals 12, 12a of 12-3.'],
      postcode: ['Het veld postcode moet een geldige postcode zijn, zoals 1234 AB.'],
      phone: ['Het veld telefoonnummer moet een geldig telefoonnummer zijn.'],
      email: ['Het veld e-mailadres moet een geldig e-mailadres zijn.'],
      activeUntil: ['De einddatum moet na de begindatum liggen.'],
      coordinates: ['Het veld coördinaten is niet geldig.'],
    });
    const english = await send(admin, 'POST', LOCATIONS, body, 'en');
    expect(errorsOf(english.json)['name']).toEqual(['The name field is required.']);
    expect(errorsOf(english.json)['activeUntil']).toEqual(['The end date must be after the start date.']);
    const long = await send(
      admin,
      'POST',
      LOCATIONS,
      newLocation({ name: 'x'.repeat(101), activeFrom: '2026-02-30' }),
      'en',
    );
    expect(errorsOf(long.json)).toEqual({
      name: ['The name may not be longer than 100 characters.'],
      activeFrom: ['The active from is not valid.'],
    });
    expect(areaOf(admin).auditLog).toEqual([]);
  });

  it('refuses a street, city or phone number longer than its limit, in both languages, and keeps nothing', async () => {
    const admin = await signedIn('admin');
    const street = 'Croeselaan '.repeat(1000).slice(0, 10_000);
    const body = newLocation({
      address: { street, houseNumber: '28', postcode: '3521 CB', city: 'Utrecht'.repeat(12) },
      phone: `030 ${' '.repeat(40)}760 41 00`,
    });
    const english = await send(admin, 'POST', LOCATIONS, body, 'en');
    expect([english.status, errorsOf(english.json)]).toEqual([
      422,
      {
        street: ['The street may not be longer than 120 characters.'],
        city: ['The city may not be longer than 80 characters.'],
        phone: ['The phone number may not be longer than 30 characters.'],
      },
    ]);
    const dutch = await send(admin, 'POST', LOCATIONS, body, 'nl');
    expect(errorsOf(dutch.json)).toEqual({
      street: ['Het veld straat mag niet meer dan 120 tekens bevatten.'],
      city: ['Het veld plaats mag niet meer dan 80 tekens bevatten.'],
      phone: ['Het veld telefoonnummer mag niet meer dan 30 tekens bevatten.'],
    });
    const path = `${LOCATIONS}/${LOCATION_IDS.amersfoort}`;
    const patched = await send(admin, 'PATCH', path, { address: { street } }, 'en');
    expect([patched.status, errorsOf(patched.json)]).toEqual([
      422,
      { street: ['The street may not be longer than 120 characters.'] },
    ]);
    expect(areaOf(admin).locations.map((location) => location.street)).not.toContain(street);
    expect(areaOf(admin).auditLog).toEqual([]);
    const longest = newLocation({
      address: { street: 's'.repeat(120), houseNumber: '28', postcode: '3521 CB', city: 'c'.repeat(80) },
      phone: '0031 (30)   760  -  41  -  00',
    });
    expect((await send(admin, 'POST', LOCATIONS, longest)).status).toBe(201);
  });

  const implausible = (['0001-01-01', '1899-12-31', '2200-01-01', '9999-12-31'] as const).flatMap((date) =>
    (['activeFrom', 'activeUntil'] as const).flatMap((field) =>
      (['POST', 'PATCH'] as const).map((method) => [field, date, method] as const),
    ),
  );
  it.each(implausible)(
    'refuses %s %s in a %s with the range in both languages',
    async (field, date, method) => {
      const admin = await signedIn('admin');
      const path = method === 'POST' ? LOCATIONS : `${LOCATIONS}/${LOCATION_IDS.amersfoort}`;
      const body =
        method === 'POST'
          ? newLocation({ activeFrom: '2026-01-01', activeUntil: null, [field]: date })
          : { [field]: date };
      const before = structuredClone(areaOf(admin).locations);
      const english = await send(admin, method, path, body, 'en');
      expect([english.status, errorsOf(english.json)]).toEqual([
        422,
        { [field]: ['Choose a date from 1900-01-01 up to and including 2199-12-31.'] },
      ]);
      const dutch = await send(admin, method, path, body, 'nl');
      expect(errorsOf(dutch.json)).toEqual({
        [field]: ['Kies een datum van 1900-01-01 tot en met 2199-12-31.'],
      });
      expect(areaOf(admin).locations).toEqual(before);
    },
  );

  it('changes only the fields a PATCH sends, and logs the fields that changed', async () => {
    const admin = await signedIn('admin');
    const path = `${LOCATIONS}/${LOCATION_IDS.amersfoort}`;
    const changed = await send(admin, 'PATCH', path, {
      phone: '033 111 22 33',
      address: { houseNumber: '32' },
    });
    expect(changed.status).toBe(200);
    const location = exactly(LocationAnswerSchema, changed).data;
    expect(location).toMatchObject({
      name: 'Arbo Agenda Amersfoort',
      phone: '033 111 22 33',
      address: { street: 'Smallepad', houseNumber: '32', postcode: '3811 MG' },
    });
    expect(areaOf(admin).auditLog.at(-1)).toMatchObject({
      entityId: LOCATION_IDS.amersfoort,
      action: 'updated',
      changes: [
        { field: 'houseNumber', from: '30', to: '32' },
        { field: 'phone', from: '033 460 27 50', to: '033 111 22 33' },
      ],
    });
    // The same again changes nothing and logs nothing.
    const entries = areaOf(admin).auditLog.length;
    expect((await send(admin, 'PATCH', path, { phone: '033 111 22 33' })).status).toBe(200);
    expect(areaOf(admin).auditLog).toHaveLength(entries);
    const refused = await send(admin, 'PATCH', path, { email: 'x@', activeUntil: '2020-01-01' });
    expect(errorFields(refused)).toEqual(['activeUntil', 'email']);
    const missing = await send(admin, 'PATCH', `${LOCATIONS}/nope`, { phone: null });
    expect(missing.status).toBe(404);
  });

  it('refuses to delete a location still in use, saying what uses it, and deletes one that is not', async () => {
    const admin = await signedIn('admin');
    const refused = await send(admin, 'DELETE', `${LOCATIONS}/${LOCATION_IDS.utrecht}`, undefined, 'nl');
    expect(refused.status).toBe(409);
    const body = exactly(InUseBodySchema, refused);
    // The availability seed's schedules at Utrecht that have not ended count too.
    const schedules = areaOf(admin).schedules.filter(
      (schedule) =>
        schedule.locationId === LOCATION_IDS.utrecht &&
        schedule.deletedAt === null &&
        (schedule.validUntil === null || schedule.validUntil >= START_DAY),
    ).length;
    expect(schedules).toBeGreaterThan(1);
    expect(body.usage).toMatchObject({ rooms: 6, resources: 7, schedules, operations: 0 });
    expect(body.usage.futureAppointments).toBeGreaterThan(0);
    expect(body.message).toBe(
      `De locatie "Arbo Agenda Utrecht" kan niet worden verwijderd: nog in gebruik bij ${body.usage.futureAppointments} toekomstige afspraken, ${schedules} beschikbaarheidsroosters, 6 ruimtes en 7 middelen.`,
    );
    const english = exactly(
      InUseBodySchema,
      await send(admin, 'DELETE', `${LOCATIONS}/${LOCATION_IDS.utrecht}`, undefined, 'en'),
    );
    expect(english.message).toMatch(
      /^The location "Arbo Agenda Utrecht" cannot be deleted: it is still in use by \d+ future appointments, \d+ availability schedules, 6 rooms and 7 resources\.$/,
    );

    const created = exactly(LocationAnswerSchema, await send(admin, 'POST', LOCATIONS, newLocation())).data;
    const deleted = await send(admin, 'DELETE', `${LOCATIONS}/${created.id}`);
    expect([deleted.status, deleted.json]).toEqual([204, null]);
    expect((await admin.get(`${LOCATIONS}/${created.id}`)).status).toBe(404);
    expect(areaOf(admin).auditLog.at(-1)).toMatchObject({ entityId: created.id, action: 'deleted' });
    expect(areaOf(admin).auditLog.at(-1)?.changes).toEqual(
      expect.arrayContaining([{ field: 'name', from: 'Arbo Agenda Zwolle', to: null }]),
    );
  });

  it('says what taking operations away would break before doing it, then does it', async () => {
    const admin = await signedIn('admin');
    const state = areaOf(admin);
    const utrecht = state.locations.find((location) => location.id === LOCATION_IDS.utrecht);
    const consultation = state.operations.find((operation) => operation.code === 'SPR-BA');
    if (!utrecht || !consultation) throw new Error('seed changed');
    const before = [...utrecht.operationIds];
    const kept = before.filter((id) => id !== consultation.id);
    const path = `${LOCATIONS}/${LOCATION_IDS.utrecht}/operations`;
    const appointments = new Map(state.appointments.map((appointment) => [appointment.id, appointment]));
    const expected = state.appointments
      .filter((appointment) => appointment.status !== 'cancelled')
      .map((appointment) => [appointment.id, appointment] as const)
      .filter(
        ([id, placement]) =>
          placement.locationId === LOCATION_IDS.utrecht &&
          placement.operationId === consultation.id &&
          Date.parse(appointments.get(id)?.start ?? '') >= START,
      ).length;
    expect(expected).toBeGreaterThan(0);

    const preview = exactly(
      OperationChangeAnswerSchema,
      await send(admin, 'PATCH', `${path}?validateOnly=true`, { operationIds: kept }),
    );
    expect(preview.data).toEqual({
      removedOperationIds: [consultation.id],
      addedOperationIds: [],
      affectedAppointments: expected,
      applied: false,
    });
    expect(utrecht.operationIds).toEqual(before);
    expect(state.auditLog).toEqual([]);

    const done = exactly(
      OperationChangeAnswerSchema,
      await send(admin, 'PATCH', `${path}?validateOnly=false`, { operationIds: kept }),
    );
    expect(done.data).toMatchObject({ affectedAppointments: expected, applied: true });
    const after = exactly(LocationAnswerSchema, await admin.get(`${LOCATIONS}/${LOCATION_IDS.utrecht}`));
    expect(after.data.operationIds).toEqual(kept);
    expect(state.auditLog.at(-1)).toMatchObject({
      entityType: 'location',
      action: 'updated',
      changes: [{ field: 'operationIds', from: before, to: kept }],
    });

    const back = exactly(
      OperationChangeAnswerSchema,
      await send(admin, 'PATCH', path, { operationIds: before }),
    );
    expect(back.data).toMatchObject({
      removedOperationIds: [],
      addedOperationIds: [consultation.id],
      applied: true,
    });
  });

  it('refuses an operations change with unknown operations or a bad validateOnly', async () => {
    const admin = await signedIn('admin');
    const path = `${LOCATIONS}/${LOCATION_IDS.nijmegen}/operations`;
    const unknown = await send(admin, 'PATCH', `${path}?validateOnly=true`, { operationIds: ['nope'] }, 'en');
    expect(errorsOf(unknown.json)).toEqual({ operationIds: ['One or more operations do not exist.'] });
    const bad = await send(admin, 'PATCH', `${path}?validateOnly=maybe`, {});
    expect(errorFields(bad)).toEqual(['operationIds', 'validateOnly']);
    expect((await send(admin, 'PATCH', `${LOCATIONS}/nope/operations`, { operationIds: [] })).status).toBe(
      404,
    );
  });
});
