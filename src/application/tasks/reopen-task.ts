import type { Task } from '../../domain/tasks/task';
import type { Result } from '../../domain/shared/result';
import type { Clock } from '../platform/clock';
import type { Notifier } from '../platform/notifier';
import type { TaskActionFailure } from './perform-task-action';
import { performTaskAction } from './perform-task-action';
import type { TaskGateway } from './task-gateway';

/** Reopening a completed or cancelled task. */
export class ReopenTask {
  constructor(
    private readonly tasks: TaskGateway,
    private readonly clock: Clock,
    private readonly notifier: Notifier,
  ) {}

  execute(task: Task): Promise<Result<Task, TaskActionFailure>> {
    return performTaskAction(task, { action: 'reopen' }, this.clock, this.notifier, () =>
      this.tasks.reopen(task.id),
    );
  }
}
