import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { AdminListQuery } from '../../../src/application/platform/list-query';
import type { LocationInput } from '../../../src/application/locations/location-gateway';
import { HttpAuthGateway } from '../../../src/infrastructure/access/http-auth-gateway';
import { DEMO_PASSWORD } from '../../../src/infrastructure/demo-backend/access/seed';
import {
  LOCATION_IDS,
  RESOURCE_TYPE_IDS,
} from '../../../src/infrastructure/demo-backend/locations/locations-seed';
import { HttpAddressLookup } from '../../../src/infrastructure/locations/http-address-lookup';
import { HttpLocationGateway } from '../../../src/infrastructure/locations/http-location-gateway';
import { HttpOperationGateway } from '../../../src/infrastructure/locations/http-operation-gateway';
import { HttpResourceTypeGateway } from '../../../src/infrastructure/locations/http-resource-type-gateway';
import { RecordingNotifier } from '../../support/fakes';
import { httpClientFor, inProcessBackend } from '../../support/in-process-backend';

async function signedIn(username: string) {
  const backend = inProcessBackend();
  const notifier = new RecordingNotifier();
  const http = httpClientFor(backend, notifier);
  const signIn = await new HttpAuthGateway(http).signIn({ username, password: DEMO_PASSWORD });
  expect(signIn.ok).toBe(true);
  return {
    backend,
    notifier,
    locations: new HttpLocationGateway(http),
    types: new HttpResourceTypeGateway(http),
    operations: new HttpOperationGateway(http),
    addresses: new HttpAddressLookup(http),
  };
}

const page = (overrides: Partial<AdminListQuery> = {}): AdminListQuery => ({
  search: '',
  sort: null,
  page: 1,
  size: 25,
  ...overrides,
});

const zwolle: LocationInput = {
  name: 'Arbo Agenda Zwolle',
  address: { street: 'Luttenbergstraat', houseNumber: '2', postcode: '8012ee', city: 'Zwolle' },
  coordinates: { latitude: 52.506, longitude: 6.096 },
  phone: null,
  email: 'zwolle@arbo-agenda.example',
  activeFrom: Temporal.PlainDate.from('2026-04-01'),
  activeUntil: null,
  employerBookable: false,
};

const valueOf = <T>(result: { ok: true; value: T } | { ok: false; error: unknown }): T => {
  if (!result.ok) throw new Error(`expected a value, got ${JSON.stringify(result.error)}`);
  return result.value;
};

describe('the location gateway against the demo backend', () => {
  it('pages, searches and sorts locations as domain values', async () => {
    const { locations } = await signedIn('admin');
    const all = valueOf(await locations.locations(page({ sort: { field: 'city', direction: 'desc' } })));
    expect(all.total).toBe(3);
    expect(all.rows.map((location) => location.address.city)).toEqual(['Utrecht', 'Nijmegen', 'Amersfoort']);
    expect(all.rows[0]?.activeFrom).toBeInstanceOf(Temporal.PlainDate);
    const found = valueOf(await locations.locations(page({ search: ' amersfoort ' })));
    expect(found.rows.map((location) => location.id)).toEqual([LOCATION_IDS.amersfoort]);
    const second = valueOf(await locations.locations(page({ size: 2, page: 2 })));
    expect([second.total, second.rows.length]).toEqual([3, 1]);
    const one = valueOf(await locations.location(LOCATION_IDS.utrecht));
    expect(one).toMatchObject({
      name: 'Arbo Agenda Utrecht',
      roomCount: 6,
      resourceCount: 7,
      activeUntil: null,
    });
  });

  it('creates, updates and deletes a location; field errors come back quietly under the domain’s names', async () => {
    const { locations, notifier } = await signedIn('admin');
    const created = valueOf(await locations.createLocation(zwolle));
    expect(created.address.postcode).toBe('8012 EE');
    expect(created.activeFrom.equals(zwolle.activeFrom)).toBe(true);
    const updated = valueOf(
      await locations.updateLocation(created.id, {
        ...zwolle,
        activeUntil: Temporal.PlainDate.from('2027-12-31'),
      }),
    );
    expect(updated.activeUntil?.toString()).toBe('2027-12-31');

    const refused = await locations.updateLocation(created.id, {
      ...zwolle,
      email: 'nope',
      activeUntil: Temporal.PlainDate.from('2026-03-01'),
    });
    expect(refused.ok).toBe(false);
    if (!refused.ok && refused.error.kind === 'rejected') {
      expect(refused.error).toMatchObject({ status: 422, code: 'validation_failed', told: false });
      expect(Object.keys(refused.error.fieldErrors).sort()).toEqual(['activeUntil', 'email']);
      expect(refused.error.fieldErrors['email']).toEqual([
        'Het veld e-mailadres moet een geldig e-mailadres zijn.',
      ]);
    } else throw new Error('expected a refusal');

    expect(valueOf(await locations.deleteLocation(created.id))).toBeUndefined();
    const gone = await locations.location(created.id);
    expect(!gone.ok && gone.error.kind === 'rejected' && gone.error.status).toBe(404);
    // Neither the read of a record that is gone nor the refused write raises a toast: the screens
    // show both themselves.
    expect(notifier.notices).toEqual([]);
  });

  it('brings back a refused delete as a quiet in_use refusal that says what uses the location', async () => {
    const { locations, notifier } = await signedIn('admin');
    const refused = await locations.deleteLocation(LOCATION_IDS.nijmegen);
    expect(refused.ok).toBe(false);
    if (refused.ok || refused.error.kind !== 'rejected') throw new Error('expected a refusal');
    expect(refused.error).toMatchObject({ status: 409, code: 'in_use', told: false });
    expect(refused.error.message).toMatch(
      /^De locatie "Arbo Agenda Nijmegen" kan niet worden verwijderd: nog in gebruik bij .*5 ruimtes en 7 middelen\.$/,
    );
    expect(notifier.notices).toEqual([]);
  });

  it('previews a change of the operations offered, then makes it', async () => {
    const { locations } = await signedIn('admin');
    const before = valueOf(await locations.location(LOCATION_IDS.amersfoort)).operationIds;
    const fewer = before.slice(1);
    const preview = valueOf(await locations.setOperations(LOCATION_IDS.amersfoort, fewer, true));
    expect(preview.removedOperationIds).toEqual(before.slice(0, 1));
    expect(preview.affectedAppointments).toBeGreaterThanOrEqual(0);
    expect(valueOf(await locations.location(LOCATION_IDS.amersfoort)).operationIds).toEqual(before);
    valueOf(await locations.setOperations(LOCATION_IDS.amersfoort, fewer, false));
    expect(valueOf(await locations.location(LOCATION_IDS.amersfoort)).operationIds).toEqual(fewer);
  });

  it('manages a location’s rooms and shows the room overview in Amsterdam time', async () => {
    const { locations } = await signedIn('admin');
    const rooms = valueOf(
      await locations.rooms(LOCATION_IDS.amersfoort, page({ sort: { field: 'name', direction: 'asc' } })),
    );
    expect(rooms.rows.map((room) => room.name)).toEqual([
      'Onderzoekskamer',
      'Overlegruimte',
      'Spreekkamer A',
      'Spreekkamer B',
      'Spreekkamer C',
    ]);
    const input = {
      name: 'Spreekkamer D',
      floor: null,
      capacity: 2,
      wheelchairAccessible: false,
      resourceTypeIds: [RESOURCE_TYPE_IDS.eyeChart],
      active: true,
    };
    const room = valueOf(await locations.createRoom(LOCATION_IDS.amersfoort, input));
    expect(room).toEqual({ id: room.id, locationId: LOCATION_IDS.amersfoort, ...input });
    expect(valueOf(await locations.updateRoom(room.id, { ...input, capacity: 3 })).capacity).toBe(3);
    expect(valueOf(await locations.room(room.id)).capacity).toBe(3);
    const refused = await locations.createRoom(LOCATION_IDS.amersfoort, { ...input, capacity: 0 });
    expect(
      !refused.ok && refused.error.kind === 'rejected' && Object.keys(refused.error.fieldErrors),
    ).toEqual(['capacity']);
    expect((await locations.deleteRoom(room.id)).ok).toBe(true);

    const today = Temporal.Now.plainDateISO('Europe/Amsterdam');
    const overview = valueOf(await locations.roomOverview(today));
    expect(overview).toHaveLength(16);
    expect(overview[0]?.locationName).toBe('Arbo Agenda Amersfoort');
    for (const booking of overview.flatMap((row) => row.bookings)) {
      expect(booking.start.timeZoneId).toBe('Europe/Amsterdam');
      expect(booking.start.toPlainDate().equals(today)).toBe(true);
      expect(Temporal.ZonedDateTime.compare(booking.start, booking.end)).toBe(-1);
    }
  });

  it('manages a location’s resources', async () => {
    const { locations } = await signedIn('admin');
    const listed = valueOf(await locations.resources(LOCATION_IDS.utrecht, page({ search: 'audiometer' })));
    expect(listed.rows.map((resource) => resource.assetNumber).sort()).toEqual(['AUD-UT-001', 'AUD-UT-002']);
    const input = {
      name: 'Spirometer reserve',
      resourceTypeId: RESOURCE_TYPE_IDS.spirometer,
      assetNumber: 'SPI-UT-003',
      roomId: null,
      active: true,
    };
    const resource = valueOf(await locations.createResource(LOCATION_IDS.utrecht, input));
    expect(resource).toEqual({ id: resource.id, locationId: LOCATION_IDS.utrecht, ...input });
    expect(valueOf(await locations.updateResource(resource.id, { ...input, active: false })).active).toBe(
      false,
    );
    expect(valueOf(await locations.resource(resource.id)).active).toBe(false);
    expect((await locations.deleteResource(resource.id)).ok).toBe(true);
  });
});

describe('the resource type and operation gateways against the demo backend', () => {
  it('manage resource types, all of them at once for choices', async () => {
    const { types } = await signedIn('admin');
    const all = valueOf(await types.allResourceTypes());
    expect(all.map((type) => type.name)).toEqual([
      'Audiometer',
      'ECG-apparaat',
      'Longfunctieset',
      'Oogtestkaart',
      'Spirometer',
    ]);
    expect(valueOf(await types.resourceTypes(page({ size: 2 })))).toMatchObject({ total: 5 });
    const created = valueOf(await types.createResourceType({ name: 'Weegschaal', description: null }));
    const updated = valueOf(
      await types.updateResourceType(created.id, { name: 'Weegschaal', description: 'Geijkt' }),
    );
    expect(valueOf(await types.resourceType(created.id))).toEqual(updated);
    expect((await types.deleteResourceType(created.id)).ok).toBe(true);
    const inUse = await types.deleteResourceType(RESOURCE_TYPE_IDS.ecg);
    expect(!inUse.ok && inUse.error.kind === 'rejected' && inUse.error.code).toBe('in_use');
  });

  it('manage operations and tell the planning engine what they need', async () => {
    const { operations } = await signedIn('admin');
    const all = valueOf(await operations.allOperations());
    expect(all).toHaveLength(15);
    const input = {
      name: { nl: 'Griepvaccinatie', en: 'Flu vaccination' },
      code: 'GRIEP',
      durationMinutes: 10,
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 5,
      roles: ['nurse' as const],
      needsRoom: true,
      resourceTypeIds: [],
      medical: true,
      employerBookable: false,
      colour: '#1a7f37',
      kind: 'examination' as const,
    };
    const created = valueOf(await operations.createOperation(input));
    expect(created).toEqual({ id: created.id, ...input });
    const updated = valueOf(await operations.updateOperation(created.id, { ...input, durationMinutes: 15 }));
    expect(valueOf(await operations.operation(created.id))).toEqual(updated);
    const taken = await operations.createOperation(input);
    expect(!taken.ok && taken.error.kind === 'rejected' && Object.keys(taken.error.fieldErrors)).toEqual([
      'code',
    ]);
    expect((await operations.deleteOperation(created.id)).ok).toBe(true);
    const engine = valueOf(await operations.engine());
    expect(engine).toHaveLength(15);
    expect(engine.every((requirements) => requirements.durationMinutes > 0)).toBe(true);
    const searched = valueOf(
      await operations.operations(page({ search: 'spreekuur', sort: { field: 'code', direction: 'asc' } })),
    );
    expect(searched.rows.map((operation) => operation.code)).toEqual(['OPEN-SPR', 'SPR-BA', 'SPR-CM']);
  });

  it('give an employer medical operations without name and code', async () => {
    const { operations } = await signedIn('employer');
    const all = valueOf(await operations.allOperations());
    const medical = all.filter((operation) => operation.medical);
    expect(medical.length).toBeGreaterThan(0);
    expect(medical.every((operation) => operation.name === null && operation.code === null)).toBe(true);
    expect(all.filter((operation) => !operation.medical).every((operation) => operation.name !== null)).toBe(
      true,
    );
  });
});

describe('the address lookup against the demo backend', () => {
  it('suggests addresses and fills in the chosen one with its coordinates', async () => {
    const { addresses } = await signedIn('admin');
    const suggestions = valueOf(await addresses.suggestions('3811 mg'));
    expect(suggestions).toEqual([
      { placeId: 'ChIJdemoNL0008', description: 'Smallepad 30, 3811 MG Amersfoort' },
    ]);
    expect(valueOf(await addresses.details('ChIJdemoNL0008'))).toEqual({
      address: { street: 'Smallepad', houseNumber: '30', postcode: '3811 MG', city: 'Amersfoort' },
      coordinates: { latitude: 52.157, longitude: 5.3778 },
    });
    expect(valueOf(await addresses.suggestions('a'))).toEqual([]);
  });

  it('answers an aborted lookup as aborted, telling nobody', async () => {
    const { addresses, notifier } = await signedIn('admin');
    const controller = new AbortController();
    controller.abort();
    const answer = await addresses.suggestions('utrecht', controller.signal);
    expect(!answer.ok && answer.error.kind).toBe('aborted');
    expect(notifier.notices).toEqual([]);
  });
});

describe('what the quiet writes still tell', () => {
  it('tells a malformed answer, but leaves a server error to the screen', async () => {
    const { backend, locations, notifier } = await signedIn('admin');
    backend.store.change((state) => (state.faults.malformedRate = 1));
    const malformed = await locations.createLocation(zwolle);
    expect(!malformed.ok && malformed.error).toEqual({ kind: 'malformed', told: true });
    expect(notifier.notices.map((notice) => notice.title)).toEqual(['common.malformedResponse']);
    backend.store.change((state) => {
      state.faults.malformedRate = 0;
      state.faults.errorRate = 1;
    });
    const unavailable = await locations.deleteLocation(LOCATION_IDS.utrecht);
    expect(!unavailable.ok && unavailable.error).toMatchObject({
      kind: 'rejected',
      status: 503,
      told: false,
    });
    expect(notifier.notices).toHaveLength(1);
  });
});
