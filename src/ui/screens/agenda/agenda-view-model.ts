import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { Temporal } from 'temporal-polyfill';
import type { AgendaColumn, AgendaGateway, Appointment } from '../../../application/agenda/agenda-gateway';
import type { Clock } from '../../../application/platform/clock';
import { needsNoMessage } from '../../../application/platform/gateway-failure';
import type { Notifier } from '../../../application/platform/notifier';
import type { AppointmentStatus } from '../../../domain/agenda/appointment';
import type { AgendaView } from '../../../domain/agenda/agenda-period';
import { periodOf, stepPeriod } from '../../../domain/agenda/agenda-period';
import { nextStatuses, statusChangeProblem } from '../../../domain/agenda/appointment-status';
import type { AgendaAppointment, AgendaColumn as GridColumn } from '../../components/agenda-grid';

export const GRID_VIEWS = ['day', 'workweek', 'week'] as const satisfies readonly AgendaView[];
export type GridView = (typeof GRID_VIEWS)[number];
/** How many people the agenda shows when the address names none. */
const FIRST_PEOPLE = 6;
const MAX_COLUMNS = 60;

const wall = (moment: Temporal.ZonedDateTime): string =>
  moment.toPlainDateTime().toString({ smallestUnit: 'minute' });

/**
 * The agenda of /agenda: which view (day, work week, week), which date and which columns (people,
 * rooms, resources) the address bar holds; the appointments of that period for those columns, loaded
 * again (the previous load aborted) whenever one of them changes; the appointment the planner opened,
 * with the status moves the domain allows and its deletion (one, or a series from its date).
 */
export class AgendaViewModel {
  view: GridView = 'week';
  date: Temporal.PlainDate | null = null;
  chosenIds: readonly string[] = [];
  columns: readonly AgendaColumn[] = [];
  appointments: readonly Appointment[] = [];
  state: 'loading' | 'ready' | 'failed' = 'loading';
  columnsState: 'loading' | 'ready' | 'failed' = 'loading';
  opened: Appointment | null = null;
  busy = false;
  private loads: AbortController | null = null;
  private attached = false;

  constructor(
    private readonly agenda: AgendaGateway,
    private readonly clock: Clock,
    private readonly notifier: Notifier,
  ) {
    makeAutoObservable<this, 'loads' | 'attached'>(this, {
      columns: observableRef,
      appointments: observableRef,
      loads: false,
      attached: false,
    });
  }

  attach(): () => void {
    this.attached = true;
    void this.loadColumns();
    return () => {
      this.attached = false;
      this.loads?.abort();
    };
  }

  /** The address bar's view, date and columns; a missing or malformed part falls back to its default. */
  applyAddress(params: URLSearchParams): void {
    const view = params.get('view');
    this.view = (GRID_VIEWS as readonly string[]).includes(view ?? '') ? (view as GridView) : 'week';
    let date: Temporal.PlainDate;
    try {
      date = Temporal.PlainDate.from(params.get('date') ?? '', { overflow: 'reject' });
    } catch {
      date = this.clock.today();
    }
    this.date = date;
    const ids = (params.get('columns') ?? '').split(',').filter((id) => id !== '');
    this.chosenIds = [...new Set(ids)].slice(0, MAX_COLUMNS);
    void this.loadAppointments();
  }

  /** The address of what is shown, for the address bar: view, date and columns, each when not the default. */
  get address(): string {
    // Defaults stay out, so the agenda of this week has a clean address.
    const params = new URLSearchParams();
    if (this.view !== 'week') params.set('view', this.view);
    if (this.date !== null && !this.date.equals(this.clock.today())) params.set('date', this.date.toString());
    if (this.chosenIds.length > 0) params.set('columns', this.chosenIds.join(','));
    return params.toString();
  }

  get days(): readonly Temporal.PlainDate[] {
    return periodOf(this.view, this.date ?? this.clock.today()).days;
  }

  /** The columns shown: those the address names, or the first people. */
  get shownColumns(): readonly AgendaColumn[] {
    if (this.chosenIds.length === 0)
      return this.columns.filter((column) => column.kind === 'user').slice(0, FIRST_PEOPLE);
    const byId = new Map(this.columns.map((column) => [column.id, column]));
    return this.chosenIds.flatMap((id) => {
      const column = byId.get(id);
      return column ? [column] : [];
    });
  }

  get gridColumns(): readonly GridColumn[] {
    return this.shownColumns.map((column) => ({ id: column.id, kind: column.kind, name: column.name }));
  }

  /** The appointments as the grid draws them: one entry per shown column the appointment occupies. */
  get gridAppointments(): readonly AgendaAppointment[] {
    const shown = new Set(this.shownColumns.map((column) => column.id));
    return this.appointments.flatMap((appointment) => {
      const base = {
        start: wall(appointment.start),
        end: wall(appointment.end),
        title: appointment.title,
        status: appointment.status,
        detail: appointment.employee?.name ?? appointment.location ?? undefined,
        movable: false,
      };
      return [appointment.userId, appointment.roomId, ...appointment.resources.map((resource) => resource.id)]
        .filter((id): id is string => id !== null && shown.has(id))
        .map((columnId) => ({ ...base, id: `${appointment.id}:${columnId}`, columnId }));
    });
  }

  get now(): string {
    return wall(this.clock.now());
  }

  setView(view: GridView): void {
    this.view = view;
    void this.loadAppointments();
  }

  step(direction: 1 | -1): void {
    this.date = stepPeriod(this.view, this.date ?? this.clock.today(), direction);
    void this.loadAppointments();
  }

  goToday(): void {
    this.date = this.clock.today();
    void this.loadAppointments();
  }

  goTo(date: Temporal.PlainDate): void {
    this.date = date;
    void this.loadAppointments();
  }

  toggleColumn(id: string): void {
    const current = this.chosenIds.length > 0 ? this.chosenIds : this.shownColumns.map((column) => column.id);
    this.chosenIds = current.includes(id)
      ? current.filter((chosen) => chosen !== id)
      : [...current, id].slice(0, MAX_COLUMNS);
    void this.loadAppointments();
  }

  /** Shows every person, room and resource of one location. */
  chooseLocation(locationId: string): void {
    this.chosenIds = this.columns
      .filter((column) => column.locationIds.includes(locationId))
      .map((column) => column.id)
      .slice(0, MAX_COLUMNS);
    void this.loadAppointments();
  }

  open(gridId: string): void {
    const id = gridId.split(':')[0];
    this.opened = this.appointments.find((appointment) => appointment.id === id) ?? null;
  }

  close(): void {
    this.opened = null;
  }

  /** The statuses the opened appointment may go to now. */
  get statusChoices(): readonly AppointmentStatus[] {
    const opened = this.opened;
    if (!opened) return [];
    const now = this.clock.now().toInstant();
    return nextStatuses(opened.status).filter(
      (status) => statusChangeProblem(opened.status, status, { start: opened.start, now }) === null,
    );
  }

  async changeStatus(status: AppointmentStatus): Promise<void> {
    const opened = this.opened;
    if (!opened || this.busy) return;
    this.busy = true;
    const result = await this.agenda.changeStatus(opened.id, status);
    runInAction(() => {
      this.busy = false;
      if (!result.ok) {
        if (!needsNoMessage(result.error) && result.error.kind === 'rejected')
          this.notifier.notify({ type: 'error', title: result.error.message, verbatim: true });
        return;
      }
      this.appointments = this.appointments.map((appointment) =>
        appointment.id === result.value.id ? result.value : appointment,
      );
      this.opened = result.value;
      this.notifier.notify({ type: 'success', title: 'agenda.notices.statusChanged' });
    });
  }

  /** Deletes the opened appointment, or with `fromHere` its series from its date on. */
  async remove(fromHere: boolean, email: boolean): Promise<void> {
    const opened = this.opened;
    if (!opened || this.busy) return;
    this.busy = true;
    const result =
      fromHere && opened.seriesId
        ? await this.agenda.removeSeriesFrom(opened.seriesId, opened.id, opened.start.toPlainDate(), email)
        : await this.agenda.remove(opened.id, email);
    runInAction(() => {
      this.busy = false;
      if (!result.ok) {
        if (!needsNoMessage(result.error) && result.error.kind === 'rejected')
          this.notifier.notify({ type: 'error', title: result.error.message, verbatim: true });
        return;
      }
      this.opened = null;
      this.notifier.notify({
        type: 'success',
        title: fromHere ? 'agenda.notices.seriesDeleted' : 'agenda.notices.deleted',
      });
    });
    void this.loadAppointments();
  }

  retry(): void {
    if (this.columnsState === 'failed') void this.loadColumns();
    else void this.loadAppointments();
  }

  private async loadColumns(): Promise<void> {
    this.columnsState = 'loading';
    const result = await this.agenda.columns();
    runInAction(() => {
      this.columnsState = result.ok ? 'ready' : 'failed';
      if (result.ok) this.columns = result.value;
    });
    if (result.ok) void this.loadAppointments();
  }

  private async loadAppointments(): Promise<void> {
    if (!this.attached || this.columnsState !== 'ready' || this.date === null) return;
    this.loads?.abort();
    const controller = new AbortController();
    this.loads = controller;
    const days = this.days;
    const ids = this.shownColumns.map((column) => column.id);
    const first = days[0];
    const last = days.at(-1);
    if (!first || !last) return;
    this.state = 'loading';
    if (ids.length === 0) {
      this.appointments = [];
      this.state = 'ready';
      return;
    }
    const result = await this.agenda.appointments(
      { from: first, until: last, agendaIds: ids },
      controller.signal,
    );
    if (!result.ok && result.error.kind === 'aborted') return;
    runInAction(() => {
      if (this.loads !== controller) return;
      this.state = result.ok ? 'ready' : 'failed';
      if (result.ok) this.appointments = result.value.rows;
    });
  }
}
