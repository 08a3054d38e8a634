import type { RouteEntry } from './route-entry';
import { OPEN, PUBLIC, SIGNED_IN } from './route-entry';

/** Access and account: signing in and out, linked accounts, portals, the user's own settings. */
export const ACCESS_ROUTES = {
  login: { path: '/login', access: PUBLIC, parent: null },
  forgot: { path: '/forgot', access: PUBLIC, parent: null },
  resetPassword: { path: '/password/reset-password/*token', access: PUBLIC, parent: null },
  ssoLogin: { path: '/auth/sso/login/*token', access: OPEN, parent: null },
  ssoStatus: { path: '/auth/sso/:status', access: PUBLIC, parent: null },
  index: { path: '/', access: SIGNED_IN, parent: null },
  linkedUsers: { path: '/linkedUsers', access: SIGNED_IN, parent: null },
  portals: { path: '/portals', access: SIGNED_IN, parent: null },
  main: { path: '/main', access: SIGNED_IN, parent: null },
} as const satisfies Record<string, RouteEntry>;
