import type { RouteEntry } from '../access/route-entry';
import { anyOf } from '../access/route-entry';

/** Cases and tasks: the dashboards and the dossier task list. */
export const DOSSIER_ROUTES = {
  dashboard: {
    path: '/dashboard',
    access: anyOf('view_professional_dashboard', 'employer_view_dashboard'),
    parent: null,
  },
  tasks: { path: '/tasks', access: anyOf('view_tasks'), parent: null },
} as const satisfies Record<string, RouteEntry>;
