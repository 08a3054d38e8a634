import { Hono } from 'hono';
import type { DemoUser } from '../access/seed';
import { employeeName, ROLES, USERS } from '../access/seed';
import { roleOf, userOf } from '../access/users';
import type { DemoState } from '../demo-backend';
import { recordAudit } from '../platform/audit-log';
import type { SortField } from '../platform/list-kit';
import { fold, pageOf, Problems, readList, searchText, sortRows } from '../platform/list-kit';
import type { Ctx, Env, Kit } from '../platform/route-kit';
import { languageFor, readJson, refuse, refuseFields } from '../platform/route-kit';
import type { ServerMessage } from '../platform/server-messages';
import { say } from '../platform/server-messages';
import { seededEmployee } from '../people/people-kit';
import { AGENDA_USERS } from '../availability/availability-access';
import { administrator, MANAGE, V2 } from './admin-kit';
import type { StoredUserReferences } from './admin-state';

const SORTS: Readonly<Record<string, SortField<DemoUser>>> = {
  name: { value: (user) => user.displayName, text: true },
  username: { value: (user) => user.username, text: true },
};

const referencesOf = (state: DemoState, user: DemoUser): StoredUserReferences =>
  state.userReferences[user.id] ?? {
    roleIds: user.roles.map((role) => role.id),
    employeeId: null,
    agendaUserId: null,
  };

/**
 * The people with an agenda, as the availability area keeps them (whoever the service gave a calendar):
 * the agendas an account can be linked to.
 */
const agendaUsers = (_state: DemoState): readonly DemoUser[] => AGENDA_USERS;

const roleJson = (id: number) => {
  const role = roleOf(id);
  return role ? { id: role.id, name: { nl: role.name, en: role.nameEn }, product: role.product } : null;
};

/** A user as the administrator sees them: who they are, their roles and what their account links to. */
function adminUserJson(state: DemoState, user: DemoUser) {
  const references = referencesOf(state, user);
  const employee = references.employeeId ? seededEmployee(references.employeeId) : null;
  const agenda = userOf(references.agendaUserId);
  return {
    id: user.id,
    username: user.username,
    displayName: user.displayName,
    email: user.email,
    userTypeId: user.userTypeId,
    isMedical: user.isMedical,
    roles: references.roleIds.map(roleJson).filter((role) => role !== null),
    employee: employee ? { id: employee.id, name: employeeName(employee) } : null,
    agendaUser: agenda ? { id: agenda.id, name: agenda.displayName } : null,
    twoFactorEnabled: Boolean(state.accounts[user.id]?.twoFactor.method),
  };
}

const isIdList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((item) => Number.isInteger(item));

/**
 * Users and their roles for administrators (spec section 7): GET v2/users (search, sort, paged),
 * GET v2/users/agenda-users (whom an account's appointments can be kept under), GET v2/arbo-roles
 * (the roles with their functionality codes) and POST v2/users/set-user-references (a user's roles,
 * employee record and agenda). A change of roles counts from the user's next call.
 */
export function userAdminRoutes(kit: Kit): Hono<Env> {
  const { store } = kit;
  const routes = new Hono<Env>();

  routes.get(`${V2}/users`, (c) => {
    const access = administrator(c);
    if ('refusal' in access) return access.refusal;
    const problems = new Problems(c);
    const list = readList(c, { filters: ['search', 'role'], sorts: Object.keys(SORTS) }, problems);
    const role = list.filter['role'];
    if (role !== undefined && !ROLES.some((candidate) => String(candidate.id) === role)) {
      problems.add('filter[role]', 'unknownRole');
    }
    if (problems.any) return refuseFields(c, problems.errors);
    const search = searchText(list);
    const { state } = store;
    const rows = USERS.filter(
      (user) =>
        (!search ||
          [user.displayName, user.username, user.email].some((field) => fold(field).includes(search))) &&
        (role === undefined || referencesOf(state, user).roleIds.includes(Number(role))),
    );
    const position = new Map(USERS.map((user, index) => [user.id, index]));
    const sorted = sortRows(
      rows,
      list.sort.length > 0 ? list.sort : [{ field: 'name', direction: 'asc' }],
      SORTS,
      (user) => position.get(user.id) ?? 0,
    );
    return c.json(pageOf(sorted, list, (user) => adminUserJson(state, user)));
  });

  routes.get(`${V2}/users/agenda-users`, (c) => {
    const access = administrator(c);
    if ('refusal' in access) return access.refusal;
    const users = [...agendaUsers(store.state)].sort((a, b) =>
      a.displayName.localeCompare(b.displayName, 'nl'),
    );
    return c.json({ data: users.map((user) => ({ id: user.id, name: user.displayName })) });
  });

  routes.get(`${V2}/arbo-roles`, (c) => {
    const access = administrator(c);
    if ('refusal' in access) return access.refusal;
    return c.json({
      data: ROLES.map((role) => ({
        id: role.id,
        name: { nl: role.name, en: role.nameEn },
        product: role.product,
        functionalities: role.functionalities.map((code) => ({ code })),
      })),
    });
  });

  routes.post(`${V2}/users/set-user-references`, async (c: Ctx) => {
    const access = administrator(c);
    if ('refusal' in access) return access.refusal;
    const language = languageFor(c);
    const label = (field: string) => say(`field.${field}` as ServerMessage, language);
    const body = await readJson(c);
    const errors: Record<string, string[]> = {};
    const target = typeof body['userId'] === 'string' ? userOf(body['userId']) : null;
    if (body['userId'] !== undefined && typeof body['userId'] !== 'string') {
      errors['userId'] = [say('fieldInvalid', language, { field: label('userId') })];
    }
    if (body['userId'] === undefined)
      errors['userId'] = [say('fieldRequired', language, { field: label('userId') })];
    const { roleIds, employeeId, agendaUserId } = body;
    if (!isIdList(roleIds)) {
      errors['roleIds'] = [say('fieldInvalid', language, { field: label('roleIds') })];
    } else if (roleIds.some((id) => roleOf(id) === null) || new Set(roleIds).size !== roleIds.length) {
      errors['roleIds'] = [say('unknownRole', language)];
    } else if (
      target?.id === access.user.id &&
      !roleIds.some((id) => roleOf(id)?.functionalities.includes(MANAGE))
    ) {
      errors['roleIds'] = [say('ownAdminRole', language)];
    }
    if (
      employeeId !== undefined &&
      employeeId !== null &&
      (typeof employeeId !== 'string' || !seededEmployee(employeeId))
    ) {
      errors['employeeId'] = [say('unknownEmployee', language)];
    }
    if (
      agendaUserId !== undefined &&
      agendaUserId !== null &&
      !agendaUsers(store.state).some((user) => user.id === agendaUserId)
    ) {
      errors['agendaUserId'] = [say('unknownAgendaUser', language)];
    }
    if (Object.keys(errors).length > 0) return refuseFields(c, errors);
    if (!target) return refuse(c, 404, 'notFound', { code: 'not_found' });

    const before = referencesOf(store.state, target);
    const after: StoredUserReferences = {
      roleIds: [...(roleIds as number[])].sort((a, b) => a - b),
      employeeId: employeeId === undefined ? before.employeeId : (employeeId as string | null),
      agendaUserId: agendaUserId === undefined ? before.agendaUserId : (agendaUserId as string | null),
    };
    // The log keeps the roles' ids; the audit answer names them in the reader's language.
    const names = (ids: readonly number[]) => ids.map(String);
    store.change((state) => {
      state.userReferences[target.id] = after;
      recordAudit(state.auditLog, {
        at: new Date(kit.now()).toISOString(),
        userId: access.user.id,
        userName: access.user.displayName,
        entityType: 'user',
        entityId: target.id,
        entityLabel: target.displayName,
        action: 'updated',
        changes: [
          { field: 'roles', from: names(before.roleIds), to: names(after.roleIds) },
          { field: 'employeeId', from: before.employeeId, to: after.employeeId },
          { field: 'agendaUserId', from: before.agendaUserId, to: after.agendaUserId },
        ].filter((change) => JSON.stringify(change.from) !== JSON.stringify(change.to)),
      });
    });
    return c.json({ data: adminUserJson(store.state, target) });
  });

  return routes;
}
