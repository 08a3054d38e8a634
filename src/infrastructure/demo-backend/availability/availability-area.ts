import { Hono } from 'hono';
import type { LocationsState } from '../locations/locations-state';
import type { DemoArea } from '../platform/area';
import type { Env, Kit } from '../platform/route-kit';
import { agendaUserRoutes } from './agenda-user-routes';
import { availabilityRoutes } from './availability-routes';
import { seedAvailability } from './availability-seed';
import type { AvailabilityState } from './availability-state';
import { dayOffRoutes } from './day-off-routes';
import { holidayRoutes } from './holiday-routes';
import { scheduleRoutes } from './schedule-routes';

const ROUTES = [scheduleRoutes, dayOffRoutes, holidayRoutes, agendaUserRoutes, availabilityRoutes];

/**
 * Availability: schedules per agenda user with their exceptions, personal days off, national holidays,
 * the agenda users' settings and the computed availability. Seeded after the locations, whose
 * locations and operations the schedules use; its writes go to the back office's one audit log.
 */
export const availabilityArea: DemoArea<
  AvailabilityState,
  Pick<LocationsState, 'locations' | 'operations'>
> = {
  routes: (kit: Kit) => ROUTES.reduce((app, routes) => app.route('/', routes(kit)), new Hono<Env>()),
  seed: (seedTime, { locations, operations }) => {
    if (!locations || !operations)
      throw new Error('Availability is seeded after the locations, whose locations and operations it uses');
    return seedAvailability(seedTime, { locations, operations });
  },
  stateKeys: ['schedules', 'timeConstraints', 'personalDaysOff', 'nationalHolidays', 'agendaUserSettings'],
};
