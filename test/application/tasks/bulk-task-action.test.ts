import { describe, expect, it } from 'vitest';
import { BulkTaskAction } from '../../../src/application/tasks/bulk-task-action';
import { fail } from '../../../src/domain/shared/result';
import { RecordingNotifier } from '../../support/fakes';
import { FakeTaskGateway, FixedClock } from '../../support/task-fakes';
import { aTask, TODAY } from '../../support/task-mother';

const refusal = (message: string) =>
  fail({ kind: 'rejected' as const, status: 422, message, code: null, fieldErrors: {}, told: false });

function setUp(count = 3) {
  const gateway = new FakeTaskGateway();
  gateway.tasks = Array.from({ length: count }, (_, i) => aTask().withId(`t-${i}`).build());
  const notifier = new RecordingNotifier();
  const bulk = new BulkTaskAction(gateway, new FixedClock(), notifier);
  return { gateway, notifier, bulk };
}

describe('an action on a selection of tasks', () => {
  it('completes every selected task and tells the user once', async () => {
    const { gateway, notifier, bulk } = setUp();
    const outcome = await bulk.execute(gateway.tasks, { action: 'complete' });
    expect(outcome.done.map((task) => task.status)).toEqual(['completed', 'completed', 'completed']);
    expect([...gateway.calls].sort()).toEqual(['complete:t-0', 'complete:t-1', 'complete:t-2']);
    expect(notifier.notices).toEqual([
      {
        type: 'success',
        title: 'tasks.bulk.result.complete.all',
        values: { count: 3, done: 3, total: 3, reason: '' },
      },
    ]);
  });

  it('sends each call without a message of its own', async () => {
    const { gateway, bulk } = setUp();
    await bulk.execute(gateway.tasks, { action: 'postpone', newDate: TODAY.add({ days: 3 }) });
    expect(gateway.actionOptions).toEqual([
      { reportsFailures: true },
      { reportsFailures: true },
      { reportsFailures: true },
    ]);
  });

  it('goes on past a refused task and names the server’s reason in the one summary', async () => {
    const { gateway, notifier, bulk } = setUp();
    gateway.answersFor.set('t-1', refusal('Deze taak is al afgerond.'));
    const outcome = await bulk.execute(gateway.tasks, { action: 'complete' });
    expect(outcome.done.map((task) => task.id).sort()).toEqual(['t-0', 't-2']);
    expect(outcome.failed).toEqual([{ task: gateway.tasks[1], message: 'Deze taak is al afgerond.' }]);
    expect(notifier.notices).toEqual([
      {
        type: 'warning',
        title: 'tasks.bulk.result.complete.some',
        values: { count: 1, done: 2, total: 3, reason: 'Deze taak is al afgerond.' },
      },
    ]);
  });

  it('says so as an error when no task could be done', async () => {
    const { gateway, notifier, bulk } = setUp(2);
    gateway.actionAnswer = refusal('Niet toegestaan.');
    await bulk.execute(gateway.tasks, { action: 'complete' });
    expect(notifier.notices).toEqual([
      {
        type: 'error',
        title: 'tasks.bulk.result.complete.none',
        values: { count: 2, done: 0, total: 2, reason: 'Niet toegestaan.' },
      },
    ]);
  });

  it('passes over tasks that are not open without asking the server', async () => {
    const { gateway, notifier, bulk } = setUp(1);
    const completed = aTask().withId('t-9').withStatus('completed').build();
    const outcome = await bulk.execute([...gateway.tasks, completed], { action: 'complete' });
    expect(outcome.skipped).toEqual([completed]);
    expect(gateway.calls).toEqual(['complete:t-0']);
    expect(notifier.notices).toHaveLength(1);
    expect(notifier.notices[0]?.values).toMatchObject({ count: 1, done: 1, total: 1 });
  });

  it('stops sending once the connection fails, and says the rest was not done', async () => {
    const { gateway, notifier, bulk } = setUp(8);
    gateway.answersFor.set('t-0', fail({ kind: 'network', told: false }));
    const outcome = await bulk.execute(gateway.tasks, { action: 'complete' });
    // Those already under way finish; nothing new starts.
    expect(gateway.calls.length).toBeLessThan(8);
    expect(outcome.notSent.length).toBe(8 - gateway.calls.length);
    expect(notifier.notices).toHaveLength(1);
    expect(notifier.notices[0]).toMatchObject({
      type: 'error',
      title: 'tasks.bulk.result.complete.interrupted',
      values: { total: 8 },
    });
  });

  it('tells nothing more after the session ended', async () => {
    const { gateway, notifier, bulk } = setUp(2);
    gateway.actionAnswer = fail({ kind: 'unauthorized' });
    await bulk.execute(gateway.tasks, { action: 'complete' });
    expect(notifier.notices).toEqual([]);
  });

  it('has at most a few calls under way at once', async () => {
    const { gateway, bulk } = setUp(10);
    let running = 0;
    let most = 0;
    const complete = gateway.complete.bind(gateway);
    gateway.complete = async (id, options) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 1));
      running -= 1;
      return complete(id, options);
    };
    await bulk.execute(gateway.tasks, { action: 'complete' });
    expect(most).toBe(3);
    expect(gateway.calls).toHaveLength(10);
  });

  it('offers for allocation only the colleagues who may get every selected task', async () => {
    const { gateway, bulk } = setUp(2);
    gateway.candidatesFor.set('t-0', [
      { id: 'u-1', displayName: 'Anouk Verbeek', discipline: 'nurse' },
      { id: 'u-2', displayName: 'Dr. Joost Bakker', discipline: 'physician' },
    ]);
    gateway.candidatesFor.set('t-1', [
      { id: 'u-2', displayName: 'Dr. Joost Bakker', discipline: 'physician' },
    ]);
    expect(await bulk.colleaguesFor(gateway.tasks)).toEqual([
      { id: 'u-2', displayName: 'Dr. Joost Bakker', discipline: 'physician' },
    ]);
  });
});
