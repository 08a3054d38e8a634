import { Temporal } from 'temporal-polyfill';
import type { Clock } from '../../src/application/platform/clock';
import type { GatewayFailure } from '../../src/application/platform/gateway-failure';
import type {
  NewTask,
  TaskActionOptions,
  TaskCounts,
  TaskGateway,
  TaskPage,
  TaskTemplate,
} from '../../src/application/tasks/task-gateway';
import type { Colleague } from '../../src/domain/tasks/colleague';
import type { Task } from '../../src/domain/tasks/task';
import type { TaskListQuery } from '../../src/domain/tasks/task-list-query';
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
  /** Answers for single tasks by id, before `actionAnswer`. */
  readonly answersFor = new Map<string, Result<Task, GatewayFailure>>();
  /** The options each action call came with. */
  readonly actionOptions: (TaskActionOptions | undefined)[] = [];
  /** Colleagues per task id, before `candidates`. */
  readonly candidatesFor = new Map<string, readonly Colleague[]>();
  listAnswer: ((query: TaskListQuery) => Promise<Result<TaskPage, GatewayFailure>>) | null = null;
  candidates: readonly Colleague[] = [
    { id: 'u-9', displayName: 'Case manager Bakker', discipline: 'case_manager' },
  ];

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
  private act(
    name: string,
    id: string,
    change: (task: Task) => Task,
    options?: TaskActionOptions,
  ): Promise<Result<Task, GatewayFailure>> {
    this.calls.push(`${name}:${id}`);
    this.actionOptions.push(options);
    const own = this.answersFor.get(id);
    if (own) return Promise.resolve(own);
    if (this.actionAnswer) return Promise.resolve(this.actionAnswer);
    const task = this.tasks.find((candidate) => candidate.id === id);
    return Promise.resolve(ok(change(task as Task)));
  }
  complete(id: string, options?: TaskActionOptions) {
    return this.act('complete', id, (task) => ({ ...task, status: 'completed', completedAt: NOW }), options);
  }
  reopen(id: string) {
    return this.act('reopen', id, (task) => ({ ...task, status: 'open', completedAt: null }));
  }
  cancel(id: string) {
    return this.act('cancel', id, (task) => ({ ...task, status: 'cancelled' }));
  }
  postpone(id: string, newDate: Temporal.PlainDate, options?: TaskActionOptions) {
    return this.act('postpone', id, (task) => ({ ...task, dueDate: newDate }), options);
  }
  allocate(id: string, userId: string, options?: TaskActionOptions) {
    return this.act(
      'allocate',
      id,
      (task) => ({ ...task, assignee: { id: userId, displayName: 'Case manager Bakker' } }),
      options,
    );
  }
  assignableUsers(taskId: string): Promise<Result<readonly Colleague[], GatewayFailure>> {
    return Promise.resolve(ok(this.candidatesFor.get(taskId) ?? this.candidates));
  }
  readonly dossiersAsked: string[] = [];
  assignableForDossier(dossierId: string): Promise<Result<readonly Colleague[], GatewayFailure>> {
    this.dossiersAsked.push(dossierId);
    return Promise.resolve(ok(this.candidates));
  }
  readonly created: NewTask[] = [];
  createAnswer: Result<Task, GatewayFailure> | null = null;
  create(task: NewTask): Promise<Result<Task, GatewayFailure>> {
    this.created.push(task);
    if (this.createAnswer) return Promise.resolve(this.createAnswer);
    const base = this.tasks[0];
    const title = { nl: task.title, en: task.title };
    return Promise.resolve(ok({ ...(base as Task), id: 'new', title, dueDate: task.dueDate }));
  }
  templates(): Promise<Result<readonly TaskTemplate[], GatewayFailure>> {
    return Promise.resolve(
      ok([
        { id: 'f-1', title: { nl: 'Probleemanalyse opstellen', en: 'Write the problem analysis' } },
        { id: 'f-2', title: { nl: 'Medewerker terugbellen', en: 'Call the employee back' } },
      ]),
    );
  }
}
