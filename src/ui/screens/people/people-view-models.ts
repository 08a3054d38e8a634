import { token } from '../../../application/platform/token';
import type { EmployeeListViewModel } from './employee-list-view-model';
import type { EmployeeViewModel } from './employee-view-model';

export const PeopleViewModels = token<PeopleViewModels>('PeopleViewModels');
/** The view-models of the people screens, each call a new one. */
export interface PeopleViewModels {
  employeeList(): EmployeeListViewModel;
  employee(employeeId: string): EmployeeViewModel;
}
