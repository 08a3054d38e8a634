import type { RouteEntry } from '../access/route-entry';
import { anyOf } from '../access/route-entry';

/**
 * The waitlist: the employees waiting for an earlier or a first free time. It is the planner's list,
 * so it asks what planning asks: a planner of the service, or an employer's planner for its own people.
 */
export const WAITLIST_ROUTES = {
  waitlist: {
    path: '/waitlist',
    access: anyOf('use_planning_functionality', 'employer_use_planning_functionality'),
    parent: null,
  },
} as const satisfies Record<string, RouteEntry>;
