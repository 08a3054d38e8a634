import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { Temporal } from 'temporal-polyfill';
import type { AllocateTask } from '../../../application/tasks/allocate-task';
import type { CancelTask } from '../../../application/tasks/cancel-task';
import type { CompleteTask } from '../../../application/tasks/complete-task';
import type { ListTasks } from '../../../application/tasks/list-tasks';
import type { TaskActionFailure } from '../../../application/tasks/perform-task-action';
import type { PostponeTask } from '../../../application/tasks/postpone-task';
import type { ReopenTask } from '../../../application/tasks/reopen-task';
import type { Clock } from '../../../application/platform/clock';
import type { Scheduler } from '../../../application/platform/scheduler';
import type { EmployerRef } from '../../../application/dossiers/dossier-gateway';
import type { DossierType } from '../../../domain/dossiers/dossier-type';
import { isDossierType } from '../../../domain/dossiers/dossier-type';
import type { DueBucket, DueChoice } from '../../../domain/tasks/due-bucket';
import { daysUntil, dueBucketOf, dueRangeOf } from '../../../domain/tasks/due-bucket';
import type { Task, TaskAction, TaskStatus } from '../../../domain/tasks/task';
import type { Colleague } from '../../../domain/tasks/colleague';
import type { BulkTaskAction } from '../../../application/tasks/bulk-task-action';
import type { SessionStore } from '../../../application/session/session-store';
import { TaskSelectionViewModel } from './task-selection-view-model';
import { TypeChoiceViewModel } from './type-choice-view-model';
import { allowedActions, isValidNewDueDate } from '../../../domain/tasks/task';
import type { TaskSortField } from '../../../domain/tasks/task-list-query';
import { dueRangeIsInverted, remainsInView } from '../../../domain/tasks/task-list-query';
import { ok } from '../../../domain/shared/result';
import { ListViewModel } from '../../list/list-view-model';
import type { ListRequest } from '../../list/list-request';
import type { TaskFilters } from './task-list-definition';
import { TASK_LIST, taskQueryOf } from './task-list-definition';

export interface ActionDialog {
  readonly action: TaskAction;
  readonly task: Task;
  newDate: Temporal.PlainDate | null;
  assigneeId: string;
  candidates: readonly Colleague[] | null;
  error: TaskActionFailure | 'task.date-required' | null;
  busy: boolean;
}

const sameDay = (a: Temporal.PlainDate | null, b: Temporal.PlainDate | null): boolean =>
  a === null || b === null ? a === b : a.equals(b);

/**
 * /tasks: the task list (the shared list view-model, with its filters, order and page in the address
 * bar), what the filters may offer, the overdue count, and the task actions.
 */
export class TaskListViewModel {
  readonly list: ListViewModel<Task, TaskFilters, TaskSortField>;
  /** The selected rows and the actions on all of them at once. */
  readonly selection: TaskSelectionViewModel;
  /** The typing state of the searchable dossier-type filter. */
  readonly typeChoice = new TypeChoiceViewModel('filter-type');
  dossierTypes: readonly DossierType[] = [];
  employers: readonly EmployerRef[] = [];
  /** Open tasks of the current filters that are overdue (from dossier-task-count). */
  overdue: number | null = null;
  dialog: ActionDialog | null = null;
  /** Today as of the last load, so a thousand rows ask the clock once. */
  today: Temporal.PlainDate;

  constructor(
    private readonly listTasks: ListTasks,
    private readonly completeTask: CompleteTask,
    private readonly reopenTask: ReopenTask,
    private readonly cancelTask: CancelTask,
    private readonly postponeTask: PostponeTask,
    private readonly allocateTask: AllocateTask,
    bulkTaskAction: BulkTaskAction,
    private readonly session: SessionStore,
    private readonly clock: Clock,
    scheduler: Scheduler,
  ) {
    this.today = clock.today();
    this.list = new ListViewModel(TASK_LIST, (request, signal) => this.loadPage(request, signal), scheduler);
    this.selection = new TaskSelectionViewModel(
      this.list,
      bulkTaskAction,
      () => this.clock.today(),
      () => this.session.user?.id ?? null,
    );
    makeAutoObservable<
      TaskListViewModel,
      | 'listTasks'
      | 'completeTask'
      | 'reopenTask'
      | 'cancelTask'
      | 'postponeTask'
      | 'allocateTask'
      | 'session'
      | 'clock'
    >(
      this,
      {
        list: false,
        selection: false,
        typeChoice: false,
        today: observableRef,
        dossierTypes: observableRef,
        employers: observableRef,
        listTasks: false,
        completeTask: false,
        reopenTask: false,
        cancelTask: false,
        postponeTask: false,
        allocateTask: false,
        session: false,
        clock: false,
      },
      { autoBind: true },
    );
  }

  get dueRangeInverted(): boolean {
    return dueRangeIsInverted(taskQueryOf(this.list.request));
  }

  /** How many filters differ from the list's defaults (the search included), for "Filters (n)". */
  get activeFilterCount(): number {
    const filters = this.list.filters;
    const defaults = TASK_LIST.filters;
    const changed = (Object.keys(defaults) as (keyof TaskFilters)[]).filter((key) => {
      const value = filters[key];
      const base = defaults[key];
      return value === null || base === null ? value !== base : String(value) !== String(base);
    }).length;
    return changed + (this.list.search.trim() === '' ? 0 : 1);
  }

  actionsFor(task: Task): readonly TaskAction[] {
    return allowedActions(task);
  }

  bucketOf(task: Task): DueBucket | null {
    return task.status === 'open' ? dueBucketOf(task.dueDate, this.today) : null;
  }

  /** Another language: the page comes afresh, so a list sorted by title follows the new language's order. */
  languageChanged(): void {
    this.list.languageChanged();
  }

  /** Loads what the filters may offer; the list loads from the address bar. Detaching cancels both. */
  attach(): () => void {
    const detachList = this.list.attach();
    const detachSelection = this.selection.attach();
    const options = new AbortController();
    void this.listTasks.filterOptions(options.signal).then((found) => {
      if (options.signal.aborted) return;
      runInAction(() => {
        this.dossierTypes = found.dossierTypes;
        this.employers = found.employers;
      });
    });
    return () => {
      options.abort();
      detachSelection();
      detachList();
    };
  }

  /** A quick choice of the due-date filter; overdue also shows only the open tasks. */
  chooseDue(choice: DueChoice): void {
    const { from, to } = dueRangeOf(choice, this.today);
    this.list.setFilters({
      dueFrom: from,
      dueTo: to,
      ...(choice === 'overdue' ? { status: 'open' as const } : {}),
    });
  }

  /** Which quick choice the due-date filter holds now, if any. */
  get dueChoice(): DueChoice | null {
    const { dueFrom, dueTo } = this.list.filters;
    if (!dueTo) return null;
    const choices: readonly DueChoice[] = ['overdue', 'today', 'this-week', 'next-week'];
    return (
      choices.find((choice) => {
        const range = dueRangeOf(choice, this.today);
        return sameDay(range.from, dueFrom) && sameDay(range.to, dueTo);
      }) ?? null
    );
  }

  /** Days from today to an open task's due date (negative once passed); null for a closed task. */
  daysLeft(task: Task): number | null {
    return task.status === 'open' ? daysUntil(task.dueDate, this.today) : null;
  }

  /** Whether an open Poortwachter task's legal deadline has passed. */
  legalDeadlinePassed(task: Task): boolean {
    return (
      task.status === 'open' && task.legalDeadline !== null && daysUntil(task.legalDeadline, this.today) < 0
    );
  }

  setStatus(value: string): void {
    this.list.setFilter('status', value === 'all' ? null : (value as TaskStatus));
  }

  setAssignee(value: string): void {
    this.list.setFilter('assignee', value || null);
  }

  setDossierType(value: string): void {
    this.list.setFilter('dossierType', isDossierType(value) ? value : null);
  }

  setEmployer(value: string): void {
    this.list.setFilter('employer', value || null);
  }

  private async loadPage(request: ListRequest<TaskFilters, TaskSortField>, signal: AbortSignal) {
    const query = taskQueryOf(request);
    const [page, counts] = await Promise.all([
      this.listTasks.execute(query, signal),
      this.listTasks.count(query, signal),
    ]);
    if (!signal.aborted) {
      runInAction(() => {
        this.overdue = counts.ok ? counts.value.overdue : null;
        this.today = this.clock.today();
      });
    }
    return page.ok ? ok({ rows: page.value.tasks, total: page.value.total }) : page;
  }

  openAction(action: TaskAction, task: Task): void {
    this.dialog = {
      action,
      task,
      newDate: Temporal.PlainDate.compare(task.dueDate, this.today) < 0 ? this.today : task.dueDate,
      assigneeId: '',
      candidates: null,
      error: null,
      busy: false,
    };
    if (action === 'allocate') void this.loadCandidates(task);
  }

  closeAction(): void {
    this.dialog = null;
  }

  setNewDate(value: Temporal.PlainDate | null): void {
    if (this.dialog) {
      this.dialog.newDate = value;
      this.dialog.error = null;
    }
  }

  /** The signed-in user among the allocate dialog's candidates, for the one-click "assign to me". */
  get myself(): Colleague | null {
    const me = this.session.user?.id ?? null;
    return this.dialog?.candidates?.find((colleague) => colleague.id === me) ?? null;
  }

  /** Allocates the dialog's task to the signed-in user at once. */
  assignToMe(): Promise<void> {
    const myself = this.myself;
    if (!myself) return Promise.resolve();
    this.setAssigneeChoice(myself.id);
    return this.confirmAction();
  }

  setAssigneeChoice(value: string): void {
    if (this.dialog) {
      this.dialog.assigneeId = value;
      this.dialog.error = null;
    }
  }

  /** Carries out the dialog's action; the row changes in place, the dialog closes on success. */
  async confirmAction(): Promise<void> {
    const dialog = this.dialog;
    if (!dialog || dialog.busy) return;
    if (dialog.action === 'postpone') {
      const date = dialog.newDate;
      if (!date) {
        dialog.error = 'task.date-required';
        return;
      }
      if (!isValidNewDueDate(date, this.today)) {
        dialog.error = 'task.date-in-past';
        return;
      }
    }
    dialog.busy = true;
    const result = await this.run(dialog);
    runInAction(() => {
      dialog.busy = false;
      if (!result.ok) {
        dialog.error = result.error;
        return;
      }
      this.list.replaceRow(
        result.value,
        remainsInView(result.value, this.list.filters, this.session.user?.id ?? null),
      );
      if (this.dialog === dialog) this.dialog = null;
    });
  }

  private run(dialog: ActionDialog) {
    const { task } = dialog;
    switch (dialog.action) {
      case 'complete':
        return this.completeTask.execute(task);
      case 'reopen':
        return this.reopenTask.execute(task);
      case 'cancel':
        return this.cancelTask.execute(task);
      case 'postpone':
        return this.postponeTask.execute(task, dialog.newDate ?? this.today);
      case 'allocate':
        return this.allocateTask.execute(
          task,
          dialog.candidates?.find((user) => user.id === dialog.assigneeId) ?? null,
        );
    }
  }

  private async loadCandidates(task: Task): Promise<void> {
    const candidates = await this.allocateTask.candidates(task);
    runInAction(() => {
      if (this.dialog?.task.id === task.id) this.dialog.candidates = candidates ?? [];
    });
  }
}
