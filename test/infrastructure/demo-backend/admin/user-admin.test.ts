import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  AdminUserAnswerSchema,
  AdminUserPageSchema,
  AgendaUsersSchema,
  RolesSchema,
} from '../../../../src/infrastructure/admin/admin-schemas';
import { AuditPageSchema } from '../../../../src/infrastructure/audit/audit-schemas';
import { EMPLOYEES, USERS } from '../../../../src/infrastructure/demo-backend/access/seed';
import { ErrorBodySchema } from '../../../../src/infrastructure/http/error-body';
import { exactly, query, signedIn, storeClient, userNamed } from '../case-client';
import type { DemoClient } from '../demo-client';
import { demoClient } from '../demo-client';

const V2 = '/api/external/v2';
const USER_LIST = `${V2}/users`;
const AGENDA_USERS = `${V2}/users/agenda-users`;
const ROLES = `${V2}/arbo-roles`;
const SET_REFERENCES = `${V2}/users/set-user-references`;
const BRANDING = `${V2}/employer-division/branding`;
const AUDIT_LOG = `${V2}/audit-log`;
/** A call only whoever sees everyone's agenda may make (see_agenda_users_calendars, a planner's right). */
const AGENDA_USER_LIST = '/api/external/v3/agenda/users';

const FACILITY = userNamed('facility');
const ADMIN = userNamed('admin');

const errorsOf = (json: unknown) => v.parse(ErrorBodySchema, json).errors ?? {};

/** The audit log's updates of this kind of record, newest first (its parsing turns times into instants). */
const auditOf = async (client: DemoClient, entityType: string) =>
  v.parse(
    AuditPageSchema,
    (await client.get(query(AUDIT_LOG, { 'filter[entityType]': entityType, 'filter[action]': 'updated' })))
      .json,
  );

/** Every call of the admin area, with a body a write would accept. */
const ADMIN_CALLS: readonly (readonly [string, string, unknown?])[] = [
  ['GET', USER_LIST],
  ['GET', AGENDA_USERS],
  ['GET', ROLES],
  ['POST', SET_REFERENCES, { userId: FACILITY.id, roleIds: [6] }],
  ['POST', BRANDING, { brandingId: 'b7b2d1ef-0001-4000-8000-000000000001', themeId: 4 }],
];

const call = (client: DemoClient, method: string, path: string, body?: unknown) =>
  method === 'GET' ? client.get(path) : client.post(path, body);

/** A second browser on the same backend, for a user signed in beside the administrator. */
async function besides(admin: DemoClient, username: string) {
  const other = storeClient(admin.backend.store, admin.now);
  expect((await other.signIn(username)).status).toBe(200);
  return other;
}

describe('who may use the admin area of the demo backend', () => {
  it('answers 401 without a session and 403 to a planner on every admin call, and changes nothing', async () => {
    const anonymous = demoClient();
    const planner = await signedIn('planner');
    const before = structuredClone(planner.backend.store.state.userReferences);
    for (const [method, path, body] of ADMIN_CALLS) {
      expect([method, path, (await call(anonymous, method, path, body)).status]).toEqual([method, path, 401]);
      const refused = await call(planner, method, path, body);
      expect([method, path, refused.status]).toEqual([method, path, 403]);
      expect(v.parse(ErrorBodySchema, refused.json).code).toBe('forbidden');
    }
    expect(planner.backend.store.state.userReferences).toEqual(before);
  });
});

describe('the user list of the demo backend', () => {
  it('lists every user by name, searched on name, username and e-mail', async () => {
    const admin = await signedIn('admin');
    const all = exactly(AdminUserPageSchema, await admin.get(query(USER_LIST, { 'page[size]': 100 })));
    expect(all.meta).toEqual({ total: USERS.length, page: 1, pageSize: 100 });
    const names = all.data.map((user) => user.displayName);
    expect(names).toEqual(names.toSorted((a, b) => a.localeCompare(b, 'nl', { sensitivity: 'base' })));
    expect(all.data.find((user) => user.username === 'admin')).toEqual({
      id: ADMIN.id,
      username: 'admin',
      displayName: 'Arjen Beheer',
      email: 'admin@arbo-agenda.example',
      userTypeId: 1,
      isMedical: false,
      roles: [{ id: 2, name: { nl: 'Beheerder', en: 'Administrator' }, product: 'agenda' }],
      employee: null,
      agendaUser: null,
      twoFactorEnabled: false,
    });
    expect(all.data.find((user) => user.username === 'doctor')).toMatchObject({
      agendaUser: { id: userNamed('doctor').id, name: 'Dr. Marieke van Dam' },
      twoFactorEnabled: true,
    });

    const byUsername = exactly(
      AdminUserPageSchema,
      await admin.get(query(USER_LIST, { 'filter[search]': 'CASEMANAGER' })),
    );
    expect(byUsername.data.map((user) => user.username)).toEqual([
      'casemanager.yilmaz',
      'casemanager.vanleeuwen',
      'casemanager',
    ]);
    const byName = exactly(
      AdminUserPageSchema,
      await admin.get(query(USER_LIST, { 'filter[search]': 'facilitair' })),
    );
    expect(byName.data.map((user) => user.username)).toEqual(['facility']);
    const byMail = exactly(
      AdminUserPageSchema,
      await admin.get(query(USER_LIST, { 'filter[search]': 'goudenkorenaar.example' })),
    );
    expect(byMail.data.map((user) => user.username).sort()).toEqual(['employee', 'employer']);
    const nobody = exactly(
      AdminUserPageSchema,
      await admin.get(query(USER_LIST, { 'filter[search]': 'zzqx' })),
    );
    expect(nobody).toEqual({ data: [], meta: { total: 0, page: 1, pageSize: 100 } });
  });

  it('pages the users without overlap, and filters on a role', async () => {
    const admin = await signedIn('admin');
    const all = exactly(AdminUserPageSchema, await admin.get(query(USER_LIST, { 'page[size]': 100 })));
    const pages = [];
    for (let number = 1; number <= Math.ceil(USERS.length / 5); number += 1) {
      const page = exactly(
        AdminUserPageSchema,
        await admin.get(query(USER_LIST, { 'page[size]': 5, 'page[number]': number })),
      );
      expect(page.meta).toEqual({ total: USERS.length, page: number, pageSize: 5 });
      expect(page.data.length).toBe(Math.min(5, USERS.length - (number - 1) * 5));
      pages.push(...page.data);
    }
    expect(pages.map((user) => user.id)).toEqual(all.data.map((user) => user.id));
    const facilityManagers = exactly(
      AdminUserPageSchema,
      await admin.get(query(USER_LIST, { 'filter[role]': 6 })),
    );
    expect(facilityManagers.data.map((user) => user.username)).toEqual(['facility']);
    const unknown = await admin.get(query(USER_LIST, { 'filter[role]': 9 }));
    expect(unknown.status).toBe(422);
    expect(Object.keys(errorsOf(unknown.json))).toEqual(['filter[role]']);
  });

  it('lists the roles with their functionality codes, and the people with a calendar', async () => {
    const admin = await signedIn('admin');
    const roles = exactly(RolesSchema, await admin.get(ROLES)).data;
    // Every role named in both languages.
    expect(roles.map((role) => [role.id, role.name.nl, role.name.en, role.product])).toEqual([
      [1, 'Planner', 'Planner', 'agenda'],
      [2, 'Beheerder', 'Administrator', 'agenda'],
      [3, 'Professional', 'Professional', 'arbo'],
      [4, 'Werkgever', 'Employer', 'arbo'],
      [5, 'Werkgeverplanner', 'Employer planner', 'arbo'],
      [6, 'Facilitair beheerder', 'Facility manager', 'agenda'],
    ]);
    expect(roles[5]?.functionalities).toEqual([{ code: 'view_rooms' }, { code: 'manage_rooms' }]);
    const agendas = exactly(AgendaUsersSchema, await admin.get(AGENDA_USERS)).data;
    expect(agendas.map((agenda) => agenda.name)).toContain('Petra Planning');
    expect(agendas.map((agenda) => agenda.name)).not.toContain('Arjen Beheer');
    expect(agendas.map((agenda) => agenda.name)).toEqual(
      agendas.map((agenda) => agenda.name).toSorted((a, b) => a.localeCompare(b, 'nl')),
    );
  });
});

describe('setting a user’s roles and records in the demo backend', () => {
  it('lets the user do what the new roles allow from their next call, and logs the change', async () => {
    const admin = await signedIn('admin');
    const facility = await besides(admin, 'facility');
    expect((await facility.get(AGENDA_USER_LIST)).status).toBe(403);

    const answer = await admin.post(SET_REFERENCES, { userId: FACILITY.id, roleIds: [6, 1] });
    const saved = exactly(AdminUserAnswerSchema, answer).data;
    expect(saved.roles).toEqual([
      { id: 1, name: { nl: 'Planner', en: 'Planner' }, product: 'agenda' },
      { id: 6, name: { nl: 'Facilitair beheerder', en: 'Facility manager' }, product: 'agenda' },
    ]);
    // The same session, without signing in again.
    expect((await facility.get(AGENDA_USER_LIST)).status).toBe(200);
    const listed = exactly(AdminUserPageSchema, await admin.get(query(USER_LIST, { 'filter[role]': 1 })));
    expect(listed.data.map((user) => user.username)).toContain('facility');

    const log = await auditOf(admin, 'user');
    const newest = log.data[0];
    expect(newest).toMatchObject({
      user: { id: ADMIN.id, name: 'Arjen Beheer' },
      entity: { type: 'user', id: FACILITY.id, label: 'Fenna de Facilitair' },
      action: 'updated',
      changes: [{ field: 'roles', from: ['6'], to: ['1', '6'] }],
      names: { '1': 'Planner', '6': 'Facilitair beheerder' },
    });
    // A reader in English reads the roles' English names.
    const english = await admin.get(
      query(AUDIT_LOG, { 'filter[entityType]': 'user', 'filter[action]': 'updated' }),
      'en',
    );
    expect(v.parse(AuditPageSchema, english.json).data[0]?.names).toEqual({
      '1': 'Planner',
      '6': 'Facility manager',
    });
    expect(newest?.at.epochMilliseconds).toBe(admin.now());

    // And taken away again: refused from the next call.
    exactly(AdminUserAnswerSchema, await admin.post(SET_REFERENCES, { userId: FACILITY.id, roleIds: [6] }));
    expect((await facility.get(AGENDA_USER_LIST)).status).toBe(403);
  });

  it('links and unlinks an employee record and an agenda, keeping what is left out', async () => {
    const admin = await signedIn('admin');
    const employee = EMPLOYEES[0];
    const planner = userNamed('planner');
    if (!employee) throw new Error('the seed lacks employees');
    const linked = exactly(
      AdminUserAnswerSchema,
      await admin.post(SET_REFERENCES, {
        userId: FACILITY.id,
        roleIds: [6],
        employeeId: employee.id,
        agendaUserId: planner.id,
      }),
    ).data;
    expect([linked.employee, linked.agendaUser]).toEqual([
      { id: employee.id, name: `${employee.firstName} ${employee.lastName}` },
      { id: planner.id, name: 'Petra Planning' },
    ]);
    const kept = exactly(
      AdminUserAnswerSchema,
      await admin.post(SET_REFERENCES, { userId: FACILITY.id, roleIds: [6] }),
    ).data;
    expect([kept.employee?.id, kept.agendaUser?.id]).toEqual([employee.id, planner.id]);
    const unlinked = exactly(
      AdminUserAnswerSchema,
      await admin.post(SET_REFERENCES, {
        userId: FACILITY.id,
        roleIds: [6],
        employeeId: null,
        agendaUserId: null,
      }),
    ).data;
    expect([unlinked.employee, unlinked.agendaUser]).toEqual([null, null]);
    const log = await auditOf(admin, 'user');
    expect(log.data[0]?.changes).toEqual([
      { field: 'employeeId', from: employee.id, to: null },
      { field: 'agendaUserId', from: planner.id, to: null },
    ]);
  });

  it('refuses an unknown role, employee or agenda under its field, and an unknown user with 404', async () => {
    const admin = await signedIn('admin');
    const before = structuredClone(admin.backend.store.state.userReferences);
    const refusal = async (body: Record<string, unknown>) => {
      const answer = await admin.post(SET_REFERENCES, { userId: FACILITY.id, roleIds: [6], ...body }, 'en');
      expect(answer.status).toBe(422);
      return exactly(ErrorBodySchema, answer).errors;
    };
    expect(await refusal({ roleIds: [6, 7] })).toEqual({ roleIds: ['This role does not exist.'] });
    expect(Object.keys((await refusal({ roleIds: [6, 6] })) ?? {})).toEqual(['roleIds']);
    expect(Object.keys((await refusal({ roleIds: '6' })) ?? {})).toEqual(['roleIds']);
    expect(await refusal({ employeeId: 'no-such-employee' })).toEqual({
      employeeId: ['This employee does not exist.'],
    });
    // The administrator has no calendar: no agenda to link to.
    expect(await refusal({ agendaUserId: ADMIN.id })).toEqual({
      agendaUserId: ['This agenda does not exist.'],
    });
    expect(await refusal({ roleIds: [9], employeeId: 'x', agendaUserId: 'y' })).toEqual({
      roleIds: ['This role does not exist.'],
      employeeId: ['This employee does not exist.'],
      agendaUserId: ['This agenda does not exist.'],
    });
    const ownRight = await admin.post(SET_REFERENCES, { userId: ADMIN.id, roleIds: [1] }, 'en');
    expect([ownRight.status, Object.keys(errorsOf(ownRight.json))]).toEqual([422, ['roleIds']]);
    const unknown = await admin.post(SET_REFERENCES, { userId: 'no-such-user', roleIds: [6] });
    expect([unknown.status, v.parse(ErrorBodySchema, unknown.json).code]).toEqual([404, 'not_found']);
    expect(admin.backend.store.state.userReferences).toEqual(before);
  });
});
