import type {
  AdminUser,
  NamedRecord,
  Role,
  UserReferences,
  UserReferencesField,
} from '../../domain/admin/admin-user';
import { referencesProblem } from '../../domain/admin/admin-user';
import type { Result } from '../../domain/shared/result';
import { fail, ok } from '../../domain/shared/result';
import type { GatewayFailure } from '../platform/gateway-failure';
import type { Notifier } from '../platform/notifier';
import type { LoadCode, SaveRefusal } from '../platform/record-refusal';
import { invalid, loadWith, saveWith } from '../platform/record-refusal';
import type { SessionStore } from '../session/session-store';
import type { EmployeeGateway } from '../people/employee-gateway';
import { quickEmployeeSearch } from '../people/quick-employee-search';
import type { AdminGateway, AdminUserPage, AdminUserQuery } from './admin-gateway';

const FIELDS: readonly UserReferencesField[] = ['roleIds', 'employeeId', 'agendaUserId'];

/** An employee found to link an account to. */
export interface FoundEmployeeRef {
  readonly id: string;
  readonly name: string;
  readonly employerName: string;
}

/** What the user form offers: every role and every agenda an account can be linked to. */
export interface UserChoices {
  readonly roles: readonly Role[];
  readonly agendaUsers: readonly NamedRecord[];
}

/**
 * The users and their roles (/admin): a page of users, the roles with their functionality codes, and
 * a user's roles, employee record and agenda set (POST v2/users/set-user-references). A change of roles
 * counts from that user's next page load.
 */
export class ManageUsers {
  constructor(
    private readonly gateway: AdminGateway,
    private readonly employees: EmployeeGateway,
    private readonly session: SessionStore,
    private readonly notifier: Notifier,
  ) {}

  users(query: AdminUserQuery, signal?: AbortSignal): Promise<Result<AdminUserPage, GatewayFailure>> {
    return this.gateway.users(query, signal);
  }

  /** The employees matching the text, at most the quick search's 15 (spec section 9), to link one. */
  async findEmployees(
    text: string,
    signal?: AbortSignal,
  ): Promise<Result<readonly FoundEmployeeRef[], GatewayFailure>> {
    return quickEmployeeSearch(this.employees, text, signal);
  }

  async choices(signal?: AbortSignal): Promise<Result<UserChoices, LoadCode>> {
    const [roles, agendaUsers] = await Promise.all([
      loadWith(() => this.gateway.roles(signal)),
      loadWith(() => this.gateway.agendaUsers(signal)),
    ]);
    if (!roles.ok) return roles;
    if (!agendaUsers.ok) return agendaUsers;
    return ok({ roles: roles.value, agendaUsers: agendaUsers.value });
  }

  async setReferences(
    references: UserReferences,
    roles: readonly Role[],
  ): Promise<Result<AdminUser, SaveRefusal<UserReferencesField, 'own-manage-right'>>> {
    const problem = referencesProblem(references, roles, this.session.user?.id ?? null);
    if (problem) return fail(invalid({ roleIds: problem }));
    const result = await saveWith(() => this.gateway.setReferences(references), this.notifier, FIELDS);
    if (result.ok) {
      this.notifier.notify({
        type: 'success',
        title: 'admin.users.saved',
        values: { name: result.value.displayName },
      });
    }
    return result;
  }
}
