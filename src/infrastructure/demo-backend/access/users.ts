import type { DemoState } from '../demo-backend';
import type { StoredBranding } from '../people/people-state';
import type { DemoEmployee, DemoEmployer, DemoRole, DemoUser } from './seed';
import { EMPLOYEES, EMPLOYERS, ROLES, USERS } from './seed';

/** Who the seeded people are and what they may do (spec section 6), looked up by id or username. */

const USER_BY_ID = new Map(USERS.map((user) => [user.id, user]));
const EMPLOYEE_BY_ID = new Map(EMPLOYEES.map((employee) => [employee.id, employee]));
const EMPLOYER_BY_ID = new Map(EMPLOYERS.map((employer) => [employer.id, employer]));

export const userOf = (id: string | null | undefined): DemoUser | null =>
  (id ? USER_BY_ID.get(id) : undefined) ?? null;

/** Usernames are matched trimmed and without regard to case, as people type them at sign-in. */
export const userByName = (username: unknown): DemoUser | null => {
  const wanted = typeof username === 'string' ? username.trim().toLowerCase() : '';
  return USERS.find((user) => user.username === wanted) ?? null;
};

const ROLE_BY_ID = new Map(ROLES.map((role) => [role.id, role]));
export const roleOf = (id: number): DemoRole | null => ROLE_BY_ID.get(id) ?? null;

/**
 * The user with the roles an administrator gave them (POST v2/users/set-user-references); the seeded
 * roles until then. Every permission check of a request goes through this (see session-middleware.ts).
 */
export function withAssignedRoles(state: DemoState, user: DemoUser): DemoUser {
  const assigned = state.userReferences[user.id];
  if (!assigned) return user;
  return { ...user, roles: assigned.roleIds.map(roleOf).filter((role) => role !== null) };
}

/** The branding of the division the user's employer account belongs to, as it stands now. */
export function brandingOf(state: DemoState, user: DemoUser): StoredBranding | null {
  const employer = EMPLOYER_BY_ID.get(user.employerId ?? '');
  if (!employer) return null;
  return state.divisions.find((division) => division.id === employer.division.id)?.branding ?? null;
}

/** A user's permissions: the union of their roles' functionality codes. */
export const permissionsOf = (user: DemoUser): ReadonlySet<string> =>
  new Set(user.roles.flatMap((role) => role.functionalities));

/** 'Medical' means isMedical with the internal user type: such an account sees medical data. */
export const isMedicalUser = (user: DemoUser): boolean => user.isMedical && user.userTypeId === 1;

/** Records point at seeded employees; a missing one means a broken state file, not a user error. */
export function employeeOf(id: string): DemoEmployee {
  const employee = EMPLOYEE_BY_ID.get(id);
  if (!employee) throw new Error(`No employee ${id}`);
  return employee;
}

export function employerOf(id: string): DemoEmployer {
  const employer = EMPLOYER_BY_ID.get(id);
  if (!employer) throw new Error(`No employer ${id}`);
  return employer;
}
