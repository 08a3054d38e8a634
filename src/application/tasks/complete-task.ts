import type { Task } from '../../domain/tasks/task';
import type { Result } from '../../domain/shared/result';
import type { Clock } from '../platform/clock';
import type { Notifier } from '../platform/notifier';
import type { TaskActionFailure } from './perform-task-action';
import { performTaskAction } from './perform-task-action';
import type { TaskGateway } from './task-gateway';

/** Completing an open task. */
export class CompleteTask {
  constructor(
    private readonly tasks: TaskGateway,
    private readonly clock: Clock,
    private readonly notifier: Notifier,
  ) {}

  execute(task: Task): Promise<Result<Task, TaskActionFailure>> {
    return performTaskAction(task, { action: 'complete' }, this.clock, this.notifier, () =>
      this.tasks.complete(task.id),
    );
  }
}
