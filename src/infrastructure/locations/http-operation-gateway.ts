import type { AdminListQuery } from '../../application/platform/list-query';
import type {
  OperationGateway,
  OperationInput,
  OperationRequirements,
  Page,
} from '../../application/locations/location-gateway';
import type { GatewayFailure } from '../../application/platform/gateway-failure';
import type { Operation } from '../../domain/locations/location';
import type { Result } from '../../domain/shared/result';
import { ok } from '../../domain/shared/result';
import type { HttpClient } from '../http/http-client';
import { ALL_ROWS, listQueryOf, operationBodyOf, operationOf, requirementsOf } from './location-mapping';
import {
  NoContentSchema,
  OperationAnswerSchema,
  OperationEngineSchema,
  OperationPageSchema,
} from './location-schemas';

const OPERATIONS = '/v3/operations';

/**
 * Operations over HTTP: GET, GET /engine, POST to create, POST /{id} to update, DELETE /{id}. An
 * employer user gets a medical operation without its name and code (both null).
 */
export class HttpOperationGateway implements OperationGateway {
  constructor(private readonly http: HttpClient) {}

  async operations(
    query: AdminListQuery,
    signal?: AbortSignal,
  ): Promise<Result<Page<Operation>, GatewayFailure>> {
    const answer = await this.http.request(OperationPageSchema, {
      method: 'GET',
      path: OPERATIONS,
      query: listQueryOf(query),
      signal,
    });
    if (!answer.ok) return answer;
    return ok({ rows: answer.value.data.map(operationOf), total: answer.value.meta.total });
  }

  async allOperations(signal?: AbortSignal): Promise<Result<readonly Operation[], GatewayFailure>> {
    const answer = await this.http.request(OperationPageSchema, {
      method: 'GET',
      path: OPERATIONS,
      query: { sort: [{ field: 'name', direction: 'asc' }], page: { number: 1, size: ALL_ROWS } },
      signal,
    });
    return answer.ok ? ok(answer.value.data.map(operationOf)) : answer;
  }

  async operation(id: string, signal?: AbortSignal): Promise<Result<Operation, GatewayFailure>> {
    const answer = await this.http.request(OperationAnswerSchema, {
      method: 'GET',
      // The screen shows a missing or refused record itself, so no toast repeats it.
      quiet: true,
      path: `${OPERATIONS}/${encodeURIComponent(id)}`,
      signal,
    });
    return answer.ok ? ok(operationOf(answer.value.data)) : answer;
  }

  async createOperation(input: OperationInput): Promise<Result<Operation, GatewayFailure>> {
    const answer = await this.http.request(OperationAnswerSchema, {
      method: 'POST',
      path: OPERATIONS,
      body: operationBodyOf(input),
      quiet: true,
    });
    return answer.ok ? ok(operationOf(answer.value.data)) : answer;
  }

  async updateOperation(id: string, input: OperationInput): Promise<Result<Operation, GatewayFailure>> {
    const answer = await this.http.request(OperationAnswerSchema, {
      method: 'POST',
      path: `${OPERATIONS}/${encodeURIComponent(id)}`,
      body: operationBodyOf(input),
      quiet: true,
    });
    return answer.ok ? ok(operationOf(answer.value.data)) : answer;
  }

  async deleteOperation(id: string): Promise<Result<void, GatewayFailure>> {
    const answer = await this.http.request(NoContentSchema, {
      method: 'DELETE',
      path: `${OPERATIONS}/${encodeURIComponent(id)}`,
      quiet: true,
    });
    return answer.ok ? ok(undefined) : answer;
  }

  async engine(signal?: AbortSignal): Promise<Result<readonly OperationRequirements[], GatewayFailure>> {
    const answer = await this.http.request(OperationEngineSchema, {
      method: 'GET',
      path: `${OPERATIONS}/engine`,
      signal,
    });
    return answer.ok ? ok(answer.value.data.map(requirementsOf)) : answer;
  }
}
