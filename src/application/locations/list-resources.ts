import type { Resource } from '../../domain/locations/location';
import type { Result } from '../../domain/shared/result';
import type { GatewayFailure } from '../platform/gateway-failure';
import type { AdminListQuery } from '../platform/list-query';
import type { LocationGateway, Page } from './location-gateway';
import type { LoadCode } from '../platform/record-refusal';
import { loadWith } from '../platform/record-refusal';

/** Reading the resources of a location: a page of its list, and one resource for its form. */
export class ListResources {
  constructor(private readonly locations: LocationGateway) {}

  page(
    locationId: string,
    query: AdminListQuery,
    signal?: AbortSignal,
  ): Promise<Result<Page<Resource>, GatewayFailure>> {
    return this.locations.resources(locationId, query, signal);
  }

  byId(id: string, signal?: AbortSignal): Promise<Result<Resource, LoadCode>> {
    return loadWith(() => this.locations.resource(id, signal));
  }
}
