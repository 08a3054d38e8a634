import * as v from 'valibot';
import { OPERATION_KINDS, PROFESSIONAL_ROLES } from '../../domain/locations/location';
import type {
  LocationField,
  OperationField,
  ResourceField,
  ResourceTypeField,
  RoomField,
} from '../../domain/locations/location-rules';
import { CalendarDateSchema, TimestampSchema } from '../http/temporal-schemas';

/**
 * The written contract of the calls of spec section 7, "Locations, rooms, resources" and "Operations".
 * The spec shows only the paths; these shapes are what the back office answers and what it is sent,
 * and the demo backend answers exactly this. Dates are ISO dates (YYYY-MM-DD, Europe/Amsterdam),
 * moments ISO timestamps, ids UUIDs. All paths are under /api/external.
 *
 * Lists take the query style of spec section 7 (filter[x], sort with - for descending, page[number],
 * page[size]; size at most 1000) and answer `{ data, meta: { total, page, pageSize } }`; one record
 * is `{ data }`. Errors use the one error body (http/error-body.ts):
 * - 401 `unauthenticated`, 403 `forbidden` (the permission named below is missing), 404 `not_found`;
 * - 422 `validation_failed` with `errors: { field: [messages] }`, the messages in the request's language
 *   (Accept-Language), under the field names of the domain's rules (`*_ERROR_FIELDS` below), so a form
 *   shows each next to its own field; a bad query parameter is named as sent (`filter[location]`);
 * - 409 `in_use` on a delete while something still uses the record: the message says what uses it and
 *   `usage` counts it (InUseBodySchema).
 * A delete answers 204 without a body. Every write leaves an entry in the back office's audit log.
 */

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));
const Minutes = v.pipe(v.number(), v.integer(), v.minValue(0));
const Colour = v.pipe(v.string(), v.regex(/^#[0-9a-fA-F]{6}$/));

const PageMetaSchema = v.object({
  total: Count,
  page: v.pipe(v.number(), v.integer(), v.minValue(1)),
  pageSize: v.pipe(v.number(), v.integer(), v.minValue(1)),
});

const pageOf = <S extends v.GenericSchema>(row: S) => v.object({ data: v.array(row), meta: PageMetaSchema });
const answerOf = <S extends v.GenericSchema>(record: S) => v.object({ data: record });

/** A domain rule's fields, spelled out once; the compiler checks the list is complete and exact. */
const fieldsOf = <F extends string>(fields: Record<F, true>): F[] => Object.keys(fields) as F[];

/** The field names a refused form's `errors` use, per form: the domain's, then what only a server knows. */
export const LOCATION_ERROR_FIELDS: readonly string[] = [
  ...fieldsOf<LocationField>({
    name: true,
    street: true,
    houseNumber: true,
    postcode: true,
    city: true,
    phone: true,
    email: true,
    activeFrom: true,
    activeUntil: true,
  }),
  'coordinates',
  'employerBookable',
];
export const ROOM_ERROR_FIELDS: readonly string[] = [
  ...fieldsOf<RoomField>({ name: true, floor: true, capacity: true }),
  'locationId',
  'resourceTypeIds',
  'wheelchairAccessible',
  'active',
];
export const RESOURCE_ERROR_FIELDS: readonly string[] = [
  ...fieldsOf<ResourceField>({ name: true, resourceType: true, assetNumber: true }),
  'locationId',
  'roomId',
  'active',
];
export const RESOURCE_TYPE_ERROR_FIELDS: readonly string[] = fieldsOf<ResourceTypeField>({
  name: true,
  description: true,
});
/** A code already in use is refused under `code`. */
export const OPERATION_ERROR_FIELDS: readonly string[] = [
  ...fieldsOf<OperationField>({
    nameNl: true,
    nameEn: true,
    code: true,
    duration: true,
    bufferBefore: true,
    bufferAfter: true,
    roles: true,
    colour: true,
  }),
  'resourceTypeIds',
  'needsRoom',
  'medical',
  'employerBookable',
  'kind',
];

// ---------------------------------------------------------------------------------------------------
// Locations: v3/agenda/locations (manage_locations)

export const AddressSchema = v.object({
  street: v.string(),
  /** With any addition: "12", "12a", "12-3". */
  houseNumber: v.string(),
  /** Written `1234 AB`. */
  postcode: v.string(),
  city: v.string(),
});

export const CoordinatesSchema = v.object({
  latitude: v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
  longitude: v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
});

export const LocationSchema = v.object({
  id: v.string(),
  name: v.string(),
  address: AddressSchema,
  coordinates: v.nullable(CoordinatesSchema),
  phone: v.nullable(v.string()),
  email: v.nullable(v.string()),
  activeFrom: CalendarDateSchema,
  activeUntil: v.nullable(CalendarDateSchema),
  employerBookable: v.boolean(),
  /** The operations offered here (PATCH /{id}/operations changes them). */
  operationIds: v.array(v.string()),
  roomCount: Count,
  resourceCount: Count,
});

/**
 * GET v3/agenda/locations: filter[search] (name, street, postcode or city; case and accents ignored),
 * sort name | city | postcode | activeFrom | activeUntil (default name), paged.
 */
export const LOCATION_SORTS = ['name', 'city', 'postcode', 'activeFrom', 'activeUntil'] as const;
export const LocationPageSchema = pageOf(LocationSchema);
/** GET /{id}; POST (201) and PATCH /{id} answer the record as saved (postcode written `1234 AB`). */
export const LocationAnswerSchema = answerOf(LocationSchema);

/**
 * POST v3/agenda/locations and PATCH v3/agenda/locations/{id}. A PATCH may leave fields out (they keep
 * their value); blank phone and e-mail are saved as null. `operationIds` are not changed here.
 */
export interface LocationBody {
  readonly name: string;
  readonly address: v.InferOutput<typeof AddressSchema>;
  readonly coordinates: v.InferOutput<typeof CoordinatesSchema> | null;
  readonly phone: string | null;
  readonly email: string | null;
  readonly activeFrom: string;
  readonly activeUntil: string | null;
  readonly employerBookable: boolean;
}

/**
 * PATCH v3/agenda/locations/{id}/operations?validateOnly=true|false with `{ operationIds: [...] }`:
 * the operations the location offers from now on. With validateOnly=true nothing changes and the answer
 * says what the change would break (future appointments of the operations taken away); with false the
 * change is made (it is not refused for those appointments: they keep their place until replanned) and
 * the same is answered. Unknown ids are a 422 under `operationIds`.
 */
export interface LocationOperationsBody {
  readonly operationIds: readonly string[];
}
export const OperationChangeAnswerSchema = answerOf(
  v.object({
    removedOperationIds: v.array(v.string()),
    addedOperationIds: v.array(v.string()),
    affectedAppointments: Count,
    /** False for validateOnly: nothing was changed. */
    applied: v.boolean(),
  }),
);

// ---------------------------------------------------------------------------------------------------
// Rooms: v3/agenda/rooms (read: view_rooms, manage_rooms or manage_locations; write: manage_rooms)

export const RoomSchema = v.object({
  id: v.string(),
  locationId: v.string(),
  name: v.string(),
  floor: v.nullable(v.string()),
  capacity: v.pipe(v.number(), v.integer(), v.minValue(1)),
  wheelchairAccessible: v.boolean(),
  resourceTypeIds: v.array(v.string()),
  active: v.boolean(),
});

/**
 * GET v3/agenda/rooms: filter[location] (a location id; without it, every room), filter[search] (name
 * or floor), filter[active] (true|false), sort name | floor | capacity | location (default location,
 * then name), paged. GET /{id} answers one.
 */
export const ROOM_SORTS = ['name', 'floor', 'capacity', 'location'] as const;
export const RoomPageSchema = pageOf(RoomSchema);
export const RoomAnswerSchema = answerOf(RoomSchema);

/**
 * A room's appointment on the day asked for. The label is the operation's name in the request's
 * language, or null where the caller may not know it (a medical operation, for anyone who is not a
 * medical professional) or where the appointment has no operation.
 */
export const RoomBookingSchema = v.object({
  start: TimestampSchema,
  end: TimestampSchema,
  label: v.nullable(v.string()),
});

/**
 * The room overview (/rooms): GET v3/agenda/rooms?include=location,bookings&filter[date]=YYYY-MM-DD,
 * with the list's other filters and sorts. `include=location` adds the location's id and name,
 * `include=bookings` the room's appointments that start on that Amsterdam day, by start; filter[date]
 * is required with bookings.
 */
export const RoomWithBookingsSchema = v.object({
  ...RoomSchema.entries,
  location: v.object({ id: v.string(), name: v.string() }),
  bookings: v.array(RoomBookingSchema),
});
export const RoomOverviewPageSchema = pageOf(RoomWithBookingsSchema);

/** POST v3/agenda/rooms (with `locationId`) and PATCH v3/agenda/rooms/{id} (without; fields may be left out). */
export interface RoomBody {
  readonly locationId?: string;
  readonly name: string;
  readonly floor: string | null;
  readonly capacity: number;
  readonly wheelchairAccessible: boolean;
  readonly resourceTypeIds: readonly string[];
  readonly active: boolean;
}

// ---------------------------------------------------------------------------------------------------
// Resources: v3/agenda/resources (manage_locations)

export const ResourceSchema = v.object({
  id: v.string(),
  locationId: v.string(),
  name: v.string(),
  resourceTypeId: v.string(),
  assetNumber: v.nullable(v.string()),
  /** The room of the same location it usually stands in. */
  roomId: v.nullable(v.string()),
  active: v.boolean(),
});

/**
 * GET v3/agenda/resources: filter[location], filter[resourceType], filter[search] (name or asset
 * number), filter[active], sort name | assetNumber | resourceType (default name), paged. GET /{id}.
 */
export const RESOURCE_SORTS = ['name', 'assetNumber', 'resourceType'] as const;
export const ResourcePageSchema = pageOf(ResourceSchema);
export const ResourceAnswerSchema = answerOf(ResourceSchema);

/** POST v3/agenda/resources (with `locationId`) and PATCH v3/agenda/resources/{id}. */
export interface ResourceBody {
  readonly locationId?: string;
  readonly name: string;
  readonly resourceTypeId: string;
  readonly assetNumber: string | null;
  readonly roomId: string | null;
  readonly active: boolean;
}

// ---------------------------------------------------------------------------------------------------
// Resource types: v3/agenda/resource-types (read: manage_resource_types, manage_locations, manage_rooms
// or manage_operations, whose forms choose them; write: manage_resource_types)

export const ResourceTypeSchema = v.object({
  id: v.string(),
  name: v.string(),
  description: v.nullable(v.string()),
});

/** GET v3/agenda/resource-types: filter[search] (name or description), sort name, paged. GET /{id}. */
export const RESOURCE_TYPE_SORTS = ['name'] as const;
export const ResourceTypePageSchema = pageOf(ResourceTypeSchema);
export const ResourceTypeAnswerSchema = answerOf(ResourceTypeSchema);

/** POST v3/agenda/resource-types to create (201), POST v3/agenda/resource-types/{id} to update. */
export interface ResourceTypeBody {
  readonly name: string;
  readonly description: string | null;
}

// ---------------------------------------------------------------------------------------------------
// Operations: v3/operations (read: anyone who plans, manages locations or operations, or an employer
// user; write: manage_operations)

export const ProfessionalRoleSchema = v.picklist(PROFESSIONAL_ROLES);

/**
 * An operation. To an employer user (user type employer) a medical operation comes with `name: null`
 * and `code: null`: the back office never sends them. Nothing else is ever null.
 */
export const OperationSchema = v.pipe(
  v.object({
    id: v.string(),
    name: v.nullable(v.object({ nl: v.string(), en: v.string() })),
    code: v.nullable(v.string()),
    durationMinutes: v.pipe(v.number(), v.integer(), v.minValue(1)),
    bufferBeforeMinutes: Minutes,
    bufferAfterMinutes: Minutes,
    roles: v.array(ProfessionalRoleSchema),
    needsRoom: v.boolean(),
    resourceTypeIds: v.array(v.string()),
    medical: v.boolean(),
    employerBookable: v.boolean(),
    colour: Colour,
    /** Its neutral kind (OPERATION_KINDS), named to every internal reader where the operation is withheld. */
    kind: v.picklist(OPERATION_KINDS),
  }),
  v.check(
    (operation) =>
      (operation.name === null) === (operation.code === null) &&
      (operation.medical || operation.name !== null),
    'Only a medical operation is sent without its name and code, and then without both.',
  ),
);

/**
 * GET v3/operations: filter[search] (either name or the code), filter[medical], filter[employerBookable]
 * (true|false), sort name (in the request's language) | code | durationMinutes (default name), paged.
 * GET /{id} answers one.
 */
export const OPERATION_SORTS = ['name', 'code', 'durationMinutes'] as const;
export const OperationPageSchema = pageOf(OperationSchema);
export const OperationAnswerSchema = answerOf(OperationSchema);

/** POST v3/operations to create (201), POST v3/operations/{id} to update. `code` is unique. */
export interface OperationBody {
  readonly name: { readonly nl: string; readonly en: string };
  readonly code: string;
  readonly durationMinutes: number;
  readonly bufferBeforeMinutes: number;
  readonly bufferAfterMinutes: number;
  readonly roles: readonly string[];
  readonly needsRoom: boolean;
  readonly resourceTypeIds: readonly string[];
  readonly medical: boolean;
  readonly employerBookable: boolean;
  readonly colour: string;
  readonly kind: string;
}

/** GET v3/operations/engine: what the planning engine needs of every operation, no names. */
export const OperationEngineSchema = v.object({
  data: v.array(
    v.object({
      operationId: v.string(),
      durationMinutes: v.pipe(v.number(), v.integer(), v.minValue(1)),
      bufferBeforeMinutes: Minutes,
      bufferAfterMinutes: Minutes,
      roles: v.array(ProfessionalRoleSchema),
      needsRoom: v.boolean(),
      resourceTypeIds: v.array(v.string()),
      /** The active locations that offer it. */
      locationIds: v.array(v.string()),
    }),
  ),
});

// ---------------------------------------------------------------------------------------------------
// Deletes

/** DELETE of a location, room, resource, resource type or operation: 204 without a body. */
export const NoContentSchema = v.null();

export const UsageSchema = v.object({
  futureAppointments: Count,
  schedules: Count,
  rooms: Count,
  resources: Count,
  operations: Count,
});

/**
 * 409 on DELETE of a location, room, resource, resource type or operation that is still in use: what
 * uses it, counted as the domain's Usage (deletion.ts), and a message that names them, e.g. "De locatie
 * "Utrecht" kan niet worden verwijderd: nog in gebruik bij 4 ruimtes en 6 middelen."
 */
export const InUseBodySchema = v.object({
  message: v.string(),
  code: v.literal('in_use'),
  usage: UsageSchema,
});

// ---------------------------------------------------------------------------------------------------
// Address lookup (manage_locations)

/**
 * GET v3/agenda/google-places/suggestions/?input=...: at most five addresses whose street, postcode or
 * city match every word typed (case and accents ignored); fewer than two characters answer none.
 */
export const AddressSuggestionsSchema = v.object({
  data: v.array(v.object({ placeId: v.string(), description: v.string() })),
});

/** GET v3/agenda/google-places/details/{placeId}: the address and its coordinates; 404 when unknown. */
export const AddressDetailsSchema = v.object({
  data: v.object({ address: AddressSchema, coordinates: CoordinatesSchema }),
});
