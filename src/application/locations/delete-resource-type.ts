import type { ResourceType } from '../../domain/locations/location';
import type { Result } from '../../domain/shared/result';
import type { Notifier } from '../platform/notifier';
import type { ResourceTypeGateway } from './location-gateway';
import type { DeleteRefusal } from '../platform/record-refusal';
import { deleteWith } from '../platform/record-refusal';

/** Deleting a resource type; refused while resources, rooms or operations use it. */
export class DeleteResourceType {
  constructor(
    private readonly types: ResourceTypeGateway,
    private readonly notifier: Notifier,
  ) {}

  execute(type: Pick<ResourceType, 'id' | 'name'>): Promise<Result<void, DeleteRefusal>> {
    return deleteWith(() => this.types.deleteResourceType(type.id), this.notifier, type.name);
  }
}
