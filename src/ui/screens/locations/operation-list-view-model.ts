import type { ListOperations } from '../../../application/locations/list-operations';
import type { Scheduler } from '../../../application/platform/scheduler';
import type { Operation } from '../../../domain/locations/location';
import { ListViewModel } from '../../list/list-view-model';
import type { NoFilters } from '../../list/admin-list';
import { adminList, adminQueryOf } from '../../list/admin-list';

export type OperationSortField = 'name' | 'code' | 'durationMinutes';

export const OPERATION_LIST = adminList<Operation, OperationSortField>(
  (operation) => operation.id,
  ['name', 'code', 'durationMinutes'],
  { field: 'name', direction: 'asc' },
);

/** /admin/operations: the kinds of appointment. */
export class OperationListViewModel {
  readonly list: ListViewModel<Operation, NoFilters, OperationSortField>;

  constructor(listOperations: ListOperations, scheduler: Scheduler) {
    this.list = new ListViewModel(
      OPERATION_LIST,
      (request, signal) => listOperations.page(adminQueryOf(request), signal),
      scheduler,
    );
  }

  attach(): () => void {
    return this.list.attach();
  }
}
