import { Hono } from 'hono';
import type { DemoArea } from '../platform/area';
import type { Env, Kit } from '../platform/route-kit';
import { employeeRoutes } from './employee-routes';
import { employerRoutes } from './employer-routes';
import { employmentRoutes } from './employment-routes';
import { seedPeople } from './people-seed';
import type { PeopleState } from './people-state';
import { teamRoutes } from './team-routes';

/**
 * People: the teams of professionals, which the planner shows side by side in the agenda; the
 * employers' divisions; the employees with their employments, the employee list (also the agenda's
 * employee search) and what an employee's page reads of their dossiers.
 */
export const peopleArea: DemoArea<PeopleState> = {
  routes: (kit: Kit) =>
    new Hono<Env>()
      .route('/', teamRoutes(kit))
      .route('/', employerRoutes(kit))
      .route('/', employeeRoutes(kit))
      .route('/', employmentRoutes(kit)),
  seed: (seedTime) => seedPeople(seedTime),
  stateKeys: ['teams', 'divisions', 'employerTeams', 'personnel', 'employments'],
};
