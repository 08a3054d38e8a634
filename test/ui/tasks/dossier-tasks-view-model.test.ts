import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { CompleteTask } from '../../../src/application/tasks/complete-task';
import { PostponeTask } from '../../../src/application/tasks/postpone-task';
import { ok } from '../../../src/domain/shared/result';
import { DossierTasksViewModel } from '../../../src/ui/screens/tasks/dossier/dossier-tasks-view-model';
import { aDossierDetail } from '../../support/dossier-file-fakes';
import { RecordingNotifier } from '../../support/fakes';
import { FakeTaskGateway, FixedClock } from '../../support/task-fakes';
import { aTask, TODAY } from '../../support/task-mother';

const title = { nl: 'Probleemanalyse', en: 'Problem analysis' };
const dossier = aDossierDetail({
  openTasks: [
    { id: 't-1', title, dueDate: TODAY.subtract({ days: 3 }), assignee: null, legalDeadline: null },
    { id: 't-2', title, dueDate: TODAY.add({ days: 2 }), assignee: null, legalDeadline: null },
  ],
});

function setUp(mayEdit = true) {
  const gateway = new FakeTaskGateway();
  gateway.actionAnswer = ok(aTask().build());
  const clock = new FixedClock();
  const notifier = new RecordingNotifier();
  const vm = new DossierTasksViewModel(
    new CompleteTask(gateway, clock, notifier),
    new PostponeTask(gateway, clock, notifier),
    clock,
  );
  vm.open({ ...dossier, mayEdit });
  return { vm, gateway };
}

describe('a dossier’s open tasks', () => {
  it('say how many days a task is late, and nothing of one that is not', () => {
    const { vm } = setUp();
    expect(vm.rows.map((row) => row.daysLate)).toEqual([3, 0]);
  });

  it('complete a task, which then leaves the list', async () => {
    const { vm, gateway } = setUp();
    await vm.complete('t-1');
    expect(gateway.calls).toEqual(['complete:t-1']);
    expect(vm.rows.map((row) => row.task.id)).toEqual(['t-2']);
  });

  it('postpone a task to the date chosen, and the list keeps the soonest first', async () => {
    const { vm, gateway } = setUp();
    vm.startPostponing('t-1');
    vm.setPostponeDate(TODAY.add({ days: 5 }));
    await vm.postpone();
    expect(gateway.calls).toEqual(['postpone:t-1']);
    expect(vm.postponing).toBeNull();
    expect(vm.rows.map((row) => [row.task.id, row.daysLate])).toEqual([
      ['t-2', 0],
      ['t-1', 0],
    ]);
    expect(Temporal.PlainDate.compare(vm.rows[1]?.task.dueDate ?? TODAY, TODAY.add({ days: 5 }))).toBe(0);
  });

  it('offer nothing to do to a reader who only reads the case (an employer)', async () => {
    const { vm, gateway } = setUp(false);
    expect(vm.mayAct).toBe(false);
    await vm.complete('t-1');
    expect(gateway.calls).toEqual([]);
  });
});
