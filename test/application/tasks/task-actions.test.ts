import { describe, expect, it } from 'vitest';
import { AllocateTask } from '../../../src/application/tasks/allocate-task';
import { CancelTask } from '../../../src/application/tasks/cancel-task';
import { CompleteTask } from '../../../src/application/tasks/complete-task';
import { PostponeTask } from '../../../src/application/tasks/postpone-task';
import { ReopenTask } from '../../../src/application/tasks/reopen-task';
import { fail } from '../../../src/domain/shared/result';
import { RecordingNotifier } from '../../support/fakes';
import { FakeTaskGateway, FixedClock } from '../../support/task-fakes';
import { aTask, TODAY } from '../../support/task-mother';

function setUp() {
  const gateway = new FakeTaskGateway();
  const notifier = new RecordingNotifier();
  const clock = new FixedClock();
  gateway.tasks = [aTask().build(), aTask().withId('t-2').withStatus('completed').build()];
  return { gateway, notifier, clock };
}

describe('task actions', () => {
  it('completing an open task sends it and tells the user', async () => {
    const { gateway, notifier, clock } = setUp();
    const result = await new CompleteTask(gateway, clock, notifier).execute(gateway.tasks[0]!);
    expect(result.ok && result.value.status).toBe('completed');
    expect(gateway.calls).toEqual(['complete:t-1']);
    expect(notifier.notices).toEqual([
      {
        type: 'success',
        title: 'tasks.done.complete',
        values: { title: 'Probleemanalyse opstellen', titleEn: 'Write the problem analysis' },
      },
    ]);
  });

  it('completing a cancelled task is refused without asking the server', async () => {
    const { gateway, notifier, clock } = setUp();
    const cancelled = aTask().withStatus('cancelled').build();
    expect(await new CompleteTask(gateway, clock, notifier).execute(cancelled)).toEqual({
      ok: false,
      error: 'task.transition-refused',
    });
    expect(gateway.calls).toEqual([]);
    expect(notifier.notices).toEqual([]);
  });

  it('reopening a completed task and cancelling an open one', async () => {
    const { gateway, notifier, clock } = setUp();
    expect((await new ReopenTask(gateway, clock, notifier).execute(gateway.tasks[1]!)).ok).toBe(true);
    expect((await new CancelTask(gateway, clock, notifier).execute(gateway.tasks[0]!)).ok).toBe(true);
    expect(gateway.calls).toEqual(['reopen:t-2', 'cancel:t-1']);
  });

  it('postponing refuses a date in the past and sends today or later', async () => {
    const { gateway, notifier, clock } = setUp();
    const postpone = new PostponeTask(gateway, clock, notifier);
    expect(await postpone.execute(gateway.tasks[0]!, TODAY.subtract({ days: 1 }))).toEqual({
      ok: false,
      error: 'task.date-in-past',
    });
    const result = await postpone.execute(gateway.tasks[0]!, TODAY.add({ days: 7 }));
    expect(result.ok && result.value.dueDate.toString()).toBe('2026-11-28');
  });

  it('allocating needs a chosen colleague from the task’s authorizations', async () => {
    const { gateway, notifier, clock } = setUp();
    const allocate = new AllocateTask(gateway, clock, notifier);
    expect(await allocate.candidates(gateway.tasks[0]!)).toEqual(gateway.candidates);
    expect(await allocate.execute(gateway.tasks[0]!, null)).toEqual({
      ok: false,
      error: 'task.assignee-required',
    });
    const result = await allocate.execute(gateway.tasks[0]!, gateway.candidates[0]!);
    expect(result.ok && result.value.assignee?.id).toBe('u-9');
  });

  it('a refusal by the server is a typed failure without a success toast', async () => {
    const { gateway, notifier, clock } = setUp();
    gateway.actionAnswer = fail({
      kind: 'rejected',
      status: 422,
      message: 'nee',
      code: 'transition_refused',
      fieldErrors: {},
      told: true,
    });
    expect(await new CompleteTask(gateway, clock, notifier).execute(gateway.tasks[0]!)).toEqual({
      ok: false,
      error: 'task.refused-by-server',
    });
    gateway.actionAnswer = fail({ kind: 'network', told: true });
    expect(await new CompleteTask(gateway, clock, notifier).execute(gateway.tasks[0]!)).toEqual({
      ok: false,
      error: 'task.unavailable',
    });
    expect(notifier.notices).toEqual([]);
  });
});
