import type { Permission } from './permission';
import { isPermission } from './permission';

/** User types of spec section 3. */
export const UserType = { internal: 1, external: 2, employer: 3, employee: 7 } as const;
export type UserTypeId = number;

/** Role ids of spec section 3. */
export const RoleId = {
  planner: 1,
  admin: 2,
  professional: 3,
  employer: 4,
  employerPlanner: 5,
  facilityManager: 6,
} as const;

export interface Role {
  readonly id: number;
  readonly name: string;
  /** The product the role belongs to ("agenda" for agendaRoles, "arbo" for arboRoles, ...). */
  readonly product: string;
  readonly functionalities: readonly string[];
}

export interface EmployerBranding {
  readonly id: string;
  readonly themeId: number;
  readonly logo: string | null;
  readonly fullLogo: string | null;
}

export interface Employer {
  readonly id: string;
  readonly name: string;
  readonly divisionName: string | null;
  readonly branding: EmployerBranding | null;
}

export interface User {
  readonly id: string;
  readonly username: string;
  readonly displayName: string;
  readonly email: string | null;
  readonly userTypeId: UserTypeId;
  readonly isMedical: boolean;
  readonly roles: readonly Role[];
  readonly twoFactorSetupCompleted: boolean;
  readonly twoFactorMethod: 'authenticator' | 'sms' | null;
  readonly maskedMobile: string | null;
  readonly partnerPortals: readonly string[];
  readonly employer: Employer | null;
}

/** Spec section 6: a user's permissions are the union of the functionality codes of all their roles. */
export function permissionsOf(user: User): ReadonlySet<Permission> {
  const codes = new Set<Permission>();
  for (const role of user.roles) {
    for (const code of role.functionalities) {
      if (isPermission(code)) codes.add(code);
    }
  }
  return codes;
}

/** "Medical" means isMedical together with the internal user type (spec section 6). */
export const isMedicalUser = (user: Pick<User, 'isMedical' | 'userTypeId'>): boolean =>
  user.isMedical && user.userTypeId === UserType.internal;

export const isEmployerUser = (user: User): boolean => user.userTypeId === UserType.employer;

export const hasAnyRole = (user: User): boolean => user.roles.length > 0;
