import type { DemoArea } from '../platform/area';
import { followBookings } from './waitlist-follow';
import { waitlistRoutes } from './waitlist-routes';
import { seedWaitlist } from './waitlist-seed';
import type { WaitlistState } from './waitlist-state';

/**
 * The waitlist: employees waiting for a free time, offered the time the agenda frees. Seeded after the
 * agenda, around its appointments; a booking of a waiting employee for their operation ends the wait.
 */
export const waitlistArea: DemoArea<WaitlistState> = {
  routes: waitlistRoutes,
  seed: (seedTime, earlier) => seedWaitlist(seedTime, earlier),
  stateKeys: ['waitlist', 'lastWaitlistId', 'waitlistCursor'],
  // A stored list without its counters gets them from its entries; a state without a list is seeded afresh.
  revive: (stored) =>
    Array.isArray(stored.waitlist)
      ? {
          ...stored,
          lastWaitlistId:
            typeof stored.lastWaitlistId === 'number'
              ? stored.lastWaitlistId
              : Math.max(0, ...stored.waitlist.map((entry) => Number(entry.id) || 0)),
          waitlistCursor: typeof stored.waitlistCursor === 'number' ? stored.waitlistCursor : 0,
        }
      : stored,
  tick: followBookings,
};
