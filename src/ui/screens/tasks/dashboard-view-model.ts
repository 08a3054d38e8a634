import { makeAutoObservable, runInAction } from 'mobx';
import type { Temporal } from 'temporal-polyfill';
import type { DayAppointment, DossierSummary } from '../../../application/dossiers/dossier-gateway';
import type { ListCases } from '../../../application/dossiers/list-cases';
import { CASE_PAGE_SIZES } from '../../../application/dossiers/list-cases';
import type { Dashboard, LoadDashboard } from '../../../application/dossiers/load-dashboard';
import type { Scheduler } from '../../../application/platform/scheduler';
import type { SessionStore } from '../../../application/session/session-store';
import { pathOf } from '../../../domain/access/route-match';
import type { Permission } from '../../../domain/access/permission';
import { permissionsOf } from '../../../domain/access/user';
import type { CaseBar, CaseSortField, CaseTasksDue } from '../../../domain/dossiers/case-list';
import { caseBars, CASE_SORT_FIELDS, CASE_TASKS_DUE } from '../../../domain/dossiers/case-list';
import type { DossierType } from '../../../domain/dossiers/dossier-type';
import { DOSSIER_TYPES } from '../../../domain/dossiers/dossier-type';
import { endOfWeek } from '../../../domain/tasks/due-bucket';
import { defaultTaskListQuery, formatTaskListQuery } from '../../../domain/tasks/task-list-query';
import { SLOT_TIME_ZONE } from '../../../domain/shared/zoned-slot';
import { formatListRequest } from '../../list/list-address';
import type { ListDefinition } from '../../list/list-request';
import { ListViewModel } from '../../list/list-view-model';
import { oneOf } from '../../list/url-codecs';
import { DashboardUwvViewModel } from './dashboard-uwv-view-model';

export interface CaseFilters {
  readonly dossierType: DossierType | null;
  /** The task figure the list was opened from: only cases with an open task due so. */
  readonly tasksDue: CaseTasksDue | null;
}

/** The element the case list sits in; a link to it carries this as its fragment. */
export const CASES_ANCHOR = 'dashboard-cases';

/**
 * The open cases on the dashboard: newest first, sortable, paged. The type and the order go into the
 * address bar (a type is a code, nothing about a person), so a chart bar can link to its cases.
 */
export const CASE_LIST: ListDefinition<DossierSummary, CaseFilters, CaseSortField> = {
  rowKey: (dossier) => dossier.id,
  filters: { dossierType: null, tasksDue: null },
  sort: { field: 'startDate', direction: 'desc' },
  sortFields: CASE_SORT_FIELDS,
  pageSizes: CASE_PAGE_SIZES,
  defaultSize: 10,
  urlFilters: {
    dossierType: oneOf(DOSSIER_TYPES, { param: 'type' }),
    tasksDue: oneOf(CASE_TASKS_DUE, { param: 'tasks' }),
  },
};

/** /dashboard: the professional's or the employer's overview, each figure linking to its list. */
export class DashboardViewModel {
  state: 'loading' | 'ready' | 'failed' = 'loading';
  data: Dashboard | null = null;
  readonly cases: ListViewModel<DossierSummary, CaseFilters, CaseSortField>;
  /** The professional's UWV messages that ask for work, loaded on their own. */
  readonly uwv: DashboardUwvViewModel;

  constructor(
    private readonly loadDashboard: LoadDashboard,
    listCases: ListCases,
    private readonly session: SessionStore,
    scheduler: Scheduler,
  ) {
    this.cases = new ListViewModel(
      CASE_LIST,
      (request, signal) =>
        listCases.execute(
          {
            dossierType: request.filters.dossierType,
            tasksDue: request.filters.tasksDue,
            sort: request.sort ?? { field: 'startDate', direction: 'desc' },
            page: request.page,
            size: request.size,
          },
          signal,
        ),
      scheduler,
    );
    this.uwv = new DashboardUwvViewModel(loadDashboard);
    makeAutoObservable<DashboardViewModel, 'loadDashboard' | 'session'>(
      this,
      { loadDashboard: false, session: false, cases: false, uwv: false },
      { autoBind: true },
    );
  }

  /** Only a user who may open the task list gets figures that link to it. */
  get tasksLinked(): boolean {
    return this.holds('view_tasks');
  }

  get employerName(): string {
    return this.session.user?.employer?.name ?? '';
  }

  /**
   * Loads the figures, the first page of cases and the UWV messages while the screen is shown;
   * leaving cancels all three.
   */
  attach(): () => void {
    const controller = new AbortController();
    const detachCases = this.cases.attach();
    const detachUwv = this.uwv.attach();
    void this.load(controller.signal);
    return () => {
      controller.abort();
      detachCases();
      detachUwv();
    };
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

  private holds(code: Permission): boolean {
    const user = this.session.user;
    return user ? permissionsOf(user).has(code) : false;
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

  /**
   * Where a task figure (overdue, today, this week) leads: the task list it counts for a reader of
   * tasks; for an employer, who reads no task list, the dashboard's cases that have such a task.
   */
  taskFigureLink(kind: CaseTasksDue): string {
    return this.tasksLinked ? this.tasksLink(kind) : this.casesLink(null, kind);
  }

  /** The open tasks due in the week from `weekStart` (mine, for a professional), as a link. */
  weekTasksLink(weekStart: Temporal.PlainDate): string | null {
    if (!this.tasksLinked) return null;
    const base = { ...defaultTaskListQuery(100), assignee: this.data?.kind === 'professional' ? 'me' : null };
    const query = { ...base, dueFrom: weekStart, dueTo: endOfWeek(weekStart) };
    return `/tasks?${formatTaskListQuery(query, 100).toString()}`;
  }

  /**
   * The dashboard itself with its case list showing `type` (or every type), on the first page, in
   * the order chosen: the address of a chart bar or of the "active cases" figure.
   */
  casesLink(type: DossierType | null, tasksDue: CaseTasksDue | null = null): string {
    const request = { ...this.cases.request, filters: { dossierType: type, tasksDue }, page: 1 };
    const params = formatListRequest(request, CASE_LIST, this.cases.defaultSize).toString();
    return `${pathOf('dashboard')}${params ? `?${params}` : ''}#${CASES_ANCHOR}`;
  }

  /** Open cases per type for the chart: the largest types and one bar for the rest. */
  get caseBars(): readonly CaseBar[] {
    const byType = this.data?.activeCases?.byType;
    return byType ? caseBars(byType) : [];
  }

  /** The types there are open cases of, for the list's type filter. */
  get caseTypes(): readonly DossierType[] {
    const byType = this.data?.activeCases?.byType;
    return byType ? [...byType.keys()] : [];
  }

  /**
   * Where an appointment of today opens: its day in the agenda for a user who may see the agenda,
   * else that day in the appointment list; null for a user who may open neither.
   */
  appointmentLink(appointment: DayAppointment): string | null {
    const day = appointment.start.toZonedDateTimeISO(SLOT_TIME_ZONE).toPlainDate().toString();
    if (this.holds('see_agenda_users_calendars') && appointment.userId) {
      const params = new URLSearchParams({ date: day, view: 'day', columns: appointment.userId });
      return `${pathOf('agenda')}?${params.toString()}`;
    }
    if (this.holds('view_appointment_list')) {
      const params = new URLSearchParams({ from: day, until: day });
      if (appointment.userId) params.set('professional', appointment.userId);
      return `${pathOf('appointments')}?${params.toString()}`;
    }
    return null;
  }
}
