import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '../../../../src/infrastructure/http/error-body';
import {
  InUseBodySchema,
  ResourceAnswerSchema,
  ResourcePageSchema,
  RoomAnswerSchema,
  RoomOverviewPageSchema,
  RoomPageSchema,
} from '../../../../src/infrastructure/locations/location-schemas';
import {
  LOCATION_IDS,
  RESOURCE_TYPE_IDS,
} from '../../../../src/infrastructure/demo-backend/locations/locations-seed';
import type { DemoClient } from '../demo-client';
import { exactly, signedIn, START_DAY } from '../case-client';
import { START } from '../demo-client';
import { areaOf, errorFields, RESOURCES, ROOMS, send } from './locations-client';

const errorsOf = (json: unknown) => v.parse(ErrorBodySchema, json).errors ?? {};

/** A seeded room with placed appointments from START on, and one without any. */
function roomsByUse(client: DemoClient) {
  const state = areaOf(client);
  const starts = new Map(
    state.appointments.map((appointment) => [appointment.id, Date.parse(appointment.start)]),
  );
  const busy = new Set(
    state.appointments
      .filter((appointment) => appointment.status !== 'cancelled')
      .map((appointment) => [appointment.id, appointment] as const)
      .filter(([id]) => (starts.get(id) ?? 0) >= START)
      .map(([, placement]) => placement.roomId),
  );
  const used = state.rooms.find((room) => busy.has(room.id));
  const free = state.rooms.find((room) => !busy.has(room.id));
  if (!used || !free) throw new Error('seed changed');
  return { used, free };
}

describe('the rooms of the demo backend', () => {
  it('lists a location’s rooms, searched, filtered and sorted', async () => {
    const admin = await signedIn('admin');
    const utrecht = exactly(
      RoomPageSchema,
      await admin.get(`${ROOMS}?filter[location]=${LOCATION_IDS.utrecht}`),
    );
    expect(utrecht.meta.total).toBe(6);
    expect(utrecht.data.map((room) => room.name)).toEqual([
      'Onderzoeksruimte 0.04',
      'Onderzoeksruimte 0.05',
      'Spreekkamer 1.01',
      'Spreekkamer 1.02',
      'Spreekkamer 1.03',
      'Vergaderzaal 2.01',
    ]);
    const cabin = utrecht.data[0];
    expect(cabin?.resourceTypeIds).toEqual([RESOURCE_TYPE_IDS.audiometer]);
    const large = exactly(RoomPageSchema, await admin.get(`${ROOMS}?sort=-capacity&page[size]=2`));
    expect(large.data.map((room) => room.capacity)).toEqual([12, 10]);
    expect(large.meta.total).toBe(16);
    const inactive = exactly(RoomPageSchema, await admin.get(`${ROOMS}?filter[active]=false`));
    expect(inactive.data.map((room) => room.name)).toEqual(['Spreekkamer 3 (verbouwing)']);
    const search = exactly(RoomPageSchema, await admin.get(`${ROOMS}?filter[search]=spreekkamer%201`));
    expect(search.data.map((room) => room.name)).toEqual([
      'Spreekkamer 1',
      'Spreekkamer 1.01',
      'Spreekkamer 1.02',
      'Spreekkamer 1.03',
    ]);
    const unknown = await admin.get(`${ROOMS}?filter[location]=nope`);
    expect(errorFields(unknown)).toEqual(['filter[location]']);
    expect(exactly(RoomAnswerSchema, await admin.get(`${ROOMS}/${cabin?.id}`)).data).toEqual(cabin);
    expect((await admin.get(`${ROOMS}/nope`)).status).toBe(404);
  });

  it('shows every room with its location and what it is booked for that day, hiding medical names', async () => {
    const facility = await signedIn('facility');
    const overview = exactly(
      RoomOverviewPageSchema,
      await facility.get(`${ROOMS}?include=location,bookings&filter[date]=${START_DAY}`),
    );
    expect(overview.meta.total).toBe(16);
    expect(overview.data[0]?.location.name).toBe('Arbo Agenda Amersfoort');
    const bookings = overview.data.flatMap((room) => room.bookings);
    expect(bookings.length).toBeGreaterThan(3);
    for (const room of overview.data) {
      const starts = room.bookings.map((booking) => Date.parse(booking.start));
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
      for (const booking of room.bookings) expect(booking.start.startsWith(START_DAY)).toBe(true);
    }
    const state = areaOf(facility);
    const medicalNames = new Set(
      state.operations.filter((operation) => operation.medical).map((operation) => operation.nameNl),
    );
    expect(bookings.some((booking) => booking.label !== null && medicalNames.has(booking.label))).toBe(false);
    expect(bookings.map((booking) => booking.label)).toEqual(
      expect.arrayContaining(['Spreekuur bedrijfsarts']),
    );
    const english = exactly(
      RoomOverviewPageSchema,
      await facility.get(`${ROOMS}?include=location,bookings&filter[date]=${START_DAY}`, 'en'),
    );
    expect(english.data.flatMap((room) => room.bookings).map((booking) => booking.label)).toEqual(
      expect.arrayContaining(['Occupational physician consultation']),
    );
    const sunday = exactly(
      RoomOverviewPageSchema,
      await facility.get(`${ROOMS}?include=location,bookings&filter[date]=2026-03-01`),
    );
    expect(sunday.data.every((room) => room.bookings.length === 0)).toBe(true);
    const noDate = await facility.get(`${ROOMS}?include=bookings`);
    expect(errorFields(noDate)).toEqual(['filter[date]']);
    expect(
      errorFields(await facility.get(`${ROOMS}?include=location,bookings&filter[date]=2026-02-30`)),
    ).toEqual(['filter[date]']);
    expect(errorFields(await facility.get(`${ROOMS}?include=patients`))).toEqual(['include']);
  });

  it('creates, changes and deletes a room, logging each write', async () => {
    const facility = await signedIn('facility');
    const created = await send(facility, 'POST', ROOMS, {
      locationId: LOCATION_IDS.nijmegen,
      name: 'Spreekkamer 4',
      floor: '2',
      capacity: '3',
      wheelchairAccessible: true,
      resourceTypeIds: [RESOURCE_TYPE_IDS.eyeChart],
      active: true,
    });
    expect(created.status).toBe(201);
    const room = exactly(RoomAnswerSchema, created).data;
    expect(room).toMatchObject({ locationId: LOCATION_IDS.nijmegen, capacity: 3, floor: '2' });
    const changed = exactly(
      RoomAnswerSchema,
      await send(facility, 'PATCH', `${ROOMS}/${room.id}`, { capacity: 4, locationId: LOCATION_IDS.utrecht }),
    ).data;
    expect(changed).toEqual({ ...room, capacity: 4 });
    expect((await send(facility, 'DELETE', `${ROOMS}/${room.id}`)).status).toBe(204);
    expect(
      areaOf(facility).auditLog.map((entry) => [entry.entityType, entry.action, entry.entityId]),
    ).toEqual([
      ['room', 'created', room.id],
      ['room', 'updated', room.id],
      ['room', 'deleted', room.id],
    ]);
    expect(areaOf(facility).auditLog[1]?.changes).toEqual([{ field: 'capacity', from: 3, to: 4 }]);
  });

  it('refuses a room with the messages of its fields and unknown references', async () => {
    const admin = await signedIn('admin');
    const refused = await send(
      admin,
      'POST',
      ROOMS,
      { locationId: 'nope', name: '', floor: 'x'.repeat(21), capacity: '2.5', resourceTypeIds: ['nope'] },
      'en',
    );
    expect(refused.status).toBe(422);
    expect(errorsOf(refused.json)).toEqual({
      name: ['The name field is required.'],
      floor: ['The floor may not be longer than 20 characters.'],
      capacity: ['The capacity must be an integer.'],
      locationId: ['This location does not exist.'],
      resourceTypeIds: ['One or more resource types do not exist.'],
    });
    const tooMany = await send(admin, 'POST', ROOMS, {
      locationId: LOCATION_IDS.utrecht,
      name: 'Zaal',
      capacity: 201,
    });
    expect(errorsOf(tooMany.json)).toEqual({
      capacity: ['Het veld capaciteit moet tussen 1 en 200 liggen.'],
    });
  });

  it('refuses to delete a room with appointments ahead, and frees the resources of one it deletes', async () => {
    const admin = await signedIn('admin');
    const { used } = roomsByUse(admin);
    const refused = exactly(InUseBodySchema, await send(admin, 'DELETE', `${ROOMS}/${used.id}`));
    expect(refused.usage.futureAppointments).toBeGreaterThan(0);
    expect(refused.message).toContain(`De ruimte "${used.name}" kan niet worden verwijderd`);

    // The audiometry cabin in Nijmegen's examination room: make it free of appointments, then delete it.
    const state = areaOf(admin);
    const examination = state.rooms.find(
      (room) => room.locationId === LOCATION_IDS.nijmegen && room.name === 'Onderzoekskamer',
    );
    if (!examination) throw new Error('seed changed');
    for (const placement of state.appointments)
      if (placement.roomId === examination.id) placement.roomId = null;
    const standing = state.resources
      .filter((resource) => resource.roomId === examination.id)
      .map((resource) => resource.id);
    expect(standing.length).toBeGreaterThan(0);
    expect((await send(admin, 'DELETE', `${ROOMS}/${examination.id}`)).status).toBe(204);
    for (const id of standing) {
      expect(exactly(ResourceAnswerSchema, await admin.get(`${RESOURCES}/${id}`)).data.roomId).toBeNull();
    }
    expect(
      state.auditLog.filter((entry) => entry.entityType === 'resource').map((entry) => entry.changes),
    ).toEqual(standing.map(() => [{ field: 'roomId', from: examination.id, to: null }]));
  });
});

describe('the resources of the demo backend', () => {
  it('lists a location’s resources by type, search and sort', async () => {
    const admin = await signedIn('admin');
    const nijmegen = exactly(
      ResourcePageSchema,
      await admin.get(`${RESOURCES}?filter[location]=${LOCATION_IDS.nijmegen}`),
    );
    expect(nijmegen.meta.total).toBe(7);
    const audiometers = exactly(
      ResourcePageSchema,
      await admin.get(`${RESOURCES}?filter[resourceType]=${RESOURCE_TYPE_IDS.audiometer}&sort=-assetNumber`),
    );
    expect(audiometers.data.map((resource) => resource.assetNumber)).toEqual([
      'AUD-UT-002',
      'AUD-UT-001',
      'AUD-NM-002',
      'AUD-NM-001',
      'AUD-AM-002',
      'AUD-AM-001',
    ]);
    const found = exactly(ResourcePageSchema, await admin.get(`${RESOURCES}?filter[search]=spi-ut`));
    expect(found.data.map((resource) => resource.assetNumber).sort()).toEqual(['SPI-UT-001', 'SPI-UT-002']);
    expect(
      errorFields(await admin.get(`${RESOURCES}?filter[resourceType]=nope&filter[active]=maybe`)),
    ).toEqual(['filter[active]', 'filter[resourceType]']);
  });

  it('creates, changes and deletes a resource, checking its type and room', async () => {
    const admin = await signedIn('admin');
    const state = areaOf(admin);
    const utrechtRoom = state.rooms.find((room) => room.locationId === LOCATION_IDS.utrecht);
    const nijmegenRoom = state.rooms.find((room) => room.locationId === LOCATION_IDS.nijmegen);
    const body = {
      locationId: LOCATION_IDS.utrecht,
      name: 'ECG draagbaar',
      resourceTypeId: RESOURCE_TYPE_IDS.ecg,
      assetNumber: ' ECG-UT-002 ',
      roomId: utrechtRoom?.id,
      active: true,
    };
    const elsewhere = await send(
      admin,
      'POST',
      RESOURCES,
      { ...body, roomId: nijmegenRoom?.id, resourceTypeId: 'nope' },
      'en',
    );
    expect(errorsOf(elsewhere.json)).toEqual({
      resourceType: ['This resource type does not exist.'],
      roomId: ['This room does not belong to this location.'],
    });
    const missing = await send(admin, 'POST', RESOURCES, { locationId: LOCATION_IDS.utrecht, name: 'x' });
    expect(errorsOf(missing.json)).toEqual({ resourceType: ['Het veld soort middel is verplicht.'] });
    const created = await send(admin, 'POST', RESOURCES, body);
    expect(created.status).toBe(201);
    const resource = exactly(ResourceAnswerSchema, created).data;
    expect(resource).toMatchObject({ assetNumber: 'ECG-UT-002', roomId: utrechtRoom?.id, active: true });
    const moved = exactly(
      ResourceAnswerSchema,
      await send(admin, 'PATCH', `${RESOURCES}/${resource.id}`, { roomId: null, active: false }),
    );
    expect(moved.data).toEqual({ ...resource, roomId: null, active: false });
    expect((await send(admin, 'DELETE', `${RESOURCES}/${resource.id}`)).status).toBe(204);
    expect(state.auditLog.map((entry) => [entry.entityType, entry.action])).toEqual([
      ['resource', 'created'],
      ['resource', 'updated'],
      ['resource', 'deleted'],
    ]);
  });

  it('refuses to delete a resource that appointments ahead still need', async () => {
    const admin = await signedIn('admin');
    const state = areaOf(admin);
    const starts = new Map(
      state.appointments.map((appointment) => [appointment.id, Date.parse(appointment.start)]),
    );
    const needed = state.appointments
      .filter((appointment) => appointment.status !== 'cancelled')
      .map((appointment) => [appointment.id, appointment] as const)
      .find(([id, placement]) => placement.resourceIds.length > 0 && (starts.get(id) ?? 0) >= START)?.[1]
      .resourceIds[0];
    expect(needed).toBeDefined();
    const refused = exactly(
      InUseBodySchema,
      await send(admin, 'DELETE', `${RESOURCES}/${needed}`, undefined, 'en'),
    );
    expect(refused.message).toMatch(
      /^The resource ".+" cannot be deleted: it is still in use by \d+ future appointments?\.$/,
    );
    expect(refused.usage).toMatchObject({ rooms: 0, resources: 0, operations: 0, schedules: 0 });
  });
});
