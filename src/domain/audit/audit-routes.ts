import type { RouteEntry } from '../access/route-entry';
import { anyOf } from '../access/route-entry';

/** The audit log. */
export const AUDIT_ROUTES = {
  auditLog: { path: '/auditLog', access: anyOf('view_audit_log'), parent: null },
} as const satisfies Record<string, RouteEntry>;
