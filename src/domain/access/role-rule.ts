import type { User } from './user';
import { isEmployerUser, isMedicalUser, RoleId } from './user';

const ROLE_BY_NAME: Readonly<Record<string, number>> = {
  planner: RoleId.planner,
  admin: RoleId.admin,
  professional: RoleId.professional,
  employer_role: RoleId.employer,
  employer_planner: RoleId.employerPlanner,
  facility_manager: RoleId.facilityManager,
};

/**
 * One role rule (spec section 6): 'medical' is a medical internal user, 'employer' the employer user
 * type, a role name holds when the user has that role; a '!' prefix negates. Unknown names never hold.
 */
export function roleRuleHolds(user: User, rule: string): boolean {
  const negated = rule.startsWith('!');
  const name = negated ? rule.slice(1) : rule;
  let holds: boolean;
  if (name === 'medical') holds = isMedicalUser(user);
  else if (name === 'employer') holds = isEmployerUser(user);
  else {
    const roleId = ROLE_BY_NAME[name];
    holds = roleId !== undefined && user.roles.some((role) => role.id === roleId);
  }
  return negated ? !holds : holds;
}

/** A list of role rules holds when every rule holds. */
export const roleRulesHold = (user: User, rules: readonly string[]): boolean =>
  rules.every((rule) => roleRuleHolds(user, rule));
