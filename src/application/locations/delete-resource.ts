import type { Resource } from '../../domain/locations/location';
import type { Result } from '../../domain/shared/result';
import type { Notifier } from '../platform/notifier';
import type { LocationGateway } from './location-gateway';
import type { DeleteRefusal } from '../platform/record-refusal';
import { deleteWith } from '../platform/record-refusal';

/** Deleting a resource; refused while future appointments use it. */
export class DeleteResource {
  constructor(
    private readonly locations: LocationGateway,
    private readonly notifier: Notifier,
  ) {}

  execute(resource: Pick<Resource, 'id' | 'name'>): Promise<Result<void, DeleteRefusal>> {
    return deleteWith(() => this.locations.deleteResource(resource.id), this.notifier, resource.name);
  }
}
