import type { ResourceType } from '../../domain/locations/location';
import type { Result } from '../../domain/shared/result';
import type { GatewayFailure } from '../platform/gateway-failure';
import type { AdminListQuery } from '../platform/list-query';
import type { Page, ResourceTypeGateway } from './location-gateway';
import type { LoadCode } from '../platform/record-refusal';
import { loadWith } from '../platform/record-refusal';

/** Reading resource types: a page of the list, all of them for choices in forms, one for its form. */
export class ListResourceTypes {
  constructor(private readonly types: ResourceTypeGateway) {}

  page(query: AdminListQuery, signal?: AbortSignal): Promise<Result<Page<ResourceType>, GatewayFailure>> {
    return this.types.resourceTypes(query, signal);
  }

  all(signal?: AbortSignal): Promise<Result<readonly ResourceType[], LoadCode>> {
    return loadWith(() => this.types.allResourceTypes(signal));
  }

  byId(id: string, signal?: AbortSignal): Promise<Result<ResourceType, LoadCode>> {
    return loadWith(() => this.types.resourceType(id, signal));
  }
}
