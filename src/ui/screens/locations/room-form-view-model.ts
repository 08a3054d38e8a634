import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { DeleteRoom } from '../../../application/locations/delete-room';
import type { ListLocations } from '../../../application/locations/list-locations';
import type { ListResourceTypes } from '../../../application/locations/list-resource-types';
import type { ListRooms } from '../../../application/locations/list-rooms';
import type { RoomForm, SaveRoom } from '../../../application/locations/save-room';
import type { Navigator } from '../../../application/platform/navigator';
import type { SessionStore } from '../../../application/session/session-store';
import { mayShow } from '../../../domain/access/navigation-guard';
import { pathOf } from '../../../domain/access/route-match';
import type { Location, ResourceType, Room } from '../../../domain/locations/location';
import type { RoomField } from '../../../domain/locations/location-rules';
import { ok } from '../../../domain/shared/result';
import { DeleteConfirmation } from '../../components/record/delete-confirmation';
import { FormFeedback } from '../../components/record/form-feedback';
import { RecordLoad, firstFailure } from '../../components/record/record-load';
import type { KeptForm } from '../../components/record/use-kept-input';

/** What a room form holds that the user typed. */
interface RoomInput {
  readonly values: Record<RoomField, string>;
  readonly wheelchairAccessible: boolean;
  readonly resourceTypeIds: ReadonlySet<string>;
  readonly active: boolean;
}

/**
 * /admin/locations/{locationUuid}/rooms/create and .../rooms/{roomUuid}. Changing rooms needs
 * manage_rooms; a user without it sees the room read-only.
 */
export class RoomFormViewModel implements KeptForm {
  readonly load = new RecordLoad();
  readonly feedback = new FormFeedback<RoomField>();
  readonly deletion = new DeleteConfirmation();
  location: Location | null = null;
  room: Room | null = null;
  resourceTypes: readonly ResourceType[] = [];
  values: Record<RoomField, string> = { name: '', floor: '', capacity: '1' };
  wheelchairAccessible = true;
  resourceTypeIds: ReadonlySet<string> = new Set();
  active = true;

  constructor(
    private readonly listLocations: ListLocations,
    private readonly listRooms: ListRooms,
    private readonly listResourceTypes: ListResourceTypes,
    private readonly saveRoom: SaveRoom,
    private readonly deleteRoom: DeleteRoom,
    private readonly session: SessionStore,
    private readonly navigator: Navigator,
    readonly locationId: string,
    readonly roomId: string | null,
  ) {
    makeAutoObservable<
      RoomFormViewModel,
      | 'listLocations'
      | 'listRooms'
      | 'listResourceTypes'
      | 'saveRoom'
      | 'deleteRoom'
      | 'session'
      | 'navigator'
    >(
      this,
      {
        load: false,
        feedback: false,
        deletion: false,
        locationId: false,
        roomId: false,
        location: observableRef,
        room: observableRef,
        resourceTypes: observableRef,
        resourceTypeIds: observableRef,
        listLocations: false,
        listRooms: false,
        listResourceTypes: false,
        saveRoom: false,
        deleteRoom: false,
        session: false,
        navigator: false,
      },
      { autoBind: true },
    );
  }

  get creating(): boolean {
    return this.roomId === null;
  }

  get canEdit(): boolean {
    return mayShow(this.session.user, ['manage_rooms']);
  }

  get inputKey(): string {
    return `room:${this.locationId}:${this.roomId ?? 'new'}`;
  }

  get inputReady(): boolean {
    return this.load.state === 'ready';
  }

  keptInput(): RoomInput {
    return {
      values: this.values,
      wheelchairAccessible: this.wheelchairAccessible,
      resourceTypeIds: this.resourceTypeIds,
      active: this.active,
    };
  }

  restoreInput(input: unknown): void {
    const kept = input as RoomInput;
    this.values = kept.values;
    this.wheelchairAccessible = kept.wheelchairAccessible;
    this.resourceTypeIds = kept.resourceTypeIds;
    this.active = kept.active;
    this.feedback.inputRestored();
  }

  attach(): () => void {
    const { roomId } = this;
    void this.load.run(async (signal) => {
      const [location, types, room] = await Promise.all([
        this.listLocations.byId(this.locationId, signal),
        this.listResourceTypes.all(signal),
        roomId ? this.listRooms.byId(roomId, signal) : Promise.resolve(ok(null)),
      ]);
      if (signal.aborted) return;
      // A room of another location under this location's address is a stale or crafted link.
      const here = room.ok && room.value && room.value.locationId !== this.locationId ? null : room;
      runInAction(() => {
        if (location.ok) this.location = location.value;
        if (types.ok) this.resourceTypes = types.value;
        if (here?.ok && here.value) this.fill(here.value);
      });
      return firstFailure(location, types, here ?? { ok: false, error: 'load.not-found' });
    });
    return () => this.load.stop();
  }

  setValue(field: RoomField, value: string): void {
    this.values = { ...this.values, [field]: value };
    this.feedback.forget(field);
  }

  setWheelchairAccessible(value: boolean): void {
    this.wheelchairAccessible = value;
  }

  setActive(value: boolean): void {
    this.active = value;
  }

  toggleResourceType(id: string): void {
    const next = new Set(this.resourceTypeIds);
    if (!next.delete(id)) next.add(id);
    this.resourceTypeIds = next;
  }

  get form(): RoomForm {
    return {
      ...this.values,
      wheelchairAccessible: this.wheelchairAccessible,
      resourceTypeIds: [...this.resourceTypeIds],
      active: this.active,
    };
  }

  async submit(): Promise<void> {
    if (!this.canEdit || !this.feedback.start()) return;
    const result = await this.saveRoom.execute(
      { locationId: this.locationId, roomId: this.roomId },
      this.form,
    );
    runInAction(() => {
      if (!result.ok) {
        this.feedback.refused(result.error);
        return;
      }
      this.feedback.succeeded();
      this.fill(result.value);
      if (this.creating) this.navigator.goTo(pathOf('locationRooms', { locationUuid: this.locationId }));
    });
  }

  async confirmDelete(): Promise<void> {
    const room = this.room;
    if (!room || !this.canEdit) return;
    const gone = await this.deletion.confirm(() => this.deleteRoom.execute(room));
    if (gone) this.navigator.goTo(pathOf('locationRooms', { locationUuid: this.locationId }));
  }

  private fill(room: Room): void {
    this.room = room;
    this.values = { name: room.name, floor: room.floor ?? '', capacity: String(room.capacity) };
    this.wheelchairAccessible = room.wheelchairAccessible;
    this.resourceTypeIds = new Set(room.resourceTypeIds);
    this.active = room.active;
  }
}
