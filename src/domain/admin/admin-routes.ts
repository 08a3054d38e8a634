import type { RouteEntry } from '../access/route-entry';
import { anyOf } from '../access/route-entry';

/** The admin area's index and the employer branding; the other admin screens belong to their areas. */
export const ADMIN_ROUTES = {
  admin: { path: '/admin', access: anyOf('manage_user_roles_permissions'), parent: null },
  adminBranding: { path: '/admin/branding/:brandingUuid', access: anyOf(), parent: 'admin' },
} as const satisfies Record<string, RouteEntry>;
