import type { Operation } from '../../domain/locations/location';
import type { Result } from '../../domain/shared/result';
import type { Notifier } from '../platform/notifier';
import type { OperationGateway } from './location-gateway';
import type { DeleteRefusal } from '../platform/record-refusal';
import { deleteWith } from '../platform/record-refusal';

/** Deleting an operation; refused while future appointments or schedules use it. */
export class DeleteOperation {
  constructor(
    private readonly operations: OperationGateway,
    private readonly notifier: Notifier,
  ) {}

  execute(
    operation: Pick<Operation, 'id'> & { readonly name: string },
  ): Promise<Result<void, DeleteRefusal>> {
    return deleteWith(() => this.operations.deleteOperation(operation.id), this.notifier, operation.name);
  }
}
