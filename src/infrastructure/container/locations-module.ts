import { ChangeLocationOperations } from '../../application/locations/change-location-operations';
import { DeleteLocation } from '../../application/locations/delete-location';
import { DeleteOperation } from '../../application/locations/delete-operation';
import { DeleteResource } from '../../application/locations/delete-resource';
import { DeleteResourceType } from '../../application/locations/delete-resource-type';
import { DeleteRoom } from '../../application/locations/delete-room';
import { FindAddress } from '../../application/locations/find-address';
import { ListLocations } from '../../application/locations/list-locations';
import { ListOperations } from '../../application/locations/list-operations';
import { ListResources } from '../../application/locations/list-resources';
import { ListResourceTypes } from '../../application/locations/list-resource-types';
import { ListRooms } from '../../application/locations/list-rooms';
import {
  AddressLookup,
  LocationGateway,
  OperationGateway,
  ResourceTypeGateway,
} from '../../application/locations/location-gateway';
import { SaveLocation } from '../../application/locations/save-location';
import { SaveOperation } from '../../application/locations/save-operation';
import { SaveResource } from '../../application/locations/save-resource';
import { SaveResourceType } from '../../application/locations/save-resource-type';
import { SaveRoom } from '../../application/locations/save-room';
import { ShowRoomOverview } from '../../application/locations/show-room-overview';
import { Clock } from '../../application/platform/clock';
import { Navigator } from '../../application/platform/navigator';
import { Notifier } from '../../application/platform/notifier';
import { Scheduler } from '../../application/platform/scheduler';
import { SessionStore } from '../../application/session/session-store';
import { LocationFormViewModel } from '../../ui/screens/locations/location-form-view-model';
import { LocationListViewModel } from '../../ui/screens/locations/location-list-view-model';
import { LocationOperationsViewModel } from '../../ui/screens/locations/location-operations-view-model';
import { LocationsViewModels } from '../../ui/screens/locations/locations-view-models';
import { OperationFormViewModel } from '../../ui/screens/locations/operation-form-view-model';
import { OperationListViewModel } from '../../ui/screens/locations/operation-list-view-model';
import { ResourceFormViewModel } from '../../ui/screens/locations/resource-form-view-model';
import { ResourceListViewModel } from '../../ui/screens/locations/resource-list-view-model';
import { ResourceTypeFormViewModel } from '../../ui/screens/locations/resource-type-form-view-model';
import { ResourceTypeListViewModel } from '../../ui/screens/locations/resource-type-list-view-model';
import { RoomFormViewModel } from '../../ui/screens/locations/room-form-view-model';
import { RoomListViewModel } from '../../ui/screens/locations/room-list-view-model';
import { RoomOverviewViewModel } from '../../ui/screens/locations/room-overview-view-model';
import { portalModule } from './binder';

/** Locations, rooms, resources, resource types and operations: use cases and view-models. */
export const locationsModule = portalModule((b) => {
  b.construct(ListLocations, [LocationGateway]);
  b.construct(SaveLocation, [LocationGateway, Notifier]);
  b.construct(DeleteLocation, [LocationGateway, Notifier]);
  b.construct(ChangeLocationOperations, [LocationGateway, Notifier]);
  b.construct(FindAddress, [AddressLookup]);
  b.construct(ListRooms, [LocationGateway]);
  b.construct(SaveRoom, [LocationGateway, Notifier]);
  b.construct(DeleteRoom, [LocationGateway, Notifier]);
  b.construct(ShowRoomOverview, [LocationGateway, Clock]);
  b.construct(ListResources, [LocationGateway]);
  b.construct(SaveResource, [LocationGateway, Notifier]);
  b.construct(DeleteResource, [LocationGateway, Notifier]);
  b.construct(ListResourceTypes, [ResourceTypeGateway]);
  b.construct(SaveResourceType, [ResourceTypeGateway, Notifier]);
  b.construct(DeleteResourceType, [ResourceTypeGateway, Notifier]);
  b.construct(ListOperations, [OperationGateway]);
  b.construct(SaveOperation, [OperationGateway, Notifier]);
  b.construct(DeleteOperation, [OperationGateway, Notifier]);

  // The lists without a parameter are bound as classes; the others take the route's ids, so their
  // factories below make them with `new`, from dependencies the container resolves.
  b.construct(LocationListViewModel, [ListLocations, Scheduler]);
  b.construct(ResourceTypeListViewModel, [ListResourceTypes, Scheduler]);
  b.construct(OperationListViewModel, [ListOperations, Scheduler]);
  b.construct(RoomOverviewViewModel, [ShowRoomOverview, Scheduler]);
  b.factories(LocationsViewModels, (get) => ({
    locationList: () => get(LocationListViewModel),
    locationForm: (locationId) =>
      new LocationFormViewModel(
        get(ListLocations),
        get(SaveLocation),
        get(DeleteLocation),
        get(FindAddress),
        get(Navigator),
        get(Clock),
        get(Scheduler),
        locationId,
      ),
    locationOperations: (locationId) =>
      new LocationOperationsViewModel(
        get(ListLocations),
        get(ListOperations),
        get(ChangeLocationOperations),
        locationId,
      ),
    roomList: (locationId) =>
      new RoomListViewModel(
        get(ListLocations),
        get(ListRooms),
        get(ListResourceTypes),
        get(SessionStore),
        get(Scheduler),
        locationId,
      ),
    roomForm: (locationId, roomId) =>
      new RoomFormViewModel(
        get(ListLocations),
        get(ListRooms),
        get(ListResourceTypes),
        get(SaveRoom),
        get(DeleteRoom),
        get(SessionStore),
        get(Navigator),
        locationId,
        roomId,
      ),
    resourceList: (locationId) =>
      new ResourceListViewModel(
        get(ListLocations),
        get(ListResources),
        get(ListRooms),
        get(ListResourceTypes),
        get(Scheduler),
        locationId,
      ),
    resourceForm: (locationId, resourceId) =>
      new ResourceFormViewModel(
        get(ListLocations),
        get(ListResources),
        get(ListRooms),
        get(ListResourceTypes),
        get(SaveResource),
        get(DeleteResource),
        get(Navigator),
        locationId,
        resourceId,
      ),
    resourceTypeList: () => get(ResourceTypeListViewModel),
    resourceTypeForm: (resourceTypeId) =>
      new ResourceTypeFormViewModel(
        get(ListResourceTypes),
        get(SaveResourceType),
        get(DeleteResourceType),
        get(Navigator),
        resourceTypeId,
      ),
    operationList: () => get(OperationListViewModel),
    operationForm: (operationId) =>
      new OperationFormViewModel(
        get(ListOperations),
        get(ListResourceTypes),
        get(SaveOperation),
        get(DeleteOperation),
        get(Navigator),
        operationId,
      ),
    roomOverview: () => get(RoomOverviewViewModel),
  }));
});
