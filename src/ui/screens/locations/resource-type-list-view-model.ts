import type { ListResourceTypes } from '../../../application/locations/list-resource-types';
import type { Scheduler } from '../../../application/platform/scheduler';
import type { ResourceType } from '../../../domain/locations/location';
import { ListViewModel } from '../../list/list-view-model';
import type { NoFilters } from '../../list/admin-list';
import { adminList, adminQueryOf } from '../../list/admin-list';

export type ResourceTypeSortField = 'name';

export const RESOURCE_TYPE_LIST = adminList<ResourceType, ResourceTypeSortField>(
  (type) => type.id,
  ['name'],
  {
    field: 'name',
    direction: 'asc',
  },
);

/** /admin/resource-types: the kinds of equipment. */
export class ResourceTypeListViewModel {
  readonly list: ListViewModel<ResourceType, NoFilters, ResourceTypeSortField>;

  constructor(listResourceTypes: ListResourceTypes, scheduler: Scheduler) {
    this.list = new ListViewModel(
      RESOURCE_TYPE_LIST,
      (request, signal) => listResourceTypes.page(adminQueryOf(request), signal),
      scheduler,
    );
  }

  attach(): () => void {
    return this.list.attach();
  }
}
