import { Temporal } from 'temporal-polyfill';
import type { Clock } from '../../src/application/platform/clock';
import type { GatewayFailure } from '../../src/application/platform/gateway-failure';
import type {
  NewTask,
  TaskCounts,
  TaskGateway,
  TaskPage,
  TaskTemplate,
} from '../../src/application/tasks/task-gateway';
import type { Task, UserRef } from '../../src/domain/dossier/task';
import type { TaskListQuery } from '../../src/domain/dossier/task-list-query';
import type { Result } from '../../src/domain/shared/result';
import { ok } from '../../src/domain/shared/result';
import { NOW, TODAY } from './task-mother';

export class FixedClock implements Clock {
  now(): Temporal.ZonedDateTime {
    return NOW.toZonedDateTimeISO('Europe/Amsterdam');
  }
  today(): Temporal.PlainDate {
    return TODAY;
  }
}

/** A task gateway over an in-memory list; answers can be delayed or replaced per test. */
export class FakeTaskGateway implements TaskGateway {
  tasks: Task[] = [];
  readonly calls: string[] = [];
  readonly queries: TaskListQuery[] = [];
  actionAnswer: Result<Task, GatewayFailure> | null = null;
  listAnswer: ((query: TaskListQuery) => Promise<Result<TaskPage, GatewayFailure>>) | null = null;
  candidates: readonly UserRef[] = [{ id: 'u-9', displayName: 'Case manager Bakker' }];

  list(query: TaskListQuery): Promise<Result<TaskPage, GatewayFailure>> {
    this.queries.push(query);
    if (this.listAnswer) return this.listAnswer(query);
    const start = (query.page - 1) * query.size;
    return Promise.resolve(
      ok({ tasks: this.tasks.slice(start, start + query.size), total: this.tasks.length }),
    );
  }
  count(): Promise<Result<TaskCounts, GatewayFailure>> {
    return Promise.resolve(
      ok({
        total: 10,
        open: 7,
        overdue: 2,
        dueToday: 1,
        dueThisWeek: 3,
        perWeek: [{ weekStart: TODAY, open: 4 }],
      }),
    );
  }
  private act(name: string, id: string, change: (task: Task) => Task): Promise<Result<Task, GatewayFailure>> {
    this.calls.push(`${name}:${id}`);
    if (this.actionAnswer) return Promise.resolve(this.actionAnswer);
    const task = this.tasks.find((candidate) => candidate.id === id);
    return Promise.resolve(ok(change(task as Task)));
  }
  complete(id: string) {
    return this.act('complete', id, (task) => ({ ...task, status: 'completed', completedAt: NOW }));
  }
  reopen(id: string) {
    return this.act('reopen', id, (task) => ({ ...task, status: 'open', completedAt: null }));
  }
  cancel(id: string) {
    return this.act('cancel', id, (task) => ({ ...task, status: 'cancelled' }));
  }
  postpone(id: string, newDate: Temporal.PlainDate) {
    return this.act('postpone', id, (task) => ({ ...task, dueDate: newDate }));
  }
  allocate(id: string, userId: string) {
    return this.act('allocate', id, (task) => ({
      ...task,
      assignee: { id: userId, displayName: 'Case manager Bakker' },
    }));
  }
  assignableUsers(): Promise<Result<readonly UserRef[], GatewayFailure>> {
    return Promise.resolve(ok(this.candidates));
  }
  readonly created: NewTask[] = [];
  createAnswer: Result<Task, GatewayFailure> | null = null;
  create(task: NewTask): Promise<Result<Task, GatewayFailure>> {
    this.created.push(task);
    if (this.createAnswer) return Promise.resolve(this.createAnswer);
    const base = this.tasks[0];
    return Promise.resolve(ok({ ...(base as Task), id: 'new', title: task.title, dueDate: task.dueDate }));
  }
  templates(): Promise<Result<readonly TaskTemplate[], GatewayFailure>> {
    return Promise.resolve(ok([{ id: 'f-1', title: 'Probleemanalyse opstellen' }]));
  }
}
