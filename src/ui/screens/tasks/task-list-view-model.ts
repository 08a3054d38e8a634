import { makeAutoObservable, observableRef, observableShallow, runInAction } from 'mobx';
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
import type { DossierType } from '../../../domain/dossier/dossier-type';
import { isDossierType } from '../../../domain/dossier/dossier-type';
import type { DueBucket } from '../../../domain/dossier/due-bucket';
import { dueBucketOf } from '../../../domain/dossier/due-bucket';
import type { Task, TaskAction, TaskStatus, UserRef } from '../../../domain/dossier/task';
import { allowedActions, isValidNewDueDate } from '../../../domain/dossier/task';
import type { TaskListQuery, TaskSortField } from '../../../domain/dossier/task-list-query';
import {
  defaultTaskListQuery,
  dueRangeIsInverted,
  formatTaskListQuery,
  lastPage,
  parseTaskListQuery,
  toggleSort,
} from '../../../domain/dossier/task-list-query';

export interface ActionDialog {
  readonly action: TaskAction;
  readonly task: Task;
  newDate: string;
  assigneeId: string;
  candidates: readonly UserRef[] | null;
  error: TaskActionFailure | 'task.date-required' | null;
  busy: boolean;
}

export const SEARCH_PAUSE_MS = 300;

const dateOrNull = (value: string): Temporal.PlainDate | null => {
  try {
    return value ? Temporal.PlainDate.from(value, { overflow: 'reject' }) : null;
  } catch {
    return null;
  }
};

/** /tasks: the task list with its filters, order and page in the address bar, and the task actions. */
export class TaskListViewModel {
  query: TaskListQuery = defaultTaskListQuery(100);
  defaultSize = 100;
  rows: Task[] = [];
  total = 0;
  state: 'loading' | 'ready' | 'failed' = 'loading';
  dossierTypes: readonly DossierType[] = [];
  employers: readonly EmployerRef[] = [];
  /** Open tasks of the current filters that are overdue (from dossier-task-count). */
  overdue: number | null = null;
  dialog: ActionDialog | null = null;
  private requestId = 0;
  private applied = false;
  private cancelSearch: (() => void) | null = null;

  constructor(
    private readonly listTasks: ListTasks,
    private readonly completeTask: CompleteTask,
    private readonly reopenTask: ReopenTask,
    private readonly cancelTask: CancelTask,
    private readonly postponeTask: PostponeTask,
    private readonly allocateTask: AllocateTask,
    private readonly clock: Clock,
    private readonly scheduler: Scheduler,
  ) {
    this.today = clock.today();
    makeAutoObservable<
      TaskListViewModel,
      | 'listTasks'
      | 'completeTask'
      | 'reopenTask'
      | 'cancelTask'
      | 'postponeTask'
      | 'allocateTask'
      | 'clock'
      | 'requestId'
      | 'scheduler'
      | 'cancelSearch'
      | 'applied'
    >(this, {
      // Tasks are immutable values: the list tracks which ones it holds, not their insides.
      rows: observableShallow,
      query: observableRef,
      today: observableRef,
      dossierTypes: observableRef,
      employers: observableRef,
      listTasks: false,
      completeTask: false,
      reopenTask: false,
      cancelTask: false,
      postponeTask: false,
      allocateTask: false,
      clock: false,
      requestId: false,
      scheduler: false,
      cancelSearch: false,
      applied: false,
    });
  }

  /** Today as of the last load, so a thousand rows ask the clock once. */
  today: Temporal.PlainDate;

  /** The query as the address bar shows it. */
  get search(): string {
    return formatTaskListQuery(this.query, this.defaultSize).toString();
  }

  get pages(): number {
    return lastPage(this.total, this.query.size);
  }

  get dueRangeInverted(): boolean {
    return dueRangeIsInverted(this.query);
  }

  actionsFor(task: Task): readonly TaskAction[] {
    return allowedActions(task);
  }

  bucketOf(task: Task): DueBucket | null {
    return task.status === 'open' ? dueBucketOf(task.dueDate, this.today) : null;
  }

  async loadOptions(): Promise<void> {
    const options = await this.listTasks.filterOptions();
    runInAction(() => {
      this.dossierTypes = options.dossierTypes;
      this.employers = options.employers;
    });
  }

  /** Takes the list from the address bar (on arrival, back and forward) and loads it. */
  applyUrl(params: URLSearchParams, defaultSize: number): void {
    // The search text is not in the address bar; it stays as typed when the address changes.
    const next = { ...parseTaskListQuery(params, defaultSize), search: this.query.search };
    this.defaultSize = defaultSize;
    if (this.applied && formatTaskListQuery(next, defaultSize).toString() === this.search) return;
    this.applied = true;
    this.query = next;
    void this.load();
  }

  setStatus(value: string): void {
    this.update({ status: value === 'all' ? null : (value as TaskStatus) });
  }

  setDueFrom(value: string): void {
    this.update({ dueFrom: dateOrNull(value) });
  }

  setDueTo(value: string): void {
    this.update({ dueTo: dateOrNull(value) });
  }

  setAssignee(value: string): void {
    this.update({ assignee: value || null });
  }

  setDossierType(value: string): void {
    this.update({ dossierType: isDossierType(value) ? value : null });
  }

  /** Typing in the search field waits for a pause (300 ms) before asking the server. */
  setEmployer(value: string): void {
    this.update({ employer: value || null });
  }

  setSearch(value: string): void {
    this.query = { ...this.query, search: value.slice(0, 100), page: 1 };
    this.cancelSearch?.();
    this.cancelSearch = this.scheduler.after(SEARCH_PAUSE_MS, () => {
      this.cancelSearch = null;
      void this.load();
    });
  }

  /** Detaching stops the pending search; the screen may be attached again (React's strict mode). */
  attach(): () => void {
    return () => {
      this.cancelSearch?.();
      this.cancelSearch = null;
    };
  }

  resetFilters(): void {
    this.query = { ...defaultTaskListQuery(this.defaultSize), size: this.query.size };
    void this.load();
  }

  sortBy(field: TaskSortField): void {
    this.query = toggleSort(this.query, field);
    void this.load();
  }

  goToPage(page: number): void {
    this.query = { ...this.query, page: Math.min(Math.max(1, page), this.pages) };
    void this.load();
  }

  setPageSize(size: number): void {
    this.query = { ...this.query, size, page: 1 };
    void this.load();
  }

  async load(): Promise<void> {
    const id = ++this.requestId;
    this.state = 'loading';
    this.today = this.clock.today();
    const [answer, counts] = await Promise.all([
      this.listTasks.execute(this.query),
      this.listTasks.count(this.query),
    ]);
    // A later query may have been sent meanwhile; only the newest answer counts.
    if (id !== this.requestId) return;
    runInAction(() => {
      this.overdue = counts.ok ? counts.value.overdue : null;
      if (!answer.ok) {
        this.state = 'failed';
        return;
      }
      this.rows = [...answer.value.tasks];
      this.total = answer.value.total;
      this.state = 'ready';
      if (this.query.page > this.pages) this.goToPage(this.pages);
    });
  }

  openAction(action: TaskAction, task: Task): void {
    this.dialog = {
      action,
      task,
      newDate: task.dueDate.until(this.today).sign > 0 ? this.today.toString() : task.dueDate.toString(),
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

  setNewDate(value: string): void {
    if (this.dialog) {
      this.dialog.newDate = value;
      this.dialog.error = null;
    }
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
      const date = dateOrNull(dialog.newDate);
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
      const index = this.rows.findIndex((row) => row.id === result.value.id);
      if (index >= 0) this.rows[index] = result.value;
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
        return this.postponeTask.execute(task, dateOrNull(dialog.newDate) ?? this.today);
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

  private update(change: Partial<TaskListQuery>): void {
    this.query = { ...this.query, ...change, page: 1 };
    void this.load();
  }
}
