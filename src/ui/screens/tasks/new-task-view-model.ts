import type { Scheduler } from '../../../application/platform/scheduler';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Temporal } from 'temporal-polyfill';
import type { DossierGateway, DossierSummary } from '../../../application/dossiers/dossier-gateway';
import type { CreateTask, NewTaskField, NewTaskProblem } from '../../../application/tasks/create-task';
import type { ListTasks } from '../../../application/tasks/list-tasks';
import type { TaskTemplate } from '../../../application/tasks/task-gateway';
import type { Task } from '../../../domain/dossier/task';

/** The new-task dialog: find the dossier, take a template title or type one, pick the due date. */
export class NewTaskViewModel {
  open = false;
  search = '';
  dossiers: readonly DossierSummary[] = [];
  dossierId = '';
  title = '';
  dueDate: Temporal.PlainDate | null = null;
  templates: readonly TaskTemplate[] = [];
  problems: Partial<Record<NewTaskField, NewTaskProblem>> = {};
  serverMessages: Readonly<Record<string, readonly string[]>> = {};
  busy = false;
  private searching: AbortController | null = null;
  private cancelSearch: (() => void) | null = null;

  constructor(
    private readonly createTask: CreateTask,
    private readonly listTasks: ListTasks,
    private readonly dossierGateway: DossierGateway,
    private readonly scheduler: Scheduler,
  ) {
    makeAutoObservable<
      NewTaskViewModel,
      'createTask' | 'listTasks' | 'dossierGateway' | 'scheduler' | 'searching' | 'cancelSearch'
    >(this, {
      dueDate: observableRef,
      createTask: false,
      listTasks: false,
      dossierGateway: false,
      scheduler: false,
      searching: false,
      cancelSearch: false,
    });
  }

  async start(today: Temporal.PlainDate): Promise<void> {
    this.open = true;
    this.problems = {};
    this.serverMessages = {};
    if (!this.dueDate) this.dueDate = today.add({ days: 7 });
    if (this.templates.length === 0) {
      const templates = await this.listTasks.templates();
      runInAction(() => (this.templates = templates.ok ? templates.value : []));
    }
    if (this.dossiers.length === 0) await this.findDossiers();
  }

  close(): void {
    this.open = false;
  }

  setSearch(value: string): void {
    this.search = value;
    this.cancelSearch?.();
    this.cancelSearch = this.scheduler.after(300, () => void this.findDossiers());
  }

  setDossier(value: string): void {
    this.dossierId = value;
    this.forget('dossier');
  }

  setTitle(value: string): void {
    this.title = value;
    this.forget('title');
  }

  setDueDate(value: Temporal.PlainDate | null): void {
    this.dueDate = value;
    this.forget('dueDate');
  }

  /** Creates the task; the form keeps what was typed when anything is refused. */
  async submit(): Promise<Task | null> {
    if (this.busy) return null;
    this.busy = true;
    const result = await this.createTask.execute({
      dossierId: this.dossierId || null,
      title: this.title,
      dueDate: this.dueDate,
    });
    return runInAction(() => {
      this.busy = false;
      if (!result.ok) {
        this.problems = result.error.fields;
        this.serverMessages = result.error.serverMessages;
        return null;
      }
      this.open = false;
      this.title = '';
      this.dossierId = '';
      return result.value;
    });
  }

  /** Detaching stops the pending search; the dialog may be attached again (React's strict mode). */
  attach(): () => void {
    return () => {
      this.cancelSearch?.();
      this.cancelSearch = null;
      this.searching?.abort();
    };
  }

  private async findDossiers(): Promise<void> {
    // A newer search cancels the one still on its way, so an older answer never replaces a newer one.
    this.searching?.abort();
    const searching = new AbortController();
    this.searching = searching;
    const answer = await this.dossierGateway.searchOpenDossiers(this.search.trim(), searching.signal);
    if (searching.signal.aborted) return;
    runInAction(() => (this.dossiers = answer.ok ? answer.value : []));
  }

  private forget(field: NewTaskField): void {
    if (!(field in this.problems)) return;
    const { [field]: _gone, ...rest } = this.problems;
    this.problems = rest;
  }
}
