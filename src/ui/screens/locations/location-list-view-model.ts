import type { ListLocations } from '../../../application/locations/list-locations';
import type { Scheduler } from '../../../application/platform/scheduler';
import type { Location } from '../../../domain/locations/location';
import { ListViewModel } from '../../list/list-view-model';
import type { NoFilters } from '../../list/admin-list';
import { adminList, adminQueryOf } from '../../list/admin-list';

export type LocationSortField = 'name' | 'city' | 'activeFrom';

export const LOCATION_LIST = adminList<Location, LocationSortField>(
  (location) => location.id,
  ['name', 'city', 'activeFrom'],
  { field: 'name', direction: 'asc' },
);

/** /admin/locations: the locations, searched by name or city, sorted and paged. */
export class LocationListViewModel {
  readonly list: ListViewModel<Location, NoFilters, LocationSortField>;

  constructor(listLocations: ListLocations, scheduler: Scheduler) {
    this.list = new ListViewModel(
      LOCATION_LIST,
      (request, signal) => listLocations.page(adminQueryOf(request), signal),
      scheduler,
    );
  }

  attach(): () => void {
    return this.list.attach();
  }
}
