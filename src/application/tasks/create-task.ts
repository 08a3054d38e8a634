import { needsNoMessage } from '../platform/gateway-failure';
import type { Temporal } from 'temporal-polyfill';
import type { Colleague } from '../../domain/tasks/colleague';
import type { Task } from '../../domain/tasks/task';
import { isValidNewDueDate } from '../../domain/tasks/task';
import type { Result } from '../../domain/shared/result';
import { fail, ok } from '../../domain/shared/result';
import type { Clock } from '../platform/clock';
import type { Notifier } from '../platform/notifier';
import type { TaskGateway } from './task-gateway';
import { titleValues } from './title-values';

export const MAX_TASK_TITLE = 200;

export type NewTaskField = 'dossier' | 'title' | 'dueDate';
export type NewTaskProblem = 'required' | 'too-long' | 'date-in-past';

export interface NewTaskRefusal {
  readonly fields: Partial<Record<NewTaskField, NewTaskProblem>>;
  /** What the server said per field, in the user's language. */
  readonly serverMessages: Readonly<Record<string, readonly string[]>>;
}

export interface NewTaskInput {
  readonly dossierId: string | null;
  readonly title: string;
  /** The template the title was picked from, if it was. */
  readonly templateId?: string | null;
  readonly dueDate: Temporal.PlainDate | null;
  /** Who gets the task; null leaves it unassigned. */
  readonly assigneeId: string | null;
}

/** Creating a task on an open dossier, often from a template title (the free tasks of spec section 7). */
export class CreateTask {
  constructor(
    private readonly tasks: TaskGateway,
    private readonly clock: Clock,
    private readonly notifier: Notifier,
  ) {}

  /** The colleagues a task on this dossier may be given to; null when they could not be read. */
  async colleagues(dossierId: string, signal?: AbortSignal): Promise<readonly Colleague[] | null> {
    const answer = await this.tasks.assignableForDossier(dossierId, signal);
    return answer.ok ? answer.value : null;
  }

  check(input: NewTaskInput): Partial<Record<NewTaskField, NewTaskProblem>> {
    const fields: Partial<Record<NewTaskField, NewTaskProblem>> = {};
    if (!input.dossierId) fields.dossier = 'required';
    const title = input.title.trim();
    if (!title) fields.title = 'required';
    else if (title.length > MAX_TASK_TITLE) fields.title = 'too-long';
    if (!input.dueDate) fields.dueDate = 'required';
    else if (!isValidNewDueDate(input.dueDate, this.clock.today())) fields.dueDate = 'date-in-past';
    return fields;
  }

  async execute(input: NewTaskInput): Promise<Result<Task, NewTaskRefusal>> {
    const fields = this.check(input);
    if (Object.keys(fields).length > 0 || !input.dossierId || !input.dueDate) {
      return fail({ fields, serverMessages: {} });
    }
    const title = input.title.trim();
    const answer = await this.tasks.create({
      dossierId: input.dossierId,
      title,
      templateId: input.templateId ?? null,
      dueDate: input.dueDate,
      assigneeId: input.assigneeId,
    });
    if (!answer.ok) {
      if (!needsNoMessage(answer.error))
        this.notifier.notify({ type: 'error', title: 'common.somethingWentWrong' });
      return fail({
        fields: {},
        serverMessages: answer.error.kind === 'rejected' ? answer.error.fieldErrors : {},
      });
    }
    this.notifier.notify({
      type: 'success',
      title: 'tasks.created',
      values: titleValues(answer.value.title),
    });
    return ok(answer.value);
  }
}
