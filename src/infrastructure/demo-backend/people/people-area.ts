import type { DemoArea } from '../platform/area';
import { seedPeople } from './people-seed';
import type { PeopleState } from './people-state';
import { teamRoutes } from './team-routes';

/** People: the teams of professionals, which the planner shows side by side in the agenda. */
export const peopleArea: DemoArea<PeopleState> = {
  routes: teamRoutes,
  seed: () => seedPeople(),
  stateKeys: ['teams'],
};
