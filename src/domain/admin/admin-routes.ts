import type { RouteEntry } from '../access/route-entry';
import { anyOf } from '../access/route-entry';

/** The admin area's index and the employer branding; the other admin screens belong to their areas. */
export const ADMIN_ROUTES = {
  admin: { path: '/admin', access: anyOf('manage_user_roles_permissions'), parent: null },
  /**
   * The spec declares no permission here; a division's branding is changed by whoever manages users and
   * roles (the admin index's right), as the back office's POST v2/employer-division/branding asks.
   */
  adminBranding: {
    path: '/admin/branding/:brandingUuid',
    access: anyOf('manage_user_roles_permissions'),
    parent: 'admin',
  },
} as const satisfies Record<string, RouteEntry>;
