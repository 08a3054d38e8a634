import type { LOCATION_ROUTES } from '../../../domain/locations/location-routes';
import { defineScreens } from '../../routes/screen-declaration';

/** Locations, rooms, resources, resource types and operations. */
export const locationsScreens = defineScreens<keyof typeof LOCATION_ROUTES>({
  rooms: {
    title: 'route.rooms',
    screen: () => import('./rooms-screen'),
    sidebar: { icon: 'rooms', order: 80 },
  },
  locations: {
    title: 'route.locations',
    screen: () => import('./locations-screen'),
    adminSection: { icon: 'rooms', order: 10 },
  },
  locationCreate: { title: 'route.locationCreate', screen: () => import('./location-create-screen') },
  location: { title: 'route.location', screen: () => import('./location-screen') },
  locationOperations: { title: 'route.operations', screen: () => import('./location-operations-screen') },
  locationResources: { title: 'route.resources', screen: () => import('./location-resources-screen') },
  locationResourceCreate: {
    title: 'route.resourceCreate',
    screen: () => import('./location-resource-create-screen'),
  },
  locationResource: { title: 'route.resource', screen: () => import('./location-resource-screen') },
  locationRooms: { title: 'route.rooms', screen: () => import('./location-rooms-screen') },
  locationRoomCreate: { title: 'route.roomCreate', screen: () => import('./location-room-create-screen') },
  locationRoom: { title: 'route.room', screen: () => import('./location-room-screen') },
  operations: {
    title: 'route.operations',
    screen: () => import('./operations-screen'),
    adminSection: { icon: 'tasks', order: 20 },
  },
  operationCreate: { title: 'route.operationCreate', screen: () => import('./operation-create-screen') },
  operation: { title: 'route.operation', screen: () => import('./operation-screen') },
  resourceTypes: {
    title: 'route.resourceTypes',
    screen: () => import('./resource-types-screen'),
    adminSection: { icon: 'gear', order: 30 },
  },
  resourceTypeCreate: {
    title: 'route.resourceTypeCreate',
    screen: () => import('./resource-type-create-screen'),
  },
  resourceType: { title: 'route.resourceType', screen: () => import('./resource-type-screen') },
});
