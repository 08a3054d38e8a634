import { token } from '../platform/token';
import type { Temporal } from 'temporal-polyfill';
import type { Colleague } from '../../domain/tasks/colleague';
import type { Task } from '../../domain/tasks/task';
import type { TaskListQuery } from '../../domain/tasks/task-list-query';
import type { TaskTitle } from '../../domain/tasks/task-title';
import type { Result } from '../../domain/shared/result';
import type { GatewayFailure } from '../platform/gateway-failure';

export interface TaskPage {
  readonly tasks: readonly Task[];
  readonly total: number;
}

export interface TaskCounts {
  readonly total: number;
  readonly open: number;
  readonly overdue: number;
  readonly dueToday: number;
  readonly dueThisWeek: number;
  readonly perWeek: readonly { readonly weekStart: Temporal.PlainDate; readonly open: number }[];
}

/** A task a professional often adds by hand, named in both languages. */
export interface TaskTemplate {
  readonly id: string;
  readonly title: TaskTitle;
}

export interface NewTask {
  readonly dossierId: string;
  /** As the user typed or picked it. */
  readonly title: string;
  /** The template picked, whose names in both languages the task then carries; null for a title of one's own. */
  readonly templateId: string | null;
  readonly dueDate: Temporal.PlainDate;
  /** Who gets the task; null leaves it unassigned. */
  readonly assigneeId: string | null;
}

/** How one action call behaves. */
export interface TaskActionOptions {
  /**
   * The caller reports every failure itself (one summary for a whole selection of tasks), so no
   * failure of this call is told to the user on its own; a 401 still signs out.
   */
  readonly reportsFailures?: boolean;
}

export const TaskGateway = token<TaskGateway>('TaskGateway');
/** The dossier-task calls of spec section 7. */
export interface TaskGateway {
  /** One page of tasks for a query. */
  list(query: TaskListQuery, signal?: AbortSignal): Promise<Result<TaskPage, GatewayFailure>>;
  /** Counts for the filters of a query (paging ignored). */
  count(query: TaskListQuery, signal?: AbortSignal): Promise<Result<TaskCounts, GatewayFailure>>;
  complete(taskId: string, options?: TaskActionOptions): Promise<Result<Task, GatewayFailure>>;
  reopen(taskId: string): Promise<Result<Task, GatewayFailure>>;
  cancel(taskId: string): Promise<Result<Task, GatewayFailure>>;
  postpone(
    taskId: string,
    newDate: Temporal.PlainDate,
    options?: TaskActionOptions,
  ): Promise<Result<Task, GatewayFailure>>;
  allocate(
    taskId: string,
    userId: string,
    options?: TaskActionOptions,
  ): Promise<Result<Task, GatewayFailure>>;
  /** The colleagues a task may be allocated to, with their discipline. */
  assignableUsers(
    taskId: string,
    signal?: AbortSignal,
  ): Promise<Result<readonly Colleague[], GatewayFailure>>;
  /** The colleagues a new task on this dossier may be given to (before the task has an id). */
  assignableForDossier(
    dossierId: string,
    signal?: AbortSignal,
  ): Promise<Result<readonly Colleague[], GatewayFailure>>;
  /** Task templates, sorted by their name in the user's language. */
  templates(signal?: AbortSignal): Promise<Result<readonly TaskTemplate[], GatewayFailure>>;
  /** Creates an open task on a dossier; a refusal carries the server's messages per field. */
  create(task: NewTask): Promise<Result<Task, GatewayFailure>>;
}
