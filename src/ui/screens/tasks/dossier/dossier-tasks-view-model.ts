import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { Temporal } from 'temporal-polyfill';
import type { Clock } from '../../../../application/platform/clock';
import type { CompleteTask } from '../../../../application/tasks/complete-task';
import type { PostponeTask } from '../../../../application/tasks/postpone-task';
import type { DossierDetail, DossierOpenTask } from '../../../../domain/dossiers/dossier-file';
import type { Task } from '../../../../domain/tasks/task';

/** An open task of the dossier as its section shows it: how many days it is late (0 when it is not). */
export interface DossierTaskRow {
  readonly task: DossierOpenTask;
  readonly daysLate: number;
}

/**
 * The dossier's open tasks: which are late, and, for who works the case, completing one or postponing
 * it to a new date (the task list's use cases, so the same rules and messages), the list following.
 */
export class DossierTasksViewModel {
  tasks: readonly DossierOpenTask[] = [];
  /** Whether the reader works the case (employers only read). */
  mayAct = false;
  /** The task being postponed, with the date chosen so far. */
  postponing: { readonly id: string; readonly date: Temporal.PlainDate | null } | null = null;
  /** A task action is on its way. */
  busy = false;
  private dossier: DossierDetail | null = null;

  constructor(
    private readonly completeTask: CompleteTask,
    private readonly postponeTask: PostponeTask,
    private readonly clock: Clock,
  ) {
    makeAutoObservable<this, 'completeTask' | 'postponeTask' | 'clock' | 'dossier'>(
      this,
      {
        completeTask: false,
        postponeTask: false,
        clock: false,
        dossier: false,
        tasks: observableRef,
        postponing: observableRef,
      },
      { autoBind: true },
    );
  }

  open(dossier: DossierDetail): void {
    this.dossier = dossier;
    this.tasks = dossier.openTasks;
    this.mayAct = dossier.mayEdit;
    this.postponing = null;
  }

  get rows(): readonly DossierTaskRow[] {
    const today = this.clock.today();
    return this.tasks.map((task) => ({
      task,
      daysLate: Math.max(0, task.dueDate.until(today, { largestUnit: 'days' }).days),
    }));
  }

  async complete(id: string): Promise<void> {
    const task = this.asTask(id);
    if (!task || this.busy) return;
    this.busy = true;
    const result = await this.completeTask.execute(task);
    runInAction(() => {
      this.busy = false;
      if (result.ok) this.tasks = this.tasks.filter((candidate) => candidate.id !== id);
    });
  }

  startPostponing(id: string): void {
    this.postponing = { id, date: this.clock.today().add({ days: 7 }) };
  }

  setPostponeDate(date: Temporal.PlainDate | null): void {
    if (this.postponing) this.postponing = { ...this.postponing, date };
  }

  stopPostponing(): void {
    this.postponing = null;
  }

  async postpone(): Promise<void> {
    const chosen = this.postponing;
    const task = chosen ? this.asTask(chosen.id) : null;
    if (!chosen?.date || !task || this.busy) return;
    const date = chosen.date;
    this.busy = true;
    const result = await this.postponeTask.execute(task, date);
    runInAction(() => {
      this.busy = false;
      if (!result.ok) return;
      this.postponing = null;
      this.tasks = this.tasks
        .map((candidate) => (candidate.id === task.id ? { ...candidate, dueDate: date } : candidate))
        .sort((a, b) => Temporal.PlainDate.compare(a.dueDate, b.dueDate));
    });
  }

  /** The open task as the task use cases take it. */
  private asTask(id: string): Task | null {
    const found = this.tasks.find((task) => task.id === id);
    const dossier = this.dossier;
    if (!found || !dossier || !this.mayAct) return null;
    return {
      id: found.id,
      title: found.title,
      status: 'open',
      dueDate: found.dueDate,
      completedAt: null,
      assignee: found.assignee,
      legalDeadline: found.legalDeadline,
      dossier: {
        id: dossier.id,
        type: dossier.type,
        employeeName: dossier.employee.name,
        employerId: dossier.employee.employerId,
        employerName: dossier.employee.employerName,
      },
    };
  }
}
