import { makeAutoObservable, runInAction } from 'mobx';
import type { Temporal } from 'temporal-polyfill';
import type { AgendaColumn, Appointment } from '../../../application/agenda/agenda-gateway';
import type {
  AgendaContext,
  AgendaPreferences,
  TeamChoice,
} from '../../../application/agenda/agenda-context';
import type { AppointmentInTheWay, BookAppointment } from '../../../application/agenda/book-appointment';
import type { ChangeAppointmentStatus } from '../../../application/agenda/change-appointment-status';
import type { DeleteAppointment } from '../../../application/agenda/delete-appointment';
import type { DeleteRecurringAppointment } from '../../../application/agenda/delete-recurring-appointment';
import type { ExportAgendaCalendar } from '../../../application/agenda/export-agenda-calendar';
import type { ReadAppointmentReminders } from '../../../application/agenda/appointment-reminders';
import type { FollowAgendaChanges } from '../../../application/agenda/follow-agenda-changes';
import type { Clock } from '../../../application/platform/clock';
import type { Notifier } from '../../../application/platform/notifier';
import type { Scheduler } from '../../../application/platform/scheduler';
import type { SessionStore } from '../../../application/session/session-store';
import { readsAppointmentNotes } from '../../../domain/access/medical-confidentiality';
import type { AppointmentStatus } from '../../../domain/agenda/appointment';
import type {
  AgendaAppointment,
  AgendaAvailability,
  AgendaMark,
  AgendaColumn as GridColumn,
} from '../../components/agenda-grid';
import { AgendaAppointmentsViewModel } from './agenda-appointments-view-model';
import { AgendaBookingViewModel, bookingInputKey } from './agenda-booking-view-model';
import { AgendaColumnsViewModel } from './agenda-columns-view-model';
import { AgendaDetailsViewModel } from './agenda-details-view-model';
import { AppointmentRemindersViewModel } from './appointment-reminders-view-model';
import { AgendaMoveToViewModel } from './agenda-move-to-view-model';
import { AgendaGridViewModel } from './agenda-grid-view-model';
import type { PendingMove } from './agenda-moves-view-model';
import { AgendaMovesViewModel } from './agenda-moves-view-model';
import type { ScreenView } from './agenda-period-view-model';
import { AgendaPeriodViewModel } from './agenda-period-view-model';
import { AgendaPreferencesViewModel } from './agenda-preferences-view-model';
import type { AppointmentFormViewModel } from './appointment-form-view-model';
import { LiveChanges } from './live-changes';

/**
 * The agenda of /agenda, the one object its screen reads. It holds a part for each thing the agenda
 * does and keeps them in step: a change of period or columns loads the appointments again, a change
 * of choice is remembered, a refused booking shows what is in its way.
 * - `period`: the view and the date, as the address holds them;
 * - `choice`: the columns (people, rooms, resources) to choose from and those shown;
 * - `remembered`: the planner's remembered columns and view;
 * - `loading`: the appointments and hours of what is shown, with their state;
 * - `grid`: what the grid, the timeline and the list draw of them;
 * - `details`: the opened appointment, its status moves and deletion;
 * - `moves`: dragged or keyed moves, with the clash, the question to tell the employee, and undo;
 * - `booking`: the booking form and the operations it offers;
 * - `live`: what other planners change in what is shown.
 */
export class AgendaViewModel {
  readonly period: AgendaPeriodViewModel;
  readonly choice: AgendaColumnsViewModel;
  readonly remembered: AgendaPreferencesViewModel;
  readonly loading: AgendaAppointmentsViewModel;
  readonly grid: AgendaGridViewModel;
  readonly details: AgendaDetailsViewModel;
  /** The reminders of the appointment whose details are open. */
  readonly reminders: AppointmentRemindersViewModel;
  /** "Move to…" from the details: a move without dragging. */
  readonly moveTo: AgendaMoveToViewModel;
  readonly moves: AgendaMovesViewModel;
  readonly booking: AgendaBookingViewModel;
  readonly live: LiveChanges;
  private attached = false;

  constructor(
    book: BookAppointment,
    context: AgendaContext,
    clock: Clock,
    notifier: Notifier,
    scheduler: Scheduler,
    private readonly exporter: ExportAgendaCalendar,
    session: SessionStore,
    statuses: ChangeAppointmentStatus,
    deleteOne: DeleteAppointment,
    deleteSeries: DeleteRecurringAppointment,
    follow: FollowAgendaChanges,
    reminders: ReadAppointmentReminders,
  ) {
    const reload = () => this.reload();
    this.period = new AgendaPeriodViewModel(clock, scheduler, reload);
    this.choice = new AgendaColumnsViewModel(context);
    this.remembered = new AgendaPreferencesViewModel(context, scheduler);
    this.loading = new AgendaAppointmentsViewModel(context, this.period, this.choice, () =>
      this.details.loaded(),
    );
    this.grid = new AgendaGridViewModel(clock, this.period, this.choice, this.loading);
    this.reminders = new AppointmentRemindersViewModel(reminders);
    this.details = new AgendaDetailsViewModel(
      { statuses, deleteOne, deleteSeries, exporter },
      this.loading,
      reload,
    );
    this.moves = new AgendaMovesViewModel(book, notifier, this.loading, () => this.choice.columns, reload);
    this.moveTo = new AgendaMoveToViewModel(
      () => this.choice.columns,
      (target) => {
        this.details.close();
        return this.moves.move(target.gridId, target.columnId, target.start, target.end, target.also);
      },
    );
    this.booking = new AgendaBookingViewModel(book, context, scheduler, clock, {
      columns: () => this.choice.columns,
      booked: () => this.loading.appointments,
      dayOf: (userId, date) => this.loading.dayOf(userId, date),
      writesNotes: () => readsAppointmentNotes(session.user),
      showInAgenda: (other) => this.showInTheWay(other),
      saved: reload,
    });
    this.live = new LiveChanges(follow, scheduler, this.loading.shows, () => this.reload(false));
    makeAutoObservable<this, 'exporter' | 'attached'>(
      this,
      {
        period: false,
        choice: false,
        remembered: false,
        loading: false,
        grid: false,
        details: false,
        reminders: false,
        moveTo: false,
        moves: false,
        booking: false,
        live: false,
        exporter: false,
        attached: false,
      },
      { autoBind: true },
    );
  }

  /** The screen is phone-sized (see the period's `compact`); said before the address is applied. */
  openCompact(): void {
    this.period.openCompact();
  }

  attach(): () => void {
    this.attached = true;
    void this.loadColumns();
    const stopLive = this.live.attach();
    return () => {
      stopLive();
      this.attached = false;
      this.loading.stop();
      this.booking.dispose();
      this.remembered.dispose();
      this.period.dispose();
    };
  }

  /** The address bar's view, date and columns; a missing or malformed part falls back to its default. */
  applyAddress(params: URLSearchParams): void {
    const preferred = this.remembered.preferred;
    this.period.fromAddress(params, preferred?.view ?? null);
    this.choice.fromAddress(params, preferred?.columns ?? []);
    this.reload();
  }

  /** The address of what is shown, for the address bar: view, date and columns, each when not the default. */
  get address(): string {
    // Defaults stay out, so the agenda of this week has a clean address.
    const params = new URLSearchParams();
    this.period.addressTo(params);
    this.choice.addressTo(params);
    return params.toString();
  }

  /** The remembered choice arrived: shown where the address names none. */
  private usePreferred(preferred: AgendaPreferences): void {
    this.remembered.use(preferred);
    this.period.usePreferred(preferred.view);
    this.choice.usePreferred(preferred.columns);
  }

  /** Remembers the planner's columns and view a moment after the last change. */
  private remember(): void {
    this.remembered.remember(this.choice.current, this.period.view);
  }

  /** Loads the appointments shown again, once the columns are there (and with `withHours` the hours). */
  private reload(withHours = true): void {
    if (!this.attached || this.choice.state !== 'ready' || this.period.date === null) return;
    void this.loading.load(withHours);
  }

  private async loadColumns(): Promise<void> {
    const [answer, preferred] = await Promise.all([this.choice.fetch(), this.remembered.load()]);
    const loaded = runInAction(() => {
      const taken = this.choice.take(answer);
      this.usePreferred(preferred);
      return taken;
    });
    if (loaded) this.reload();
  }

  setView(view: ScreenView): void {
    this.period.setView(view);
    this.remember();
    this.reload();
  }

  step(direction: 1 | -1): void {
    this.period.step(direction);
    this.reload();
  }

  goToday(): void {
    this.period.goToday();
    this.reload();
  }

  goTo(date: Temporal.PlainDate): void {
    this.period.goTo(date);
    this.reload();
  }

  toggleColumn(id: string): void {
    this.choice.toggle(id);
    this.remember();
    this.reload();
  }

  /** Shows every person, room and resource of one location. */
  chooseLocation(locationId: string): void {
    this.choice.chooseLocation(locationId);
    this.remember();
    this.reload();
  }

  /** Shows the members of a team who have an agenda. */
  chooseTeam(teamId: string): void {
    if (!this.choice.chooseTeam(teamId)) return;
    this.remember();
    this.reload();
  }

  /** Opens the booking form on an empty slot of a column ('YYYY-MM-DDTHH:MM' wall-clock times). */
  create(columnId: string, start: string, end: string): Promise<void> {
    return this.booking.create(this.choice.find(columnId), start, end);
  }

  /** Opens the booking form on a new appointment of the first person shown, on the date shown. */
  createNew(): Promise<void> {
    const person = this.choice.shown.find((column) => column.kind === 'user') ?? null;
    return this.booking.createNew(this.period.date, person);
  }

  /**
   * A booking form was open when the session ended (kept under `key`, see bookingInputKey): it opens
   * again once the agenda has its appointments, for what was typed to be put back over it. A new
   * appointment's opens on the date shown; an appointment's opens when the agenda shows it.
   */
  reopenKept(key: string): Promise<void> {
    if (this.booking.form) return Promise.resolve();
    if (key === bookingInputKey(null)) return this.createNew();
    const kept = this.loading.appointments.find((appointment) => bookingInputKey(appointment.id) === key);
    return kept ? this.booking.edit(kept) : Promise.resolve();
  }

  /** Opens the form on the opened appointment, to change it. */
  async edit(): Promise<void> {
    const opened = this.details.opened;
    if (!opened) return;
    this.details.close();
    await this.booking.edit(opened);
  }

  /**
   * A refused booking named the appointment in its way: the form steps aside with everything typed,
   * and the agenda goes to that appointment's day, with the booking's person, room and resources
   * shown, and opens it. `backToForm` brings the form back.
   */
  showInTheWay(other: AppointmentInTheWay): void {
    const form = this.booking.setAside();
    if (!form) return;
    this.choice.add([form.userId, form.channel === 'on_site' ? form.roomId : null, ...form.resourceIds]);
    const date = other.start?.toPlainDate() ?? form.date;
    if (date) this.period.goTo(date);
    this.details.openOnceLoaded(other.id);
    this.reload();
  }

  /** Back to the booking set aside, as it was left. */
  backToForm(): void {
    if (this.booking.backToForm()) this.details.close();
  }

  /** Downloads a person's agenda of the period shown as a calendar file (.ics). */
  async exportPerson(columnId: string): Promise<void> {
    const column = this.choice.find(columnId);
    const first = this.period.days[0];
    const last = this.period.days.at(-1);
    if (column?.kind !== 'user' || !first || !last) return;
    await this.details.during(() => this.exporter.person(column.id, column.name, first, last));
  }

  /** Names of people, rooms and operations and the appointments' titles come afresh in the new language. */
  languageChanged(): void {
    if (!this.attached) return;
    this.booking.languageChanged();
    void this.loadColumns();
  }

  retry(): void {
    if (this.choice.state === 'failed') void this.loadColumns();
    else this.reload();
  }

  // What the screen reads, from the part that holds it.

  get view(): ScreenView {
    return this.period.view;
  }
  get date(): Temporal.PlainDate | null {
    return this.period.date;
  }
  get typedDate(): Temporal.PlainDate | null {
    return this.period.typedDate;
  }
  get days(): readonly Temporal.PlainDate[] {
    return this.period.days;
  }
  typeDate(date: Temporal.PlainDate | null): void {
    this.period.typeDate(date);
  }
  get columns(): readonly AgendaColumn[] {
    return this.choice.columns;
  }
  get columnsState(): 'loading' | 'ready' | 'failed' {
    return this.choice.state;
  }
  get teams(): readonly TeamChoice[] {
    return this.choice.teams;
  }
  /** The columns shown: those the address names, or the first people. */
  get shownColumns(): readonly AgendaColumn[] {
    return this.choice.shown;
  }
  get appointments(): readonly Appointment[] {
    return this.loading.appointments;
  }
  get state(): 'loading' | 'ready' | 'failed' {
    return this.loading.state;
  }
  get appointmentsState(): AgendaAppointmentsViewModel['appointmentsState'] {
    return this.loading.appointmentsState;
  }
  get gridColumns(): readonly GridColumn[] {
    return this.grid.gridColumns;
  }
  get gridAppointments(): readonly AgendaAppointment[] {
    return this.grid.gridAppointments;
  }
  get listRows(): readonly Appointment[] {
    return this.grid.listRows;
  }
  get gridAvailable(): readonly AgendaAvailability[] {
    return this.grid.gridAvailable;
  }
  get hoursOf(): readonly string[] {
    return this.grid.hoursOf;
  }
  get gridMarks(): readonly AgendaMark[] {
    return this.grid.gridMarks;
  }
  get now(): string {
    return this.grid.now;
  }
  get opened(): Appointment | null {
    return this.details.opened;
  }
  get busy(): boolean {
    return this.details.busy;
  }
  get statusChoices(): readonly AppointmentStatus[] {
    return this.details.statusChoices;
  }
  open(gridId: string): void {
    this.details.open(gridId);
  }
  openAppointment(id: string): void {
    this.details.openAppointment(id);
  }
  close(): void {
    this.moveTo.close();
    this.details.close();
  }
  changeStatus(status: AppointmentStatus, tellEmployee = false): Promise<void> {
    return this.details.changeStatus(status, tellEmployee);
  }
  remove(fromHere: boolean, email: boolean): Promise<void> {
    return this.details.remove(fromHere, email);
  }
  exportOpened(): Promise<void> {
    return this.details.exportOpened();
  }
  get pendingMove(): PendingMove | null {
    return this.moves.pendingMove;
  }
  clashOf(gridId: string, columnId: string, start: string, end: string): string | null {
    return this.moves.clashOf(gridId, columnId, start, end);
  }
  move(gridId: string, columnId: string, start: string, end: string): Promise<void> {
    return this.moves.move(gridId, columnId, start, end);
  }
  confirmMove(tellEmployee: boolean): Promise<void> {
    return this.moves.confirmMove(tellEmployee);
  }
  cancelMove(): void {
    this.moves.cancelMove();
  }
  get form(): AppointmentFormViewModel | null {
    return this.booking.form;
  }
  get asideForm(): AppointmentFormViewModel | null {
    return this.booking.asideForm;
  }
  closeForm(): void {
    this.booking.closeForm();
  }
  dropAsideForm(): void {
    this.booking.dropAsideForm();
  }
}
