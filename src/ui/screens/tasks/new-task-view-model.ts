import type { Scheduler } from '../../../application/platform/scheduler';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Temporal } from 'temporal-polyfill';
import type { DossierSummary } from '../../../application/dossiers/dossier-gateway';
import type { SearchOpenDossiers } from '../../../application/dossiers/search-open-dossiers';
import type { CreateTask, NewTaskField, NewTaskProblem } from '../../../application/tasks/create-task';
import type { ListTasks } from '../../../application/tasks/list-tasks';
import type { TaskTemplate } from '../../../application/tasks/task-gateway';
import type { SessionStore } from '../../../application/session/session-store';
import type { Colleague } from '../../../domain/tasks/colleague';
import type { Task } from '../../../domain/tasks/task';
import { titleIn, titleNamedBy } from '../../../domain/tasks/task-title';

/**
 * The new-task dialog: find the dossier, take a template title or type one, pick the due date and who
 * gets the task (the signed-in user unless they choose a colleague or nobody).
 */
export class NewTaskViewModel {
  open = false;
  search = '';
  dossiers: readonly DossierSummary[] = [];
  dossierId = '';
  title = '';
  dueDate: Temporal.PlainDate | null = null;
  /** Who gets the task: a colleague's id, or '' for nobody. */
  assigneeId = '';
  /** Who may get tasks of the chosen dossier; null while they are read. */
  colleagues: readonly Colleague[] | null = null;
  templates: readonly TaskTemplate[] = [];
  problems: Partial<Record<NewTaskField, NewTaskProblem>> = {};
  serverMessages: Readonly<Record<string, readonly string[]>> = {};
  busy = false;
  private searching: AbortController | null = null;
  private cancelSearch: (() => void) | null = null;
  private loadingColleagues: AbortController | null = null;

  constructor(
    private readonly createTask: CreateTask,
    private readonly listTasks: ListTasks,
    private readonly searchDossiers: SearchOpenDossiers,
    private readonly session: SessionStore,
    private readonly scheduler: Scheduler,
  ) {
    makeAutoObservable<
      NewTaskViewModel,
      | 'createTask'
      | 'listTasks'
      | 'searchDossiers'
      | 'session'
      | 'scheduler'
      | 'searching'
      | 'cancelSearch'
      | 'loadingColleagues'
    >(
      this,
      {
        dueDate: observableRef,
        colleagues: observableRef,
        dossiers: observableRef,
        createTask: false,
        listTasks: false,
        searchDossiers: false,
        session: false,
        scheduler: false,
        searching: false,
        cancelSearch: false,
        loadingColleagues: false,
      },
      { autoBind: true },
    );
  }

  /** The signed-in user, whom a new task goes to unless another is chosen. */
  get me(): { readonly id: string; readonly displayName: string } | null {
    return this.session.user;
  }

  /** The choice of assignee: nobody, the colleagues of the chosen dossier, or before that only oneself. */
  get assigneeChoices(): readonly Colleague[] {
    if (this.colleagues) return this.colleagues;
    const me = this.me;
    return me ? [{ id: me.id, displayName: me.displayName, discipline: null }] : [];
  }

  /** The chosen employee's dossiers differ by type, start date and number; the newest first. */
  get dossierOptions(): readonly DossierSummary[] {
    return [...this.dossiers].sort(
      (a, b) =>
        a.employeeName.localeCompare(b.employeeName) ||
        b.startDate.toString().localeCompare(a.startDate.toString()) ||
        a.id.localeCompare(b.id, undefined, { numeric: true }),
    );
  }

  /** The templates' names in the reader's language, in its alphabetical order. */
  templateNames(language: string): readonly { readonly id: string; readonly name: string }[] {
    return this.templates
      .map((template) => ({ id: template.id, name: titleIn(template.title, language) }))
      .sort((a, b) => a.name.localeCompare(b.name, language));
  }

  /** The template the title names (in either language), so the task gets its names in both. */
  get chosenTemplateId(): string | null {
    return this.templates.find((template) => titleNamedBy(template.title, this.title))?.id ?? null;
  }

  async start(today: Temporal.PlainDate): Promise<void> {
    this.open = true;
    this.problems = {};
    this.serverMessages = {};
    if (!this.dueDate) this.dueDate = today.add({ days: 7 });
    if (!this.dossierId) this.assigneeId = this.me?.id ?? '';
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
    void this.findColleagues(value);
  }

  setAssignee(value: string): void {
    this.assigneeId = value;
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
      templateId: this.chosenTemplateId,
      dueDate: this.dueDate,
      assigneeId: this.assigneeId || null,
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
      this.colleagues = null;
      return result.value;
    });
  }

  /** Detaching stops the pending search; the dialog may be attached again (React's strict mode). */
  attach(): () => void {
    return () => {
      this.cancelSearch?.();
      this.cancelSearch = null;
      this.searching?.abort();
      this.loadingColleagues?.abort();
    };
  }

  /**
   * Reads who may get tasks of the dossier. The choice stays when that colleague may; else it falls
   * back to oneself, or to nobody when oneself may not either.
   */
  private async findColleagues(dossierId: string): Promise<void> {
    this.loadingColleagues?.abort();
    if (!dossierId) {
      this.colleagues = null;
      return;
    }
    const loading = new AbortController();
    this.loadingColleagues = loading;
    this.colleagues = null;
    const found = await this.createTask.colleagues(dossierId, loading.signal);
    if (loading.signal.aborted) return;
    runInAction(() => {
      const colleagues = found ?? [];
      this.colleagues = colleagues;
      const may = (id: string | undefined) => colleagues.some((colleague) => colleague.id === id);
      if (this.assigneeId && !may(this.assigneeId))
        this.assigneeId = may(this.me?.id) ? (this.me?.id ?? '') : '';
    });
  }

  private async findDossiers(): Promise<void> {
    // A newer search cancels the one still on its way, so an older answer never replaces a newer one.
    this.searching?.abort();
    const searching = new AbortController();
    this.searching = searching;
    const answer = await this.searchDossiers.execute(this.search, searching.signal);
    if (searching.signal.aborted) return;
    runInAction(() => (this.dossiers = answer.ok ? answer.value : []));
  }

  private forget(field: NewTaskField): void {
    if (!(field in this.problems)) return;
    const { [field]: _gone, ...rest } = this.problems;
    this.problems = rest;
  }
}
