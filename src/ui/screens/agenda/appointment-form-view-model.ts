import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { Temporal } from 'temporal-polyfill';
import type {
  AgendaColumn,
  Appointment,
  EditScope,
  EmployeeChoice,
  OccurrenceCheck,
} from '../../../application/agenda/agenda-gateway';
import type {
  AppointmentInTheWay,
  BookAppointment,
  SameDayTime,
} from '../../../application/agenda/book-appointment';
import { bookingOf, draftOf } from '../../../application/agenda/book-appointment';
import type { AgendaContext, AgendaDay, OperationChoice } from '../../../application/agenda/agenda-context';
import type { Scheduler } from '../../../application/platform/scheduler';
import type { AppointmentChannel, Booking } from '../../../domain/agenda/appointment';
import type {
  AppointmentDraft,
  AppointmentField,
  AppointmentProblem,
} from '../../../domain/agenda/appointment-form';
import { endAfter } from '../../../domain/agenda/appointment-form';
import type { BookingWarning } from '../../../domain/agenda/booking-warnings';
import { bookingWarnings } from '../../../domain/agenda/booking-warnings';
import type { Clash } from '../../../domain/agenda/clashes';
import { findClashes } from '../../../domain/agenda/clashes';
import type {
  MovedOccurrence,
  RecurrenceFrequency,
  RecurrenceProblem,
  RecurrenceRule,
} from '../../../domain/agenda/recurrence';
import { SLOT_TIME_ZONE } from '../../../domain/shared/zoned-slot';
import { EmployeeSearch } from '../../components/form/employee-search';
import { FormFeedback } from '../../components/record/form-feedback';
import type { KeptForm } from '../../components/record/use-kept-input';
import { pickInput } from '../../components/record/use-kept-input';
import { bookingInputKey } from './agenda-booking-view-model';

/** The parts of an appointment a colleague may have changed meanwhile, each chosen as a whole. */
export const STALE_PARTS = ['professional', 'time', 'place', 'employee'] as const;
export type StalePart = (typeof STALE_PARTS)[number];

/** A part of an appointment as one text to compare. */
function partOf(part: StalePart, appointment: Appointment): string {
  switch (part) {
    case 'professional':
      return appointment.userId;
    case 'time':
      return `${appointment.start.toPlainDateTime().toString()}/${appointment.end.toPlainTime().toString()}`;
    case 'place':
      return `${appointment.channel}/${appointment.locationId ?? ''}/${appointment.roomId ?? ''}`;
    case 'employee':
      return appointment.employee?.id ?? '';
  }
}

/** The same part as the form holds it now. */
function partOfForm(
  part: StalePart,
  form: Pick<
    AppointmentFormViewModel,
    'userId' | 'date' | 'startTime' | 'endTime' | 'channel' | 'locationId' | 'roomId' | 'employee'
  >,
): string {
  switch (part) {
    case 'professional':
      return form.userId;
    case 'time':
      return form.date && form.startTime && form.endTime
        ? `${form.date.toPlainDateTime(form.startTime).toString()}/${form.endTime.toString()}`
        : '';
    case 'place':
      return `${form.channel}/${form.locationId ?? ''}/${form.roomId ?? ''}`;
    case 'employee':
      return form.employee?.id ?? '';
  }
}

/** Where the form finds the employees to book for (the agenda's context). */
export type EmployeeFinder = Pick<AgendaContext, 'employees'>;

/** What the form reads from the agenda it is opened on. */
export interface BookingContext {
  columns(): readonly AgendaColumn[];
  /** The operations to choose from (they may arrive after the form opens). */
  operations(): readonly OperationChoice[];
  /** Whether the operations are still coming, or could not be had (then the form offers to retry). */
  operationsState(): 'idle' | 'loading' | 'ready' | 'failed';
  retryOperations(): void;
  /** The appointments the agenda has loaded: the clash check before saving looks at these. */
  booked(): readonly Appointment[];
  /** The person's availability that day when the agenda has it, else null. */
  dayOf(userId: string, date: Temporal.PlainDate): AgendaDay | null;
  /** Whether the user reads and writes notes: medical information, for medical staff only. */
  writesNotes(): boolean;
  /** Sets the form aside and shows the appointment in the way in the agenda, to come back to the form. */
  showInAgenda(other: AppointmentInTheWay): void;
}

/** A clash shown before saving: the appointment in the way, on what, and when. */
export interface ClashNotice {
  readonly clash: Clash;
  readonly title: string;
  readonly on: string;
  readonly start: Temporal.PlainTime;
  readonly end: Temporal.PlainTime;
}

export type SeriesProblem = RecurrenceProblem | 'recurrence.untilRequired';

/**
 * The booking form: a new appointment (from an empty slot, with its column and time filled in), or an
 * existing one to edit with the scope of its series. While the planner fills it in it shows what the
 * agenda already knows: clashes with the appointments loaded, and the warnings of the person's day
 * (outside working hours, a holiday, a day off). Saving asks the back office, whose refusal (a clash)
 * is shown in the form with everything typed kept.
 */
/** What the planner typed in the booking form, kept through a new sign-in (never stored). */
const KEPT_FIELDS = [
  'userId',
  'operationId',
  'employee',
  'channel',
  'locationId',
  'roomId',
  'resourceIds',
  'date',
  'startTime',
  'endTime',
  'note',
  'repeat',
  'frequency',
  'interval',
  'weekdays',
  'endKind',
  'untilDate',
  'count',
  'scope',
  'movedDates',
] as const satisfies readonly (keyof AppointmentFormViewModel)[];

export class AppointmentFormViewModel implements KeptForm {
  readonly feedback = new FormFeedback<AppointmentField, AppointmentProblem>();
  userId = '';
  operationId = '';
  /** Editing an appointment whose operation (and equipment) this user may not see: they stay. */
  operationWithheld = false;
  /** The planner asked to close a form they changed, and is asked first whether to throw it away. */
  discardAsked = false;
  /** What the form held when it was opened (and placed in its slot): a close asks only after a change. */
  private baseline = '';
  employee: Pick<EmployeeChoice, 'id' | 'name' | 'employerName'> | null = null;
  channel: AppointmentChannel = 'on_site';
  locationId: string | null = null;
  roomId: string | null = null;
  resourceIds: readonly string[] = [];
  date: Temporal.PlainDate | null = null;
  startTime: Temporal.PlainTime | null = null;
  endTime: Temporal.PlainTime | null = null;
  note = '';
  repeat = false;
  frequency: RecurrenceFrequency = 'weekly';
  interval = '1';
  weekdays: readonly number[] = [];
  endKind: 'until' | 'count' = 'count';
  untilDate: Temporal.PlainDate | null = null;
  count = '6';
  scope: EditScope = 'this';
  /**
   * The dates of the series that clash, as the back office answered the check before booking; the
   * planner leaves them out and books the rest, or changes the series (which clears them).
   */
  clashingDates: readonly OccurrenceCheck[] = [];
  /** The dates the planner chose to leave out of the series. */
  private exceptDates: readonly Temporal.PlainDate[] = [];
  /** The dates the planner moved to other times that day (the series' exceptions), in date order. */
  movedDates: readonly MovedOccurrence[] = [];
  /**
   * The free times of each clashing date, by ISO date, as the back office's free time answers them
   * for the same professional, room and equipment: 'loading' until known, 'failed' when not.
   */
  freeTimes: ReadonlyMap<string, readonly SameDayTime[] | 'loading' | 'failed'> = new Map();
  /** The other times the planner is picking for clashing dates, by ISO date. */
  otherTimes: ReadonlyMap<
    string,
    { readonly start: Temporal.PlainTime | null; readonly end: Temporal.PlainTime | null }
  > = new Map();
  /** What is wrong with the series; a last date left empty is 'recurrence.untilRequired'. */
  recurrenceProblems: readonly SeriesProblem[] = [];
  /** The employee search: what is typed and whom it found. */
  readonly employees: EmployeeSearch<EmployeeChoice>;
  /** What the back office named as in the way when it last refused a save. */
  private namedInTheWay: readonly AppointmentInTheWay[] = [];
  /**
   * The appointment as a colleague left it, when the back office refused the save because they changed
   * it after the planner began; everything typed stays, to be applied to this version on request.
   */
  newer: Appointment | null = null;
  /** Per part a colleague changed meanwhile, the planner's choice: keep their own or the colleague's. */
  staleChoices: ReadonlyMap<StalePart, 'mine' | 'theirs'> = new Map();
  /** The version the planner's changes start from: the edited appointment's, or the newer one's. */
  private startedFrom: number | null;

  constructor(
    private readonly book: BookAppointment,
    search: EmployeeFinder,
    scheduler: Scheduler,
    private readonly context: BookingContext,
    readonly editing: Appointment | null,
    private readonly onSaved: (appointment: Appointment) => void,
  ) {
    this.employees = new EmployeeSearch((text, signal) => search.employees(text, signal), scheduler);
    this.startedFrom = editing?.version ?? null;
    makeAutoObservable<
      this,
      'book' | 'context' | 'onSaved' | 'namedInTheWay' | 'startedFrom' | 'exceptDates' | 'baseline'
    >(
      this,
      {
        feedback: false,
        employees: false,
        book: false,
        context: false,
        editing: false,
        onSaved: false,
        date: observableRef,
        startTime: observableRef,
        endTime: observableRef,
        untilDate: observableRef,
        namedInTheWay: observableRef,
        clashingDates: observableRef,
        exceptDates: observableRef,
        movedDates: observableRef,
        freeTimes: observableRef,
        otherTimes: observableRef,
        newer: observableRef,
        staleChoices: observableRef,
        startedFrom: false,
        baseline: false,
      },
      { autoBind: true },
    );
    if (editing) this.fillFrom(editing);
    this.baseline = this.filledIn;
  }

  /** Everything the planner can change, as one text to compare. */
  private get filledIn(): string {
    return JSON.stringify([this.draft, this.repeat && this.recurrence]);
  }

  /** Whether the planner changed anything since the form opened. */
  get changed(): boolean {
    return this.filledIn !== this.baseline;
  }

  /**
   * The planner asks to close (Escape, the close button, Cancel): closes at once when nothing was
   * changed, else asks first; `close` closes it.
   */
  requestClose(close: () => void): void {
    if (this.changed && !this.discardAsked) this.discardAsked = true;
    else if (!this.changed) close();
  }

  get inputKey(): string {
    return bookingInputKey(this.editing?.id ?? null);
  }

  /** The form's choices are ids and times, so what was kept goes over it as soon as it opens. */
  get inputReady(): boolean {
    return true;
  }

  keptInput(): unknown {
    return { ...pickInput(this, KEPT_FIELDS), exceptDates: this.exceptDates };
  }

  /** Puts back what the planner typed before the session ended; the dates found clashing are asked again. */
  restoreInput(input: unknown): void {
    Object.assign(this, input);
    this.clashingDates = [];
    this.feedback.inputRestored();
  }

  /** The planner keeps the form after all. */
  keepEditing(): void {
    this.discardAsked = false;
  }

  /** Whether the form has a note field: a note is medical information, for medical staff only. */
  get writesNotes(): boolean {
    return this.context.writesNotes();
  }

  /** A new appointment in an empty slot: the column (a person, a room or a resource) and the times. */
  startIn(column: AgendaColumn | null, start: Temporal.PlainDateTime, end: Temporal.PlainDateTime): void {
    this.date = start.toPlainDate();
    this.startTime = start.toPlainTime();
    this.endTime = end.toPlainTime();
    this.weekdays = [start.dayOfWeek];
    this.baseline = this.filledIn;
    if (!column) return;
    if (column.kind === 'user') {
      this.userId = column.id;
      if (column.locationIds.length === 1) this.locationId = column.locationIds[0] ?? null;
    } else {
      this.locationId = column.locationIds[0] ?? null;
      if (column.kind === 'room') this.roomId = column.id;
      else this.resourceIds = [column.id];
    }
    this.baseline = this.filledIn;
  }

  private fillFrom(appointment: Appointment): void {
    const draft = draftOf(appointment);
    if (!draft) return;
    this.userId = draft.userId;
    this.operationId = draft.operationId;
    this.operationWithheld = draft.operationWithheld === true;
    this.employee = appointment.employee
      ? {
          id: appointment.employee.id,
          name: appointment.employee.name,
          employerName: appointment.employee.employerName,
        }
      : null;
    this.channel = draft.channel;
    this.locationId = draft.locationId;
    this.roomId = draft.roomId;
    this.resourceIds = draft.resourceIds;
    this.date = draft.date;
    this.startTime = draft.startTime;
    this.endTime = draft.endTime;
    this.note = draft.note;
  }

  get creating(): boolean {
    return this.editing === null;
  }

  get inSeries(): boolean {
    return Boolean(this.editing?.seriesId);
  }

  get people(): readonly AgendaColumn[] {
    return this.context.columns().filter((column) => column.kind === 'user');
  }

  /** The operations this person may be booked for: all, as the back office checks the person's own. */
  get operations(): readonly OperationChoice[] {
    return this.context.operations();
  }

  get operationsState(): 'idle' | 'loading' | 'ready' | 'failed' {
    return this.context.operationsState();
  }

  retryOperations(): void {
    this.context.retryOperations();
  }

  /** The locations the agenda knows (of people's schedules, rooms and resources), with a name. */
  get locations(): readonly { readonly id: string; readonly name: string }[] {
    const names = new Map<string, string>();
    for (const column of this.context.columns()) {
      if (column.kind === 'user') continue;
      for (const id of column.locationIds) if (!names.has(id) && column.detail) names.set(id, column.detail);
    }
    return [...names].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
  }

  get rooms(): readonly AgendaColumn[] {
    const { locationId } = this;
    return this.context
      .columns()
      .filter(
        (column) => column.kind === 'room' && locationId !== null && column.locationIds.includes(locationId),
      );
  }

  get resources(): readonly AgendaColumn[] {
    const { locationId } = this;
    return this.context
      .columns()
      .filter(
        (column) =>
          column.kind === 'resource' && locationId !== null && column.locationIds.includes(locationId),
      );
  }

  get draft(): AppointmentDraft {
    return {
      userId: this.userId,
      operationId: this.operationId,
      employeeId: this.employee?.id ?? null,
      channel: this.channel,
      locationId: this.locationId,
      roomId: this.roomId,
      resourceIds: this.resourceIds,
      date: this.date,
      startTime: this.startTime,
      endTime: this.endTime,
      note: this.writesNotes ? this.note : '',
      ...(this.operationWithheld ? { operationWithheld: true } : {}),
    };
  }

  get recurrence(): RecurrenceRule | null {
    if (!this.creating || !this.repeat) return null;
    return {
      frequency: this.frequency,
      interval: Number(this.interval),
      weekdays: this.frequency === 'weekly' ? this.weekdays : [],
      end:
        this.endKind === 'until' && this.untilDate
          ? { kind: 'until', date: this.untilDate }
          : { kind: 'count', count: Number(this.count) },
      ...(this.exceptDates.length > 0 ? { exceptDates: this.exceptDates } : {}),
      ...(this.movedDates.length > 0 ? { movedDates: this.movedDates } : {}),
    };
  }

  /** The times of the draft in Amsterdam, or null while a date or time is missing or the end is not later. */
  private get slot(): { start: Temporal.ZonedDateTime; end: Temporal.ZonedDateTime } | null {
    const { date, startTime, endTime } = this;
    if (!date || !startTime || !endTime || Temporal.PlainTime.compare(endTime, startTime) <= 0) return null;
    return {
      start: date.toPlainDateTime(startTime).toZonedDateTime(SLOT_TIME_ZONE),
      end: date.toPlainDateTime(endTime).toZonedDateTime(SLOT_TIME_ZONE),
    };
  }

  /** The loaded appointments this booking would clash with, with what they share. */
  get clashes(): readonly ClashNotice[] {
    const slot = this.slot;
    if (!slot || this.userId === '') return [];
    const booked = this.context.booked();
    const candidate: Booking = {
      id: this.editing?.id ?? '',
      userId: this.userId,
      roomId: this.channel === 'on_site' ? this.roomId : null,
      resourceIds: this.channel === 'on_site' ? this.resourceIds : [],
      start: slot.start,
      end: slot.end,
      status: this.editing?.status ?? 'planned',
    };
    const bookings = booked.map(bookingOf);
    const byId = new Map(booked.map((appointment) => [appointment.id, appointment]));
    return findClashes(candidate, bookings).flatMap((clash) => {
      const other = byId.get(clash.appointmentId);
      if (!other) return [];
      const on =
        clash.on === 'user'
          ? other.userName
          : clash.on === 'room'
            ? (other.roomName ?? '')
            : (other.resources.find((resource) => resource.id === clash.resourceId)?.name ?? '');
      return [
        { clash, title: other.title, on, start: other.start.toPlainTime(), end: other.end.toPlainTime() },
      ];
    });
  }

  /** Outside working hours, a holiday, a day off: known when the agenda has the person's day. */
  get warnings(): readonly BookingWarning[] {
    const slot = this.slot;
    if (!slot || this.userId === '' || !this.date) return [];
    const day = this.context.dayOf(this.userId, this.date);
    if (!day) return [];
    return bookingWarnings(slot, {
      available: day.available,
      holiday: day.holiday,
      dayOff: day.daysOff.length > 0,
    });
  }

  /** The holiday's name when the warnings include one. */
  get holidayName(): string | null {
    if (!this.date || this.userId === '') return null;
    return this.context.dayOf(this.userId, this.date)?.holiday ?? null;
  }

  setUser(id: string): void {
    this.userId = id;
    this.feedback.forget('userId');
  }

  setOperation(id: string): void {
    this.operationId = id;
    this.feedback.forget('operationId');
    const operation = this.context.operations().find((candidate) => candidate.id === id);
    // The operation's duration sets the end, as long as the form is new.
    if (operation && this.startTime && this.creating) {
      this.endTime = endAfter(this.startTime, operation.durationMinutes);
      this.feedback.forget('endTime');
    }
  }

  setChannel(channel: AppointmentChannel): void {
    this.channel = channel;
    this.feedback.forget('channel');
    this.feedback.forget('locationId');
  }

  setLocation(id: string | null): void {
    if (id === this.locationId) return;
    this.locationId = id;
    // Rooms and resources belong to a location: those of another go.
    this.roomId = null;
    this.resourceIds = [];
    this.feedback.forget('locationId');
  }

  setRoom(id: string | null): void {
    this.roomId = id;
    this.feedback.forget('roomId');
  }

  toggleResource(id: string): void {
    this.resourceIds = this.resourceIds.includes(id)
      ? this.resourceIds.filter((chosen) => chosen !== id)
      : [...this.resourceIds, id];
    this.feedback.forget('resourceIds');
  }

  setDate(date: Temporal.PlainDate | null): void {
    this.date = date;
    this.feedback.forget('date');
  }

  setStartTime(time: Temporal.PlainTime | null): void {
    // The length stays when the start moves.
    if (
      time &&
      this.startTime &&
      this.endTime &&
      Temporal.PlainTime.compare(this.endTime, this.startTime) > 0
    ) {
      const minutes = this.startTime.until(this.endTime).total('minutes');
      this.endTime = endAfter(time, minutes);
      this.feedback.forget('endTime');
    }
    this.startTime = time;
    this.feedback.forget('startTime');
  }

  setEndTime(time: Temporal.PlainTime | null): void {
    this.endTime = time;
    this.feedback.forget('endTime');
  }

  setNote(note: string): void {
    this.note = note;
    this.feedback.forget('note');
  }

  setRepeat(repeat: boolean): void {
    this.repeat = repeat;
    this.seriesChanged();
  }

  setFrequency(frequency: RecurrenceFrequency): void {
    this.frequency = frequency;
    this.seriesChanged();
  }

  setRepeatInterval(interval: string): void {
    this.interval = interval;
    this.seriesChanged();
  }

  toggleWeekday(day: number): void {
    this.weekdays = this.weekdays.includes(day)
      ? this.weekdays.filter((chosen) => chosen !== day)
      : [...this.weekdays, day].sort((a, b) => a - b);
    this.seriesChanged();
  }

  setEndKind(kind: 'until' | 'count'): void {
    this.endKind = kind;
    this.seriesChanged();
  }

  setUntilDate(date: Temporal.PlainDate | null): void {
    this.untilDate = date;
    this.seriesChanged();
  }

  setCount(count: string): void {
    this.count = count;
    this.seriesChanged();
  }

  setScope(scope: EditScope): void {
    this.scope = scope;
  }

  chooseEmployee(choice: Pick<EmployeeChoice, 'id' | 'name' | 'employerName'> | null): void {
    this.employee = choice;
    this.employees.clear();
    this.feedback.forget('employeeId');
  }

  async save(): Promise<boolean> {
    // A name typed and none chosen (Enter pressed elsewhere in the form): nothing is booked for nobody.
    if (this.employee === null && this.employees.text.trim() !== '') {
      this.feedback.refused({
        code: 'save.invalid',
        fields: { ...this.book.check(this.draft), employeeId: 'not-chosen' },
        serverFields: {},
        message: null,
      });
      return false;
    }
    const recurrence = this.recurrence;
    if (recurrence) {
      const problems: SeriesProblem[] =
        this.endKind === 'until' && !this.untilDate
          ? ['recurrence.untilRequired']
          : this.book.checkRecurrence(recurrence, this.draft);
      this.recurrenceProblems = problems;
      if (problems.length > 0) {
        this.feedback.refused({
          code: 'save.invalid',
          fields: this.book.check(this.draft),
          serverFields: {},
          message: null,
        });
        return false;
      }
    }
    if (recurrence && !(await this.checkEveryDate(recurrence))) return false;
    if (!this.feedback.start()) return false;
    this.namedInTheWay = [];
    const editing = this.editing;
    const result = editing
      ? await this.book.edit(
          editing.id,
          this.draft,
          this.inSeries ? this.scope : 'this',
          this.startedFrom ?? undefined,
        )
      : await this.book.create(this.draft, recurrence);
    if (!result.ok) {
      runInAction(() => {
        this.namedInTheWay = result.error.inTheWay;
        this.newer = null;
      });
      this.feedback.refused(result.error);
      if (editing && result.error.stale) {
        const newer = await this.book.current(editing.id);
        runInAction(() => {
          this.newer = newer;
          this.staleChoices = new Map();
        });
      }
      return false;
    }
    this.feedback.succeeded();
    this.onSaved(result.value.appointment);
    return true;
  }

  /**
   * Asks the back office about every date of the new series before booking it; true when none
   * clashes. Otherwise the clashing dates are listed for the planner to leave out or change.
   */
  private async checkEveryDate(recurrence: RecurrenceRule): Promise<boolean> {
    if (!this.feedback.start()) return false;
    const checked = await this.book.clashingDates(this.draft, recurrence);
    if (!checked.ok) {
      this.feedback.refused(checked.error);
      return false;
    }
    this.feedback.succeeded();
    runInAction(() => (this.clashingDates = checked.value));
    void this.findFreeTimes(checked.value.map((occurrence) => occurrence.date));
    return checked.value.length === 0;
  }

  /** Asks, for each clashing date not yet known, when that day the same booking fits. */
  private async findFreeTimes(dates: readonly Temporal.PlainDate[]): Promise<void> {
    const draft = this.draft;
    const asked = dates.filter((date) => {
      const known = this.freeTimes.get(date.toString());
      return known === undefined || known === 'failed';
    });
    if (asked.length === 0) return;
    runInAction(() => {
      this.freeTimes = new Map([
        ...this.freeTimes,
        ...asked.map((date) => [date.toString(), 'loading'] as const),
      ]);
    });
    await Promise.all(
      asked.map(async (date) => {
        const answer = await this.book.freeTimesOn(draft, date);
        runInAction(() => {
          this.freeTimes = new Map([
            ...this.freeTimes,
            [date.toString(), answer.ok ? answer.value : 'failed'],
          ]);
        });
      }),
    );
  }

  /** Takes one of the day's free times for a clashing date (its fields can still be changed by hand). */
  chooseFreeTime(date: Temporal.PlainDate, time: SameDayTime): void {
    this.otherTimes = new Map([...this.otherTimes, [date.toString(), { start: time.start, end: time.end }]]);
  }

  /** Whether a clashing date's other time is this free time. */
  isChosenTime(date: Temporal.PlainDate, time: SameDayTime): boolean {
    const chosen = this.otherTimes.get(date.toString());
    return Boolean(chosen?.start?.equals(time.start) && chosen.end?.equals(time.end));
  }

  /** Puts a moved date back at the series' own time (checked again at the next save). */
  unmove(date: Temporal.PlainDate): void {
    this.movedDates = this.movedDates.filter((entry) => !entry.date.equals(date));
  }

  /** The planner changed the series: its dates, and so what clashed and what was left out, start over. */
  private seriesChanged(): void {
    this.recurrenceProblems = [];
    this.clashingDates = [];
    this.exceptDates = [];
    this.movedDates = [];
    this.otherTimes = new Map();
    this.freeTimes = new Map();
  }

  /** Leaves the clashing dates out of the series (RFC 5545 EXDATE) and books the rest. */
  async leaveOutClashingAndBook(): Promise<boolean> {
    this.exceptDates = [...this.exceptDates, ...this.clashingDates.map((occurrence) => occurrence.date)];
    this.clashingDates = [];
    return this.save();
  }

  /** The other time being picked for a clashing date: its start or its end. */
  setOtherTime(date: Temporal.PlainDate, which: 'start' | 'end', time: Temporal.PlainTime | null): void {
    const key = date.toString();
    const times = this.otherTimes.get(key) ?? { start: null, end: null };
    this.otherTimes = new Map([...this.otherTimes, [key, { ...times, [which]: time }]]);
  }

  /** The other time picked for a clashing date, when it is whole and ends after it starts; else null. */
  otherTimeOf(date: Temporal.PlainDate): MovedOccurrence | null {
    const times = this.otherTimes.get(date.toString());
    if (!times?.start || !times.end || Temporal.PlainTime.compare(times.end, times.start) <= 0) return null;
    return { date, start: times.start, end: times.end };
  }

  /**
   * Books one clashing date at the other time picked for it that day: the series keeps its rule and
   * gets that date as an exception (the date's appointment at those times, one of the series). Every
   * date is checked again first; what still clashes is listed, with the moves made so far kept.
   */
  async moveClashingAndBook(date: Temporal.PlainDate): Promise<boolean> {
    const moved = this.otherTimeOf(date);
    if (!moved) return false;
    this.movedDates = [...this.movedDates.filter((entry) => !entry.date.equals(date)), moved].sort((a, b) =>
      Temporal.PlainDate.compare(a.date, b.date),
    );
    this.clashingDates = [];
    return this.save();
  }

  /**
   * The appointments standing in the way of the refused save: those the back office named, else (a
   * back office that names none) the clashes the form sees with what the agenda has loaded.
   */
  get inTheWay(): readonly AppointmentInTheWay[] {
    if (this.feedback.code !== 'save.refused') return [];
    if (this.namedInTheWay.length > 0) return this.namedInTheWay;
    const booked = new Map(this.context.booked().map((appointment) => [appointment.id, appointment]));
    const ids = [...new Set(this.clashes.map((notice) => notice.clash.appointmentId))];
    return ids.map((id) => ({ id, start: booked.get(id)?.start ?? null }));
  }

  /**
   * Saves what the planner typed over the colleague's newer version: their own choice, having seen
   * what changed. Fields they left as they were hold what the form showed when it opened.
   */
  async applyToNewer(): Promise<boolean> {
    const newer = this.newer;
    if (!newer) return false;
    for (const part of this.staleParts) if (this.staleChoice(part) === 'theirs') this.takeTheirs(part, newer);
    this.startedFrom = newer.version;
    this.newer = null;
    this.staleChoices = new Map();
    return this.save();
  }

  /** The parts of the appointment the colleague changed since the form opened (old → new). */
  get staleParts(): readonly StalePart[] {
    const newer = this.newer;
    const opened = this.editing;
    if (!newer || !opened) return [];
    return STALE_PARTS.filter((part) => partOf(part, opened) !== partOf(part, newer));
  }

  /** Whether the planner changed this part in the form, from what it was when the form opened. */
  changedByMe(part: StalePart): boolean {
    return this.editing !== null && partOfForm(part, this) !== partOf(part, this.editing);
  }

  /**
   * What is applied of a part the colleague changed: as chosen, else the planner's own where they
   * changed it and the colleague's where they did not (so applying never undoes a colleague's room).
   */
  staleChoice(part: StalePart): 'mine' | 'theirs' {
    return this.staleChoices.get(part) ?? (this.changedByMe(part) ? 'mine' : 'theirs');
  }

  chooseStale(part: StalePart, choice: 'mine' | 'theirs'): void {
    this.staleChoices = new Map([...this.staleChoices, [part, choice]]);
  }

  private takeTheirs(part: StalePart, newer: Appointment): void {
    const draft = draftOf(newer);
    if (!draft) return;
    if (part === 'professional') this.userId = draft.userId;
    if (part === 'time') {
      this.date = draft.date;
      this.startTime = draft.startTime;
      this.endTime = draft.endTime;
    }
    if (part === 'place') {
      this.channel = draft.channel;
      this.locationId = draft.locationId;
      this.roomId = draft.roomId;
      if (!this.operationWithheld) this.resourceIds = draft.resourceIds;
    }
    if (part === 'employee')
      this.employee = newer.employee
        ? { id: newer.employee.id, name: newer.employee.name, employerName: newer.employee.employerName }
        : null;
  }

  /** Shows the first appointment in the way in the agenda; the form waits with everything typed. */
  showInTheWay(): void {
    const first = this.inTheWay[0];
    if (first) this.context.showInAgenda(first);
  }

  dispose(): void {
    this.employees.stop();
  }
}
