import type { Location } from '../../domain/locations/location';
import type { Result } from '../../domain/shared/result';
import type { GatewayFailure } from '../platform/gateway-failure';
import type { AdminListQuery } from '../platform/list-query';
import type { LocationGateway, Page } from './location-gateway';
import type { LoadCode } from '../platform/record-refusal';
import { loadWith } from '../platform/record-refusal';

/** Reading locations: a page of the list, and one location for its screen and its sub-screens. */
export class ListLocations {
  constructor(private readonly locations: LocationGateway) {}

  page(query: AdminListQuery, signal?: AbortSignal): Promise<Result<Page<Location>, GatewayFailure>> {
    return this.locations.locations(query, signal);
  }

  byId(id: string, signal?: AbortSignal): Promise<Result<Location, LoadCode>> {
    return loadWith(() => this.locations.location(id, signal));
  }
}
