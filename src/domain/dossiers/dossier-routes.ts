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
  /**
   * One dossier, opened from a task, from the dashboard's recently viewed dossiers and from an
   * employee. The spec lists no route for it: it sits under the dashboard (both kinds of user who see
   * dossiers have one) and needs what the dossier calls need, a professional's task work or an
   * employer's dashboard. Which dossiers each may open (never a medical one for an employer or a
   * non-medical professional) is the back office's decision, shown by the screen when it refuses.
   * The address holds the dossier's id only, nothing about the person.
   */
  dossier: {
    path: '/dossiers/:dossierId',
    access: anyOf('view_tasks', 'employer_view_dashboard'),
    parent: 'dashboard',
  },
} as const satisfies Record<string, RouteEntry>;
