import { schedulesAllowing, schedulesInUseAt } from '../availability/schedule-checks';
import type { DemoState } from '../demo-backend';
import { amsterdamDate } from '../platform/amsterdam-time';
import type { Ctx } from '../platform/route-kit';
import { languageFor } from '../platform/route-kit';
import type { ServerLanguage, ServerMessage } from '../platform/server-messages';
import { say } from '../platform/server-messages';
import type { StoredAppointment } from '../agenda/agenda-state';

/**
 * What still uses a record, counted the way the back office counts it, and the refusal of a delete
 * while anything does (409 `in_use`). Written apart from the domain's deletion rule; a property test
 * holds the two to the same verdict.
 */
export interface UsageCounts {
  futureAppointments: number;
  schedules: number;
  rooms: number;
  resources: number;
  operations: number;
}

export type UsageKind = keyof UsageCounts;

export const UNUSED: Readonly<UsageCounts> = {
  futureAppointments: 0,
  schedules: 0,
  rooms: 0,
  resources: 0,
  operations: 0,
};

/** The uses that refuse a delete, in the order the message names them. */
export function refusingUses(usage: Readonly<UsageCounts>): UsageKind[] {
  const named: UsageKind[] = [];
  if (usage.futureAppointments > 0) named.push('futureAppointments');
  if (usage.schedules > 0) named.push('schedules');
  if (usage.rooms > 0) named.push('rooms');
  if (usage.resources > 0) named.push('resources');
  if (usage.operations > 0) named.push('operations');
  return named;
}

/** Where an appointment takes place and what it uses. */
export type Placement = Pick<StoredAppointment, 'locationId' | 'roomId' | 'operationId' | 'resourceIds'>;

/** The appointments that have not started yet at this moment and are not cancelled. */
export function futurePlacements(state: DemoState, now: number): Placement[] {
  return state.appointments.filter(
    (appointment) => appointment.status !== 'cancelled' && Date.parse(appointment.start) >= now,
  );
}

/** A location is used by appointments ahead, availability schedules not yet ended, rooms and resources. */
export function locationUsage(state: DemoState, id: string, now: number): UsageCounts {
  return {
    ...UNUSED,
    futureAppointments: futurePlacements(state, now).filter((placement) => placement.locationId === id)
      .length,
    schedules: schedulesInUseAt(state, id, amsterdamDate(now)),
    rooms: state.rooms.filter((room) => room.locationId === id).length,
    resources: state.resources.filter((resource) => resource.locationId === id).length,
  };
}

export function roomUsage(state: DemoState, id: string, now: number): UsageCounts {
  return {
    ...UNUSED,
    futureAppointments: futurePlacements(state, now).filter((placement) => placement.roomId === id).length,
  };
}

export function resourceUsage(state: DemoState, id: string, now: number): UsageCounts {
  return {
    ...UNUSED,
    futureAppointments: futurePlacements(state, now).filter((placement) => placement.resourceIds.includes(id))
      .length,
  };
}

export function resourceTypeUsage(state: DemoState, id: string): UsageCounts {
  return {
    ...UNUSED,
    rooms: state.rooms.filter((room) => room.resourceTypeIds.includes(id)).length,
    resources: state.resources.filter((resource) => resource.resourceTypeId === id).length,
    operations: state.operations.filter((operation) => operation.resourceTypeIds.includes(id)).length,
  };
}

export function operationUsage(state: DemoState, id: string, now: number): UsageCounts {
  return {
    ...UNUSED,
    futureAppointments: futurePlacements(state, now).filter((placement) => placement.operationId === id)
      .length,
    schedules: schedulesAllowing(state, id, amsterdamDate(now)),
  };
}

const PHRASES: Readonly<Record<UsageKind, readonly [ServerMessage, ServerMessage]>> = {
  futureAppointments: ['usesFutureAppointment', 'usesFutureAppointments'],
  schedules: ['usesSchedule', 'usesSchedules'],
  rooms: ['usesRoom', 'usesRooms'],
  resources: ['usesResource', 'usesResources'],
  operations: ['usesOperation', 'usesOperations'],
};

/** "3 ruimtes, 2 middelen en 1 verrichting" / "3 rooms, 2 resources and 1 operation". */
export function usesText(usage: Readonly<UsageCounts>, language: ServerLanguage): string {
  const parts = refusingUses(usage).map((kind) => {
    const [one, many] = PHRASES[kind];
    return say(usage[kind] === 1 ? one : many, language, { count: usage[kind] });
  });
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} ${say('and', language)} ${parts.at(-1) ?? ''}`;
}

export type InUseSubject = 'location' | 'room' | 'resource' | 'resourceType' | 'operation';

const SUBJECTS: Readonly<Record<InUseSubject, ServerMessage>> = {
  location: 'theLocation',
  room: 'theRoom',
  resource: 'theResource',
  resourceType: 'theResourceType',
  operation: 'theOperation',
};

/**
 * The refusal of a delete while the record is in use, or null when nothing uses it: 409 with the code
 * `in_use`, a message in the request's language naming what uses it, and the counts.
 */
export function refuseWhileInUse(
  c: Ctx,
  subject: InUseSubject,
  label: string,
  usage: UsageCounts,
): Response | null {
  if (refusingUses(usage).length === 0) return null;
  const language = languageFor(c);
  const what = say(SUBJECTS[subject], language, { name: label });
  const message = say('inUse', language, { what, uses: usesText(usage, language) });
  return c.json({ message, code: 'in_use', usage: { ...usage } }, 409);
}
