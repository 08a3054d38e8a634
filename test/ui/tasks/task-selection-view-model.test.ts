import { describe, expect, it } from 'vitest';
import { BulkTaskAction } from '../../../src/application/tasks/bulk-task-action';
import type { Task } from '../../../src/domain/tasks/task';
import { fail, ok } from '../../../src/domain/shared/result';
import { ListViewModel } from '../../../src/ui/list/list-view-model';
import { TASK_LIST } from '../../../src/ui/screens/tasks/task-list-definition';
import { TaskSelectionViewModel } from '../../../src/ui/screens/tasks/task-selection-view-model';
import { FakeScheduler } from '../../support/fake-scheduler';
import { RecordingNotifier } from '../../support/fakes';
import { FakeTaskGateway, FixedClock } from '../../support/task-fakes';
import { aTask, TODAY } from '../../support/task-mother';

async function setUp() {
  const gateway = new FakeTaskGateway();
  gateway.tasks = [
    aTask().withId('t-0').build(),
    aTask().withId('t-1').build(),
    aTask().withId('t-2').withStatus('completed').build(),
  ];
  const notifier = new RecordingNotifier();
  const clock = new FixedClock();
  let loads = 0;
  const list = new ListViewModel(
    TASK_LIST,
    () => {
      loads += 1;
      return Promise.resolve(ok({ rows: gateway.tasks, total: gateway.tasks.length }));
    },
    new FakeScheduler(),
  );
  await list.load();
  const vm = new TaskSelectionViewModel(
    list,
    new BulkTaskAction(gateway, clock, notifier),
    () => clock.today(),
    () => 'u-9',
  );
  return { gateway, notifier, list, vm, loads: () => loads };
}

const keys = (tasks: readonly Task[]) => tasks.map((task) => task.id);

describe('acting on the selected tasks', () => {
  it('counts the selected tasks the actions pass over because they are not open', async () => {
    const { list, vm } = await setUp();
    list.setSelection(new Set(['t-0', 't-2']));
    expect(vm.count).toBe(2);
    expect(vm.openCount).toBe(1);
    expect(vm.skippedCount).toBe(1);
    vm.open('complete');
    expect(keys(vm.dialog?.tasks ?? [])).toEqual(['t-0']);
    expect(vm.dialog?.skipped).toBe(1);
  });

  it('postpones the selected open tasks, reloads the list once and clears the selection', async () => {
    const { gateway, notifier, list, vm, loads } = await setUp();
    list.setSelection(new Set(['t-0', 't-1']));
    vm.open('postpone');
    vm.setNewDate(TODAY.add({ days: 10 }));
    const before = loads();
    await vm.confirm();
    expect([...gateway.calls].sort()).toEqual(['postpone:t-0', 'postpone:t-1']);
    expect(notifier.notices).toHaveLength(1);
    expect(loads()).toBe(before + 1);
    expect(list.selected.size).toBe(0);
    expect(vm.dialog).toBeNull();
  });

  it('keeps the tasks that failed selected', async () => {
    const { gateway, notifier, list, vm } = await setUp();
    gateway.answersFor.set(
      't-1',
      fail({ kind: 'rejected', status: 422, message: 'Nee.', code: null, fieldErrors: {}, told: false }),
    );
    list.setSelection(new Set(['t-0', 't-1']));
    vm.open('complete');
    await vm.confirm();
    expect([...list.selected]).toEqual(['t-1']);
    expect(notifier.notices.map((notice) => notice.type)).toEqual(['warning']);
  });

  it('refuses a new date in the past before sending anything', async () => {
    const { gateway, list, vm } = await setUp();
    list.setSelection(new Set(['t-0']));
    vm.open('postpone');
    vm.setNewDate(TODAY.subtract({ days: 1 }));
    await vm.confirm();
    expect(vm.dialog?.problem).toBe('task.date-in-past');
    vm.setNewDate(null);
    await vm.confirm();
    expect(vm.dialog?.problem).toBe('task.date-required');
    expect(gateway.calls).toEqual([]);
  });

  it('allocates to oneself in one click when one may get every selected task', async () => {
    const { gateway, list, vm } = await setUp();
    list.setSelection(new Set(['t-0', 't-1']));
    vm.open('allocate');
    expect(vm.dialog?.candidates).toBeNull();
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(vm.myself?.id).toBe('u-9');
    await vm.assignToMe();
    expect([...gateway.calls].sort()).toEqual(['allocate:t-0', 'allocate:t-1']);
  });

  it('asks for a colleague before allocating', async () => {
    const { gateway, list, vm } = await setUp();
    list.setSelection(new Set(['t-0']));
    vm.open('allocate');
    await new Promise((resolve) => setTimeout(resolve, 0));
    await vm.confirm();
    expect(vm.dialog?.problem).toBe('task.assignee-required');
    expect(gateway.calls).toEqual([]);
  });

  it('opens no dialog when no selected task is open', async () => {
    const { list, vm } = await setUp();
    list.setSelection(new Set(['t-2']));
    vm.open('complete');
    expect(vm.dialog).toBeNull();
  });
});
