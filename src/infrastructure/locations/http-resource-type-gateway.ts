import type { AdminListQuery } from '../../application/platform/list-query';
import type {
  Page,
  ResourceTypeGateway,
  ResourceTypeInput,
} from '../../application/locations/location-gateway';
import type { GatewayFailure } from '../../application/platform/gateway-failure';
import type { ResourceType } from '../../domain/locations/location';
import type { Result } from '../../domain/shared/result';
import { ok } from '../../domain/shared/result';
import type { HttpClient } from '../http/http-client';
import { ALL_ROWS, listQueryOf, resourceTypeBodyOf, resourceTypeOf } from './location-mapping';
import { NoContentSchema, ResourceTypeAnswerSchema, ResourceTypePageSchema } from './location-schemas';

const RESOURCE_TYPES = '/v3/agenda/resource-types';

/** Resource types over HTTP: GET, POST to create, POST /{id} to update, DELETE /{id}. */
export class HttpResourceTypeGateway implements ResourceTypeGateway {
  constructor(private readonly http: HttpClient) {}

  async resourceTypes(
    query: AdminListQuery,
    signal?: AbortSignal,
  ): Promise<Result<Page<ResourceType>, GatewayFailure>> {
    const answer = await this.http.request(ResourceTypePageSchema, {
      method: 'GET',
      path: RESOURCE_TYPES,
      query: listQueryOf(query),
      signal,
    });
    if (!answer.ok) return answer;
    return ok({ rows: answer.value.data.map(resourceTypeOf), total: answer.value.meta.total });
  }

  async allResourceTypes(signal?: AbortSignal): Promise<Result<readonly ResourceType[], GatewayFailure>> {
    const answer = await this.http.request(ResourceTypePageSchema, {
      method: 'GET',
      path: RESOURCE_TYPES,
      query: { sort: [{ field: 'name', direction: 'asc' }], page: { number: 1, size: ALL_ROWS } },
      signal,
    });
    return answer.ok ? ok(answer.value.data.map(resourceTypeOf)) : answer;
  }

  async resourceType(id: string, signal?: AbortSignal): Promise<Result<ResourceType, GatewayFailure>> {
    const answer = await this.http.request(ResourceTypeAnswerSchema, {
      method: 'GET',
      // The screen shows a missing or refused record itself, so no toast repeats it.
      quiet: true,
      path: `${RESOURCE_TYPES}/${encodeURIComponent(id)}`,
      signal,
    });
    return answer.ok ? ok(resourceTypeOf(answer.value.data)) : answer;
  }

  async createResourceType(input: ResourceTypeInput): Promise<Result<ResourceType, GatewayFailure>> {
    const answer = await this.http.request(ResourceTypeAnswerSchema, {
      method: 'POST',
      path: RESOURCE_TYPES,
      body: resourceTypeBodyOf(input),
      quiet: true,
    });
    return answer.ok ? ok(resourceTypeOf(answer.value.data)) : answer;
  }

  async updateResourceType(
    id: string,
    input: ResourceTypeInput,
  ): Promise<Result<ResourceType, GatewayFailure>> {
    const answer = await this.http.request(ResourceTypeAnswerSchema, {
      method: 'POST',
      path: `${RESOURCE_TYPES}/${encodeURIComponent(id)}`,
      body: resourceTypeBodyOf(input),
      quiet: true,
    });
    return answer.ok ? ok(resourceTypeOf(answer.value.data)) : answer;
  }

  async deleteResourceType(id: string): Promise<Result<void, GatewayFailure>> {
    const answer = await this.http.request(NoContentSchema, {
      method: 'DELETE',
      path: `${RESOURCE_TYPES}/${encodeURIComponent(id)}`,
      quiet: true,
    });
    return answer.ok ? ok(undefined) : answer;
  }
}
