import type { RouteEntry } from '../access/route-entry';
import { anyOf } from '../access/route-entry';

/**
 * Reports. The spec declares no permission for them (section 2); the portal chooses one, because
 * neither report is for every signed-in user:
 * - the recovery report is aggregate absence figures: the professionals' dashboard
 *   (`view_professional_dashboard`) and an employer's (`employer_view_dashboard`, who sees only its
 *   own employer and only aggregates, never a case);
 * - the WGA report opens case work on an employee (a WGA dossier), which is the professionals' work
 *   on tasks (`view_tasks`).
 */
export const REPORT_ROUTES = {
  reportRecovery: {
    path: '/dashboard/reports/reportRecovery',
    access: anyOf('view_professional_dashboard', 'employer_view_dashboard'),
    parent: 'dashboard',
  },
  reportWga: { path: '/dashboard/reports/wga', access: anyOf('view_tasks'), parent: 'dashboard' },
} as const satisfies Record<string, RouteEntry>;
