import type { Temporal } from 'temporal-polyfill';
import type {
  Address,
  Coordinates,
  Location,
  Operation,
  OperationKind,
  ProfessionalRole,
  Resource,
  ResourceType,
  Room,
  Bilingual,
} from '../../domain/locations/location';
import type { Result } from '../../domain/shared/result';
import type { GatewayFailure } from '../platform/gateway-failure';
import type { AdminListQuery } from '../platform/list-query';
import { token } from '../platform/token';

export interface Page<T> {
  readonly rows: readonly T[];
  readonly total: number;
}

export interface LocationInput {
  readonly name: string;
  readonly address: Address;
  readonly coordinates: Coordinates | null;
  readonly phone: string | null;
  readonly email: string | null;
  readonly activeFrom: Temporal.PlainDate;
  readonly activeUntil: Temporal.PlainDate | null;
  readonly employerBookable: boolean;
}

export interface RoomInput {
  readonly name: string;
  readonly floor: string | null;
  readonly capacity: number;
  readonly wheelchairAccessible: boolean;
  readonly resourceTypeIds: readonly string[];
  readonly active: boolean;
}

export interface ResourceInput {
  readonly name: string;
  readonly resourceTypeId: string;
  readonly assetNumber: string | null;
  readonly roomId: string | null;
  readonly active: boolean;
}

/** What changing a location's operations would break: future appointments of operations taken away. */
export interface OperationChangeImpact {
  readonly removedOperationIds: readonly string[];
  readonly affectedAppointments: number;
}

/** A booking of a room today, as the room overview shows it (no medical detail). */
export interface RoomBooking {
  readonly start: Temporal.ZonedDateTime;
  readonly end: Temporal.ZonedDateTime;
  /** The operation's name in the user's language, or null where the user may not see it. */
  readonly label: string | null;
}

/** A room with its location and what it is booked for on a day (GET v3/agenda/rooms, /rooms screen). */
export interface RoomOverview {
  readonly room: Room;
  readonly locationName: string;
  readonly bookings: readonly RoomBooking[];
}

export const LocationGateway = token<LocationGateway>('LocationGateway');
/** Locations, their rooms and resources, and the operations they offer (spec section 7). */
export interface LocationGateway {
  /** GET v3/agenda/locations: a page of locations. */
  locations(query: AdminListQuery, signal?: AbortSignal): Promise<Result<Page<Location>, GatewayFailure>>;
  /** GET v3/agenda/locations/{id}. */
  location(id: string, signal?: AbortSignal): Promise<Result<Location, GatewayFailure>>;
  /** POST v3/agenda/locations; a refusal carries the server's messages per field. */
  createLocation(input: LocationInput): Promise<Result<Location, GatewayFailure>>;
  /** PATCH v3/agenda/locations/{id}. */
  updateLocation(id: string, input: LocationInput): Promise<Result<Location, GatewayFailure>>;
  /** DELETE v3/agenda/locations/{id}; refused (409) while anything still uses it. */
  deleteLocation(id: string): Promise<Result<void, GatewayFailure>>;
  /**
   * PATCH v3/agenda/locations/{id}/operations. With validateOnly nothing changes and the answer says
   * what the change would break; without, the change is made.
   */
  setOperations(
    id: string,
    operationIds: readonly string[],
    validateOnly: boolean,
  ): Promise<Result<OperationChangeImpact, GatewayFailure>>;

  /** GET v3/agenda/rooms?filter[location]=: a location's rooms. */
  rooms(
    locationId: string,
    query: AdminListQuery,
    signal?: AbortSignal,
  ): Promise<Result<Page<Room>, GatewayFailure>>;
  room(id: string, signal?: AbortSignal): Promise<Result<Room, GatewayFailure>>;
  createRoom(locationId: string, input: RoomInput): Promise<Result<Room, GatewayFailure>>;
  updateRoom(id: string, input: RoomInput): Promise<Result<Room, GatewayFailure>>;
  deleteRoom(id: string): Promise<Result<void, GatewayFailure>>;
  /** Every room the user may see, with its location and its bookings of the day. */
  roomOverview(
    date: Temporal.PlainDate,
    signal?: AbortSignal,
  ): Promise<Result<readonly RoomOverview[], GatewayFailure>>;

  /** GET v3/agenda/resources?filter[location]=: a location's resources. */
  resources(
    locationId: string,
    query: AdminListQuery,
    signal?: AbortSignal,
  ): Promise<Result<Page<Resource>, GatewayFailure>>;
  resource(id: string, signal?: AbortSignal): Promise<Result<Resource, GatewayFailure>>;
  createResource(locationId: string, input: ResourceInput): Promise<Result<Resource, GatewayFailure>>;
  updateResource(id: string, input: ResourceInput): Promise<Result<Resource, GatewayFailure>>;
  deleteResource(id: string): Promise<Result<void, GatewayFailure>>;
}

export interface ResourceTypeInput {
  readonly name: string;
  readonly description: string | null;
}

export const ResourceTypeGateway = token<ResourceTypeGateway>('ResourceTypeGateway');
/** Resource types: v3/agenda/resource-types (GET, POST, POST /{id} to update, DELETE). */
export interface ResourceTypeGateway {
  resourceTypes(
    query: AdminListQuery,
    signal?: AbortSignal,
  ): Promise<Result<Page<ResourceType>, GatewayFailure>>;
  /** Every resource type at once, for choices in forms (a service has tens, not thousands). */
  allResourceTypes(signal?: AbortSignal): Promise<Result<readonly ResourceType[], GatewayFailure>>;
  resourceType(id: string, signal?: AbortSignal): Promise<Result<ResourceType, GatewayFailure>>;
  createResourceType(input: ResourceTypeInput): Promise<Result<ResourceType, GatewayFailure>>;
  updateResourceType(id: string, input: ResourceTypeInput): Promise<Result<ResourceType, GatewayFailure>>;
  deleteResourceType(id: string): Promise<Result<void, GatewayFailure>>;
}

export interface OperationInput {
  readonly name: Bilingual;
  readonly code: string;
  readonly durationMinutes: number;
  readonly bufferBeforeMinutes: number;
  readonly bufferAfterMinutes: number;
  readonly roles: readonly ProfessionalRole[];
  readonly needsRoom: boolean;
  readonly resourceTypeIds: readonly string[];
  readonly medical: boolean;
  readonly employerBookable: boolean;
  readonly colour: string;
  readonly kind: OperationKind;
}

/** What the planning engine needs to know of an operation (GET v3/operations/engine). */
export interface OperationRequirements {
  readonly operationId: string;
  readonly durationMinutes: number;
  readonly bufferBeforeMinutes: number;
  readonly bufferAfterMinutes: number;
  readonly roles: readonly ProfessionalRole[];
  readonly needsRoom: boolean;
  readonly resourceTypeIds: readonly string[];
  /** The locations that offer it. */
  readonly locationIds: readonly string[];
}

export const OperationGateway = token<OperationGateway>('OperationGateway');
/** Operations: v3/operations (GET, GET /engine, POST, POST /{id} to update, DELETE). */
export interface OperationGateway {
  operations(query: AdminListQuery, signal?: AbortSignal): Promise<Result<Page<Operation>, GatewayFailure>>;
  /** Every operation at once, for choices in forms. */
  allOperations(signal?: AbortSignal): Promise<Result<readonly Operation[], GatewayFailure>>;
  operation(id: string, signal?: AbortSignal): Promise<Result<Operation, GatewayFailure>>;
  createOperation(input: OperationInput): Promise<Result<Operation, GatewayFailure>>;
  updateOperation(id: string, input: OperationInput): Promise<Result<Operation, GatewayFailure>>;
  deleteOperation(id: string): Promise<Result<void, GatewayFailure>>;
  engine(signal?: AbortSignal): Promise<Result<readonly OperationRequirements[], GatewayFailure>>;
}

/** A suggestion of the address lookup while typing. */
export interface AddressSuggestion {
  readonly placeId: string;
  /** One line, as shown in the list: "Catharijnesingel 47, 3511 GC Utrecht". */
  readonly description: string;
}

export interface AddressDetails {
  readonly address: Address;
  readonly coordinates: Coordinates;
}

export const AddressLookup = token<AddressLookup>('AddressLookup');
/** The address lookup: v3/agenda/google-places/suggestions/ and details/{id}. */
export interface AddressLookup {
  suggestions(
    text: string,
    signal?: AbortSignal,
  ): Promise<Result<readonly AddressSuggestion[], GatewayFailure>>;
  details(placeId: string, signal?: AbortSignal): Promise<Result<AddressDetails, GatewayFailure>>;
}
