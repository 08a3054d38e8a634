import { Temporal } from 'temporal-polyfill';
import type {
  NewTask,
  TaskActionOptions,
  TaskCounts,
  TaskGateway,
  TaskPage,
  TaskTemplate,
} from '../../application/tasks/task-gateway';
import type { Colleague } from '../../domain/tasks/colleague';
import type { GatewayFailure } from '../../application/platform/gateway-failure';
import type { Task } from '../../domain/tasks/task';
import type { TaskListQuery } from '../../domain/tasks/task-list-query';
import type { Result } from '../../domain/shared/result';
import { ok } from '../../domain/shared/result';
import type { HttpClient } from '../http/http-client';
import {
  AssignAuthorizationsSchema,
  FreeTasksSchema,
  TaskAnswerSchema,
  TaskCountSchema,
  TaskPageSchema,
} from '../dossiers/dossier-schemas';
import { listQueryOf, taskOf } from './task-mapping';

const ACTIONS = '/v2/dossier/dossier-task';

/** The dossier-task calls of spec section 7 over HTTP. */
export class HttpTaskGateway implements TaskGateway {
  constructor(private readonly http: HttpClient) {}

  async list(query: TaskListQuery, signal?: AbortSignal): Promise<Result<TaskPage, GatewayFailure>> {
    const answer = await this.http.request(TaskPageSchema, {
      method: 'GET',
      signal,
      path: '/v2/dossier/dossier-tasks',
      query: listQueryOf(query, true),
    });
    return answer.ok ? ok({ tasks: answer.value.data.map(taskOf), total: answer.value.meta.total }) : answer;
  }

  async count(query: TaskListQuery, signal?: AbortSignal): Promise<Result<TaskCounts, GatewayFailure>> {
    const answer = await this.http.request(TaskCountSchema, {
      method: 'GET',
      signal,
      path: '/v2/dossier/dossier-task-count',
      query: listQueryOf(query, false),
    });
    if (!answer.ok) return answer;
    const data = answer.value.data;
    return ok({
      ...data,
      perWeek: data.perWeek.map((week) => ({
        weekStart: Temporal.PlainDate.from(week.weekStart),
        open: week.open,
      })),
    });
  }

  complete(taskId: string, options?: TaskActionOptions) {
    return this.act('complete', { id: taskId }, options);
  }

  reopen(taskId: string) {
    return this.act('re-open', { id: taskId });
  }

  cancel(taskId: string) {
    return this.act('cancel', { id: taskId });
  }

  postpone(taskId: string, newDate: Temporal.PlainDate, options?: TaskActionOptions) {
    return this.act('postpone', { id: taskId, newDate: newDate.toString() }, options);
  }

  allocate(taskId: string, userId: string, options?: TaskActionOptions) {
    return this.act('allocate', { id: taskId, assignedUser: userId }, options);
  }

  async assignableUsers(
    taskId: string,
    signal?: AbortSignal,
  ): Promise<Result<readonly Colleague[], GatewayFailure>> {
    const answer = await this.http.request(AssignAuthorizationsSchema, {
      method: 'GET',
      signal,
      path: `${ACTIONS}/${encodeURIComponent(taskId)}/assign-authorizations`,
    });
    return answer.ok ? ok(answer.value.data) : answer;
  }

  async assignableForDossier(
    dossierId: string,
    signal?: AbortSignal,
  ): Promise<Result<readonly Colleague[], GatewayFailure>> {
    const answer = await this.http.request(AssignAuthorizationsSchema, {
      method: 'GET',
      signal,
      path: `${ACTIONS}/assign-authorizations`,
      params: { dossier: dossierId },
    });
    return answer.ok ? ok(answer.value.data) : answer;
  }

  async templates(signal?: AbortSignal): Promise<Result<readonly TaskTemplate[], GatewayFailure>> {
    // Spec sections 7 and 9: free tasks sorted by title (in the Accept-Language), 1000 in one page.
    const answer = await this.http.request(FreeTasksSchema, {
      method: 'GET',
      signal,
      path: '/v2/free-tasks',
      query: { sort: [{ field: 'title', direction: 'asc' }], page: { number: 1, size: 1000 } },
    });
    return answer.ok ? ok(answer.value.data) : answer;
  }

  async create(task: NewTask): Promise<Result<Task, GatewayFailure>> {
    const answer = await this.http.request(TaskAnswerSchema, {
      method: 'POST',
      path: ACTIONS,
      body: {
        dossierId: task.dossierId,
        title: task.title,
        ...(task.templateId ? { templateId: task.templateId } : {}),
        dueDate: task.dueDate.toString(),
        assignedUser: task.assigneeId,
      },
      quiet: true,
    });
    return answer.ok ? ok(taskOf(answer.value.data)) : answer;
  }

  private async act(
    action: string,
    body: Record<string, string>,
    options: TaskActionOptions = {},
  ): Promise<Result<Task, GatewayFailure>> {
    const answer = await this.http.request(TaskAnswerSchema, {
      method: 'POST',
      path: `${ACTIONS}/${action}`,
      body,
      silent: options.reportsFailures === true,
    });
    return answer.ok ? ok(taskOf(answer.value.data)) : answer;
  }
}
