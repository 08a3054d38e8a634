import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Appointment } from '../../../application/agenda/agenda-gateway';
import type { ChangeAppointmentStatus } from '../../../application/agenda/change-appointment-status';
import type { DeleteAppointment } from '../../../application/agenda/delete-appointment';
import type { DeleteRecurringAppointment } from '../../../application/agenda/delete-recurring-appointment';
import type { ExportAgendaCalendar } from '../../../application/agenda/export-agenda-calendar';
import type { AppointmentStatus } from '../../../domain/agenda/appointment';
import type { AgendaAppointmentsViewModel } from './agenda-appointments-view-model';
import { appointmentIdOf } from './agenda-grid-view-model';

/** The use cases the details of an appointment act through. */
export interface DetailsActions {
  readonly statuses: ChangeAppointmentStatus;
  readonly deleteOne: DeleteAppointment;
  readonly deleteSeries: DeleteRecurringAppointment;
  readonly exporter: ExportAgendaCalendar;
}

type HeldAppointments = Pick<AgendaAppointmentsViewModel, 'appointments' | 'find' | 'replace' | 'remove'>;

/**
 * The appointment the planner opened: its details as the latest answer has them, the status moves the
 * domain allows now, its deletion (one, or a series from its date) and its download; one call at a time.
 */
export class AgendaDetailsViewModel {
  opened: Appointment | null = null;
  /** A call for the planner is on its way: the buttons that make another wait. */
  busy = false;
  /**
   * The planner chose to cancel and is asked first: a cancellation mails the employee at once and
   * cannot be taken back, so it never happens on one click.
   */
  cancelAsked = false;
  /** The appointment to open once the period it is in has loaded. */
  private openWhenLoaded: string | null = null;

  /** `reload` loads the period again, after a change that may have touched more than one appointment. */
  constructor(
    private readonly actions: DetailsActions,
    private readonly held: HeldAppointments,
    private readonly reload: () => void,
  ) {
    makeAutoObservable<this, 'actions' | 'held' | 'reload' | 'openWhenLoaded'>(
      this,
      { opened: observableRef, actions: false, held: false, reload: false, openWhenLoaded: false },
      { autoBind: true },
    );
  }

  /** Opens an appointment of the grid by its entry's id. */
  open(gridId: string): void {
    this.openAppointment(appointmentIdOf(gridId));
  }

  /** Opens an appointment of the list by its own id. */
  openAppointment(id: string): void {
    this.opened = this.held.find(id);
    this.cancelAsked = false;
  }

  /** Opens an appointment once the period it is in has loaded. */
  openOnceLoaded(id: string): void {
    this.openWhenLoaded = id;
  }

  close(): void {
    this.opened = null;
    this.cancelAsked = false;
  }

  /** Asks the planner to confirm a cancellation before it is sent. */
  askCancel(): void {
    if (this.opened && this.statusChoices.includes('cancelled')) this.cancelAsked = true;
  }

  /** The planner keeps the appointment after all. */
  keepAppointment(): void {
    this.cancelAsked = false;
  }

  /** A new answer came: the appointment open shows as it has it now, or the one waiting opens. */
  loaded(): void {
    const opened = this.opened;
    if (opened) this.opened = this.held.find(opened.id) ?? opened;
    const waiting = this.openWhenLoaded;
    if (waiting === null) return;
    this.openWhenLoaded = null;
    this.opened = this.held.find(waiting) ?? this.opened;
  }

  /** The statuses the opened appointment may go to now. */
  get statusChoices(): readonly AppointmentStatus[] {
    const opened = this.opened;
    return opened ? this.actions.statuses.choices(opened) : [];
  }

  /** Moves the opened appointment's status; a cancellation tells the employee by e-mail when asked. */
  async changeStatus(status: AppointmentStatus, tellEmployee = false): Promise<void> {
    const opened = this.opened;
    if (!opened || this.busy) return;
    this.busy = true;
    const result = await this.actions.statuses.execute(opened, status, {
      tellEmployee,
      onUndone: (back) => this.undone(back),
    });
    // An outcome refused on its way (sent as several moves) may have stopped half-way: load it again.
    if (!result.ok) this.reload();
    runInAction(() => {
      this.busy = false;
      this.cancelAsked = false;
      if (!result.ok) return;
      this.held.replace(result.value);
      this.opened = result.value;
    });
  }

  /** A status move undone from its message: the agenda, and the details if still open, show it back. */
  private undone(appointment: Appointment): void {
    this.held.replace(appointment);
    if (this.opened?.id === appointment.id) this.opened = appointment;
  }

  /** Deletes the opened appointment, or with `fromHere` its series from its date on. */
  async remove(fromHere: boolean, email: boolean): Promise<void> {
    const opened = this.opened;
    if (!opened || this.busy) return;
    this.busy = true;
    const options = { tellEmployee: email };
    const result =
      fromHere && opened.seriesId
        ? await this.actions.deleteSeries.execute(opened, options, this.held.appointments)
        : await this.actions.deleteOne.execute(opened, options);
    runInAction(() => {
      this.busy = false;
      if (!result.ok) return;
      this.held.remove(new Set(result.value ? result.value.removedIds : [opened.id]));
      this.opened = null;
    });
    this.reload();
  }

  /** Downloads the opened appointment as a calendar file (.ics). */
  async exportOpened(): Promise<void> {
    const opened = this.opened;
    if (opened) await this.during(() => this.actions.exporter.single(opened));
  }

  /** Runs a call for the planner unless one is on its way, busy meanwhile. */
  async during(call: () => Promise<unknown>): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    await call();
    runInAction(() => (this.busy = false));
  }
}
