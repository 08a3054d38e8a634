import type { RouteEntry } from '../access/route-entry';
import { anyOf } from '../access/route-entry';

/** Reports: the spec declares no permission for them (section 2), so any signed-in user may open them. */
export const REPORT_ROUTES = {
  reportRecovery: { path: '/dashboard/reports/reportRecovery', access: anyOf(), parent: 'dashboard' },
  reportWga: { path: '/dashboard/reports/wga', access: anyOf(), parent: 'dashboard' },
} as const satisfies Record<string, RouteEntry>;
