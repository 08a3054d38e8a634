import { describe, expect, it } from 'vitest';
import { ManageUsers } from '../../../../src/application/admin/manage-users';
import type { AdminUser } from '../../../../src/domain/admin/admin-user';
import { ok } from '../../../../src/domain/shared/result';
import { UserAdminViewModel } from '../../../../src/ui/screens/admin/user-admin-view-model';
import { FakeScheduler } from '../../../support/fake-scheduler';
import { FakeSessionStore, RecordingNotifier } from '../../../support/fakes';
import { aUser } from '../../../support/user-mother';
import { anAdminUser, failing, FakeAdminGateway, rejected } from '../../../application/admin/admin-fakes';
import { anEmployee, FakeEmployeeGateway } from '../../../application/people/people-fakes';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The signed-in administrator, as the list shows them (UserMother's id). */
const ADMIN: AdminUser = anAdminUser({
  id: 'u-1',
  username: 'admin',
  displayName: 'Arjen Beheer',
  roles: [{ id: 2, name: { nl: 'Beheerder', en: 'Administrator' }, product: 'agenda' }],
});
const FACILITY = anAdminUser();

function setUp() {
  const gateway = new FakeAdminGateway();
  gateway.userPage = ok({ rows: [ADMIN, FACILITY], total: 2 });
  const employees = new FakeEmployeeGateway();
  const session = new FakeSessionStore();
  session.signIn(aUser().withRole(['manage_user_roles_permissions'], 2).build());
  const notifier = new RecordingNotifier();
  const scheduler = new FakeScheduler();
  const vm = new UserAdminViewModel(new ManageUsers(gateway, employees, session, notifier), scheduler);
  return { gateway, employees, notifier, scheduler, vm };
}

describe('the users view-model', () => {
  it('loads the first page of users and the roles and agendas to choose from', async () => {
    const { gateway, vm } = setUp();
    expect(vm.state).toBe('loading');
    const detach = vm.attach();
    await settle();
    expect(gateway.userQueries).toEqual([{ search: '', page: 1, size: 25 }]);
    expect([vm.state, vm.rows, vm.total]).toEqual(['ready', [ADMIN, FACILITY], 2]);
    expect(vm.roles.map((role) => role.id)).toEqual([1, 2, 6]);
    expect(vm.agendaUsers).toEqual([{ id: 'u-1', name: 'Petra Planning' }]);
    gateway.userPage = ok({ rows: [], total: 0 });
    await vm.load();
    expect(vm.state).toBe('empty');
    gateway.userPage = failing({ kind: 'network', told: true });
    await vm.load();
    expect(vm.state).toBe('failed');
    detach();
  });

  it('searches only once typing pauses, from the first page', async () => {
    const { gateway, scheduler, vm } = setUp();
    const detach = vm.attach();
    await settle();
    vm.goToPage(3);
    await settle();
    expect(gateway.userQueries.at(-1)).toEqual({ search: '', page: 3, size: 25 });
    const asked = gateway.userQueries.length;
    vm.setSearch('fen');
    expect(vm.page).toBe(1);
    scheduler.advance(299);
    vm.setSearch('fenna');
    scheduler.advance(299);
    expect(gateway.userQueries).toHaveLength(asked);
    scheduler.advance(1);
    await settle();
    expect(gateway.userQueries.slice(asked)).toEqual([{ search: 'fenna', page: 1, size: 25 }]);
    vm.setPageSize(50);
    await settle();
    expect(gateway.userQueries.at(-1)).toEqual({ search: 'fenna', page: 1, size: 50 });
    detach();
  });

  it('never lets an older answer overwrite a newer one', async () => {
    const { gateway, scheduler, vm } = setUp();
    gateway.holdUsers = true;
    const detach = vm.attach();
    vm.setSearch('fenna');
    scheduler.advance(300);
    const [older, newer] = gateway.held;
    if (!older || !newer) throw new Error('expected two calls of the users list');
    expect(older.signal?.aborted).toBe(true);
    expect(newer.signal?.aborted).toBe(false);

    older.answer(ok({ rows: [ADMIN], total: 1 }));
    await settle();
    expect([vm.state, vm.rows]).toEqual(['loading', []]);
    newer.answer(ok({ rows: [FACILITY], total: 1 }));
    await settle();
    expect([vm.state, vm.rows]).toEqual(['ready', [FACILITY]]);

    // And the other way round: the newer answer first, the older one late.
    vm.setSearch('arjen');
    scheduler.advance(300);
    vm.setSearch('arjen b');
    scheduler.advance(300);
    const [, , late, early] = gateway.held;
    if (!late || !early) throw new Error('expected two more calls of the users list');
    early.answer(ok({ rows: [ADMIN], total: 1 }));
    await settle();
    late.answer(ok({ rows: [FACILITY], total: 1 }));
    await settle();
    expect([vm.state, vm.rows, vm.total]).toEqual(['ready', [ADMIN], 1]);
    detach();
  });

  it('saves an edited user, puts the answer in their row and closes the editor', async () => {
    const { gateway, notifier, vm } = setUp();
    const detach = vm.attach();
    await settle();
    vm.edit(FACILITY);
    const editor = vm.editor;
    expect([...(editor?.roleIds ?? [])]).toEqual([6]);
    editor?.toggleRole(1, true);
    editor?.setAgenda('u-1');
    const saved = anAdminUser({
      roles: [
        { id: 1, name: { nl: 'Planner', en: 'Planner' }, product: 'agenda' },
        { id: 6, name: { nl: 'Facilitair beheerder', en: 'Facility manager' }, product: 'agenda' },
      ],
      agendaUser: { id: 'u-1', name: 'Petra Planning' },
    });
    gateway.referencesAnswer = () => ok(saved);
    await vm.saveEditor();
    expect(gateway.savedReferences).toEqual([
      { userId: FACILITY.id, roleIds: [1, 6], employeeId: null, agendaUserId: 'u-1' },
    ]);
    expect(vm.rows).toEqual([ADMIN, saved]);
    expect(vm.editor).toBeNull();
    expect(notifier.notices).toEqual([
      { type: 'success', title: 'admin.users.saved', values: { name: 'Fenna de Facilitair' } },
    ]);
    detach();
  });

  it('keeps the editor open with the server’s message when the save is refused', async () => {
    const { gateway, notifier, vm } = setUp();
    const detach = vm.attach();
    await settle();
    vm.edit(FACILITY);
    const editor = vm.editor;
    editor?.setAgenda('u-9');
    gateway.referencesAnswer = () => failing(rejected(422, { agendaUserId: ['Deze agenda bestaat niet.'] }));
    await vm.saveEditor();
    expect(vm.editor).toBe(editor);
    expect(editor?.feedback.serverMessageOf('agendaUserId')).toBe('Deze agenda bestaat niet.');
    expect([editor?.feedback.busy, editor?.agendaUserId]).toEqual([false, 'u-9']);
    expect(vm.rows).toEqual([ADMIN, FACILITY]);
    editor?.setAgenda('u-1');
    expect(editor?.feedback.serverMessageOf('agendaUserId')).toBeNull();
    expect(notifier.notices).toEqual([]);
    detach();
  });

  it('keeps the editor open, sending nothing, when administrators would take their own right', async () => {
    const { gateway, vm } = setUp();
    const detach = vm.attach();
    await settle();
    vm.edit(ADMIN);
    vm.editor?.toggleRole(2, false);
    vm.editor?.toggleRole(1, true);
    await vm.saveEditor();
    expect(vm.editor?.feedback.problemOf('roleIds')).toBe('own-manage-right');
    expect(gateway.calls).not.toContain('setReferences');
    vm.editor?.toggleRole(2, true);
    expect(vm.editor?.feedback.problemOf('roleIds')).toBeNull();
    await vm.saveEditor();
    expect(gateway.savedReferences.map((sent) => sent.roleIds)).toEqual([[1, 2]]);
    expect(vm.editor).toBeNull();
    detach();
  });

  it('looks for an employee to link once typing pauses, from two characters on', async () => {
    const { employees, scheduler, vm } = setUp();
    const detach = vm.attach();
    await settle();
    vm.edit(FACILITY);
    const editor = vm.editor;
    employees.page = ok({ rows: [anEmployee()], total: 1 });
    editor?.employees.setText('s');
    scheduler.advance(1000);
    expect([employees.calls, editor?.employees.state]).toEqual([[], 'idle']);
    editor?.employees.setText('sa');
    scheduler.advance(100);
    editor?.employees.setText('sanne');
    scheduler.advance(300);
    await settle();
    expect(employees.queries.map((query) => query.search)).toEqual(['sanne']);
    expect(editor?.employees.state).toBe('done');
    const [choice] = editor?.employees.found ?? [];
    if (!choice) throw new Error('expected an employee to choose');
    editor?.chooseEmployee(choice);
    await vm.saveEditor();
    expect(vm.editor).toBeNull();
    detach();
  });

  it('closes the editor without saving', async () => {
    const { gateway, vm } = setUp();
    const detach = vm.attach();
    await settle();
    vm.edit(FACILITY);
    vm.editor?.toggleRole(1, true);
    vm.closeEditor();
    expect(vm.editor).toBeNull();
    await vm.saveEditor();
    expect(gateway.calls).not.toContain('setReferences');
    expect(vm.rows).toEqual([ADMIN, FACILITY]);
    detach();
  });
});
