import { Hono } from 'hono';
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
 * and the back office's audit log (every area's writes go there). Seeded before availability and the
 * agenda, which use its records.
 */
export const locationsArea: DemoArea<LocationsState> = {
  routes: (kit: Kit) => ROUTES.reduce((app, routes) => app.route('/', routes(kit)), new Hono<Env>()),
  seed: () => seedLocations(),
  stateKeys: ['locations', 'rooms', 'resources', 'resourceTypes', 'operations', 'auditLog'],
  // A state kept before operations had a neutral kind: each gets the one a new operation gets.
  revive: (stored) =>
    // A part missing altogether stays missing: the state is then not this one and is seeded afresh.
    stored.operations
      ? {
          ...stored,
          operations: stored.operations.map((operation) => ({
            ...operation,
            kind: operation.kind ?? 'consultation',
          })),
        }
      : stored,
};
