import type { Temporal } from 'temporal-polyfill';
import type { Colleague } from '../../domain/tasks/colleague';
import { commonColleagues } from '../../domain/tasks/colleague';
import type { Task } from '../../domain/tasks/task';
import { applyTaskAction, mayPerform } from '../../domain/tasks/task';
import type { Result } from '../../domain/shared/result';
import type { Clock } from '../platform/clock';
import type { GatewayFailure } from '../platform/gateway-failure';
import type { Notifier, NoticeType } from '../platform/notifier';
import type { TaskActionOptions, TaskGateway } from './task-gateway';

/** The actions offered on a selection of tasks. */
export type BulkAction = 'complete' | 'postpone' | 'allocate';
export const BULK_ACTIONS: readonly BulkAction[] = ['complete', 'postpone', 'allocate'];

export type BulkInput =
  | { readonly action: 'complete' }
  | { readonly action: 'postpone'; readonly newDate: Temporal.PlainDate }
  | { readonly action: 'allocate'; readonly assignee: Colleague };

export interface BulkFailure {
  readonly task: Task;
  /** What the server said, in the user's language; null when it said nothing usable. */
  readonly message: string | null;
}

export interface BulkOutcome {
  /** The tasks as the server answered them after the action. */
  readonly done: readonly Task[];
  readonly failed: readonly BulkFailure[];
  /** Selected tasks the action does not apply to (not open, or a date the domain refuses), never sent. */
  readonly skipped: readonly Task[];
  /**
   * Tasks not sent because the connection failed or the session ended on the way: going on would only
   * fail the same way for each of them.
   */
  readonly notSent: readonly Task[];
}

/** How many action calls are under way at once: quick for a page of tasks, gentle on the server. */
export const BULK_CONCURRENCY = 3;

/**
 * One action on a selection of tasks. The spec has no bulk call (section 7), so each task goes through
 * the single-task call, a few at a time; the user hears one summary at the end, never a message per
 * task. A server refusal of one task does not stop the others; a broken connection does.
 */
export class BulkTaskAction {
  constructor(
    private readonly tasks: TaskGateway,
    private readonly clock: Clock,
    private readonly notifier: Notifier,
  ) {}

  /** The selected tasks the action applies to. */
  applicable(tasks: readonly Task[], action: BulkAction): readonly Task[] {
    return tasks.filter((task) => mayPerform(task, action));
  }

  /** The colleagues who may get every one of these tasks; null when their authorizations could not be read. */
  async colleaguesFor(tasks: readonly Task[], signal?: AbortSignal): Promise<readonly Colleague[] | null> {
    const lists: (readonly Colleague[])[] = [];
    let failed = false;
    await eachLimited(tasks, BULK_CONCURRENCY, async (task) => {
      const answer = await this.tasks.assignableUsers(task.id, signal);
      if (answer.ok) lists.push(answer.value);
      else failed = true;
      return !failed;
    });
    return failed ? null : commonColleagues(lists);
  }

  /** Carries out the action on each applicable task, then tells the user once how it went. */
  async execute(
    tasks: readonly Task[],
    input: BulkInput,
    onProgress?: (finished: number, total: number) => void,
  ): Promise<BulkOutcome> {
    const applicable = this.applicable(tasks, input.action);
    const skipped = tasks.filter((task) => !applicable.includes(task));
    // What the domain refuses (a date in the past) is not sent; the caller checks before asking.
    const refused: Task[] = [];
    const done: Task[] = [];
    const failed: BulkFailure[] = [];
    const sent = new Set<Task>();
    let signedOut = false;
    let interrupted = false;
    await eachLimited(applicable, BULK_CONCURRENCY, async (task) => {
      const request = this.send(task, input);
      if (request === null) {
        refused.push(task);
        return true;
      }
      sent.add(task);
      const answer = await request;
      if (answer.ok) done.push(answer.value);
      else if (answer.error.kind === 'rejected') failed.push({ task, message: answer.error.message || null });
      else if (answer.error.kind === 'unauthorized') signedOut = true;
      else {
        interrupted = true;
        failed.push({ task, message: null });
      }
      onProgress?.(done.length + failed.length, applicable.length);
      return !signedOut && !interrupted;
    });
    const notSent = applicable.filter((task) => !sent.has(task) && !refused.includes(task));
    const outcome: BulkOutcome = { done, failed, skipped: [...skipped, ...refused], notSent };
    // After a 401 the user is on the way to the sign-in page, told so once already.
    if (!signedOut) this.tell(input.action, outcome, interrupted);
    return outcome;
  }

  /** The call for one task, or null when the domain refuses the action on it. */
  private send(task: Task, input: BulkInput): Promise<Result<Task, GatewayFailure>> | null {
    const local = applyTaskAction(task, input, this.clock.today(), this.clock.now().toInstant());
    if (!local.ok) return null;
    const options: TaskActionOptions = { reportsFailures: true };
    switch (input.action) {
      case 'complete':
        return this.tasks.complete(task.id, options);
      case 'postpone':
        return this.tasks.postpone(task.id, input.newDate, options);
      case 'allocate':
        return this.tasks.allocate(task.id, input.assignee.id, options);
    }
  }

  /** One notice: all done, some done with the first reason the server gave, none done, or cut short. */
  private tell(action: BulkAction, outcome: BulkOutcome, interrupted: boolean): void {
    const done = outcome.done.length;
    const failed = outcome.failed.length;
    const total = done + failed + outcome.notSent.length;
    if (total === 0) return;
    const reason = outcome.failed.find((failure) => failure.message)?.message ?? '';
    let notice: { type: NoticeType; key: string; count: number };
    if (interrupted) notice = { type: 'error', key: 'interrupted', count: total };
    else if (failed === 0) notice = { type: 'success', key: 'all', count: done };
    else if (done > 0) notice = { type: 'warning', key: 'some', count: failed };
    else notice = { type: 'error', key: 'none', count: failed };
    this.notifier.notify({
      type: notice.type,
      title: `tasks.bulk.result.${action}.${notice.key}`,
      values: { count: notice.count, done, total, reason },
    });
  }
}

/**
 * Runs `work` over the items with at most `limit` at a time, in order of starting; `work` answers
 * whether to go on, and once one says no, nothing new starts.
 */
async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<boolean>,
): Promise<void> {
  let next = 0;
  let stop = false;
  const worker = async () => {
    while (!stop && next < items.length) {
      const item = items[next] as T;
      next += 1;
      if (!(await work(item))) stop = true;
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
