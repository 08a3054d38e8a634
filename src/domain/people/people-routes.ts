import type { RouteEntry } from '../access/route-entry';
import { anyOf } from '../access/route-entry';

/** People: employees of the employers the user works for (spec section 2 declares no permission). */
export const PEOPLE_ROUTES = {
  employeeList: { path: '/employee-list', access: anyOf(), parent: null },
} as const satisfies Record<string, RouteEntry>;
