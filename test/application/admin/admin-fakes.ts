import type {
  AdminGateway,
  AdminUserPage,
  AdminUserQuery,
  BrandingChange,
} from '../../../src/application/admin/admin-gateway';
import type { GatewayFailure } from '../../../src/application/platform/gateway-failure';
import type { AdminUser, NamedRecord, Role, UserReferences } from '../../../src/domain/admin/admin-user';
import type { Division } from '../../../src/domain/admin/branding';
import type { Result } from '../../../src/domain/shared/result';
import { fail, ok } from '../../../src/domain/shared/result';

type Answer<T> = Result<T, GatewayFailure>;

export const BRANDING_ID = 'b-1';

export const aDivision = (changes: Partial<Division> = {}): Division => ({
  id: 'd-1',
  employerId: 'w-1',
  employerName: 'Bakkerij De Gouden Korenaar B.V.',
  name: 'Productie Utrecht',
  branding: { id: BRANDING_ID, themeId: 4, logo: 'data:image/png;base64,c2F2ZWQ=', fullLogo: null },
  ...changes,
});

export const anAdminUser = (changes: Partial<AdminUser> = {}): AdminUser => ({
  id: 'u-2',
  username: 'facility',
  displayName: 'Fenna de Facilitair',
  email: 'facility@example.test',
  userTypeId: 1,
  isMedical: false,
  roles: [{ id: 6, name: { nl: 'Facilitair beheerder', en: 'Facility manager' }, product: 'agenda' }],
  employee: null,
  agendaUser: null,
  twoFactorEnabled: false,
  ...changes,
});

/** The roles of spec section 3, the administrator's the only one that manages roles. */
export const ROLES: readonly Role[] = [
  {
    id: 1,
    name: { nl: 'Planner', en: 'Planner' },
    product: 'agenda',
    functionalities: ['see_agenda_users_calendars', 'has_calendar'],
  },
  {
    id: 2,
    name: { nl: 'Beheerder', en: 'Administrator' },
    product: 'agenda',
    functionalities: ['manage_user_roles_permissions', 'view_audit_log'],
  },
  {
    id: 6,
    name: { nl: 'Facilitair beheerder', en: 'Facility manager' },
    product: 'agenda',
    functionalities: ['view_rooms', 'manage_rooms'],
  },
];

export const rejected = (
  status: number,
  fieldErrors: Record<string, string[]> = {},
  message = '',
): GatewayFailure => ({ kind: 'rejected', status, message, code: null, fieldErrors, told: false });

/** A call of the users list that the test answers when it likes, to put answers out of order. */
export interface HeldUsersCall {
  readonly query: AdminUserQuery;
  readonly signal: AbortSignal | undefined;
  readonly answer: (result: Answer<AdminUserPage>) => void;
}

/** A hand-written AdminGateway: answers are set per test, every call is recorded. */
export class FakeAdminGateway implements AdminGateway {
  readonly calls: string[] = [];
  readonly brandingFilters: { readonly brandingId?: string }[] = [];
  readonly savedBrandings: BrandingChange[] = [];
  readonly userQueries: AdminUserQuery[] = [];
  readonly savedReferences: UserReferences[] = [];
  /** With holdUsers, users() waits for the test to answer it (see held). */
  holdUsers = false;
  readonly held: HeldUsersCall[] = [];

  divisionList: Answer<readonly Division[]> = ok([aDivision()]);
  /** What saveBranding answers; by default the division with the change applied. */
  brandingAnswer: ((change: BrandingChange) => Answer<Division>) | null = null;
  userPage: Answer<AdminUserPage> = ok({ rows: [anAdminUser()], total: 1 });
  agendaList: Answer<readonly NamedRecord[]> = ok([{ id: 'u-1', name: 'Petra Planning' }]);
  roleList: Answer<readonly Role[]> = ok(ROLES);
  /** What setReferences answers; by default the user with the roles set. */
  referencesAnswer: ((references: UserReferences) => Answer<AdminUser>) | null = null;

  divisions(filter: { readonly brandingId?: string }) {
    this.calls.push('divisions');
    this.brandingFilters.push(filter);
    return Promise.resolve(this.divisionList);
  }

  saveBranding(change: BrandingChange) {
    this.calls.push('saveBranding');
    this.savedBrandings.push(change);
    if (this.brandingAnswer) return Promise.resolve(this.brandingAnswer(change));
    const { brandingId, themeId, ...logos } = change;
    const division = aDivision();
    return Promise.resolve(
      ok({ ...division, branding: { ...division.branding, id: brandingId, themeId, ...logos } }),
    );
  }

  users(query: AdminUserQuery, signal?: AbortSignal): Promise<Answer<AdminUserPage>> {
    this.calls.push('users');
    this.userQueries.push(query);
    if (!this.holdUsers) return Promise.resolve(this.userPage);
    return new Promise((resolve) => this.held.push({ query, signal, answer: resolve }));
  }

  agendaUsers() {
    this.calls.push('agendaUsers');
    return Promise.resolve(this.agendaList);
  }

  roles() {
    this.calls.push('roles');
    return Promise.resolve(this.roleList);
  }

  setReferences(references: UserReferences) {
    this.calls.push('setReferences');
    this.savedReferences.push(references);
    if (this.referencesAnswer) return Promise.resolve(this.referencesAnswer(references));
    const roles = ROLES.filter((role) => references.roleIds.includes(role.id)).map(
      ({ id, name, product }) => ({
        id,
        name,
        product,
      }),
    );
    return Promise.resolve(ok(anAdminUser({ id: references.userId, roles })));
  }
}

export const failing = <T>(failure: GatewayFailure): Answer<T> => fail(failure);
