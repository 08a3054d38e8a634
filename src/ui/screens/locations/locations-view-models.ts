import { token } from '../../../application/platform/token';
import type { LocationFormViewModel } from './location-form-view-model';
import type { LocationListViewModel } from './location-list-view-model';
import type { LocationOperationsViewModel } from './location-operations-view-model';
import type { OperationFormViewModel } from './operation-form-view-model';
import type { OperationListViewModel } from './operation-list-view-model';
import type { ResourceFormViewModel } from './resource-form-view-model';
import type { ResourceListViewModel } from './resource-list-view-model';
import type { ResourceTypeFormViewModel } from './resource-type-form-view-model';
import type { ResourceTypeListViewModel } from './resource-type-list-view-model';
import type { RoomFormViewModel } from './room-form-view-model';
import type { RoomListViewModel } from './room-list-view-model';
import type { RoomOverviewViewModel } from './room-overview-view-model';

export const LocationsViewModels = token<LocationsViewModels>('LocationsViewModels');
/**
 * The view-models of locations, rooms, resources, resource types and operations, each call a new one.
 * A null id makes the create form; an id the form of that record.
 */
export interface LocationsViewModels {
  locationList(): LocationListViewModel;
  locationForm(locationId: string | null): LocationFormViewModel;
  locationOperations(locationId: string): LocationOperationsViewModel;
  roomList(locationId: string): RoomListViewModel;
  roomForm(locationId: string, roomId: string | null): RoomFormViewModel;
  resourceList(locationId: string): ResourceListViewModel;
  resourceForm(locationId: string, resourceId: string | null): ResourceFormViewModel;
  resourceTypeList(): ResourceTypeListViewModel;
  resourceTypeForm(resourceTypeId: string | null): ResourceTypeFormViewModel;
  operationList(): OperationListViewModel;
  operationForm(operationId: string | null): OperationFormViewModel;
  roomOverview(): RoomOverviewViewModel;
}
