import type { Room } from '../../domain/locations/location';
import type { FieldProblem, Problems, RoomDraft, RoomField } from '../../domain/locations/location-rules';
import { roomProblems } from '../../domain/locations/location-rules';
import type { Result } from '../../domain/shared/result';
import { fail } from '../../domain/shared/result';
import type { Notifier } from '../platform/notifier';
import type { LocationGateway, RoomInput } from './location-gateway';
import type { SaveRefusal } from '../platform/record-refusal';
import { hasProblems, invalid, saveWith, textOrNull } from '../platform/record-refusal';

export interface RoomForm extends RoomDraft {
  readonly wheelchairAccessible: boolean;
  readonly resourceTypeIds: readonly string[];
  readonly active: boolean;
}

/** Adding a room to a location or changing one (v3/agenda/rooms); needs manage_rooms on the server. */
export class SaveRoom {
  constructor(
    private readonly locations: LocationGateway,
    private readonly notifier: Notifier,
  ) {}

  check(form: RoomForm): Problems<RoomField> {
    return roomProblems(form);
  }

  /** Adds the room to `target.locationId`, or changes `target.roomId`. */
  async execute(
    target: { readonly locationId: string; readonly roomId: string | null },
    form: RoomForm,
  ): Promise<Result<Room, SaveRefusal<RoomField, FieldProblem>>> {
    const problems = this.check(form);
    if (hasProblems(problems)) return fail(invalid(problems));
    const input: RoomInput = {
      name: form.name.trim(),
      floor: textOrNull(form.floor),
      capacity: Number(form.capacity.trim()),
      wheelchairAccessible: form.wheelchairAccessible,
      resourceTypeIds: [...new Set(form.resourceTypeIds)],
      active: form.active,
    };
    const { roomId } = target;
    const result = await saveWith(
      () =>
        roomId
          ? this.locations.updateRoom(roomId, input)
          : this.locations.createRoom(target.locationId, input),
      this.notifier,
      ['name', 'floor', 'capacity'],
    );
    if (result.ok)
      this.notifier.notify({
        type: 'success',
        title: 'locations.notices.saved',
        values: { name: input.name },
      });
    return result;
  }
}
