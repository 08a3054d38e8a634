import { makeAutoObservable, runInAction } from 'mobx';
import type { Temporal } from 'temporal-polyfill';
import type { BulkAction, BulkInput, BulkTaskAction } from '../../../application/tasks/bulk-task-action';
import type { Colleague } from '../../../domain/tasks/colleague';
import type { Task } from '../../../domain/tasks/task';
import { isValidNewDueDate } from '../../../domain/tasks/task';
import type { ListViewModel } from '../../list/list-view-model';
import type { TaskFilters } from './task-list-definition';
import type { TaskSortField } from '../../../domain/tasks/task-list-query';

export type BulkProblem = 'task.date-required' | 'task.date-in-past' | 'task.assignee-required';

export interface BulkDialog {
  readonly action: BulkAction;
  /** The selected tasks the action applies to, as they were when the dialog opened. */
  readonly tasks: readonly Task[];
  /** Selected tasks it does not apply to (already completed or cancelled). */
  readonly skipped: number;
  newDate: Temporal.PlainDate | null;
  assigneeId: string;
  /** Colleagues who may get every one of the tasks; null while loading. */
  candidates: readonly Colleague[] | null;
  candidatesFailed: boolean;
  problem: BulkProblem | null;
  busy: boolean;
  /** How many tasks are finished while the action runs. */
  finished: number;
}

/**
 * The selection of the task list and what can be done to it at once: complete, postpone or allocate
 * the selected open tasks. One summary afterwards (the use case tells it), one reload of the list; the
 * tasks that failed stay selected so they can be tried again.
 */
export class TaskSelectionViewModel {
  dialog: BulkDialog | null = null;
  private loadingCandidates: AbortController | null = null;

  constructor(
    private readonly list: ListViewModel<Task, TaskFilters, TaskSortField>,
    private readonly bulk: BulkTaskAction,
    private readonly today: () => Temporal.PlainDate,
    /** The signed-in user's id, for "assign to me". */
    private readonly me: () => string | null,
  ) {
    makeAutoObservable<TaskSelectionViewModel, 'list' | 'bulk' | 'today' | 'me' | 'loadingCandidates'>(
      this,
      {
        list: false,
        bulk: false,
        today: false,
        me: false,
        loadingCandidates: false,
      },
      { autoBind: true },
    );
  }

  get selectedTasks(): readonly Task[] {
    return this.list.selectedRows;
  }

  get count(): number {
    return this.selectedTasks.length;
  }

  /** The selected tasks a bulk action applies to: every bulk action needs an open task. */
  get openCount(): number {
    return this.bulk.applicable(this.selectedTasks, 'complete').length;
  }

  /** Selected tasks a bulk action passes over (already completed or cancelled). */
  get skippedCount(): number {
    return this.count - this.openCount;
  }

  /** The signed-in user among the dialog's candidates, for the one-click "assign to me". */
  get myself(): Colleague | null {
    const me = this.me();
    return this.dialog?.candidates?.find((colleague) => colleague.id === me) ?? null;
  }

  clear(): void {
    this.list.setSelection(new Set());
  }

  open(action: BulkAction): void {
    const tasks = this.bulk.applicable(this.selectedTasks, action);
    if (tasks.length === 0) return;
    const today = this.today();
    this.dialog = {
      action,
      tasks,
      skipped: this.count - tasks.length,
      newDate: today,
      assigneeId: '',
      candidates: action === 'allocate' ? null : [],
      candidatesFailed: false,
      problem: null,
      busy: false,
      finished: 0,
    };
    if (action === 'allocate' && this.dialog) void this.loadCandidates(this.dialog);
  }

  close(): void {
    if (this.dialog?.busy) return;
    this.loadingCandidates?.abort();
    this.dialog = null;
  }

  setNewDate(value: Temporal.PlainDate | null): void {
    if (!this.dialog) return;
    this.dialog.newDate = value;
    this.dialog.problem = null;
  }

  setAssignee(value: string): void {
    if (!this.dialog) return;
    this.dialog.assigneeId = value;
    this.dialog.problem = null;
  }

  /** Allocates the tasks to the signed-in user at once. */
  assignToMe(): Promise<void> {
    const myself = this.myself;
    if (!myself) return Promise.resolve();
    this.setAssignee(myself.id);
    return this.confirm();
  }

  /** Runs the dialog's action on its tasks, then reloads the list once. */
  async confirm(): Promise<void> {
    const dialog = this.dialog;
    if (!dialog || dialog.busy) return;
    const input = this.inputOf(dialog);
    if ('problem' in input) {
      dialog.problem = input.problem;
      return;
    }
    dialog.busy = true;
    const outcome = await this.bulk.execute(dialog.tasks, input, (finished) =>
      runInAction(() => (dialog.finished = finished)),
    );
    runInAction(() => {
      const keep = [...outcome.failed.map((failure) => failure.task), ...outcome.notSent];
      this.list.setSelection(new Set(keep.map((task) => task.id)));
      dialog.busy = false;
      if (this.dialog === dialog) this.dialog = null;
    });
    await this.list.retry();
  }

  /** Detaching stops a colleague lookup still on its way. */
  attach(): () => void {
    return () => this.loadingCandidates?.abort();
  }

  private inputOf(dialog: BulkDialog): BulkInput | { problem: BulkProblem } {
    switch (dialog.action) {
      case 'complete':
        return { action: 'complete' };
      case 'postpone':
        if (!dialog.newDate) return { problem: 'task.date-required' };
        if (!isValidNewDueDate(dialog.newDate, this.today())) return { problem: 'task.date-in-past' };
        return { action: 'postpone', newDate: dialog.newDate };
      case 'allocate': {
        const assignee = dialog.candidates?.find((colleague) => colleague.id === dialog.assigneeId);
        return assignee ? { action: 'allocate', assignee } : { problem: 'task.assignee-required' };
      }
    }
  }

  private async loadCandidates(dialog: BulkDialog): Promise<void> {
    this.loadingCandidates?.abort();
    const loading = new AbortController();
    this.loadingCandidates = loading;
    const found = await this.bulk.colleaguesFor(dialog.tasks, loading.signal);
    if (loading.signal.aborted) return;
    runInAction(() => {
      if (this.dialog !== dialog) return;
      dialog.candidates = found ?? [];
      dialog.candidatesFailed = found === null;
    });
  }
}
