import { Hono } from 'hono';
import type { AgendaState } from '../agenda/appointment-seed';
import type { DemoArea } from '../platform/area';
import type { Env, Kit } from '../platform/route-kit';
import { locationRoutes } from './location-routes';
import { seedLocations } from './locations-seed';
import type { LocationsState } from './locations-state';
import { operationRoutes } from './operation-routes';
import { placesRoutes } from './places-routes';
import { resourceRoutes } from './resource-routes';
import { resourceTypeRoutes } from './resource-type-routes';
import { roomRoutes } from './room-routes';

const ROUTES = [
  locationRoutes,
  roomRoutes,
  resourceRoutes,
  resourceTypeRoutes,
  operationRoutes,
  placesRoutes,
];

/**
 * The agenda's nouns: locations, rooms, resources, resource types and operations, the address lookup,
 * and the audit log of their writes. Seeded after the agenda, whose appointments at the offices it
 * places in its rooms.
 */
export const locationsArea: DemoArea<LocationsState, Pick<AgendaState, 'appointments'>> = {
  routes: (kit: Kit) => ROUTES.reduce((app, routes) => app.route('/', routes(kit)), new Hono<Env>()),
  seed: (_seedTime, { appointments }) => {
    if (!appointments)
      throw new Error('The locations are seeded after the agenda, whose appointments they place');
    return seedLocations(appointments);
  },
  stateKeys: ['locations', 'rooms', 'resources', 'resourceTypes', 'operations', 'placements', 'auditLog'],
};
