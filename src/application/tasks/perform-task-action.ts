import type { Task, TaskActionError, TaskActionInput } from '../../domain/tasks/task';
import { applyTaskAction } from '../../domain/tasks/task';
import type { Result } from '../../domain/shared/result';
import { fail, ok } from '../../domain/shared/result';
import type { Clock } from '../platform/clock';
import type { GatewayFailure } from '../platform/gateway-failure';
import type { Notifier } from '../platform/notifier';
import { titleValues } from './title-values';

export type TaskActionFailure = TaskActionError | 'task.refused-by-server' | 'task.unavailable';

/**
 * What the five task actions share: the domain decides first (so nothing impossible is sent), the
 * server decides for real, and the user hears of success; the server's own refusal is already told
 * by the HTTP adapter.
 */
export async function performTaskAction(
  task: Task,
  input: TaskActionInput,
  clock: Clock,
  notifier: Notifier,
  send: () => Promise<Result<Task, GatewayFailure>>,
): Promise<Result<Task, TaskActionFailure>> {
  const local = applyTaskAction(task, input, clock.today(), clock.now().toInstant());
  if (!local.ok) return local;
  const answer = await send();
  if (!answer.ok)
    return fail(answer.error.kind === 'rejected' ? 'task.refused-by-server' : 'task.unavailable');
  notifier.notify({ type: 'success', title: `tasks.done.${input.action}`, values: titleValues(task.title) });
  return ok(answer.value);
}
