import type { Location } from '../../domain/locations/location';
import type { Result } from '../../domain/shared/result';
import type { Notifier } from '../platform/notifier';
import type { LocationGateway } from './location-gateway';
import type { DeleteRefusal } from '../platform/record-refusal';
import { deleteWith } from '../platform/record-refusal';

/** Deleting a location; the back office refuses while rooms, resources, schedules or appointments use it. */
export class DeleteLocation {
  constructor(
    private readonly locations: LocationGateway,
    private readonly notifier: Notifier,
  ) {}

  execute(location: Pick<Location, 'id' | 'name'>): Promise<Result<void, DeleteRefusal>> {
    return deleteWith(() => this.locations.deleteLocation(location.id), this.notifier, location.name);
  }
}
