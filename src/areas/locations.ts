import { LOCATION_ROUTES } from '../domain/locations/location-routes';
import { texts } from '../i18n/locations';
import type { locationsNl } from '../i18n/locations/nl';
import { LocationsViewModels } from '../ui/screens/locations/locations-view-models';
import { locationsScreens } from '../ui/screens/locations/locations-screens';
import type { locationsArea } from '../infrastructure/demo-backend/locations/locations-area';
import type { AreaCode, PortalArea } from './portal-area';

/** Locations with their rooms and resources, operations and resource types. */
export const locations: PortalArea<
  'locations',
  typeof LOCATION_ROUTES,
  typeof locationsNl,
  { locations: AreaCode<readonly [typeof LocationsViewModels]> },
  readonly [typeof locationsArea]
> = {
  name: 'locations',
  routes: LOCATION_ROUTES,
  screens: locationsScreens,
  // The demo backend checks a room's schedule and use.
  buildsOn: ['availability', 'agenda'],
  texts,
  code: {
    locations: {
      ports: async () =>
        (await import('../infrastructure/container/locations-ports-module')).locationsPortsModule,
      modules: async () => [(await import('../infrastructure/container/locations-module')).locationsModule],
      viewModels: [LocationsViewModels],
      needs: [],
      uses: [],
    },
  },
  demo: async () =>
    [(await import('../infrastructure/demo-backend/locations/locations-area')).locationsArea] as const,
};
