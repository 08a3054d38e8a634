import { PEOPLE_ROUTES } from '../domain/people/people-routes';
import { texts } from '../i18n/people';
import type { peopleNl } from '../i18n/people/nl';
import { PeopleViewModels } from '../ui/screens/people/people-view-models';
import { peopleScreens } from '../ui/screens/people/people-screens';
import type { peopleArea } from '../infrastructure/demo-backend/people/people-area';
import type { AreaCode, PortalArea } from './portal-area';

/** Employees and their dossiers. */
export const people: PortalArea<
  'people',
  typeof PEOPLE_ROUTES,
  typeof peopleNl,
  { people: AreaCode<readonly [typeof PeopleViewModels]> },
  readonly [typeof peopleArea]
> = {
  name: 'people',
  routes: PEOPLE_ROUTES,
  screens: peopleScreens,
  // Dossier types; an employee's appointments; the demo backend's employers carry their branding.
  buildsOn: ['tasks', 'agenda', 'admin'],
  texts,
  code: {
    people: {
      ports: async () => (await import('../infrastructure/container/people-ports-module')).peoplePortsModule,
      modules: async () => [(await import('../infrastructure/container/people-module')).peopleModule],
      viewModels: [PeopleViewModels],
      needs: [],
      uses: ['wizards'],
    },
  },
  demo: async () => [(await import('../infrastructure/demo-backend/people/people-area')).peopleArea] as const,
};
