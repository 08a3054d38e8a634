import type { DemoUser } from '../access/seed';
import { isMedicalUser } from '../access/users';

/** Who may read and manage what of the locations area (spec section 6), and who sees medical operations. */

export const EMPLOYER_USER_TYPE = 3;

/** The permissions of spec section 6 for each part of the area (any one of a list suffices). */
export const MAY = {
  manageLocations: ['manage_locations'],
  /**
   * The list of locations is read by those who manage them, by those who keep availability schedules
   * at them (a schedule's form chooses its location from it) and by planners, who search at them.
   */
  readLocations: [
    'manage_locations',
    'see_agenda_users_calendars',
    'manage_agenda_users_availability_schedules',
    'manage_own_availability_schedules',
    'use_planning_functionality',
    'employer_use_planning_functionality',
  ],
  readRooms: ['view_rooms', 'manage_rooms', 'manage_locations'],
  manageRooms: ['manage_rooms'],
  readResourceTypes: ['manage_resource_types', 'manage_locations', 'manage_rooms', 'manage_operations'],
  manageResourceTypes: ['manage_resource_types'],
  /** Everyone who plans, manages or (as an employer) books appointments reads operations. */
  readOperations: [
    'manage_operations',
    'manage_locations',
    'use_planning_functionality',
    'see_agenda_users_calendars',
    'has_calendar',
    'employer_use_planning_functionality',
    'employer_view_appointment_list',
  ],
  manageOperations: ['manage_operations'],
  planningEngine: [
    'manage_operations',
    'manage_locations',
    'use_planning_functionality',
    'employer_use_planning_functionality',
  ],
} as const satisfies Record<string, readonly string[]>;

/** An employer user never learns a medical operation's name or code. */
export const seesMedicalNames = (user: DemoUser): boolean => user.userTypeId !== EMPLOYER_USER_TYPE;

/** Whether a booking's label may name a medical operation: only to medical professionals. */
export const seesMedicalLabels = (user: DemoUser): boolean => isMedicalUser(user);
