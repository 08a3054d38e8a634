import type { Temporal } from 'temporal-polyfill';
import type { Result } from '../shared/result';
import { fail, ok } from '../shared/result';
import type { DossierType } from '../dossiers/dossier-type';
import type { TaskTitle } from './task-title';

export type TaskStatus = 'open' | 'completed' | 'cancelled';

export interface UserRef {
  readonly id: string;
  readonly displayName: string;
}

export interface DossierRef {
  readonly id: string;
  readonly type: DossierType;
  readonly employeeName: string;
  readonly employerId: string;
  readonly employerName: string;
}

export interface Task {
  readonly id: string;
  /** In both languages; shown in the reader's (task-title.ts). */
  readonly title: TaskTitle;
  readonly status: TaskStatus;
  readonly dueDate: Temporal.PlainDate;
  readonly completedAt: Temporal.Instant | null;
  readonly assignee: UserRef | null;
  readonly dossier: DossierRef;
  /** A Poortwachter step's task: the step's legal deadline beside the task's own date; else null. */
  readonly legalDeadline: Temporal.PlainDate | null;
}

export type TaskAction = 'complete' | 'reopen' | 'cancel' | 'postpone' | 'allocate';
export const TASK_ACTIONS: readonly TaskAction[] = ['complete', 'reopen', 'cancel', 'postpone', 'allocate'];

export type TaskActionError = 'task.transition-refused' | 'task.date-in-past' | 'task.assignee-required';

/** Which action is allowed from which state (spec section 4: complete, reopen, cancel, postpone, allocate). */
const ALLOWED: Readonly<Record<TaskStatus, ReadonlySet<TaskAction>>> = {
  open: new Set<TaskAction>(['complete', 'cancel', 'postpone', 'allocate']),
  completed: new Set<TaskAction>(['reopen']),
  cancelled: new Set<TaskAction>(['reopen']),
};

export const allowedActions = (task: Pick<Task, 'status'>): readonly TaskAction[] =>
  TASK_ACTIONS.filter((action) => ALLOWED[task.status].has(action));

export const mayPerform = (task: Pick<Task, 'status'>, action: TaskAction): boolean =>
  ALLOWED[task.status].has(action);

export type TaskActionInput =
  | { readonly action: 'complete' | 'reopen' | 'cancel' }
  | { readonly action: 'postpone'; readonly newDate: Temporal.PlainDate }
  | { readonly action: 'allocate'; readonly assignee: UserRef | null };

/** A new due date may be today or later, never in the past. */
export const isValidNewDueDate = (date: Temporal.PlainDate, today: Temporal.PlainDate): boolean =>
  date.until(today).sign <= 0;

/**
 * The state machine of a task: what an action does to it, or why it is refused. The backend applies
 * the same rules; the screen offers only what this allows.
 */
export function applyTaskAction(
  task: Task,
  input: TaskActionInput,
  today: Temporal.PlainDate,
  now: Temporal.Instant,
): Result<Task, TaskActionError> {
  if (!mayPerform(task, input.action)) return fail('task.transition-refused');
  switch (input.action) {
    case 'complete':
      return ok({ ...task, status: 'completed', completedAt: now });
    case 'reopen':
      return ok({ ...task, status: 'open', completedAt: null });
    case 'cancel':
      return ok({ ...task, status: 'cancelled', completedAt: null });
    case 'postpone':
      return isValidNewDueDate(input.newDate, today)
        ? ok({ ...task, dueDate: input.newDate })
        : fail('task.date-in-past');
    case 'allocate':
      return input.assignee ? ok({ ...task, assignee: input.assignee }) : fail('task.assignee-required');
  }
}

/** A task is consistent when it is completed exactly when it has a completion moment. */
export const isConsistentTask = (task: Task): boolean =>
  (task.status === 'completed') === (task.completedAt !== null);
