import type { Role, User } from '../../src/domain/access/user';
import { UserType } from '../../src/domain/access/user';

/** Builds users for tests: aUser().medical().withRole(...).build(). */
export class UserMother {
  private user: User = {
    id: 'u-1',
    username: 'planner',
    displayName: 'Petra Planning',
    email: 'planner@example.test',
    userTypeId: UserType.internal,
    isMedical: false,
    roles: [],
    twoFactorSetupCompleted: false,
    twoFactorMethod: null,
    maskedMobile: null,
    partnerPortals: ['arbo'],
    employer: null,
  };

  named(username: string): this {
    this.user = { ...this.user, username, displayName: username };
    return this;
  }

  /** The name the portal shows for the person, apart from their username. */
  displayedAs(displayName: string): this {
    this.user = { ...this.user, displayName };
    return this;
  }

  ofType(userTypeId: number): this {
    this.user = { ...this.user, userTypeId };
    return this;
  }

  medical(): this {
    this.user = { ...this.user, isMedical: true, userTypeId: UserType.internal };
    return this;
  }

  withRole(functionalities: readonly string[], id = 1, product = 'agenda'): this {
    const role: Role = { id, name: `role-${id}`, product, functionalities };
    this.user = { ...this.user, roles: [...this.user.roles, role] };
    return this;
  }

  withPortals(partnerPortals: readonly string[]): this {
    this.user = { ...this.user, partnerPortals };
    return this;
  }

  withBranding(themeId: number, logo: string | null = 'logo.svg'): this {
    this.user = {
      ...this.user,
      userTypeId: UserType.employer,
      employer: {
        id: 'e-1',
        name: 'Bakkerij',
        divisionName: 'Utrecht',
        branding: { id: 'b-1', themeId, logo, fullLogo: null },
      },
    };
    return this;
  }

  build(): User {
    return this.user;
  }
}

export const aUser = () => new UserMother();
