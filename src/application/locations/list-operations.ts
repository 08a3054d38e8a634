import type { Operation } from '../../domain/locations/location';
import type { Result } from '../../domain/shared/result';
import type { GatewayFailure } from '../platform/gateway-failure';
import type { AdminListQuery } from '../platform/list-query';
import type { OperationGateway, Page } from './location-gateway';
import type { LoadCode } from '../platform/record-refusal';
import { loadWith } from '../platform/record-refusal';

/** Reading operations: a page of the list, all of them for a location's choice, one for its form. */
export class ListOperations {
  constructor(private readonly operations: OperationGateway) {}

  page(query: AdminListQuery, signal?: AbortSignal): Promise<Result<Page<Operation>, GatewayFailure>> {
    return this.operations.operations(query, signal);
  }

  all(signal?: AbortSignal): Promise<Result<readonly Operation[], LoadCode>> {
    return loadWith(() => this.operations.allOperations(signal));
  }

  byId(id: string, signal?: AbortSignal): Promise<Result<Operation, LoadCode>> {
    return loadWith(() => this.operations.operation(id, signal));
  }
}
