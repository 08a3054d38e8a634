import type { RouteEntry } from '../access/route-entry';
import { anyOf } from '../access/route-entry';

/** People: employees of the employers the user works for. */
export const PEOPLE_ROUTES = {
  /**
   * Spec section 2 declares no permission for the employee list, but section 6 has two that name it
   * (view_employee_list, and employer_view_employee_list for an employer's own people), and the back
   * office opens an employee to nobody else: without one the page could only fail. So it asks for
   * what its calls ask for, as its sidebar entry and the landing pages already did.
   */
  employeeList: {
    path: '/employee-list',
    access: anyOf('view_employee_list', 'employer_view_employee_list'),
    parent: null,
  },
  /**
   * One employee: employments, the latest open absence dossier, their dossiers and upcoming
   * appointments, and from there a dossier, a wizard or planning an appointment. Not in the spec's
   * list; it needs what the list needs. The address holds the employee's id only.
   */
  employee: {
    path: '/employee-list/:employeeId',
    access: anyOf('view_employee_list', 'employer_view_employee_list'),
    parent: 'employeeList',
  },
} as const satisfies Record<string, RouteEntry>;
