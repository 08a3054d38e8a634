import { permissionsOf } from '../access/users';
import { USERS } from '../access/seed';

/**
 * The admin area's part of the state: per user, the roles an administrator gave them and the records
 * their account is linked to (POST v2/users/set-user-references). The branding of a division lives with
 * the division (people/people-state.ts).
 */
export interface StoredUserReferences {
  /** Role ids of spec section 3 (1 planner ... 6 facility manager). */
  roleIds: number[];
  /** The employee record of someone who is also an employee of a client (their own absence file). */
  employeeId: string | null;
  /** The agenda the account's appointments are kept in; their own when they have a calendar. */
  agendaUserId: string | null;
}

export interface AdminState {
  userReferences: Record<string, StoredUserReferences>;
}

/** Every seeded user as the seed made them: their roles, no employee record, their own agenda if any. */
export function seedAdmin(): AdminState {
  return {
    userReferences: Object.fromEntries(
      USERS.map((user) => [
        user.id,
        {
          roleIds: user.roles.map((role) => role.id),
          employeeId: null,
          agendaUserId: permissionsOf(user).has('has_calendar') ? user.id : null,
        },
      ]),
    ),
  };
}
