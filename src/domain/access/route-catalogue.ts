import type { Permission } from './permission';

/**
 * Who may open a route (spec sections 2 and 6):
 *   public      only signed-out users; a signed-in user is sent to /
 *   open        anyone, signed in or not
 *   signed-in   any signed-in user
 *   permission  a signed-in user holding any one of anyOf; an empty list means "none declared"
 */
export type RouteAccess =
  | { readonly kind: 'public' }
  | { readonly kind: 'open' }
  | { readonly kind: 'signed-in' }
  | { readonly kind: 'permission'; readonly anyOf: readonly Permission[] };

export interface RouteEntry {
  /** Path pattern: `:name` is one segment, a trailing `*name` takes the rest of the path. */
  readonly path: string;
  readonly access: RouteAccess;
  /** The id of the route above this one in the breadcrumb (a test checks that it exists). */
  readonly parent: string | null;
}

const PUBLIC: RouteAccess = { kind: 'public' };
const SIGNED_IN: RouteAccess = { kind: 'signed-in' };
const any = (...anyOf: Permission[]): RouteAccess => ({ kind: 'permission', anyOf });

/** Every route of spec section 2. */
export const ROUTES = {
  login: { path: '/login', access: PUBLIC, parent: null },
  forgot: { path: '/forgot', access: PUBLIC, parent: null },
  resetPassword: { path: '/password/reset-password/*token', access: PUBLIC, parent: null },
  ssoLogin: { path: '/auth/sso/login/*token', access: { kind: 'open' }, parent: null },
  ssoStatus: { path: '/auth/sso/:status', access: PUBLIC, parent: null },

  index: { path: '/', access: SIGNED_IN, parent: null },
  linkedUsers: { path: '/linkedUsers', access: SIGNED_IN, parent: null },
  portals: { path: '/portals', access: SIGNED_IN, parent: null },
  main: { path: '/main', access: SIGNED_IN, parent: null },

  dashboard: {
    path: '/dashboard',
    access: any('view_professional_dashboard', 'employer_view_dashboard'),
    parent: null,
  },
  reportRecovery: { path: '/dashboard/reports/reportRecovery', access: any(), parent: 'dashboard' },
  reportWga: { path: '/dashboard/reports/wga', access: any(), parent: 'dashboard' },
  employeeList: { path: '/employee-list', access: any(), parent: null },
  employerAppointments: { path: '/employer-appointments', access: any(), parent: null },
  appointments: { path: '/appointments', access: any('view_appointment_list'), parent: null },
  agenda: { path: '/agenda', access: any('see_agenda_users_calendars'), parent: null },
  planning: {
    path: '/planning',
    access: any('use_planning_functionality', 'employer_use_planning_functionality'),
    parent: null,
  },
  rooms: { path: '/rooms', access: any('view_rooms'), parent: null },
  tasks: { path: '/tasks', access: any('view_tasks'), parent: null },
  auditLog: { path: '/auditLog', access: any('view_audit_log'), parent: null },

  availabilities: {
    path: '/agenda/:userUuid/availabilities',
    access: any('see_agenda_users_calendars'),
    parent: 'agenda',
  },
  availabilityCreate: {
    path: '/agenda/:userUuid/availabilities/create',
    access: any('see_agenda_users_calendars'),
    parent: 'availabilities',
  },
  availabilityEdit: {
    path: '/agenda/:userUuid/availabilities/:availabilityId',
    access: any('see_agenda_users_calendars'),
    parent: 'availabilities',
  },
  personalDaysOff: {
    path: '/agenda/:userUuid/personal-days-off',
    access: any('see_agenda_users_calendars'),
    parent: 'agenda',
  },
  personalDaysOffCreate: {
    path: '/agenda/:userUuid/personal-days-off/create',
    access: any('see_agenda_users_calendars'),
    parent: 'personalDaysOff',
  },
  personalDaysOffEdit: {
    path: '/agenda/:userUuid/personal-days-off/:personalDaysOffUuid',
    access: any('see_agenda_users_calendars'),
    parent: 'personalDaysOff',
  },

  admin: { path: '/admin', access: any('manage_user_roles_permissions'), parent: null },
  adminAgenda: { path: '/admin/agendas/:agendasUuid', access: any(), parent: 'admin' },
  adminBranding: { path: '/admin/branding/:brandingUuid', access: any(), parent: 'admin' },
  holidays: { path: '/admin/holidays', access: any('manage_national_holidays'), parent: 'admin' },
  locations: { path: '/admin/locations', access: any('manage_locations'), parent: 'admin' },
  locationCreate: { path: '/admin/locations/create', access: any('manage_locations'), parent: 'locations' },
  location: { path: '/admin/locations/:locationUuid', access: any('manage_locations'), parent: 'locations' },
  locationOperations: {
    path: '/admin/locations/:locationUuid/operations',
    access: any('manage_locations'),
    parent: 'location',
  },
  locationResources: {
    path: '/admin/locations/:locationUuid/resources',
    access: any('manage_locations'),
    parent: 'location',
  },
  locationResourceCreate: {
    path: '/admin/locations/:locationUuid/resources/create',
    access: any('manage_locations'),
    parent: 'locationResources',
  },
  locationResource: {
    path: '/admin/locations/:locationUuid/resources/:resourceUuid',
    access: any('manage_locations'),
    parent: 'locationResources',
  },
  locationRooms: {
    path: '/admin/locations/:locationUuid/rooms',
    access: any('manage_locations'),
    parent: 'location',
  },
  locationRoomCreate: {
    path: '/admin/locations/:locationUuid/rooms/create',
    access: any('manage_locations'),
    parent: 'locationRooms',
  },
  locationRoom: {
    path: '/admin/locations/:locationUuid/rooms/:roomUuid',
    access: any('manage_locations'),
    parent: 'locationRooms',
  },
  operations: { path: '/admin/operations', access: any('manage_operations'), parent: 'admin' },
  operationCreate: {
    path: '/admin/operations/create',
    access: any('manage_operations'),
    parent: 'operations',
  },
  operation: {
    path: '/admin/operations/:operationUuid',
    access: any('manage_operations'),
    parent: 'operations',
  },
  resourceTypes: { path: '/admin/resource-types', access: any('manage_resource_types'), parent: 'admin' },
  resourceTypeCreate: {
    path: '/admin/resource-types/create',
    access: any('manage_resource_types'),
    parent: 'resourceTypes',
  },
  resourceType: {
    path: '/admin/resource-types/:resourceTypeUuid',
    access: any('manage_resource_types'),
    parent: 'resourceTypes',
  },
  wizards: { path: '/admin/wizards', access: any('manage_wizards'), parent: 'admin' },
  wizardCreate: { path: '/admin/wizards/create', access: any('manage_wizards'), parent: 'wizards' },
  wizard: { path: '/admin/wizards/:wizardUuid', access: any('manage_wizards'), parent: 'wizards' },
} as const satisfies Record<string, RouteEntry>;

export type RouteId = keyof typeof ROUTES;
export const ROUTE_IDS = Object.keys(ROUTES) as RouteId[];

/** The create and edit screens of availabilities carry a flag that disables choosing a user. */
export const USER_CHOICE_DISABLED: ReadonlySet<RouteId> = new Set<RouteId>([
  'availabilityCreate',
  'availabilityEdit',
]);
