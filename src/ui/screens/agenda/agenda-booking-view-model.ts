import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { Temporal } from 'temporal-polyfill';
import type { AgendaContext, OperationChoice } from '../../../application/agenda/agenda-context';
import type { AgendaColumn, Appointment } from '../../../application/agenda/agenda-gateway';
import type { BookAppointment } from '../../../application/agenda/book-appointment';
import type { Clock } from '../../../application/platform/clock';
import type { Scheduler } from '../../../application/platform/scheduler';
import type { AppointmentFormViewModel, BookingContext } from './appointment-form-view-model';

/**
 * Which booking form a kept input belongs to (FormKeeper): a new appointment's, or an appointment's.
 * Here rather than with the form, so the agenda can reopen one without loading the form's code.
 */
export const bookingInputKey = (appointmentId: string | null): string =>
  `appointment:${appointmentId ?? 'new'}`;

/** What the booking form reads from the agenda, and what the agenda does when a form is done. */
export type BookingSurroundings = Pick<
  BookingContext,
  'columns' | 'booked' | 'dayOf' | 'writesNotes' | 'showInAgenda'
> & {
  /** An appointment was saved: the agenda loads again. */
  saved(): void;
};

/**
 * The booking form of the agenda, for a new appointment or the opened one, with the operations it
 * offers; a refused booking's form set aside while the planner looks at what is in its way.
 */
export class AgendaBookingViewModel {
  /** The booking form, open for a new appointment or the opened one. */
  form: AppointmentFormViewModel | null = null;
  /** A refused booking's form, set aside while the planner looks at the appointment in its way. */
  asideForm: AppointmentFormViewModel | null = null;
  operations: readonly OperationChoice[] = [];
  operationsState: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  /** Counts the form's openings, so the latest wins while its code arrives. */
  private formRequests = 0;

  constructor(
    private readonly book: BookAppointment,
    private readonly context: AgendaContext,
    private readonly scheduler: Scheduler,
    private readonly clock: Clock,
    private readonly surroundings: BookingSurroundings,
  ) {
    makeAutoObservable<this, 'book' | 'context' | 'scheduler' | 'clock' | 'surroundings' | 'formRequests'>(
      this,
      {
        form: observableRef,
        asideForm: observableRef,
        operations: observableRef,
        book: false,
        context: false,
        scheduler: false,
        clock: false,
        surroundings: false,
        formRequests: false,
      },
      { autoBind: true },
    );
  }

  /** Opens the form on an empty slot of a column ('YYYY-MM-DDTHH:MM' wall-clock times). */
  async create(column: AgendaColumn | null, start: string, end: string): Promise<void> {
    await this.openForm(null, (form) =>
      form.startIn(column, Temporal.PlainDateTime.from(start), Temporal.PlainDateTime.from(end)),
    );
  }

  /** Opens the form on a new appointment of a person at the next quarter hour of a date (today's). */
  async createNew(day: Temporal.PlainDate | null, person: AgendaColumn | null): Promise<void> {
    const date = day ?? this.clock.today();
    const now = this.clock.now();
    // The next quarter hour, within office hours.
    const minutes = Math.min(Math.max(Math.ceil((now.hour * 60 + now.minute) / 15) * 15, 8 * 60), 17 * 60);
    const start = date.equals(this.clock.today())
      ? date.toPlainDateTime({ hour: Math.floor(minutes / 60), minute: minutes % 60 })
      : date.toPlainDateTime({ hour: 9 });
    await this.openForm(null, (form) => form.startIn(person, start, start.add({ minutes: 30 })));
  }

  /** Opens the form on an appointment, to change it. */
  async edit(appointment: Appointment): Promise<void> {
    await this.openForm(appointment);
  }

  /**
   * The form's code comes with the planner's first booking or opening, not with the agenda; when
   * another opening has begun meanwhile, that one wins. A new appointment's slot is filled in before
   * the form is shown, so input kept through a new sign-in goes over it, not under it.
   */
  private async openForm(
    editing: Appointment | null,
    start?: (form: AppointmentFormViewModel) => void,
  ): Promise<AppointmentFormViewModel | null> {
    const request = ++this.formRequests;
    const { AppointmentFormViewModel } = await import('./appointment-form-view-model');
    if (request !== this.formRequests) return null;
    const { saved, ...surroundings } = this.surroundings;
    const form = new AppointmentFormViewModel(
      this.book,
      this.context,
      this.scheduler,
      {
        ...surroundings,
        operations: () => this.operations,
        operationsState: () => this.operationsState,
        retryOperations: () => void this.loadOperations(),
      },
      editing,
      () => {
        this.closeForm();
        saved();
      },
    );
    start?.(form);
    return this.placeForm(form);
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

  /** Sets the open form aside with everything typed; the form set aside, or null when none is open. */
  setAside(): AppointmentFormViewModel | null {
    const form = this.form;
    if (!form) return null;
    this.asideForm = form;
    this.form = null;
    return form;
  }

  /** Back to the booking set aside, as it was left; false when none is. */
  backToForm(): boolean {
    if (!this.asideForm) return false;
    this.form?.dispose();
    this.form = this.asideForm;
    this.asideForm = null;
    return true;
  }

  /** Gives up the booking set aside. */
  dropAsideForm(): void {
    this.asideForm?.dispose();
    this.asideForm = null;
  }

  /** The operations' names come afresh in the new language, once they have been asked for. */
  languageChanged(): void {
    if (this.operationsState === 'ready' || this.operationsState === 'failed') void this.loadOperations();
  }

  private async loadOperations(): Promise<void> {
    this.operationsState = 'loading';
    const result = await this.context.operations();
    runInAction(() => {
      this.operationsState = result.ok ? 'ready' : 'failed';
      if (result.ok) this.operations = result.value;
    });
  }

  dispose(): void {
    this.form?.dispose();
    this.asideForm?.dispose();
  }
}
