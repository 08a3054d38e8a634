import type { StoredBranding } from '../people/people-state';
import type { TwoFactorState } from './access-state';
import { maskMobile } from './mobile';
import type { DemoUser } from './seed';
import { EMPLOYERS } from './seed';

/**
 * A demo user in the contract's shape (see auth-schemas.ts): role lists per product, employer branding,
 * and the two-factor state of the account, whose mobile number only ever leaves masked.
 */
export function userJson(
  user: DemoUser,
  twoFactor: TwoFactorState | undefined,
  branding: StoredBranding | null = null,
): Record<string, unknown> {
  const rolesByProduct: Record<string, unknown[]> = { agendaRoles: [], arboRoles: [] };
  for (const role of user.roles) {
    rolesByProduct[`${role.product}Roles`]?.push({
      id: role.id,
      name: role.name,
      functionalities: role.functionalities.map((code) => ({ code })),
    });
  }
  const employer = EMPLOYERS.find((candidate) => candidate.id === user.employerId) ?? null;
  const method = twoFactor?.method ?? null;
  const mobile = twoFactor?.mobile ?? null;
  return {
    id: user.id,
    username: user.username,
    displayName: user.displayName,
    email: user.email,
    userTypeId: user.userTypeId,
    isMedical: user.isMedical,
    ...rolesByProduct,
    twoFactorAuth: {
      setupCompleted: method !== null,
      method,
      maskedMobile: mobile ? maskMobile(mobile) : null,
    },
    partnerPortals: user.partnerPortals,
    employer: employer
      ? {
          id: employer.id,
          name: employer.name,
          employerDivision: {
            id: employer.division.id,
            name: employer.division.name,
            branding,
          },
        }
      : null,
  };
}
