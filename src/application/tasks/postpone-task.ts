import type { Temporal } from 'temporal-polyfill';
import type { Task } from '../../domain/tasks/task';
import type { Result } from '../../domain/shared/result';
import type { Clock } from '../platform/clock';
import type { Notifier } from '../platform/notifier';
import type { TaskActionFailure } from './perform-task-action';
import { performTaskAction } from './perform-task-action';
import type { TaskGateway } from './task-gateway';

/** Postponing an open task to a new date, today or later. */
export class PostponeTask {
  constructor(
    private readonly tasks: TaskGateway,
    private readonly clock: Clock,
    private readonly notifier: Notifier,
  ) {}

  execute(task: Task, newDate: Temporal.PlainDate): Promise<Result<Task, TaskActionFailure>> {
    return performTaskAction(task, { action: 'postpone', newDate }, this.clock, this.notifier, () =>
      this.tasks.postpone(task.id, newDate),
    );
  }
}
