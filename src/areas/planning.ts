import { PLANNING_ROUTES } from '../domain/planning/planning-routes';
import { texts } from '../i18n/planning';
import type { planningNl } from '../i18n/planning/nl';
import { PlanningViewModels } from '../ui/screens/planning/planning-view-models';
import { planningScreens } from '../ui/screens/planning/planning-screens';
import type { AreaCode, PortalArea } from './portal-area';
import { NO_PORTS } from './portal-area';

/** Finding free times and booking them. */
export const planning: PortalArea<
  'planning',
  typeof PLANNING_ROUTES,
  typeof planningNl,
  { planning: AreaCode<readonly [typeof PlanningViewModels]> },
  readonly []
> = {
  name: 'planning',
  routes: PLANNING_ROUTES,
  screens: planningScreens,
  texts,
  code: {
    // Planning has no gateway of its own: it plans with the other areas'.
    planning: {
      ports: () => Promise.resolve(NO_PORTS),
      modules: async () => [(await import('../infrastructure/container/planning-module')).planningModule],
      viewModels: [PlanningViewModels],
      needs: ['availability', 'locations', 'agenda', 'people'],
      uses: [],
    },
  },
  demo: () => Promise.resolve([] as const),
};
