import { AVAILABILITY_ROUTES } from '../domain/availability/availability-routes';
import { texts } from '../i18n/availability';
import type { availabilityNl } from '../i18n/availability/nl';
import { AvailabilityViewModels } from '../ui/screens/availability/availability-view-models';
import { availabilityScreens } from '../ui/screens/availability/availability-screens';
import type { availabilityArea } from '../infrastructure/demo-backend/availability/availability-area';
import type { AreaCode, PortalArea } from './portal-area';

/** Schedules, personal days off, holidays and an agenda user's settings. */
export const availability: PortalArea<
  'availability',
  typeof AVAILABILITY_ROUTES,
  typeof availabilityNl,
  { availability: AreaCode<readonly [typeof AvailabilityViewModels]> },
  readonly [typeof availabilityArea]
> = {
  name: 'availability',
  routes: AVAILABILITY_ROUTES,
  screens: availabilityScreens,
  // The demo backend's seed for the case workers.
  buildsOn: ['tasks'],
  texts,
  code: {
    // Cancelling the appointments a day off hits is the agenda's status move.
    availability: {
      ports: async () =>
        (await import('../infrastructure/container/availability-ports-module')).availabilityPortsModule,
      modules: async () => [
        (await import('../infrastructure/container/availability-module')).availabilityModule,
      ],
      viewModels: [AvailabilityViewModels],
      needs: ['locations', 'agenda'],
      uses: ['agenda'],
    },
  },
  demo: async () =>
    [
      (await import('../infrastructure/demo-backend/availability/availability-area')).availabilityArea,
    ] as const,
};
