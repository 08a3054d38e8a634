import type { Room } from '../../domain/locations/location';
import type { Result } from '../../domain/shared/result';
import type { GatewayFailure } from '../platform/gateway-failure';
import type { AdminListQuery } from '../platform/list-query';
import type { LocationGateway, Page } from './location-gateway';
import type { LoadCode } from '../platform/record-refusal';
import { loadWith } from '../platform/record-refusal';

/** Reading the rooms of a location: a page of its list, and one room for its form. */
export class ListRooms {
  constructor(private readonly locations: LocationGateway) {}

  page(
    locationId: string,
    query: AdminListQuery,
    signal?: AbortSignal,
  ): Promise<Result<Page<Room>, GatewayFailure>> {
    return this.locations.rooms(locationId, query, signal);
  }

  byId(id: string, signal?: AbortSignal): Promise<Result<Room, LoadCode>> {
    return loadWith(() => this.locations.room(id, signal));
  }

  /** Every room of the location, for choosing where a resource stands (a location has a handful). */
  async all(locationId: string, signal?: AbortSignal): Promise<Result<readonly Room[], LoadCode>> {
    const answer = await loadWith(() =>
      this.locations.rooms(
        locationId,
        { search: '', sort: { field: 'name', direction: 'asc' }, page: 1, size: 100 },
        signal,
      ),
    );
    return answer.ok ? { ok: true, value: answer.value.rows } : answer;
  }
}
