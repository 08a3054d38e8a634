import type { RouteEntry } from '../access/route-entry';
import { anyOf } from '../access/route-entry';

/**
 * The legal clock. The spec has no permission for reporting absence; the portal asks for what the
 * calls ask for: an employer opening its own employees (`employer_view_employee_list`), or the
 * service's case work (`view_tasks`), which reports on the employer's behalf. The address may hold the
 * employee's id (`?employee=`), never anything of the report.
 */
export const LEGAL_CLOCK_ROUTES = {
  absenceReport: {
    path: '/absence-reports',
    access: anyOf('employer_view_employee_list', 'view_tasks'),
    parent: null,
  },
} as const satisfies Record<string, RouteEntry>;
