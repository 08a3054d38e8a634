import { WAITLIST_ROUTES } from '../domain/waitlist/waitlist-routes';
import { texts } from '../i18n/waitlist';
import type { waitlistNl } from '../i18n/waitlist/nl';
import type { waitlistArea } from '../infrastructure/demo-backend/waitlist/waitlist-area';
import { WaitlistViewModels } from '../ui/screens/waitlist/waitlist-view-models';
import { waitlistScreens } from '../ui/screens/waitlist/waitlist-screens';
import type { AreaCode, PortalArea } from './portal-area';

/**
 * The waitlist: employees waiting for an earlier or a first free time, offered the time the agenda
 * frees as it frees (in the agenda to whoever freed it, on the planning screen to everyone there,
 * and on a person's days off to whoever takes one back),
 * and put on it from a planning search.
 */
export const waitlist: PortalArea<
  'waitlist',
  typeof WAITLIST_ROUTES,
  typeof waitlistNl,
  { waitlist: AreaCode<readonly [typeof WaitlistViewModels]> },
  readonly [typeof waitlistArea]
> = {
  name: 'waitlist',
  routes: WAITLIST_ROUTES,
  screens: waitlistScreens,
  slots: {
    planningSearch: { part: () => import('../ui/screens/waitlist/put-on-waitlist-part') },
    planningFreedTime: { part: () => import('../ui/screens/waitlist/planning-freed-time-part') },
    agendaFreedTime: { part: () => import('../ui/screens/waitlist/agenda-freed-time-part') },
    dayOffTakenBack: { part: () => import('../ui/screens/waitlist/day-off-freed-time-part') },
  },
  // The match is the shared free-slot rule; the demo backend's seed and free time build on the
  // agenda's appointments and the availability's schedules, a probleemanalyse's deadline on the legal
  // clock's rule over the tasks area's cases.
  buildsOn: ['availability', 'legal-clock', 'tasks', 'people'],
  texts,
  code: {
    waitlist: {
      ports: async () =>
        (await import('../infrastructure/container/waitlist-ports-module')).waitlistPortsModule,
      modules: async () => [(await import('../infrastructure/container/waitlist-module')).waitlistModule],
      viewModels: [WaitlistViewModels],
      needs: ['agenda', 'locations'],
      // Booking from an offer is the agenda's own booking (BookAppointment).
      uses: ['agenda'],
    },
  },
  demo: async () =>
    [(await import('../infrastructure/demo-backend/waitlist/waitlist-area')).waitlistArea] as const,
};
