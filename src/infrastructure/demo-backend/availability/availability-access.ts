import type { DemoUser } from '../access/seed';
import { USERS } from '../access/seed';
import { permissionsOf } from '../access/users';

/** Who may read and change what of the availability area (spec section 6), and who has an agenda. */

/** The permissions of spec section 6 for each part of the area (any one of a list suffices). */
export const MAY = {
  /** Anyone's schedules, days off and availability. */
  readAnyone: ['see_agenda_users_calendars', 'manage_agenda_users_availability_schedules'],
  /** One's own. */
  readOwn: ['manage_own_availability_schedules', 'has_calendar'],
  writeAnyone: ['manage_agenda_users_availability_schedules'],
  writeOwn: ['manage_own_availability_schedules'],
  readHolidays: [
    'manage_national_holidays',
    'see_agenda_users_calendars',
    'manage_agenda_users_availability_schedules',
    'manage_own_availability_schedules',
    'has_calendar',
    'use_planning_functionality',
  ],
  manageHolidays: ['manage_national_holidays'],
  readAgendaUsers: [
    'see_agenda_users_calendars',
    'manage_agenda_users_availability_schedules',
    'manage_user_roles_permissions',
    'use_planning_functionality',
  ],
  /**
   * The settings of an agenda user: the spec declares no permission for /admin/agendas/{id}; those
   * who manage anyone's availability, and administrators of roles and permissions, may change them.
   */
  manageAgendaUsers: ['manage_agenda_users_availability_schedules', 'manage_user_roles_permissions'],
  findFree: [
    'see_agenda_users_calendars',
    'use_planning_functionality',
    'employer_use_planning_functionality',
  ],
  findFreeRooms: [
    'see_agenda_users_calendars',
    'use_planning_functionality',
    'employer_use_planning_functionality',
    'view_rooms',
  ],
} as const satisfies Record<string, readonly string[]>;

/** Whether the user holds any one of the permissions. */
export const holds = (user: DemoUser, anyOf: readonly string[]): boolean => {
  const permissions = permissionsOf(user);
  return anyOf.some((permission) => permissions.has(permission));
};

/** Whether the user may read this person's schedules, days off and availability. */
export const mayRead = (user: DemoUser, ownerId: string): boolean =>
  holds(user, MAY.readAnyone) || (user.id === ownerId && holds(user, MAY.readOwn));

/** Whether the user may change this person's schedules and days off. */
export const mayWrite = (user: DemoUser, ownerId: string): boolean =>
  holds(user, MAY.writeAnyone) || (user.id === ownerId && holds(user, MAY.writeOwn));

/** Whoever reads anything of a person's availability: anyone's, or their own. */
export const READ_ANY = [...MAY.readAnyone, ...MAY.readOwn];
/** Whoever changes anything of a person's availability. */
export const WRITE_ANY = [...MAY.writeAnyone, ...MAY.writeOwn];

/** The people with an agenda: whoever has a calendar (has_calendar). */
export const isAgendaUser = (user: DemoUser): boolean => permissionsOf(user).has('has_calendar');
export const AGENDA_USERS: readonly DemoUser[] = USERS.filter(isAgendaUser);
export const agendaUserOf = (id: unknown): DemoUser | null =>
  AGENDA_USERS.find((user) => user.id === id) ?? null;
