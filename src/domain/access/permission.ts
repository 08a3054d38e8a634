/** Functionality codes of spec section 6; a role grants a set of them. */
export const PERMISSIONS = [
  'manage_locations',
  'manage_rooms',
  'manage_operations',
  'manage_resource_types',
  'manage_wizards',
  'manage_user_roles_permissions',
  'view_rooms',
  'has_calendar',
  'see_appointment_details',
  'manage_own_availability_schedules',
  'manage_agenda_users_availability_schedules',
  'see_agenda_users_calendars',
  'use_planning_functionality',
  'manage_national_holidays',
  'view_audit_log',
  'view_tasks',
  'view_professional_dashboard',
  'view_appointment_list',
  'view_employee_list',
  'employer_view_dashboard',
  'employer_use_planning_functionality',
  'employer_view_employee_list',
  'employer_view_appointment_list',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

export const isPermission = (code: string): code is Permission =>
  (PERMISSIONS as readonly string[]).includes(code);
