import type { Permission } from '../../domain/access/permission';
import type { RouteId } from '../../domain/access/route-catalogue';
import type { IconName } from '../components/icon';

export interface SidebarEntry {
  readonly routeId: RouteId;
  readonly path: string;
  readonly icon: IconName;
  /** Shown to a holder of any of these (spec section 6: an empty list hides the entry). */
  readonly anyOf: readonly Permission[];
}

/** The sidebar, top to bottom; /main is pinned below these for every signed-in user. */
export const SIDEBAR_ENTRIES: readonly SidebarEntry[] = [
  {
    routeId: 'dashboard',
    path: '/dashboard',
    icon: 'dashboard',
    anyOf: ['view_professional_dashboard', 'employer_view_dashboard'],
  },
  { routeId: 'tasks', path: '/tasks', icon: 'tasks', anyOf: ['view_tasks'] },
  { routeId: 'agenda', path: '/agenda', icon: 'agenda', anyOf: ['see_agenda_users_calendars'] },
  { routeId: 'appointments', path: '/appointments', icon: 'appointments', anyOf: ['view_appointment_list'] },
  {
    routeId: 'employerAppointments',
    path: '/employer-appointments',
    icon: 'appointments',
    anyOf: ['employer_view_appointment_list'],
  },
  {
    routeId: 'planning',
    path: '/planning',
    icon: 'planning',
    anyOf: ['use_planning_functionality', 'employer_use_planning_functionality'],
  },
  {
    routeId: 'employeeList',
    path: '/employee-list',
    icon: 'employees',
    anyOf: ['view_employee_list', 'employer_view_employee_list'],
  },
  { routeId: 'rooms', path: '/rooms', icon: 'rooms', anyOf: ['view_rooms'] },
  { routeId: 'auditLog', path: '/auditLog', icon: 'audit', anyOf: ['view_audit_log'] },
  { routeId: 'admin', path: '/admin', icon: 'gear', anyOf: ['manage_user_roles_permissions'] },
];

/** The admin sections, each with the permission its list needs. */
export const ADMIN_SECTIONS: readonly SidebarEntry[] = [
  { routeId: 'locations', path: '/admin/locations', icon: 'rooms', anyOf: ['manage_locations'] },
  { routeId: 'operations', path: '/admin/operations', icon: 'tasks', anyOf: ['manage_operations'] },
  { routeId: 'resourceTypes', path: '/admin/resource-types', icon: 'gear', anyOf: ['manage_resource_types'] },
  { routeId: 'wizards', path: '/admin/wizards', icon: 'planning', anyOf: ['manage_wizards'] },
  { routeId: 'holidays', path: '/admin/holidays', icon: 'agenda', anyOf: ['manage_national_holidays'] },
];
