import type { Colleague } from '../../domain/tasks/colleague';
import type { Task, UserRef } from '../../domain/tasks/task';
import type { Result } from '../../domain/shared/result';
import type { Clock } from '../platform/clock';
import type { Notifier } from '../platform/notifier';
import type { TaskActionFailure } from './perform-task-action';
import { performTaskAction } from './perform-task-action';
import type { TaskGateway } from './task-gateway';

/** Allocating an open task to a user its assign-authorizations allow. */
export class AllocateTask {
  constructor(
    private readonly tasks: TaskGateway,
    private readonly clock: Clock,
    private readonly notifier: Notifier,
  ) {}

  /** The colleagues this task may go to. */
  async candidates(task: Task): Promise<readonly Colleague[] | null> {
    const answer = await this.tasks.assignableUsers(task.id);
    return answer.ok ? answer.value : null;
  }

  execute(task: Task, assignee: UserRef | null): Promise<Result<Task, TaskActionFailure>> {
    return performTaskAction(task, { action: 'allocate', assignee }, this.clock, this.notifier, () =>
      this.tasks.allocate(task.id, assignee?.id ?? ''),
    );
  }
}
