import type { RouteEntry } from '../access/route-entry';
import { anyOf } from '../access/route-entry';

const LOCATIONS = anyOf('manage_locations');
const OPERATIONS = anyOf('manage_operations');
const RESOURCE_TYPES = anyOf('manage_resource_types');

/** Locations, rooms, resources, resource types and operations: the agenda's nouns. */
export const LOCATION_ROUTES = {
  rooms: { path: '/rooms', access: anyOf('view_rooms'), parent: null },
  locations: { path: '/admin/locations', access: LOCATIONS, parent: 'admin' },
  locationCreate: { path: '/admin/locations/create', access: LOCATIONS, parent: 'locations' },
  location: { path: '/admin/locations/:locationUuid', access: LOCATIONS, parent: 'locations' },
  locationOperations: {
    path: '/admin/locations/:locationUuid/operations',
    access: LOCATIONS,
    parent: 'location',
  },
  locationResources: {
    path: '/admin/locations/:locationUuid/resources',
    access: LOCATIONS,
    parent: 'location',
  },
  locationResourceCreate: {
    path: '/admin/locations/:locationUuid/resources/create',
    access: LOCATIONS,
    parent: 'locationResources',
  },
  locationResource: {
    path: '/admin/locations/:locationUuid/resources/:resourceUuid',
    access: LOCATIONS,
    parent: 'locationResources',
  },
  locationRooms: { path: '/admin/locations/:locationUuid/rooms', access: LOCATIONS, parent: 'location' },
  locationRoomCreate: {
    path: '/admin/locations/:locationUuid/rooms/create',
    access: LOCATIONS,
    parent: 'locationRooms',
  },
  locationRoom: {
    path: '/admin/locations/:locationUuid/rooms/:roomUuid',
    access: LOCATIONS,
    parent: 'locationRooms',
  },
  operations: { path: '/admin/operations', access: OPERATIONS, parent: 'admin' },
  operationCreate: { path: '/admin/operations/create', access: OPERATIONS, parent: 'operations' },
  operation: { path: '/admin/operations/:operationUuid', access: OPERATIONS, parent: 'operations' },
  resourceTypes: { path: '/admin/resource-types', access: RESOURCE_TYPES, parent: 'admin' },
  resourceTypeCreate: {
    path: '/admin/resource-types/create',
    access: RESOURCE_TYPES,
    parent: 'resourceTypes',
  },
  resourceType: {
    path: '/admin/resource-types/:resourceTypeUuid',
    access: RESOURCE_TYPES,
    parent: 'resourceTypes',
  },
} as const satisfies Record<string, RouteEntry>;
