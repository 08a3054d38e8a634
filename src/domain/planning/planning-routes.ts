import type { RouteEntry } from '../access/route-entry';
import { anyOf } from '../access/route-entry';

/** Planning: finding a free slot and booking it. */
export const PLANNING_ROUTES = {
  planning: {
    path: '/planning',
    access: anyOf('use_planning_functionality', 'employer_use_planning_functionality'),
    parent: null,
  },
} as const satisfies Record<string, RouteEntry>;
