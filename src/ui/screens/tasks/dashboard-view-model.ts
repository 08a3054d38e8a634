import { makeAutoObservable, runInAction } from 'mobx';
import type { Dashboard, LoadDashboard } from '../../../application/dossiers/load-dashboard';
import type { SessionStore } from '../../../application/session/session-store';
import { permissionsOf } from '../../../domain/access/user';
import type { DossierType } from '../../../domain/dossier/dossier-type';
import { endOfWeek } from '../../../domain/dossier/due-bucket';
import { defaultTaskListQuery, formatTaskListQuery } from '../../../domain/dossier/task-list-query';

/** /dashboard: the professional's or the employer's overview, each figure linking to its list. */
export class DashboardViewModel {
  state: 'loading' | 'ready' | 'failed' = 'loading';
  data: Dashboard | null = null;

  constructor(
    private readonly loadDashboard: LoadDashboard,
    private readonly session: SessionStore,
  ) {
    makeAutoObservable<DashboardViewModel, 'loadDashboard' | 'session'>(this, {
      loadDashboard: false,
      session: false,
    });
  }

  /** Only a user who may open the task list gets figures that link to it. */
  get tasksLinked(): boolean {
    const user = this.session.user;
    return user ? permissionsOf(user).has('view_tasks') : false;
  }

  get employerName(): string {
    return this.session.user?.employer?.name ?? '';
  }

  /** Loads the figures while the screen is shown; leaving it cancels the load. */
  attach(): () => void {
    const controller = new AbortController();
    void this.load(controller.signal);
    return () => controller.abort();
  }

  private async load(signal: AbortSignal): Promise<void> {
    this.state = 'loading';
    const data = await this.loadDashboard.execute(signal);
    if (signal.aborted) return;
    runInAction(() => {
      this.data = data;
      this.state = data ? 'ready' : 'failed';
    });
  }

  /** The task list behind a figure, as a link. */
  tasksLink(kind: 'overdue' | 'today' | 'this-week' | 'all-mine' | 'all'): string {
    const today = this.data?.today;
    const base = { ...defaultTaskListQuery(100), assignee: this.data?.kind === 'professional' ? 'me' : null };
    if (!today || kind === 'all')
      return `/tasks?${formatTaskListQuery({ ...base, assignee: null }, 100).toString()}`;
    const query =
      kind === 'overdue'
        ? { ...base, dueTo: today.subtract({ days: 1 }) }
        : kind === 'today'
          ? { ...base, dueFrom: today, dueTo: today }
          : kind === 'this-week'
            ? { ...base, dueFrom: today, dueTo: endOfWeek(today) }
            : base;
    return `/tasks?${formatTaskListQuery(query, 100).toString()}`;
  }

  typeLink(type: DossierType): string {
    return `/tasks?${formatTaskListQuery({ ...defaultTaskListQuery(100), dossierType: type }, 100).toString()}`;
  }

  /** Open cases per type, most first, for the chart. */
  get casesPerType(): readonly { type: DossierType; count: number }[] {
    const byType = this.data?.activeCases?.byType;
    if (!byType) return [];
    return [...byType.entries()]
      .map(([type, count]) => ({ type, count }))
      .sort((a, b) => b.count - a.count)
      .slice(0, 8);
  }
}
