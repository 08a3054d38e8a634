import type { Bilingual } from '../locations/location';

/**
 * The administrator's view of the portal's users (spec section 7: v2/users, v2/users/agenda-users,
 * v2/arbo-roles, v2/users/set-user-references): who they are, their roles (spec section 3: role ids 1
 * planner, 2 admin, 3 professional, 4 employer, 5 employer planner, 6 facility manager) and the records
 * their account is linked to.
 */

export interface RoleRef {
  readonly id: number;
  /** As the back office keeps it, in both languages: the reader's is shown. */
  readonly name: Bilingual;
  readonly product: 'agenda' | 'arbo';
}

/** A role with the functionality codes it grants (spec section 6). */
export interface Role extends RoleRef {
  readonly functionalities: readonly string[];
}

export interface NamedRecord {
  readonly id: string;
  readonly name: string;
}

export interface AdminUser {
  readonly id: string;
  readonly username: string;
  readonly displayName: string;
  readonly email: string;
  readonly userTypeId: number;
  readonly isMedical: boolean;
  readonly roles: readonly RoleRef[];
  readonly employee: NamedRecord | null;
  readonly agendaUser: NamedRecord | null;
  readonly twoFactorEnabled: boolean;
}

/** What an administrator sets for a user: their roles and linked records (null unlinks). */
export interface UserReferences {
  readonly userId: string;
  readonly roleIds: readonly number[];
  readonly employeeId: string | null;
  readonly agendaUserId: string | null;
}

export type UserReferencesField = 'roleIds' | 'employeeId' | 'agendaUserId';

/** The right that lets someone manage roles: an administrator never takes it from themselves. */
export const MANAGE_ROLES = 'manage_user_roles_permissions';

/**
 * Whether these roles keep the right to manage roles. An administrator changing their own roles must
 * keep it, or nobody may be left to give it back.
 */
export function keepsManageRight(roles: readonly Role[], roleIds: readonly number[]): boolean {
  return roles.some((role) => roleIds.includes(role.id) && role.functionalities.includes(MANAGE_ROLES));
}

/** The problem with a user's new references before anything is sent; null when there is none. */
export function referencesProblem(
  references: UserReferences,
  roles: readonly Role[],
  signedInUserId: string | null,
): 'own-manage-right' | null {
  if (references.userId === signedInUserId && !keepsManageRight(roles, references.roleIds)) {
    return 'own-manage-right';
  }
  return null;
}
