import { Hono } from 'hono';
import type { DemoArea } from '../platform/area';
import type { Env, Kit } from '../platform/route-kit';
import type { AdminState } from './admin-state';
import { seedAdmin } from './admin-state';
import { brandingRoutes } from './branding-routes';
import { userAdminRoutes } from './user-admin-routes';

/** The admin area: users with their roles and linked records, and the divisions' branding. */
export const adminArea: DemoArea<AdminState> = {
  routes: (kit: Kit) => new Hono<Env>().route('/', userAdminRoutes(kit)).route('/', brandingRoutes(kit)),
  seed: () => seedAdmin(),
  stateKeys: ['userReferences'],
};
