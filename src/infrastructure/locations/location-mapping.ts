import { Temporal } from 'temporal-polyfill';
import type * as v from 'valibot';
import type { AdminListQuery } from '../../application/platform/list-query';
import type {
  LocationInput,
  OperationInput,
  OperationRequirements,
  ResourceInput,
  ResourceTypeInput,
  RoomInput,
  RoomOverview,
} from '../../application/locations/location-gateway';
import type { ListQuery } from '../../application/platform/list-query';
import type { Location, Operation, Resource, ResourceType, Room } from '../../domain/locations/location';
import { SLOT_TIME_ZONE } from '../../domain/shared/zoned-slot';
import type {
  LocationBody,
  LocationSchema,
  OperationBody,
  OperationEngineSchema,
  OperationSchema,
  ResourceBody,
  ResourceSchema,
  ResourceTypeBody,
  ResourceTypeSchema,
  RoomBody,
  RoomSchema,
  RoomWithBookingsSchema,
} from './location-schemas';

/** The contract's JSON as domain values, and the domain's inputs as the contract's bodies. */

/** Every row of a choice list in one call: the contract's largest page. */
export const ALL_ROWS = 1000;

/** An admin list's page as the backend's query style: filter[search], one sort key, page and size. */
export function listQueryOf(query: AdminListQuery, filter: Readonly<Record<string, string>> = {}): ListQuery {
  const search = query.search.trim();
  return {
    filter: search ? { ...filter, search } : filter,
    ...(query.sort ? { sort: [{ field: query.sort.field, direction: query.sort.direction }] } : {}),
    page: { number: query.page, size: query.size },
  };
}

export const locationOf = (raw: v.InferOutput<typeof LocationSchema>): Location => ({
  ...raw,
  activeFrom: Temporal.PlainDate.from(raw.activeFrom),
  activeUntil: raw.activeUntil === null ? null : Temporal.PlainDate.from(raw.activeUntil),
});

export const locationBodyOf = (input: LocationInput): LocationBody => ({
  name: input.name,
  address: { ...input.address },
  coordinates: input.coordinates ? { ...input.coordinates } : null,
  phone: input.phone,
  email: input.email,
  activeFrom: input.activeFrom.toString(),
  activeUntil: input.activeUntil?.toString() ?? null,
  employerBookable: input.employerBookable,
});

export const roomOf = (raw: v.InferOutput<typeof RoomSchema>): Room => ({
  id: raw.id,
  locationId: raw.locationId,
  name: raw.name,
  floor: raw.floor,
  capacity: raw.capacity,
  wheelchairAccessible: raw.wheelchairAccessible,
  resourceTypeIds: raw.resourceTypeIds,
  active: raw.active,
});

export const roomBodyOf = (input: RoomInput, locationId?: string): RoomBody => ({
  ...(locationId === undefined ? {} : { locationId }),
  name: input.name,
  floor: input.floor,
  capacity: input.capacity,
  wheelchairAccessible: input.wheelchairAccessible,
  resourceTypeIds: [...input.resourceTypeIds],
  active: input.active,
});

const amsterdam = (moment: string): Temporal.ZonedDateTime =>
  Temporal.Instant.from(moment).toZonedDateTimeISO(SLOT_TIME_ZONE);

export const roomOverviewOf = (raw: v.InferOutput<typeof RoomWithBookingsSchema>): RoomOverview => ({
  room: roomOf(raw),
  locationName: raw.location.name,
  bookings: raw.bookings.map((booking) => ({
    start: amsterdam(booking.start),
    end: amsterdam(booking.end),
    label: booking.label,
  })),
});

export const resourceOf = (raw: v.InferOutput<typeof ResourceSchema>): Resource => ({ ...raw });

export const resourceBodyOf = (input: ResourceInput, locationId?: string): ResourceBody => ({
  ...(locationId === undefined ? {} : { locationId }),
  name: input.name,
  resourceTypeId: input.resourceTypeId,
  assetNumber: input.assetNumber,
  roomId: input.roomId,
  active: input.active,
});

export const resourceTypeOf = (raw: v.InferOutput<typeof ResourceTypeSchema>): ResourceType => ({ ...raw });

export const resourceTypeBodyOf = (input: ResourceTypeInput): ResourceTypeBody => ({
  name: input.name,
  description: input.description,
});

export const operationOf = (raw: v.InferOutput<typeof OperationSchema>): Operation => ({ ...raw });

export const operationBodyOf = (input: OperationInput): OperationBody => ({
  name: { nl: input.name.nl, en: input.name.en },
  code: input.code,
  durationMinutes: input.durationMinutes,
  bufferBeforeMinutes: input.bufferBeforeMinutes,
  bufferAfterMinutes: input.bufferAfterMinutes,
  roles: [...input.roles],
  needsRoom: input.needsRoom,
  resourceTypeIds: [...input.resourceTypeIds],
  medical: input.medical,
  employerBookable: input.employerBookable,
  colour: input.colour,
  kind: input.kind,
});

export const requirementsOf = (
  raw: v.InferOutput<typeof OperationEngineSchema>['data'][number],
): OperationRequirements => ({ ...raw });
