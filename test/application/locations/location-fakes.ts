import { Temporal } from 'temporal-polyfill';
import type { AdminListQuery } from '../../../src/application/platform/list-query';
import type {
  AddressDetails,
  AddressLookup,
  AddressSuggestion,
  LocationGateway,
  LocationInput,
  OperationChangeImpact,
  OperationGateway,
  OperationInput,
  OperationRequirements,
  Page,
  ResourceInput,
  ResourceTypeGateway,
  ResourceTypeInput,
  RoomInput,
  RoomOverview,
} from '../../../src/application/locations/location-gateway';
import type { GatewayFailure } from '../../../src/application/platform/gateway-failure';
import type {
  Location,
  Operation,
  Resource,
  ResourceType,
  Room,
} from '../../../src/domain/locations/location';
import type { Result } from '../../../src/domain/shared/result';
import { fail, ok } from '../../../src/domain/shared/result';

type Answer<T> = Result<T, GatewayFailure>;

/** A refusal as the HTTP client hands it on: a 422 with field messages, a 409 in use, a 404. */
export const rejected = (
  status: number,
  message: string,
  fieldErrors: Record<string, string[]> = {},
): GatewayFailure => ({ kind: 'rejected', status, message, code: null, fieldErrors, told: false });

export const offline: GatewayFailure = { kind: 'network', told: true };

export const aLocation = (changes: Partial<Location> = {}): Location => ({
  id: 'loc-1',
  name: 'Arbo Agenda Utrecht',
  address: { street: 'Croeselaan', houseNumber: '28', postcode: '3521 CB', city: 'Utrecht' },
  coordinates: { latitude: 52.0857, longitude: 5.1093 },
  phone: '030 123 45 67',
  email: 'utrecht@arbo.example',
  activeFrom: Temporal.PlainDate.from('2019-01-01'),
  activeUntil: null,
  employerBookable: true,
  operationIds: ['op-1', 'op-2'],
  roomCount: 2,
  resourceCount: 1,
  ...changes,
});

export const aRoom = (changes: Partial<Room> = {}): Room => ({
  id: 'room-1',
  locationId: 'loc-1',
  name: 'Spreekkamer 1.01',
  floor: '1',
  capacity: 3,
  wheelchairAccessible: true,
  resourceTypeIds: [],
  active: true,
  ...changes,
});

export const aResource = (changes: Partial<Resource> = {}): Resource => ({
  id: 'res-1',
  locationId: 'loc-1',
  name: 'Audiometer A',
  resourceTypeId: 'type-1',
  assetNumber: 'AU-001',
  roomId: null,
  active: true,
  ...changes,
});

export const aResourceType = (changes: Partial<ResourceType> = {}): ResourceType => ({
  id: 'type-1',
  name: 'Audiometer',
  description: null,
  ...changes,
});

export const anOperation = (changes: Partial<Operation> = {}): Operation => ({
  id: 'op-1',
  name: { nl: 'Spreekuur bedrijfsarts', en: 'Occupational physician consultation' },
  code: 'SPR-BA',
  durationMinutes: 30,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 5,
  roles: ['occupational_physician'],
  needsRoom: true,
  resourceTypeIds: [],
  medical: false,
  employerBookable: true,
  colour: '#1f6feb',
  kind: 'consultation',
  ...changes,
});

const page = <T>(rows: readonly T[]): Answer<Page<T>> => ok({ rows, total: rows.length });

/** Locations, rooms and resources in memory; every call is recorded, every answer can be replaced. */
export class FakeLocationGateway implements LocationGateway {
  readonly calls: string[] = [];
  readonly queries: AdminListQuery[] = [];
  locationList: Location[] = [aLocation()];
  roomList: Room[] = [aRoom()];
  resourceList: Resource[] = [aResource()];
  overview: RoomOverview[] = [];
  saved: unknown[] = [];
  saveAnswer: Answer<Location> | null = null;
  roomAnswer: Answer<Room> | null = null;
  resourceAnswer: Answer<Resource> | null = null;
  deleteAnswer: Answer<void> = ok(undefined);
  /** What setOperations answers, by validateOnly. */
  impact: OperationChangeImpact = { removedOperationIds: [], affectedAppointments: 0 };
  impactAfterConfirm: OperationChangeImpact | null = null;
  operationsAnswer: Answer<OperationChangeImpact> | null = null;
  /** Holds a read until the test lets it go. */
  hold: Promise<void> | null = null;

  async locations(query: AdminListQuery) {
    this.calls.push('locations');
    this.queries.push(query);
    return page(this.locationList);
  }
  async location(id: string) {
    this.calls.push(`location ${id}`);
    if (this.hold) await this.hold;
    const found = this.locationList.find((location) => location.id === id);
    return found ? ok(found) : fail(rejected(404, 'Niet gevonden.'));
  }
  async createLocation(input: LocationInput) {
    this.calls.push('createLocation');
    this.saved.push(input);
    return this.saveAnswer ?? ok(aLocation({ id: 'loc-new', ...input }));
  }
  async updateLocation(id: string, input: LocationInput) {
    this.calls.push(`updateLocation ${id}`);
    this.saved.push(input);
    return this.saveAnswer ?? ok(aLocation({ id, ...input }));
  }
  async deleteLocation(id: string) {
    this.calls.push(`deleteLocation ${id}`);
    return this.deleteAnswer;
  }
  async setOperations(id: string, operationIds: readonly string[], validateOnly: boolean) {
    this.calls.push(
      `setOperations ${id} ${operationIds.join(',')} ${validateOnly ? 'validateOnly' : 'apply'}`,
    );
    if (this.operationsAnswer) return this.operationsAnswer;
    return ok(validateOnly ? this.impact : (this.impactAfterConfirm ?? this.impact));
  }
  async rooms(locationId: string, query: AdminListQuery) {
    this.calls.push(`rooms ${locationId}`);
    this.queries.push(query);
    return page(this.roomList.filter((room) => room.locationId === locationId));
  }
  async room(id: string) {
    this.calls.push(`room ${id}`);
    const found = this.roomList.find((room) => room.id === id);
    return found ? ok(found) : fail(rejected(404, 'Niet gevonden.'));
  }
  async createRoom(locationId: string, input: RoomInput) {
    this.calls.push(`createRoom ${locationId}`);
    this.saved.push(input);
    return this.roomAnswer ?? ok(aRoom({ id: 'room-new', locationId, ...input }));
  }
  async updateRoom(id: string, input: RoomInput) {
    this.calls.push(`updateRoom ${id}`);
    this.saved.push(input);
    return this.roomAnswer ?? ok(aRoom({ id, ...input }));
  }
  async deleteRoom(id: string) {
    this.calls.push(`deleteRoom ${id}`);
    return this.deleteAnswer;
  }
  async roomOverview(date: Temporal.PlainDate) {
    this.calls.push(`roomOverview ${date.toString()}`);
    return ok(this.overview);
  }
  async resources(locationId: string, query: AdminListQuery) {
    this.calls.push(`resources ${locationId}`);
    this.queries.push(query);
    return page(this.resourceList.filter((resource) => resource.locationId === locationId));
  }
  async resource(id: string) {
    this.calls.push(`resource ${id}`);
    const found = this.resourceList.find((resource) => resource.id === id);
    return found ? ok(found) : fail(rejected(404, 'Niet gevonden.'));
  }
  async createResource(locationId: string, input: ResourceInput) {
    this.calls.push(`createResource ${locationId}`);
    this.saved.push(input);
    return this.resourceAnswer ?? ok(aResource({ id: 'res-new', locationId, ...input }));
  }
  async updateResource(id: string, input: ResourceInput) {
    this.calls.push(`updateResource ${id}`);
    this.saved.push(input);
    return this.resourceAnswer ?? ok(aResource({ id, ...input }));
  }
  async deleteResource(id: string) {
    this.calls.push(`deleteResource ${id}`);
    return this.deleteAnswer;
  }
}

export class FakeResourceTypeGateway implements ResourceTypeGateway {
  readonly calls: string[] = [];
  types: ResourceType[] = [aResourceType(), aResourceType({ id: 'type-2', name: 'Spirometer' })];
  saveAnswer: Answer<ResourceType> | null = null;
  deleteAnswer: Answer<void> = ok(undefined);
  readonly saved: ResourceTypeInput[] = [];

  async resourceTypes() {
    this.calls.push('resourceTypes');
    return page(this.types);
  }
  async allResourceTypes() {
    this.calls.push('allResourceTypes');
    return ok(this.types);
  }
  async resourceType(id: string) {
    this.calls.push(`resourceType ${id}`);
    const found = this.types.find((type) => type.id === id);
    return found ? ok(found) : fail(rejected(404, 'Niet gevonden.'));
  }
  async createResourceType(input: ResourceTypeInput) {
    this.calls.push('createResourceType');
    this.saved.push(input);
    return this.saveAnswer ?? ok(aResourceType({ id: 'type-new', ...input }));
  }
  async updateResourceType(id: string, input: ResourceTypeInput) {
    this.calls.push(`updateResourceType ${id}`);
    this.saved.push(input);
    return this.saveAnswer ?? ok(aResourceType({ id, ...input }));
  }
  async deleteResourceType(id: string) {
    this.calls.push(`deleteResourceType ${id}`);
    return this.deleteAnswer;
  }
}

export class FakeOperationGateway implements OperationGateway {
  readonly calls: string[] = [];
  list: Operation[] = [anOperation(), anOperation({ id: 'op-2', code: 'AUDIO', medical: true })];
  saveAnswer: Answer<Operation> | null = null;
  deleteAnswer: Answer<void> = ok(undefined);
  readonly saved: OperationInput[] = [];

  async operations() {
    this.calls.push('operations');
    return page(this.list);
  }
  async allOperations() {
    this.calls.push('allOperations');
    return ok(this.list);
  }
  async operation(id: string) {
    this.calls.push(`operation ${id}`);
    const found = this.list.find((operation) => operation.id === id);
    return found ? ok(found) : fail(rejected(404, 'Niet gevonden.'));
  }
  async createOperation(input: OperationInput) {
    this.calls.push('createOperation');
    this.saved.push(input);
    return this.saveAnswer ?? ok(anOperation({ id: 'op-new', ...input }));
  }
  async updateOperation(id: string, input: OperationInput) {
    this.calls.push(`updateOperation ${id}`);
    this.saved.push(input);
    return this.saveAnswer ?? ok(anOperation({ id, ...input }));
  }
  async deleteOperation(id: string) {
    this.calls.push(`deleteOperation ${id}`);
    return this.deleteAnswer;
  }
  async engine(): Promise<Answer<readonly OperationRequirements[]>> {
    return ok([]);
  }
}

/**
 * The address lookup, answering each call when the test says so (`answer(i, ...)`), so answers can
 * come out of order; a call's signal is kept to see that a newer search aborted it.
 */
export class FakeAddressLookup implements AddressLookup {
  readonly asked: { text: string; signal: AbortSignal | undefined }[] = [];
  private readonly pending: ((answer: Answer<readonly AddressSuggestion[]>) => void)[] = [];
  details_: Answer<AddressDetails> = ok({
    address: { street: 'Catharijnesingel', houseNumber: '47', postcode: '3511gc', city: 'Utrecht' },
    coordinates: { latitude: 52.089, longitude: 5.115 },
  });
  readonly detailsAsked: string[] = [];

  suggestions(text: string, signal?: AbortSignal) {
    this.asked.push({ text, signal });
    return new Promise<Answer<readonly AddressSuggestion[]>>((resolve) => this.pending.push(resolve));
  }

  answer(index: number, suggestions: readonly AddressSuggestion[] | GatewayFailure): void {
    this.pending[index]?.(Array.isArray(suggestions) ? ok(suggestions) : fail(suggestions as GatewayFailure));
  }

  async details(placeId: string) {
    this.detailsAsked.push(placeId);
    return this.details_;
  }
}

export const suggestion = (placeId: string, description: string): AddressSuggestion => ({
  placeId,
  description,
});
