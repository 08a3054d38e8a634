import type { Room } from '../../domain/locations/location';
import type { Result } from '../../domain/shared/result';
import type { Notifier } from '../platform/notifier';
import type { LocationGateway } from './location-gateway';
import type { DeleteRefusal } from '../platform/record-refusal';
import { deleteWith } from '../platform/record-refusal';

/** Deleting a room; refused while future appointments are booked in it. */
export class DeleteRoom {
  constructor(
    private readonly locations: LocationGateway,
    private readonly notifier: Notifier,
  ) {}

  execute(room: Pick<Room, 'id' | 'name'>): Promise<Result<void, DeleteRefusal>> {
    return deleteWith(() => this.locations.deleteRoom(room.id), this.notifier, room.name);
  }
}
