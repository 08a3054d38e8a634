import type { DemoUser } from './seed';
import { EMPLOYERS } from './seed';

/** A demo user in the contract's shape (see auth-schemas.ts): role lists per product, employer branding. */
export function userJson(user: DemoUser): Record<string, unknown> {
  const rolesByProduct: Record<string, unknown[]> = { agendaRoles: [], arboRoles: [] };
  for (const role of user.roles) {
    rolesByProduct[`${role.product}Roles`]?.push({
      id: role.id,
      name: role.name,
      functionalities: role.functionalities.map((code) => ({ code })),
    });
  }
  const employer = EMPLOYERS.find((candidate) => candidate.id === user.employerId) ?? null;
  return {
    id: user.id,
    username: user.username,
    displayName: user.displayName,
    email: user.email,
    userTypeId: user.userTypeId,
    isMedical: user.isMedical,
    ...rolesByProduct,
    twoFactorAuth: { setupCompleted: user.totpSecret !== null },
    partnerPortals: user.partnerPortals,
    employer: employer
      ? {
          id: employer.id,
          name: employer.name,
          employerDivision: {
            id: employer.division.id,
            name: employer.division.name,
            branding: employer.division.branding,
          },
        }
      : null,
  };
}
