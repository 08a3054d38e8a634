import { describe, expect, it } from 'vitest';
import { seedState } from '../../../../src/infrastructure/demo-backend/demo-backend';
import { START } from '../demo-client';

const state = seedState(START);
const operationCoded = (code: string) => {
  const found = state.operations.find((operation) => operation.code === code);
  if (!found) throw new Error(`No seeded operation ${code}`);
  return found;
};
const live = state.schedules.filter(
  (schedule) => schedule.deletedAt === null && schedule.validUntil === null,
);

const codeOf = (operationId: string) =>
  state.operations.find((operation) => operation.id === operationId)?.code ?? operationId;
const overlaps = (a: { start: string; end: string }, b: { start: string; end: string }) =>
  Date.parse(a.start) < Date.parse(b.end) && Date.parse(b.start) < Date.parse(a.end);

describe('the seed agrees with itself', () => {
  it('has someone to do every operation a location offers, in a current schedule', () => {
    const offered = new Set(state.locations.flatMap((location) => location.operationIds));
    const performed = new Set(live.flatMap((schedule) => schedule.operationIds));
    expect([...offered].filter((id) => !performed.has(id)).map(codeOf)).toEqual([]);
    const assessment = operationCoded('AD-ONDERZ');
    expect(live.filter((schedule) => schedule.operationIds.includes(assessment.id))).not.toEqual([]);
    expect(state.appointments.some((appointment) => appointment.operationId === assessment.id)).toBe(true);
  });

  it('never books someone for an operation their agenda settings forbid', () => {
    const forbidden = state.appointments.filter(
      (appointment) =>
        appointment.operationId !== null &&
        state.agendaUserSettings[appointment.userId]?.disallowedOperationIds.includes(
          appointment.operationId,
        ),
    );
    expect(
      forbidden.map((appointment) => `${appointment.start} ${codeOf(appointment.operationId ?? '')}`),
    ).toEqual([]);
    expect(Object.keys(state.agendaUserSettings)).not.toEqual([]);
  });

  it('books audiometry in a room that holds an audiometer, and elsewhere only while those rooms are taken', () => {
    const audiometry = operationCoded('AUDIO');
    const holdsAudiometer = (roomId: string | null) =>
      state.rooms.some(
        (room) =>
          room.id === roomId &&
          audiometry.resourceTypeIds.every((type) => room.resourceTypeIds.includes(type)),
      );
    const booked = state.appointments.filter(
      (appointment) => appointment.operationId === audiometry.id && appointment.roomId !== null,
    );
    const inBooth = booked.filter((appointment) => holdsAudiometer(appointment.roomId));
    expect(inBooth.length).toBeGreaterThan(booked.length * 0.8);
    const boothFree = booked
      .filter((appointment) => !holdsAudiometer(appointment.roomId))
      .filter(
        (appointment) =>
          !state.appointments.some(
            (other) =>
              other !== appointment &&
              other.locationId === appointment.locationId &&
              holdsAudiometer(other.roomId) &&
              overlaps(other, appointment),
          ),
      );
    expect(boothFree.map((appointment) => `${appointment.start} ${appointment.roomId}`)).toEqual([]);
  });
  it('gives every location offering audiometry a room with an audiometer for the one tested and the one testing', () => {
    const audiometry = operationCoded('AUDIO');
    for (const location of state.locations.filter((each) => each.operationIds.includes(audiometry.id))) {
      const rooms = state.rooms.filter(
        (room) =>
          room.locationId === location.id &&
          room.active &&
          room.capacity >= 2 &&
          audiometry.resourceTypeIds.every((type) => room.resourceTypeIds.includes(type)),
      );
      expect(
        rooms.map((room) => room.name),
        location.city,
      ).not.toEqual([]);
    }
  });
});
