import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import {
  isDutchPostcode,
  locationProblems,
  operationProblems,
  resourceProblems,
  resourceTypeProblems,
  roomProblems,
} from '../../../../src/domain/locations/location-rules';
import { USERS } from '../../../../src/infrastructure/demo-backend/access/seed';
import { permissionsOf } from '../../../../src/infrastructure/demo-backend/access/users';
import { seedState } from '../../../../src/infrastructure/demo-backend/demo-backend';
import { ADDRESS_BOOK } from '../../../../src/infrastructure/demo-backend/locations/address-book';
import { START } from '../demo-client';

const state = seedState(START);

describe('the seed of the locations area', () => {
  it('has three locations with four to six rooms each, twenty resources of five types, fifteen operations', () => {
    expect(state.locations.map((location) => location.city)).toEqual(['Utrecht', 'Amersfoort', 'Nijmegen']);
    for (const location of state.locations) {
      const rooms = state.rooms.filter((room) => room.locationId === location.id);
      expect(rooms.length).toBeGreaterThanOrEqual(4);
      expect(rooms.length).toBeLessThanOrEqual(6);
    }
    expect(state.resources).toHaveLength(20);
    expect(state.resourceTypes.map((type) => type.name)).toEqual([
      'Audiometer',
      'Spirometer',
      'ECG-apparaat',
      'Oogtestkaart',
      'Longfunctieset',
    ]);
    expect(new Set(state.resources.map((resource) => resource.resourceTypeId)).size).toBe(5);
    expect(state.operations).toHaveLength(15);
    expect(state.auditLog).toEqual([]);
  });

  it('varies: wheelchair access, rooms holding equipment, medical and employer-bookable operations', () => {
    expect(state.rooms.some((room) => room.wheelchairAccessible)).toBe(true);
    expect(state.rooms.some((room) => !room.wheelchairAccessible)).toBe(true);
    expect(state.rooms.some((room) => room.resourceTypeIds.length > 0)).toBe(true);
    expect(state.rooms.some((room) => !room.active)).toBe(true);
    const medical = state.operations.filter((operation) => operation.medical);
    expect(medical.length).toBeGreaterThan(3);
    expect(medical.length).toBeLessThan(15);
    expect(state.operations.some((operation) => operation.employerBookable)).toBe(true);
    expect(new Set(state.operations.map((operation) => operation.code)).size).toBe(15);
    expect(new Set(state.operations.map((operation) => operation.colour)).size).toBe(15);
    for (const location of state.locations) {
      expect(location.operationIds.length).toBeGreaterThan(5);
      expect(
        location.operationIds.every((id) => state.operations.some((operation) => operation.id === id)),
      ).toBe(true);
    }
    expect(state.locations[1]?.operationIds.length).toBeLessThan(15);
  });

  it('holds only records the domain’s rules accept, with resources in rooms of their own location', () => {
    for (const location of state.locations) {
      const problems = locationProblems({
        ...location,
        phone: location.phone ?? '',
        email: location.email ?? '',
        activeFrom: Temporal.PlainDate.from(location.activeFrom),
        activeUntil: location.activeUntil ? Temporal.PlainDate.from(location.activeUntil) : null,
      });
      expect([location.name, problems]).toEqual([location.name, {}]);
    }
    for (const room of state.rooms) {
      expect(
        roomProblems({ name: room.name, floor: room.floor ?? '', capacity: String(room.capacity) }),
      ).toEqual({});
    }
    for (const resource of state.resources) {
      expect(resourceProblems({ ...resource, assetNumber: resource.assetNumber ?? '' })).toEqual({});
      if (resource.roomId) {
        expect(state.rooms.find((room) => room.id === resource.roomId)?.locationId).toBe(resource.locationId);
      }
    }
    for (const type of state.resourceTypes) {
      expect(resourceTypeProblems({ name: type.name, description: type.description ?? '' })).toEqual({});
    }
    for (const operation of state.operations) {
      const problems = operationProblems({
        name: { nl: operation.nameNl, en: operation.nameEn },
        code: operation.code,
        duration: String(operation.durationMinutes),
        bufferBefore: String(operation.bufferBeforeMinutes),
        bufferAfter: String(operation.bufferAfterMinutes),
        roles: operation.roles,
        colour: operation.colour,
      });
      expect([operation.code, problems]).toEqual([operation.code, {}]);
    }
  });

  it('places the agenda’s office appointments in rooms of every location, some ahead of the seed', () => {
    const placed = state.appointments
      .filter((appointment) => appointment.status !== 'cancelled')
      .map((appointment) => [appointment.id, appointment] as const);
    expect(placed.length).toBeGreaterThan(50);
    for (const location of state.locations) {
      expect(placed.some(([, placement]) => placement.locationId === location.id)).toBe(true);
    }
    const appointments = new Map(state.appointments.map((appointment) => [appointment.id, appointment]));
    const ahead = placed.filter(([id]) => Date.parse(appointments.get(id)?.start ?? '') >= START);
    expect(ahead.length).toBeGreaterThan(20);
    expect(placed.some(([, placement]) => placement.resourceIds.length > 0)).toBe(true);
    const codes = new Set(
      placed.map(
        ([, placement]) => state.operations.find((operation) => operation.id === placement.operationId)?.code,
      ),
    );
    expect([...codes]).toEqual(expect.arrayContaining(['SPR-BA', 'SPR-CM', 'DRIE', 'CASUS']));
    // No room and no resource is in two places at once.
    const spans = new Map<string, { start: number; end: number }[]>();
    for (const [id, placement] of placed) {
      const appointment = appointments.get(id);
      if (!appointment) continue;
      const span = { start: Date.parse(appointment.start), end: Date.parse(appointment.end) };
      for (const key of [placement.roomId, ...placement.resourceIds]) {
        if (!key) continue;
        const taken = spans.get(key) ?? [];
        expect(taken.some((other) => other.start < span.end && span.start < other.end)).toBe(false);
        spans.set(key, [...taken, span]);
      }
      const room = state.rooms.find((candidate) => candidate.id === placement.roomId);
      if (room) expect(room.locationId).toBe(placement.locationId);
    }
  });

  it('is the same after every reset', () => {
    const again = seedState(START);
    expect(again.appointments).toEqual(state.appointments);
    expect(again.operations).toEqual(state.operations);
  });

  it('has a facility manager who sees and changes rooms and nothing else', () => {
    const facility = USERS.find((user) => user.username === 'facility');
    expect(facility?.roles.map((role) => role.id)).toEqual([6]);
    expect(facility && [...permissionsOf(facility)].sort()).toEqual(['manage_rooms', 'view_rooms']);
    expect(facility?.userTypeId).toBe(1);
  });

  it('suggests addresses from a book of real-looking Dutch ones with valid postcodes', () => {
    expect(ADDRESS_BOOK.length).toBeGreaterThanOrEqual(40);
    expect(new Set(ADDRESS_BOOK.map((address) => address.placeId)).size).toBe(ADDRESS_BOOK.length);
    for (const address of ADDRESS_BOOK) {
      expect([address.street, isDutchPostcode(address.postcode)]).toEqual([address.street, true]);
      expect(address.latitude).toBeGreaterThan(50.7);
      expect(address.latitude).toBeLessThan(53.6);
      expect(address.longitude).toBeGreaterThan(3.3);
      expect(address.longitude).toBeLessThan(7.3);
    }
  });
});
