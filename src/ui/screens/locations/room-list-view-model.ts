import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { ListLocations } from '../../../application/locations/list-locations';
import type { ListResourceTypes } from '../../../application/locations/list-resource-types';
import type { ListRooms } from '../../../application/locations/list-rooms';
import type { Scheduler } from '../../../application/platform/scheduler';
import type { SessionStore } from '../../../application/session/session-store';
import { mayShow } from '../../../domain/access/navigation-guard';
import type { ResourceType, Room } from '../../../domain/locations/location';
import { ListViewModel } from '../../list/list-view-model';
import type { NoFilters } from '../../list/admin-list';
import { adminList, adminQueryOf } from '../../list/admin-list';
import { LocationContext } from './location-context';

export type RoomSortField = 'name' | 'floor' | 'capacity';

export const ROOM_LIST = adminList<Room, RoomSortField>((room) => room.id, ['name', 'floor', 'capacity'], {
  field: 'name',
  direction: 'asc',
});

/** /admin/locations/{locationUuid}/rooms: the rooms of one location. */
export class RoomListViewModel {
  readonly context: LocationContext;
  readonly list: ListViewModel<Room, NoFilters, RoomSortField>;
  resourceTypes: readonly ResourceType[] = [];

  constructor(
    listLocations: ListLocations,
    listRooms: ListRooms,
    private readonly listResourceTypes: ListResourceTypes,
    private readonly session: SessionStore,
    scheduler: Scheduler,
    readonly locationId: string,
  ) {
    this.context = new LocationContext(listLocations, locationId);
    this.list = new ListViewModel(
      ROOM_LIST,
      (request, signal) => listRooms.page(locationId, adminQueryOf(request), signal),
      scheduler,
    );
    makeAutoObservable<RoomListViewModel, 'listResourceTypes' | 'session'>(
      this,
      {
        context: false,
        list: false,
        locationId: false,
        resourceTypes: observableRef,
        listResourceTypes: false,
        session: false,
      },
      { autoBind: true },
    );
  }

  /** Adding and changing rooms needs manage_rooms; without it the rooms are shown, not changed. */
  get canManageRooms(): boolean {
    return mayShow(this.session.user, ['manage_rooms']);
  }

  typeNames(room: Room): string {
    return this.resourceTypes
      .filter((type) => room.resourceTypeIds.includes(type.id))
      .map((type) => type.name)
      .join(', ');
  }

  attach(): () => void {
    const detachContext = this.context.attach();
    const detachList = this.list.attach();
    const types = new AbortController();
    void this.listResourceTypes.all(types.signal).then((found) => {
      if (found.ok && !types.signal.aborted) runInAction(() => (this.resourceTypes = found.value));
    });
    return () => {
      types.abort();
      detachList();
      detachContext();
    };
  }
}
