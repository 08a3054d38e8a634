import type { Temporal } from 'temporal-polyfill';
import type { AdminListQuery } from '../../application/platform/list-query';
import type {
  LocationGateway,
  LocationInput,
  OperationChangeImpact,
  Page,
  ResourceInput,
  RoomInput,
  RoomOverview,
} from '../../application/locations/location-gateway';
import type { GatewayFailure } from '../../application/platform/gateway-failure';
import type { Location, Resource, Room } from '../../domain/locations/location';
import type { Result } from '../../domain/shared/result';
import { ok } from '../../domain/shared/result';
import type { HttpClient } from '../http/http-client';
import {
  ALL_ROWS,
  listQueryOf,
  locationBodyOf,
  locationOf,
  resourceBodyOf,
  resourceOf,
  roomBodyOf,
  roomOf,
  roomOverviewOf,
} from './location-mapping';
import {
  LocationAnswerSchema,
  LocationPageSchema,
  NoContentSchema,
  OperationChangeAnswerSchema,
  ResourceAnswerSchema,
  ResourcePageSchema,
  RoomAnswerSchema,
  RoomOverviewPageSchema,
  RoomPageSchema,
} from './location-schemas';

const LOCATIONS = '/v3/agenda/locations';
const ROOMS = '/v3/agenda/rooms';
const RESOURCES = '/v3/agenda/resources';

const pageFrom = <J, T>(
  answer: { data: readonly J[]; meta: { total: number } },
  map: (row: J) => T,
): Page<T> => ({
  rows: answer.data.map(map),
  total: answer.meta.total,
});

/**
 * Locations, their rooms and resources over HTTP (spec section 7). Reads pass the caller's signal;
 * writes are quiet, so a refusal (403, 404, 409 in use, 422 with field errors) comes back untold and
 * the screen shows it, next to its fields where it has any. The client still tells network faults and
 * malformed answers, and a 401 still ends the session.
 */
export class HttpLocationGateway implements LocationGateway {
  constructor(private readonly http: HttpClient) {}

  async locations(
    query: AdminListQuery,
    signal?: AbortSignal,
  ): Promise<Result<Page<Location>, GatewayFailure>> {
    const answer = await this.http.request(LocationPageSchema, {
      method: 'GET',
      path: LOCATIONS,
      query: listQueryOf(query),
      signal,
    });
    return answer.ok ? ok(pageFrom(answer.value, locationOf)) : answer;
  }

  async location(id: string, signal?: AbortSignal): Promise<Result<Location, GatewayFailure>> {
    const answer = await this.http.request(LocationAnswerSchema, {
      method: 'GET',
      // The screen shows a missing or refused record itself, so no toast repeats it.
      quiet: true,
      path: `${LOCATIONS}/${encodeURIComponent(id)}`,
      signal,
    });
    return answer.ok ? ok(locationOf(answer.value.data)) : answer;
  }

  async createLocation(input: LocationInput): Promise<Result<Location, GatewayFailure>> {
    const answer = await this.http.request(LocationAnswerSchema, {
      method: 'POST',
      path: LOCATIONS,
      body: locationBodyOf(input),
      quiet: true,
    });
    return answer.ok ? ok(locationOf(answer.value.data)) : answer;
  }

  async updateLocation(id: string, input: LocationInput): Promise<Result<Location, GatewayFailure>> {
    const answer = await this.http.request(LocationAnswerSchema, {
      method: 'PATCH',
      path: `${LOCATIONS}/${encodeURIComponent(id)}`,
      body: locationBodyOf(input),
      quiet: true,
    });
    return answer.ok ? ok(locationOf(answer.value.data)) : answer;
  }

  async deleteLocation(id: string): Promise<Result<void, GatewayFailure>> {
    return this.remove(`${LOCATIONS}/${encodeURIComponent(id)}`);
  }

  async setOperations(
    id: string,
    operationIds: readonly string[],
    validateOnly: boolean,
  ): Promise<Result<OperationChangeImpact, GatewayFailure>> {
    const answer = await this.http.request(OperationChangeAnswerSchema, {
      method: 'PATCH',
      path: `${LOCATIONS}/${encodeURIComponent(id)}/operations`,
      params: { validateOnly },
      body: { operationIds: [...operationIds] },
      quiet: true,
    });
    if (!answer.ok) return answer;
    const { removedOperationIds, affectedAppointments } = answer.value.data;
    return ok({ removedOperationIds, affectedAppointments });
  }

  async rooms(
    locationId: string,
    query: AdminListQuery,
    signal?: AbortSignal,
  ): Promise<Result<Page<Room>, GatewayFailure>> {
    const answer = await this.http.request(RoomPageSchema, {
      method: 'GET',
      path: ROOMS,
      query: listQueryOf(query, { location: locationId }),
      signal,
    });
    return answer.ok ? ok(pageFrom(answer.value, roomOf)) : answer;
  }

  async room(id: string, signal?: AbortSignal): Promise<Result<Room, GatewayFailure>> {
    const answer = await this.http.request(RoomAnswerSchema, {
      method: 'GET',
      // The screen shows a missing or refused record itself, so no toast repeats it.
      quiet: true,
      path: `${ROOMS}/${encodeURIComponent(id)}`,
      signal,
    });
    return answer.ok ? ok(roomOf(answer.value.data)) : answer;
  }

  async createRoom(locationId: string, input: RoomInput): Promise<Result<Room, GatewayFailure>> {
    const answer = await this.http.request(RoomAnswerSchema, {
      method: 'POST',
      path: ROOMS,
      body: roomBodyOf(input, locationId),
      quiet: true,
    });
    return answer.ok ? ok(roomOf(answer.value.data)) : answer;
  }

  async updateRoom(id: string, input: RoomInput): Promise<Result<Room, GatewayFailure>> {
    const answer = await this.http.request(RoomAnswerSchema, {
      method: 'PATCH',
      path: `${ROOMS}/${encodeURIComponent(id)}`,
      body: roomBodyOf(input),
      quiet: true,
    });
    return answer.ok ? ok(roomOf(answer.value.data)) : answer;
  }

  async deleteRoom(id: string): Promise<Result<void, GatewayFailure>> {
    return this.remove(`${ROOMS}/${encodeURIComponent(id)}`);
  }

  async roomOverview(
    date: Temporal.PlainDate,
    signal?: AbortSignal,
  ): Promise<Result<readonly RoomOverview[], GatewayFailure>> {
    const answer = await this.http.request(RoomOverviewPageSchema, {
      method: 'GET',
      path: ROOMS,
      query: {
        include: ['location', 'bookings'],
        filter: { date: date.toString() },
        sort: [
          { field: 'location', direction: 'asc' },
          { field: 'name', direction: 'asc' },
        ],
        page: { number: 1, size: ALL_ROWS },
      },
      signal,
    });
    return answer.ok ? ok(answer.value.data.map(roomOverviewOf)) : answer;
  }

  async resources(
    locationId: string,
    query: AdminListQuery,
    signal?: AbortSignal,
  ): Promise<Result<Page<Resource>, GatewayFailure>> {
    const answer = await this.http.request(ResourcePageSchema, {
      method: 'GET',
      path: RESOURCES,
      query: listQueryOf(query, { location: locationId }),
      signal,
    });
    return answer.ok ? ok(pageFrom(answer.value, resourceOf)) : answer;
  }

  async resource(id: string, signal?: AbortSignal): Promise<Result<Resource, GatewayFailure>> {
    const answer = await this.http.request(ResourceAnswerSchema, {
      method: 'GET',
      // The screen shows a missing or refused record itself, so no toast repeats it.
      quiet: true,
      path: `${RESOURCES}/${encodeURIComponent(id)}`,
      signal,
    });
    return answer.ok ? ok(resourceOf(answer.value.data)) : answer;
  }

  async createResource(locationId: string, input: ResourceInput): Promise<Result<Resource, GatewayFailure>> {
    const answer = await this.http.request(ResourceAnswerSchema, {
      method: 'POST',
      path: RESOURCES,
      body: resourceBodyOf(input, locationId),
      quiet: true,
    });
    return answer.ok ? ok(resourceOf(answer.value.data)) : answer;
  }

  async updateResource(id: string, input: ResourceInput): Promise<Result<Resource, GatewayFailure>> {
    const answer = await this.http.request(ResourceAnswerSchema, {
      method: 'PATCH',
      path: `${RESOURCES}/${encodeURIComponent(id)}`,
      body: resourceBodyOf(input),
      quiet: true,
    });
    return answer.ok ? ok(resourceOf(answer.value.data)) : answer;
  }

  async deleteResource(id: string): Promise<Result<void, GatewayFailure>> {
    return this.remove(`${RESOURCES}/${encodeURIComponent(id)}`);
  }

  private async remove(path: string): Promise<Result<void, GatewayFailure>> {
    const answer = await this.http.request(NoContentSchema, { method: 'DELETE', path, quiet: true });
    return answer.ok ? ok(undefined) : answer;
  }
}
