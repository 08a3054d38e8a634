import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { AllocateTask } from '../../../src/application/tasks/allocate-task';
import { BulkTaskAction } from '../../../src/application/tasks/bulk-task-action';
import { CancelTask } from '../../../src/application/tasks/cancel-task';
import { CompleteTask } from '../../../src/application/tasks/complete-task';
import { ListTasks } from '../../../src/application/tasks/list-tasks';
import { PostponeTask } from '../../../src/application/tasks/postpone-task';
import { ReopenTask } from '../../../src/application/tasks/reopen-task';
import type { DossierGateway } from '../../../src/application/dossiers/dossier-gateway';
import { ok } from '../../../src/domain/shared/result';
import { TaskListViewModel } from '../../../src/ui/screens/tasks/task-list-view-model';
import { FakeScheduler } from '../../support/fake-scheduler';
import { FakeSessionStore, RecordingNotifier } from '../../support/fakes';
import { aUser } from '../../support/user-mother';
import { FakeTaskGateway, FixedClock } from '../../support/task-fakes';
import { aTask } from '../../support/task-mother';

const dossiers = {
  availableTypes: () => Promise.resolve(ok(['illness', 'wga'] as const)),
  employers: () => Promise.resolve(ok([{ id: 'e-1', name: 'Bakkerij' }])),
} as unknown as DossierGateway;

function setUp() {
  const gateway = new FakeTaskGateway();
  gateway.tasks = Array.from({ length: 25 }, (_, i) => aTask().withId(`t-${i}`).build());
  const clock = new FixedClock();
  const notifier = new RecordingNotifier();
  const scheduler = new FakeScheduler();
  const session = new FakeSessionStore();
  session.signIn(aUser().displayedAs('Case manager Bakker').build());
  const vm = new TaskListViewModel(
    new ListTasks(gateway, dossiers),
    new CompleteTask(gateway, clock, notifier),
    new ReopenTask(gateway, clock, notifier),
    new CancelTask(gateway, clock, notifier),
    new PostponeTask(gateway, clock, notifier),
    new AllocateTask(gateway, clock, notifier),
    new BulkTaskAction(gateway, clock, notifier),
    session,
    clock,
    scheduler,
  );
  return { gateway, vm, notifier, flushSearch: () => scheduler.advance(300) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the task list', () => {
  it('loads the list the address bar describes and writes changes back', async () => {
    const { gateway, vm } = setUp();
    vm.list.applySearchParams(new URLSearchParams('sort=-title&page=2&size=10'), 100);
    await settle();
    expect(gateway.queries.at(-1)).toMatchObject({
      sort: { field: 'title', direction: 'desc' },
      page: 2,
      size: 10,
    });
    expect(vm.list.rows).toHaveLength(10);
    expect(vm.list.lastPage).toBe(3);
    vm.list.toggleSort('dueDate');
    expect(vm.list.searchParams).toBe('size=10');
    vm.setStatus('all');
    expect(vm.list.searchParams).toBe('status=all&size=10');
  });

  it('asks for the page again in another language, so a list by title follows that language', async () => {
    const { gateway, vm } = setUp();
    vm.list.applySearchParams(new URLSearchParams('sort=title'), 100);
    await settle();
    const asked = gateway.queries.length;
    vm.languageChanged();
    await settle();
    expect(gateway.queries.length).toBe(asked + 1);
    expect(gateway.queries.at(-1)?.sort).toEqual({ field: 'title', direction: 'asc' });
  });

  it('does not ask again when the address bar only echoes its own change', async () => {
    const { gateway, vm } = setUp();
    vm.list.applySearchParams(new URLSearchParams(''), 100);
    await settle();
    vm.setStatus('completed');
    await settle();
    const asked = gateway.queries.length;
    vm.list.applySearchParams(new URLSearchParams(vm.list.searchParams), 100);
    expect(gateway.queries.length).toBe(asked);
  });

  it('shows only the newest answer when answers arrive out of order', async () => {
    const { gateway, vm } = setUp();
    const resolvers: ((value: ReturnType<typeof ok>) => void)[] = [];
    gateway.listAnswer = () => new Promise((resolve) => resolvers.push(resolve as never));
    vm.list.applySearchParams(new URLSearchParams(''), 100);
    vm.setStatus('completed');
    resolvers[1]?.(ok({ tasks: [aTask().withId('new').build()], total: 1 }));
    await settle();
    resolvers[0]?.(ok({ tasks: [aTask().withId('old').build()], total: 1 }));
    await settle();
    expect(vm.list.rows.map((row) => row.id)).toEqual(['new']);
  });

  it('waits for a pause in typing before searching', async () => {
    const { gateway, vm, flushSearch } = setUp();
    vm.list.applySearchParams(new URLSearchParams(''), 100);
    await settle();
    const asked = gateway.queries.length;
    vm.list.setSearch('S');
    vm.list.setSearch('Sanne');
    expect(gateway.queries.length).toBe(asked);
    flushSearch();
    await settle();
    expect(gateway.queries.at(-1)?.search).toBe('Sanne');
  });

  it('completes a task from its dialog and updates the row in place', async () => {
    const { gateway, vm } = setUp();
    vm.list.applySearchParams(new URLSearchParams(''), 100);
    await settle();
    vm.openAction('complete', vm.list.rows[3]!);
    await vm.confirmAction();
    expect(gateway.calls).toEqual(['complete:t-3']);
    expect(vm.list.rows[3]?.status).toBe('completed');
    expect(vm.dialog).toBeNull();
  });

  it('keeps the postpone dialog open with a message for a date in the past', async () => {
    const { gateway, vm } = setUp();
    vm.list.applySearchParams(new URLSearchParams(''), 100);
    await settle();
    vm.openAction('postpone', vm.list.rows[0]!);
    vm.setNewDate(Temporal.PlainDate.from('2026-11-20'));
    await vm.confirmAction();
    expect(vm.dialog?.error).toBe('task.date-in-past');
    expect(vm.dialog?.newDate?.toString()).toBe('2026-11-20');
    expect(gateway.calls).toEqual([]);
  });

  it('offers only the colleagues the task may go to', async () => {
    const { vm } = setUp();
    vm.list.applySearchParams(new URLSearchParams(''), 100);
    await settle();
    vm.openAction('allocate', vm.list.rows[0]!);
    await settle();
    expect(vm.dialog?.candidates).toEqual([
      { id: 'u-9', displayName: 'Case manager Bakker', discipline: 'case_manager' },
    ]);
    vm.setAssigneeChoice('u-9');
    await vm.confirmAction();
    expect(vm.list.rows[0]?.assignee?.id).toBe('u-9');
  });
});

describe('assigning to oneself', () => {
  it('allocates the task to the signed-in user in one step when they may get it', async () => {
    const { gateway, vm } = setUp();
    gateway.candidates = [
      { id: 'u-9', displayName: 'Case manager Bakker', discipline: 'case_manager' },
      { id: 'u-1', displayName: 'Petra Planning', discipline: 'nurse' },
    ];
    vm.list.applySearchParams(new URLSearchParams(''), 100);
    await settle();
    vm.openAction('allocate', vm.list.rows[0]!);
    await settle();
    expect(vm.myself?.id).toBe('u-1');
    await vm.assignToMe();
    expect(gateway.calls).toEqual(['allocate:t-0']);
    expect(vm.dialog).toBeNull();
  });

  it('does not offer it when the signed-in user may not get the task', async () => {
    const { vm } = setUp();
    vm.list.applySearchParams(new URLSearchParams(''), 100);
    await settle();
    vm.openAction('allocate', vm.list.rows[0]!);
    await settle();
    expect(vm.myself).toBeNull();
  });
});

describe('the task list under a remount', () => {
  it('still shows its rows when the screen is detached and attached again mid-load', async () => {
    const { vm } = setUp();
    const detach = vm.attach();
    vm.list.applySearchParams(new URLSearchParams(''), 100);
    detach();
    vm.attach();
    vm.list.applySearchParams(new URLSearchParams(''), 100);
    await settle();
    expect(vm.list.state).toBe('ready');
    expect(vm.list.rows.length).toBeGreaterThan(0);
  });
});
