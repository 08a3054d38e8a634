import type { SessionStore } from '../../../application/session/session-store';
import { readsAppointmentNotes } from '../../../domain/access/medical-confidentiality';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { Temporal } from 'temporal-polyfill';
import type { AgendaChange } from '../../../application/agenda/agenda-change-feed';
import type { AgendaColumn, Appointment } from '../../../application/agenda/agenda-gateway';
import type { ChangeAppointmentStatus } from '../../../application/agenda/change-appointment-status';
import type { DeleteAppointment } from '../../../application/agenda/delete-appointment';
import type { DeleteRecurringAppointment } from '../../../application/agenda/delete-recurring-appointment';
import type { AppointmentInTheWay, BookAppointment } from '../../../application/agenda/book-appointment';
import { bookingOf } from '../../../application/agenda/book-appointment';
import type { ExportAgendaCalendar } from '../../../application/agenda/export-agenda-calendar';
import type { FollowAgendaChanges } from '../../../application/agenda/follow-agenda-changes';
import type {
  AgendaContext,
  AgendaDay,
  AgendaPreferences,
  OperationChoice,
  TeamChoice,
} from '../../../application/agenda/agenda-context';
import type { Clock } from '../../../application/platform/clock';
import type { Notifier } from '../../../application/platform/notifier';
import type { Scheduler } from '../../../application/platform/scheduler';
import type { AppointmentStatus, Booking } from '../../../domain/agenda/appointment';
import type { AgendaView } from '../../../domain/agenda/agenda-period';
import { periodOf, stepPeriod } from '../../../domain/agenda/agenda-period';
import { isFinalStatus } from '../../../domain/agenda/appointment-status';
import { findClashes } from '../../../domain/agenda/clashes';
import { SLOT_TIME_ZONE } from '../../../domain/shared/zoned-slot';
import type {
  AgendaAppointment,
  AgendaAvailability,
  AgendaMark,
  AgendaColumn as GridColumn,
} from '../../components/agenda-grid';
import type { AppointmentFormViewModel } from './appointment-form-view-model';
import { LiveChanges, touches } from './live-changes';

export const GRID_VIEWS = ['day', 'workweek', 'week'] as const satisfies readonly AgendaView[];
export type GridView = (typeof GRID_VIEWS)[number];
/** The grids, the timeline of the week and the list of the same week. */
export const SCREEN_VIEWS = [...GRID_VIEWS, 'timeline', 'list'] as const satisfies readonly AgendaView[];
export type ScreenView = (typeof SCREEN_VIEWS)[number];
/** How many people the agenda shows when the address names none. */
const FIRST_PEOPLE = 6;
const MAX_COLUMNS = 60;
/** How long the agenda waits after the last change of columns or view before remembering them. */
const REMEMBER_PAUSE_MS = 800;
/** How long the agenda waits after the last change of the typed date before it moves there. */
const TYPED_DATE_PAUSE_MS = 600;

const wall = (moment: Temporal.ZonedDateTime): string =>
  moment.toPlainDateTime().toString({ smallestUnit: 'minute' });

const hhmm = (time: Temporal.PlainTime): string => time.toString({ smallestUnit: 'minute' });

/** availabilityOn writes a block that runs to midnight as ending at 23:59:59.999. */
const blockEnd = (time: Temporal.PlainTime): string =>
  time.hour === 23 && time.minute === 59 && time.second === 59 ? '24:00' : hhmm(time);

/** The appointment id inside a grid entry's id (`{appointment}:{column}`). */
const appointmentIdOf = (gridId: string): string => gridId.slice(0, gridId.lastIndexOf(':'));
const columnIdOf = (gridId: string): string => gridId.slice(gridId.lastIndexOf(':') + 1);

/**
 * A move dropped on the grid (by pointer or keyboard) of an appointment with an employee: it waits
 * for the planner's answer to "tell the employee by e-mail?" before it is saved.
 */
export interface PendingMove {
  readonly gridId: string;
  readonly columnId: string;
  readonly start: string;
  readonly end: string;
  readonly title: string;
  /** Where it goes: the person, room or resource, and the new day and times. */
  readonly columnName: string;
  readonly employeeName: string;
}

/**
 * The agenda of /agenda: which view (day, work week, week), which date and which columns (people,
 * rooms, resources) the address bar holds; the appointments of that period for those columns, loaded
 * again (the previous load aborted) whenever one of them changes; the appointment the planner opened,
 * with the status moves the domain allows and its deletion (one, or a series from its date).
 */
export class AgendaViewModel {
  view: ScreenView = 'week';
  date: Temporal.PlainDate | null = null;
  chosenIds: readonly string[] = [];
  columns: readonly AgendaColumn[] = [];
  appointments: readonly Appointment[] = [];
  state: 'loading' | 'ready' | 'failed' = 'loading';
  columnsState: 'loading' | 'ready' | 'failed' = 'loading';
  opened: Appointment | null = null;
  /** A dropped move waiting for the planner's answer whether the employee is told (see PendingMove). */
  pendingMove: PendingMove | null = null;
  busy = false;
  /** The booking form, open for a new appointment or the opened one. */
  form: AppointmentFormViewModel | null = null;
  /** Counts the form's openings, so the latest wins while its code arrives. */
  private formRequests = 0;
  /** A refused booking's form, set aside while the planner looks at the appointment in its way. */
  asideForm: AppointmentFormViewModel | null = null;
  /** The appointment to open once the period it is in has loaded. */
  private openWhenLoaded: string | null = null;
  /** Which period and columns `appointments` holds (see `wanted`); null before the first answer. */
  private loadedFor: string | null = null;
  operations: readonly OperationChoice[] = [];
  operationsState: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  teams: readonly TeamChoice[] = [];
  /** The availability of the people shown, per person, over the weeks of the period. */
  hours: ReadonlyMap<string, readonly AgendaDay[]> = new Map();
  /** The planner's remembered columns and view, once loaded. */
  preferred: AgendaPreferences | null = null;
  /** Whether the address named the columns and the view; if not, the remembered ones are shown. */
  private addressColumns = false;
  private addressView = false;
  private cancelRemember: (() => void) | null = null;
  /**
   * Shown on a phone-sized screen: the agenda opens as the list of appointments, where six people's
   * columns would share a few hundred pixels, unless the address names a view.
   */
  compact = false;
  /** A date being typed in the toolbar's field: the agenda moves to it once the typing stops. */
  typedDate: Temporal.PlainDate | null = null;
  private cancelTyped: (() => void) | null = null;
  private loads: AbortController | null = null;
  /**
   * The grid's entries of each appointment, for the columns they were made for: an appointment that
   * did not change keeps its entries, so a change by someone else redraws only the one it touched.
   */
  private readonly entries = new WeakMap<
    Appointment,
    { shown: string; entries: readonly AgendaAppointment[] }
  >();
  private attached = false;
  /** What other planners change in the period and columns shown, reloaded and marked as it comes. */
  readonly live: LiveChanges;

  constructor(
    private readonly book: BookAppointment,
    private readonly context: AgendaContext,
    private readonly clock: Clock,
    private readonly notifier: Notifier,
    private readonly scheduler: Scheduler,
    private readonly exporter: ExportAgendaCalendar,
    private readonly session: SessionStore,
    private readonly statuses: ChangeAppointmentStatus,
    private readonly deleteOne: DeleteAppointment,
    private readonly deleteSeries: DeleteRecurringAppointment,
    follow: FollowAgendaChanges,
  ) {
    this.live = new LiveChanges(
      follow,
      scheduler,
      (change) => this.showsChange(change),
      () => void this.loadAppointments(false),
    );
    makeAutoObservable<
      this,
      | 'loads'
      | 'attached'
      | 'book'
      | 'context'
      | 'scheduler'
      | 'statuses'
      | 'deleteOne'
      | 'deleteSeries'
      | 'clock'
      | 'notifier'
      | 'addressColumns'
      | 'addressView'
      | 'cancelRemember'
      | 'cancelTyped'
      | 'exporter'
      | 'session'
      | 'openWhenLoaded'
      | 'loadedFor'
      | 'entries'
    >(
      this,
      {
        columns: observableRef,
        appointments: observableRef,
        operations: observableRef,
        hours: observableRef,
        teams: observableRef,
        preferred: observableRef,
        form: observableRef,
        asideForm: observableRef,
        pendingMove: observableRef,
        openWhenLoaded: false,
        loadedFor: true,
        entries: false,
        loads: false,
        attached: false,
        addressColumns: false,
        addressView: false,
        cancelRemember: false,
        cancelTyped: false,
        typedDate: observableRef,
        exporter: false,
        session: false,
        book: false,
        context: false,
        scheduler: false,
        statuses: false,
        deleteOne: false,
        deleteSeries: false,
        clock: false,
        notifier: false,
        live: false,
      },
      { autoBind: true },
    );
  }

  /** The screen is phone-sized (see `compact`); said before the address is applied. */
  openCompact(): void {
    this.compact = true;
  }

  attach(): () => void {
    this.attached = true;
    void this.loadColumns();
    const stopLive = this.live.attach();
    return () => {
      stopLive();
      this.attached = false;
      this.loads?.abort();
      this.form?.dispose();
      this.asideForm?.dispose();
      this.cancelRemember?.();
      this.cancelTyped?.();
    };
  }

  /** The address bar's view, date and columns; a missing or malformed part falls back to its default. */
  applyAddress(params: URLSearchParams): void {
    const view = params.get('view');
    this.addressView = (SCREEN_VIEWS as readonly string[]).includes(view ?? '');
    this.view = this.addressView
      ? (view as ScreenView)
      : this.compact
        ? 'list'
        : (this.preferred?.view ?? 'week');
    let date: Temporal.PlainDate;
    try {
      date = Temporal.PlainDate.from(params.get('date') ?? '', { overflow: 'reject' });
    } catch {
      date = this.clock.today();
    }
    this.date = date;
    const ids = (params.get('columns') ?? '').split(',').filter((id) => id !== '');
    this.addressColumns = ids.length > 0;
    this.chosenIds = this.addressColumns
      ? [...new Set(ids)].slice(0, MAX_COLUMNS)
      : (this.preferred?.columns.slice(0, MAX_COLUMNS) ?? []);
    void this.loadAppointments();
  }

  /** The remembered choice arrived: shown where the address names none. */
  private usePreferred(preferred: AgendaPreferences): void {
    this.preferred = preferred;
    if (!this.addressView && !this.compact && preferred.view) this.view = preferred.view;
    if (!this.addressColumns && preferred.columns.length > 0)
      this.chosenIds = preferred.columns.slice(0, MAX_COLUMNS);
  }

  /** Remembers the planner's columns and view a moment after the last change. */
  private remember(): void {
    this.cancelRemember?.();
    const preferences: AgendaPreferences = {
      columns: this.chosenIds.length > 0 ? this.chosenIds : this.shownColumns.map((column) => column.id),
      // The list is a way of reading, not a view to open with: the grid chosen before stays remembered.
      view: this.view === 'list' ? (this.preferred?.view ?? null) : this.view,
    };
    this.preferred = preferences;
    this.cancelRemember = this.scheduler.after(
      REMEMBER_PAUSE_MS,
      () => void this.context.remember(preferences),
    );
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
    return this.shownColumns.map((column) => ({
      id: column.id,
      kind: column.kind,
      name: column.name,
      detail: column.detail,
    }));
  }

  /** The appointments as the grid draws them: one entry per shown column the appointment occupies. */
  get gridAppointments(): readonly AgendaAppointment[] {
    const shownIds = this.shownColumns.map((column) => column.id);
    const shown = new Set(shownIds);
    const key = shownIds.join(',');
    return this.periodAppointments.flatMap((appointment) => {
      const kept = this.entries.get(appointment);
      if (kept && kept.shown === key) return kept.entries;
      const base = {
        start: wall(appointment.start),
        end: wall(appointment.end),
        title: appointment.title,
        status: appointment.status,
        detail: appointment.employee?.name ?? appointment.location ?? undefined,
        movable: this.mayMove(appointment),
      };
      const entries = [
        appointment.userId,
        appointment.roomId,
        ...appointment.resources.map((resource) => resource.id),
      ]
        .filter((id): id is string => id !== null && shown.has(id))
        .map((columnId) => ({ ...base, id: `${appointment.id}:${columnId}`, columnId }));
      this.entries.set(appointment, { shown: key, entries });
      return entries;
    });
  }

  get now(): string {
    return wall(this.clock.now());
  }

  /** The appointments held when they are of the period and columns shown; none while another's are. */
  private get periodAppointments(): readonly Appointment[] {
    return this.periodLoaded ? this.appointments : [];
  }

  /** The list view: the appointments of the period in the columns shown, by start. */
  get listRows(): readonly Appointment[] {
    const shown = new Set(this.shownColumns.map((column) => column.id));
    return this.periodAppointments
      .filter(
        (appointment) =>
          shown.has(appointment.userId) ||
          (appointment.roomId !== null && shown.has(appointment.roomId)) ||
          appointment.resources.some((resource) => shown.has(resource.id)),
      )
      .toSorted(
        (a, b) => Temporal.ZonedDateTime.compare(a.start, b.start) || a.userName.localeCompare(b.userName),
      );
  }

  /** The period and columns shown, as a key: what the appointments must be of to be shown as they are. */
  private get wanted(): string {
    const days = this.days;
    return `${days[0]?.toString() ?? ''}/${days.at(-1)?.toString() ?? ''}/${this.shownColumns
      .map((column) => column.id)
      .toSorted()
      .join(',')}`;
  }

  /** Whether another planner's change touches the period and columns shown (when they have loaded). */
  private showsChange(change: AgendaChange): boolean {
    const first = this.days[0];
    const last = this.days.at(-1);
    if (!this.periodLoaded || !first || !last) return false;
    const columns = new Set(this.shownColumns.map((column) => column.id));
    return touches(change, { first: first.toString(), last: last.toString() }, columns);
  }

  /** Whether the appointments held are those of the period and columns shown (maybe no longer current). */
  get periodLoaded(): boolean {
    return this.loadedFor === this.wanted;
  }

  /**
   * What the agenda can say of the appointments shown: coming for the first time (nothing to show
   * yet, never "no appointments"), shown, refreshing what is shown, not to be had (nothing of this
   * period to show), or shown but possibly out of date (the last refresh failed).
   */
  get appointmentsState(): 'loading' | 'ready' | 'refreshing' | 'failed' | 'outdated' {
    if (this.state === 'loading') return this.periodLoaded ? 'refreshing' : 'loading';
    if (this.state === 'failed') return this.periodLoaded ? 'outdated' : 'failed';
    return this.periodLoaded ? 'ready' : 'loading';
  }

  /** Opens an appointment of the list by its own id. */
  openAppointment(id: string): void {
    this.opened = this.appointments.find((appointment) => appointment.id === id) ?? null;
  }

  /** Whether a drag or the keyboard may move it: its details are known and it is not over. */
  private mayMove(appointment: Appointment): boolean {
    return !isFinalStatus(appointment.status);
  }

  /** The working hours of the people shown, as the grid shades them. */
  get gridAvailable(): readonly AgendaAvailability[] {
    const shown = new Set(this.days.map((day) => day.toString()));
    return [...this.hours].flatMap(([columnId, days]) =>
      days
        .filter((day) => shown.has(day.date.toString()))
        .flatMap((day) =>
          day.available.map((block) => ({
            columnId,
            day: day.date.toString(),
            start: hhmm(block.start),
            end: blockEnd(block.end),
          })),
        ),
    );
  }

  /** The people whose hours are known: only their columns are shaded outside them. */
  get hoursOf(): readonly string[] {
    return [...this.hours.keys()];
  }

  /** National holidays (over every column) and personal days off (over the person's), by day. */
  get gridMarks(): readonly AgendaMark[] {
    const shown = new Set(this.days.map((day) => day.toString()));
    const marks: AgendaMark[] = [];
    const holidays = new Set<string>();
    for (const [columnId, days] of this.hours) {
      for (const day of days) {
        const date = day.date.toString();
        if (!shown.has(date)) continue;
        if (day.holiday && !holidays.has(date)) {
          holidays.add(date);
          marks.push({ columnId: null, day: date, kind: 'holiday', label: day.holiday });
        }
        for (const reason of day.daysOff) marks.push({ columnId, day: date, kind: 'dayOff', label: reason });
      }
    }
    return marks;
  }

  /** A person's availability on a date, when the agenda has loaded it. */
  dayOf(userId: string, date: Temporal.PlainDate): AgendaDay | null {
    return this.hours.get(userId)?.find((day) => day.date.equals(date)) ?? null;
  }

  /** Opens the booking form on an empty slot of a column ('YYYY-MM-DDTHH:MM' wall-clock times). */
  async create(columnId: string, start: string, end: string): Promise<void> {
    const column = this.columns.find((candidate) => candidate.id === columnId) ?? null;
    const form = await this.openForm(null);
    form?.startIn(column, Temporal.PlainDateTime.from(start), Temporal.PlainDateTime.from(end));
  }

  /** Opens the booking form on a new appointment at the next quarter hour of the date shown. */
  async createNew(): Promise<void> {
    const date = this.date ?? this.clock.today();
    const now = this.clock.now();
    // The next quarter hour, within office hours.
    const minutes = Math.min(Math.max(Math.ceil((now.hour * 60 + now.minute) / 15) * 15, 8 * 60), 17 * 60);
    const start = date.equals(this.clock.today())
      ? date.toPlainDateTime({ hour: Math.floor(minutes / 60), minute: minutes % 60 })
      : date.toPlainDateTime({ hour: 9 });
    const firstPerson = this.shownColumns.find((column) => column.kind === 'user') ?? null;
    const form = await this.openForm(null);
    form?.startIn(firstPerson, start, start.add({ minutes: 30 }));
  }

  /** Opens the form on the opened appointment, to change it. */
  async edit(): Promise<void> {
    const opened = this.opened;
    if (!opened) return;
    this.opened = null;
    await this.openForm(opened);
  }

  /**
   * The form's code comes with the planner's first booking or opening, not with the agenda; when
   * another opening has begun meanwhile, that one wins.
   */
  private async openForm(editing: Appointment | null): Promise<AppointmentFormViewModel | null> {
    const request = ++this.formRequests;
    const { AppointmentFormViewModel } = await import('./appointment-form-view-model');
    if (request !== this.formRequests) return null;
    return this.placeForm(
      new AppointmentFormViewModel(
        this.book,
        this.context,
        this.scheduler,
        {
          columns: () => this.columns,
          operations: () => this.operations,
          operationsState: () => this.operationsState,
          retryOperations: () => void this.loadOperations(),
          booked: () => this.appointments,
          dayOf: (userId, date) => this.dayOf(userId, date),
          writesNotes: () => readsAppointmentNotes(this.session.user),
          showInAgenda: (other) => this.showInTheWay(other),
        },
        editing,
        () => this.formSaved(),
      ),
    );
  }

  private placeForm(form: AppointmentFormViewModel): AppointmentFormViewModel {
    this.form?.dispose();
    this.form = form;
    if (this.operationsState !== 'ready' && this.operationsState !== 'loading') void this.loadOperations();
    return form;
  }

  closeForm(): void {
    this.form?.dispose();
    this.form = null;
  }

  /**
   * A refused booking named the appointment in its way: the form steps aside with everything typed,
   * and the agenda goes to that appointment's day, with the booking's person, room and resources
   * shown, and opens it. `backToForm` brings the form back.
   */
  showInTheWay(other: AppointmentInTheWay): void {
    const form = this.form;
    if (!form) return;
    this.asideForm = form;
    this.form = null;
    const known = new Set(this.columns.map((column) => column.id));
    const occupied = [form.userId, form.channel === 'on_site' ? form.roomId : null, ...form.resourceIds];
    const current = this.chosenIds.length > 0 ? this.chosenIds : this.shownColumns.map((column) => column.id);
    this.chosenIds = [
      ...new Set([...current, ...occupied.filter((id): id is string => id !== null && known.has(id))]),
    ].slice(0, MAX_COLUMNS);
    this.date = other.start?.toPlainDate() ?? form.date ?? this.date;
    this.openWhenLoaded = other.id;
    void this.loadAppointments();
  }

  /** Back to the booking set aside, as it was left. */
  backToForm(): void {
    if (!this.asideForm) return;
    this.form?.dispose();
    this.form = this.asideForm;
    this.asideForm = null;
    this.opened = null;
  }

  /** Gives up the booking set aside. */
  dropAsideForm(): void {
    this.asideForm?.dispose();
    this.asideForm = null;
  }

  private formSaved(): void {
    this.closeForm();
    void this.loadAppointments();
  }

  private async loadOperations(): Promise<void> {
    this.operationsState = 'loading';
    const result = await this.context.operations();
    runInAction(() => {
      this.operationsState = result.ok ? 'ready' : 'failed';
      if (result.ok) this.operations = result.value;
    });
  }

  /** Whether moving a grid entry to a column and times clashes with what is loaded; the text says with what. */
  clashOf(gridId: string, columnId: string, start: string, end: string): string | null {
    const appointment = this.appointments.find((candidate) => candidate.id === appointmentIdOf(gridId));
    const target = this.columns.find((column) => column.id === columnId);
    const from = this.columns.find((column) => column.id === columnIdOf(gridId));
    if (!appointment || !target || !from || target.kind !== from.kind) return null;
    const moved: Booking = {
      ...bookingOf(appointment),
      ...(target.kind === 'user' ? { userId: target.id } : {}),
      ...(target.kind === 'room' ? { roomId: target.id } : {}),
      ...(target.kind === 'resource'
        ? {
            resourceIds: bookingOf(appointment).resourceIds.map((id) => (id === from.id ? target.id : id)),
          }
        : {}),
      start: Temporal.PlainDateTime.from(start).toZonedDateTime(SLOT_TIME_ZONE),
      end: Temporal.PlainDateTime.from(end).toZonedDateTime(SLOT_TIME_ZONE),
    };
    const clash = findClashes(moved, this.appointments.map(bookingOf))[0];
    if (!clash) return null;
    const other = this.appointments.find((candidate) => candidate.id === clash.appointmentId);
    return other
      ? `${other.title} ${hhmm(other.start.toPlainTime())}–${hhmm(other.end.toPlainTime())}`
      : null;
  }

  /**
   * A drop (by pointer or keyboard): moves or resizes the appointment, with undo in the message. An
   * appointment with an employee first asks whether to tell them by e-mail (`pendingMove`); the
   * grid keeps it where it was until the answer.
   */
  async move(gridId: string, columnId: string, start: string, end: string): Promise<void> {
    const appointment = this.appointments.find((candidate) => candidate.id === appointmentIdOf(gridId));
    const target = this.columns.find((column) => column.id === columnId);
    const from = this.columns.find((column) => column.id === columnIdOf(gridId));
    if (!appointment || !target || !from) return;
    if (target.kind !== from.kind) {
      this.notifier.notify({ type: 'error', title: 'agenda.notices.otherKind' });
      return;
    }
    if (appointment.employee) {
      this.pendingMove = {
        gridId,
        columnId,
        start,
        end,
        title: appointment.title,
        columnName: target.name,
        employeeName: appointment.employee.name,
      };
      return;
    }
    await this.saveMove(gridId, columnId, start, end, false);
  }

  /** The planner's answer to the dropped move's question: save it, telling the employee or not. */
  async confirmMove(tellEmployee: boolean): Promise<void> {
    const pending = this.pendingMove;
    if (!pending) return;
    this.pendingMove = null;
    await this.saveMove(pending.gridId, pending.columnId, pending.start, pending.end, tellEmployee);
  }

  /** The dropped move is given up: nothing is saved, the appointment stays where it was. */
  cancelMove(): void {
    const pending = this.pendingMove;
    if (!pending) return;
    this.pendingMove = null;
    this.notifier.notify({
      type: 'info',
      title: 'agenda.notices.moveCancelled',
      values: { title: pending.title },
    });
  }

  private async saveMove(
    gridId: string,
    columnId: string,
    start: string,
    end: string,
    tellEmployee: boolean,
  ): Promise<void> {
    const appointment = this.appointments.find((candidate) => candidate.id === appointmentIdOf(gridId));
    const target = this.columns.find((column) => column.id === columnId);
    const from = this.columns.find((column) => column.id === columnIdOf(gridId));
    if (!appointment || !target || !from) return;
    const result = await this.book.move(
      appointment,
      {
        from: { kind: from.kind, id: from.id },
        to: { kind: target.kind, id: target.id },
        start: Temporal.PlainDateTime.from(start),
        end: Temporal.PlainDateTime.from(end),
      },
      { tellEmployee },
    );
    if (!result.ok) {
      if (result.error === 'move.impossible')
        this.notifier.notify({ type: 'error', title: 'agenda.notices.cannotMove' });
      return;
    }
    const { appointment: moved, before, told } = result.value;
    runInAction(() => this.replace(moved));
    this.notifier.notify({
      type: 'success',
      ...(told === null
        ? { title: 'agenda.notices.moved', values: { title: moved.title } }
        : { title: 'agenda.notices.movedTold', values: { title: moved.title, name: told } }),
      action: {
        label: 'agenda.notices.undo',
        run: () => void this.undoMove(moved.id, before, moved.version, told),
      },
    });
  }

  private async undoMove(
    id: string,
    before: Parameters<BookAppointment['undo']>[1],
    version: number,
    told: string | null,
  ): Promise<void> {
    const result = await this.book.undo(id, before, version, told);
    if (result.ok) runInAction(() => this.replace(result.value));
    else void this.loadAppointments();
  }

  private replace(appointment: Appointment): void {
    this.appointments = this.appointments.map((candidate) =>
      candidate.id === appointment.id ? appointment : candidate,
    );
  }

  setView(view: ScreenView): void {
    this.view = view;
    this.remember();
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

  /**
   * A date from the toolbar's field. Typing goes through whole dates on the way (01-11 before 01-12),
   * so the agenda follows a moment after the last change rather than loading every one of them.
   */
  typeDate(date: Temporal.PlainDate | null): void {
    this.typedDate = date;
    this.cancelTyped?.();
    if (!date) return;
    this.cancelTyped = this.scheduler.after(TYPED_DATE_PAUSE_MS, () =>
      runInAction(() => {
        this.typedDate = null;
        this.goTo(date);
      }),
    );
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
    this.remember();
    void this.loadAppointments();
  }

  /** Shows every person, room and resource of one location. */
  chooseLocation(locationId: string): void {
    this.chosenIds = this.columns
      .filter((column) => column.locationIds.includes(locationId))
      .map((column) => column.id)
      .slice(0, MAX_COLUMNS);
    this.remember();
    void this.loadAppointments();
  }

  /** Shows the members of a team who have an agenda. */
  chooseTeam(teamId: string): void {
    const team = this.teams.find((candidate) => candidate.id === teamId);
    if (!team) return;
    const known = new Set(this.columns.map((column) => column.id));
    this.chosenIds = team.memberIds.filter((id) => known.has(id)).slice(0, MAX_COLUMNS);
    this.remember();
    void this.loadAppointments();
  }

  open(gridId: string): void {
    const id = appointmentIdOf(gridId);
    this.opened = this.appointments.find((appointment) => appointment.id === id) ?? null;
  }

  close(): void {
    this.opened = null;
  }

  /** The statuses the opened appointment may go to now. */
  get statusChoices(): readonly AppointmentStatus[] {
    const opened = this.opened;
    return opened ? this.statuses.choices(opened) : [];
  }

  /** Moves the opened appointment's status; a cancellation tells the employee by e-mail when asked. */
  async changeStatus(status: AppointmentStatus, tellEmployee = false): Promise<void> {
    const opened = this.opened;
    if (!opened || this.busy) return;
    this.busy = true;
    const result = await this.statuses.execute(opened, status, { tellEmployee });
    // An outcome refused on its way (sent as several moves) may have stopped half-way: load it again.
    if (!result.ok) void this.loadAppointments();
    runInAction(() => {
      this.busy = false;
      if (!result.ok) return;
      this.appointments = this.appointments.map((appointment) =>
        appointment.id === result.value.id ? result.value : appointment,
      );
      this.opened = result.value;
    });
  }

  /** Deletes the opened appointment, or with `fromHere` its series from its date on. */
  async remove(fromHere: boolean, email: boolean): Promise<void> {
    const opened = this.opened;
    if (!opened || this.busy) return;
    this.busy = true;
    const options = { tellEmployee: email };
    const result =
      fromHere && opened.seriesId
        ? await this.deleteSeries.execute(opened, options, this.appointments)
        : await this.deleteOne.execute(opened, options);
    runInAction(() => {
      this.busy = false;
      if (!result.ok) return;
      const gone = new Set(result.value ? result.value.removedIds : [opened.id]);
      this.appointments = this.appointments.filter((appointment) => !gone.has(appointment.id));
      this.opened = null;
    });
    void this.loadAppointments();
  }

  /** Downloads a person's agenda of the period shown as a calendar file (.ics). */
  async exportPerson(columnId: string): Promise<void> {
    const column = this.columns.find((candidate) => candidate.id === columnId && candidate.kind === 'user');
    const first = this.days[0];
    const last = this.days.at(-1);
    if (!column || !first || !last || this.busy) return;
    this.busy = true;
    await this.exporter.person(column.id, column.name, first, last);
    runInAction(() => (this.busy = false));
  }

  /** Downloads the opened appointment as a calendar file (.ics). */
  async exportOpened(): Promise<void> {
    const opened = this.opened;
    if (!opened || this.busy) return;
    this.busy = true;
    await this.exporter.single(opened);
    runInAction(() => (this.busy = false));
  }

  /** Names of people, rooms and operations and the appointments' titles come afresh in the new language. */
  languageChanged(): void {
    if (!this.attached) return;
    if (this.operationsState === 'ready' || this.operationsState === 'failed') void this.loadOperations();
    void this.loadColumns();
  }

  retry(): void {
    if (this.columnsState === 'failed') void this.loadColumns();
    else void this.loadAppointments();
  }

  private async loadColumns(): Promise<void> {
    this.columnsState = 'loading';
    const [result, preferred, teams] = await Promise.all([
      this.context.columns(),
      this.preferred ? Promise.resolve(this.preferred) : this.context.preferences(),
      this.context.teams(),
    ]);
    runInAction(() => {
      this.columnsState = result.ok ? 'ready' : 'failed';
      if (result.ok) this.columns = result.value;
      if (teams.ok) this.teams = teams.value;
      this.usePreferred(preferred);
    });
    if (result.ok) void this.loadAppointments();
  }

  /** Loads the appointments shown, and with `withHours` the people's availability too (not for a change by someone else). */
  private async loadAppointments(withHours = true): Promise<void> {
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
    const wanted = this.wanted;
    if (ids.length === 0) {
      this.appointments = [];
      this.loadedFor = wanted;
      this.state = 'ready';
      return;
    }
    const people = this.shownColumns.filter((column) => column.kind === 'user').map((column) => column.id);
    const [result, hours] = await Promise.all([
      this.context.appointments({ from: first, until: last, agendaIds: ids }, controller.signal),
      withHours ? this.context.hours(people, first, last, controller.signal) : Promise.resolve(this.hours),
    ]);
    if (!result.ok && result.error.kind === 'aborted') return;
    runInAction(() => {
      if (this.loads !== controller) return;
      this.state = result.ok ? 'ready' : 'failed';
      if (result.ok) {
        this.appointments = result.value.rows;
        this.loadedFor = wanted;
        // The appointment open in its details shows as the answer has it now.
        const opened = this.opened;
        if (opened) this.opened = this.appointments.find((candidate) => candidate.id === opened.id) ?? opened;
      }
      this.hours = hours;
      if (result.ok && this.openWhenLoaded !== null) {
        const wanted = this.openWhenLoaded;
        this.openWhenLoaded = null;
        this.opened = this.appointments.find((appointment) => appointment.id === wanted) ?? this.opened;
      }
    });
  }
}
