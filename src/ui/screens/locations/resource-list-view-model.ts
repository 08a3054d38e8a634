import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { ListLocations } from '../../../application/locations/list-locations';
import type { ListResourceTypes } from '../../../application/locations/list-resource-types';
import type { ListResources } from '../../../application/locations/list-resources';
import type { ListRooms } from '../../../application/locations/list-rooms';
import type { Scheduler } from '../../../application/platform/scheduler';
import type { Resource, ResourceType, Room } from '../../../domain/locations/location';
import { ListViewModel } from '../../list/list-view-model';
import type { NoFilters } from '../../list/admin-list';
import { adminList, adminQueryOf } from '../../list/admin-list';
import { LocationContext } from './location-context';

export type ResourceSortField = 'name' | 'assetNumber';

export const RESOURCE_LIST = adminList<Resource, ResourceSortField>(
  (resource) => resource.id,
  ['name', 'assetNumber'],
  { field: 'name', direction: 'asc' },
);

/** /admin/locations/{locationUuid}/resources: the equipment of one location. */
export class ResourceListViewModel {
  readonly context: LocationContext;
  readonly list: ListViewModel<Resource, NoFilters, ResourceSortField>;
  resourceTypes: readonly ResourceType[] = [];
  rooms: readonly Room[] = [];

  constructor(
    listLocations: ListLocations,
    listResources: ListResources,
    private readonly listRooms: ListRooms,
    private readonly listResourceTypes: ListResourceTypes,
    scheduler: Scheduler,
    readonly locationId: string,
  ) {
    this.context = new LocationContext(listLocations, locationId);
    this.list = new ListViewModel(
      RESOURCE_LIST,
      (request, signal) => listResources.page(locationId, adminQueryOf(request), signal),
      scheduler,
    );
    makeAutoObservable<ResourceListViewModel, 'listRooms' | 'listResourceTypes'>(
      this,
      {
        context: false,
        list: false,
        locationId: false,
        resourceTypes: observableRef,
        rooms: observableRef,
        listRooms: false,
        listResourceTypes: false,
      },
      { autoBind: true },
    );
  }

  typeName(resource: Resource): string | null {
    return this.resourceTypes.find((type) => type.id === resource.resourceTypeId)?.name ?? null;
  }

  roomName(resource: Resource): string | null {
    return this.rooms.find((room) => room.id === resource.roomId)?.name ?? null;
  }

  attach(): () => void {
    const detachContext = this.context.attach();
    const detachList = this.list.attach();
    const names = new AbortController();
    void Promise.all([
      this.listResourceTypes.all(names.signal),
      this.listRooms.all(this.locationId, names.signal),
    ]).then(([types, rooms]) => {
      if (names.signal.aborted) return;
      runInAction(() => {
        if (types.ok) this.resourceTypes = types.value;
        if (rooms.ok) this.rooms = rooms.value;
      });
    });
    return () => {
      names.abort();
      detachList();
      detachContext();
    };
  }
}
