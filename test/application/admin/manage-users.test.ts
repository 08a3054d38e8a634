import { describe, expect, it } from 'vitest';
import { ManageUsers } from '../../../src/application/admin/manage-users';
import type { UserReferences } from '../../../src/domain/admin/admin-user';
import { ok } from '../../../src/domain/shared/result';
import { FakeSessionStore, RecordingNotifier } from '../../support/fakes';
import { aUser } from '../../support/user-mother';
import { anEmployee, FakeEmployeeGateway } from '../people/people-fakes';
import { anAdminUser, failing, FakeAdminGateway, rejected, ROLES } from './admin-fakes';

/** The signed-in administrator's id (UserMother's). */
const SIGNED_IN = 'u-1';

function setUp() {
  const gateway = new FakeAdminGateway();
  const employees = new FakeEmployeeGateway();
  const session = new FakeSessionStore();
  session.signIn(aUser().withRole(['manage_user_roles_permissions'], 2).build());
  const notifier = new RecordingNotifier();
  return {
    gateway,
    employees,
    session,
    notifier,
    manage: new ManageUsers(gateway, employees, session, notifier),
  };
}

const references = (changes: Partial<UserReferences> = {}): UserReferences => ({
  userId: 'u-2',
  roleIds: [1, 6],
  employeeId: null,
  agendaUserId: null,
  ...changes,
});

describe('managing the users’ roles', () => {
  it('refuses an administrator taking their own right to manage roles before sending anything', async () => {
    const { gateway, notifier, manage, session } = setUp();
    expect(session.user?.id).toBe(SIGNED_IN);
    const result = await manage.setReferences(references({ userId: SIGNED_IN, roleIds: [1, 6] }), ROLES);
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'save.invalid',
        fields: { roleIds: 'own-manage-right' },
        serverFields: {},
        message: null,
      },
    });
    const none = await manage.setReferences(references({ userId: SIGNED_IN, roleIds: [] }), ROLES);
    expect(!none.ok && none.error.fields).toEqual({ roleIds: 'own-manage-right' });
    expect(gateway.calls).toEqual([]);
    expect(notifier.notices).toEqual([]);
  });

  it('lets an administrator change their own roles while they keep the right, and anyone else’s freely', async () => {
    const { gateway, notifier, manage } = setUp();
    const own = await manage.setReferences(references({ userId: SIGNED_IN, roleIds: [1, 2] }), ROLES);
    expect(own.ok).toBe(true);
    const other = await manage.setReferences(references({ roleIds: [] }), ROLES);
    expect(other.ok).toBe(true);
    expect(gateway.savedReferences.map((sent) => [sent.userId, sent.roleIds])).toEqual([
      [SIGNED_IN, [1, 2]],
      ['u-2', []],
    ]);
    expect(notifier.notices).toEqual([
      { type: 'success', title: 'admin.users.saved', values: { name: 'Fenna de Facilitair' } },
      { type: 'success', title: 'admin.users.saved', values: { name: 'Fenna de Facilitair' } },
    ]);
  });

  it('sends the references as they are, answers the user as saved and names them in the notice', async () => {
    const { gateway, notifier, manage } = setUp();
    const saved = anAdminUser({ displayName: 'Fenna F.', agendaUser: { id: 'u-1', name: 'Petra Planning' } });
    gateway.referencesAnswer = () => ok(saved);
    const sent = references({ employeeId: 'e-1', agendaUserId: 'u-1' });
    expect(await manage.setReferences(sent, ROLES)).toEqual(ok(saved));
    expect(gateway.savedReferences).toEqual([sent]);
    expect(notifier.notices).toEqual([
      { type: 'success', title: 'admin.users.saved', values: { name: 'Fenna F.' } },
    ]);
  });

  it('passes on the server’s refusal per field and tells of no success', async () => {
    const { gateway, notifier, manage } = setUp();
    gateway.referencesAnswer = () => failing(rejected(422, { agendaUserId: ['Deze agenda bestaat niet.'] }));
    const refused = await manage.setReferences(references({ agendaUserId: 'nope' }), ROLES);
    expect(!refused.ok && refused.error).toEqual({
      code: 'save.rejected',
      fields: {},
      serverFields: { agendaUserId: 'Deze agenda bestaat niet.' },
      message: null,
    });
    gateway.referencesAnswer = () => failing(rejected(404));
    const gone = await manage.setReferences(references(), ROLES);
    expect(!gone.ok && gone.error.code).toBe('save.not-found');
    expect(notifier.notices).toEqual([]);
  });

  it('offers every role and agenda, or says they could not be had', async () => {
    const { gateway, manage } = setUp();
    const choices = await manage.choices();
    expect(choices).toEqual(ok({ roles: ROLES, agendaUsers: [{ id: 'u-1', name: 'Petra Planning' }] }));
    gateway.agendaList = failing({ kind: 'network', told: true });
    expect(await manage.choices()).toEqual({ ok: false, error: 'load.unavailable' });
  });

  it('finds employees to link with the quick search, naming their employer', async () => {
    const { employees, manage } = setUp();
    employees.page = ok({ rows: [anEmployee()], total: 1 });
    const found = await manage.findEmployees('sanne');
    expect(found.ok && found.value).toEqual([
      { id: anEmployee().id, name: anEmployee().name, employerName: anEmployee().employer.name },
    ]);
    expect(employees.queries.at(-1)).toMatchObject({ search: 'sanne', size: 15 });
  });
});
