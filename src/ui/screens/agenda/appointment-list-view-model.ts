import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Temporal } from 'temporal-polyfill';
import type { Appointment } from '../../../application/agenda/agenda-gateway';
import type { ChangeAppointmentStatus } from '../../../application/agenda/change-appointment-status';
import type { FollowAgendaChanges } from '../../../application/agenda/follow-agenda-changes';
import type {
  AppointmentChoice,
  ListAppointments,
  OperationChoice,
} from '../../../application/agenda/list-appointments';
import type { Clock } from '../../../application/platform/clock';
import type { Scheduler } from '../../../application/platform/scheduler';
import { pathOf } from '../../../domain/access/route-match';
import type { AppointmentStatus } from '../../../domain/agenda/appointment';
import { ok } from '../../../domain/shared/result';
import { ListViewModel } from '../../list/list-view-model';
import type { ListRequest } from '../../list/list-request';
import type {
  AppointmentFilters,
  AppointmentSortField,
  EmployerAppointmentFilters,
} from './appointment-list-definition';
import {
  appointmentFilterOf,
  appointmentList,
  employerAppointmentList,
  periodOf,
} from './appointment-list-definition';
import { isAppointmentStatus } from './appointment-status-choice';
import { LiveChanges, touches } from './live-changes';

const statusOf = (value: string): AppointmentStatus | null => (isAppointmentStatus(value) ? value : null);

/** The address of an appointment's day in the agenda, with only its professional's column. */
export function agendaLinkOf(appointment: Pick<Appointment, 'start' | 'userId'>): string {
  const params = new URLSearchParams({
    date: appointment.start.toPlainDate().toString(),
    view: 'day',
    columns: appointment.userId,
  });
  return `${pathOf('agenda')}?${params.toString()}`;
}

type PeriodFilters = EmployerAppointmentFilters & Partial<AppointmentFilters>;

/** Others' changes of a list's period: the page loaded again, the changed rows marked. */
function liveListOf<F extends PeriodFilters>(
  list: ListViewModel<Appointment, F, AppointmentSortField>,
  today: Temporal.PlainDate,
  follow: FollowAgendaChanges,
  scheduler: Scheduler,
): LiveChanges {
  return new LiveChanges(
    follow,
    scheduler,
    (change) => {
      const period = periodOf(list.filters, today);
      return (
        period !== null &&
        touches(change, { first: period.from.toString(), last: period.until.toString() }, null)
      );
    },
    () => void list.load(),
  );
}

/** What both appointment lists share: the list of a period, its loader, and the period's filters. */
function loaderOf<F extends PeriodFilters>(
  listAppointments: ListAppointments,
  today: () => Temporal.PlainDate,
) {
  return async (request: ListRequest<F, AppointmentSortField>, signal: AbortSignal) => {
    const filter = appointmentFilterOf(request, today());
    if (!filter) return ok({ rows: [] as readonly Appointment[], total: 0 });
    const answer = await listAppointments.execute(
      filter,
      { number: request.page, size: request.size },
      signal,
    );
    return answer.ok ? ok({ rows: answer.value.rows, total: answer.value.total }) : answer;
  };
}

/**
 * /appointments: the appointments of a period (this week to begin with), filtered by professional,
 * location, operation and status, all kept in the address bar; what the filters may offer; and the
 * status change of one appointment, to the statuses the domain allows next.
 */
export class AppointmentListViewModel {
  readonly list: ListViewModel<Appointment, AppointmentFilters, AppointmentSortField>;
  readonly today: Temporal.PlainDate;
  professionals: readonly AppointmentChoice[] = [];
  locations: readonly AppointmentChoice[] = [];
  operations: readonly OperationChoice[] = [];
  /** Ids of the appointments whose status change is on its way. */
  changing: ReadonlySet<string> = new Set();
  /**
   * A cancellation of an appointment with an employee, waiting for the planner's answer to "tell the
   * employee by e-mail?" before it is saved (as the agenda's details ask).
   */
  pendingCancel: Appointment | null = null;
  /** What other planners change in the period listed: the page reloaded, the rows marked. */
  readonly live: LiveChanges;

  constructor(
    private readonly listAppointments: ListAppointments,
    private readonly changeAppointmentStatus: ChangeAppointmentStatus,
    clock: Clock,
    scheduler: Scheduler,
    follow: FollowAgendaChanges,
  ) {
    this.today = clock.today();
    this.list = new ListViewModel(
      appointmentList(this.today),
      loaderOf<AppointmentFilters>(listAppointments, () => this.today),
      scheduler,
    );
    this.live = liveListOf(this.list, this.today, follow, scheduler);
    makeAutoObservable<AppointmentListViewModel, 'listAppointments' | 'changeAppointmentStatus'>(
      this,
      {
        list: false,
        today: false,
        professionals: observableRef,
        locations: observableRef,
        operations: observableRef,
        changing: observableRef,
        pendingCancel: observableRef,
        live: false,
        listAppointments: false,
        changeAppointmentStatus: false,
      },
      { autoBind: true },
    );
  }

  /** Loads what the filters may offer; the list loads from the address bar. Detaching cancels both. */
  attach(): () => void {
    const detachList = this.list.attach();
    const stopLive = this.live.attach();
    const options = new AbortController();
    void this.listAppointments.choices(options.signal).then((answer) => {
      if (options.signal.aborted || !answer.ok) return;
      runInAction(() => {
        this.professionals = answer.value.professionals;
        this.locations = answer.value.locations;
      });
    });
    void this.listAppointments.operations(options.signal).then((answer) => {
      if (options.signal.aborted || !answer.ok) return;
      runInAction(() => (this.operations = answer.value));
    });
    return () => {
      options.abort();
      stopLive();
      detachList();
    };
  }

  /** The rows and the operations to filter on come afresh in the new language. */
  languageChanged(): void {
    this.list.languageChanged();
    void this.listAppointments.operations().then((answer) => {
      if (answer.ok) runInAction(() => (this.operations = answer.value));
    });
  }

  get filters(): AppointmentFilters {
    return this.list.filters;
  }

  /** The end of the period is before its start: the list shows nothing until that is put right. */
  get periodInverted(): boolean {
    return periodOf(this.list.filters, this.today) === null;
  }

  setFrom(date: Temporal.PlainDate | null): void {
    this.list.setFilter('from', date);
  }

  setUntil(date: Temporal.PlainDate | null): void {
    this.list.setFilter('until', date);
  }

  setProfessional(value: string): void {
    this.list.setFilter('professional', value || null);
  }

  setLocation(value: string): void {
    this.list.setFilter('location', value || null);
  }

  setOperation(value: string): void {
    this.list.setFilter('operation', value || null);
  }

  setStatus(value: string): void {
    this.list.setFilter('status', statusOf(value));
  }

  /** The statuses this appointment may move to now (none from a final status). */
  statusChoices(appointment: Appointment): readonly AppointmentStatus[] {
    return this.changeAppointmentStatus.choices(appointment);
  }

  agendaLink(appointment: Appointment): string {
    return agendaLinkOf(appointment);
  }

  /**
   * Moves the appointment to `status`; the row changes in place once the server agreed. A change
   * refused on its way (an outcome sent as several moves) loads the list again, so the row shows
   * where it stopped. Cancelling an appointment with an employee first asks whether to tell them
   * (`pendingCancel`); nothing is changed before the answer. Whether the status changed now.
   */
  async changeStatus(appointment: Appointment, status: AppointmentStatus): Promise<boolean> {
    if (status === 'cancelled' && appointment.employee) {
      this.pendingCancel = appointment;
      return false;
    }
    return this.saveStatus(appointment, status, false);
  }

  /** The planner's answer to the cancellation's question: cancel it, telling the employee or not. */
  async confirmCancel(tellEmployee: boolean): Promise<boolean> {
    const pending = this.pendingCancel;
    if (!pending) return false;
    this.pendingCancel = null;
    return this.saveStatus(pending, 'cancelled', tellEmployee);
  }

  /** The cancellation is given up: the appointment keeps its status. */
  keepAppointment(): void {
    this.pendingCancel = null;
  }

  private async saveStatus(
    appointment: Appointment,
    status: AppointmentStatus,
    tellEmployee: boolean,
  ): Promise<boolean> {
    if (this.changing.has(appointment.id)) return false;
    this.changing = new Set([...this.changing, appointment.id]);
    const answer = await this.changeAppointmentStatus.execute(appointment, status, {
      tellEmployee,
      onUndone: (back) => runInAction(() => this.list.replaceRow(back)),
    });
    runInAction(() => {
      const next = new Set(this.changing);
      next.delete(appointment.id);
      this.changing = next;
      if (answer.ok) this.list.replaceRow(answer.value);
    });
    if (!answer.ok) void this.list.load();
    return answer.ok;
  }
}

/**
 * /employer-appointments: the employer's own employees' appointments of a period, filtered by status.
 * The back office leaves out every medical detail; this list shows the title as given and no note.
 */
export class EmployerAppointmentListViewModel {
  readonly list: ListViewModel<Appointment, EmployerAppointmentFilters, AppointmentSortField>;
  readonly today: Temporal.PlainDate;

  /** What others change among the employer's employees' appointments of the period (only those travel). */
  readonly live: LiveChanges;

  constructor(
    listAppointments: ListAppointments,
    clock: Clock,
    scheduler: Scheduler,
    follow: FollowAgendaChanges,
  ) {
    this.today = clock.today();
    this.list = new ListViewModel(
      employerAppointmentList(this.today),
      loaderOf<EmployerAppointmentFilters>(listAppointments, () => this.today),
      scheduler,
    );
    this.live = liveListOf(this.list, this.today, follow, scheduler);
    makeAutoObservable(this, { list: false, today: false, live: false }, { autoBind: true });
  }

  attach(): () => void {
    const detachList = this.list.attach();
    const stopLive = this.live.attach();
    return () => {
      stopLive();
      detachList();
    };
  }

  languageChanged(): void {
    this.list.languageChanged();
  }

  get filters(): EmployerAppointmentFilters {
    return this.list.filters;
  }

  get periodInverted(): boolean {
    return periodOf(this.list.filters, this.today) === null;
  }

  setFrom(date: Temporal.PlainDate | null): void {
    this.list.setFilter('from', date);
  }

  setUntil(date: Temporal.PlainDate | null): void {
    this.list.setFilter('until', date);
  }

  setStatus(value: string): void {
    this.list.setFilter('status', statusOf(value));
  }
}
