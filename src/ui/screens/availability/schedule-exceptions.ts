import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { Temporal } from 'temporal-polyfill';
import type { AddTimeConstraint } from '../../../application/availability/add-time-constraint';
import type { CancelAppointmentsHit } from '../../../application/availability/cancel-appointments-hit';
import type { FindAppointmentsHit } from '../../../application/availability/find-appointments-hit';
import { hasProblems } from '../../../application/platform/record-refusal';
import type { RemoveTimeConstraint } from '../../../application/availability/remove-time-constraint';
import type { TimeConstraint } from '../../../domain/availability/availability';
import type {
  AvailabilityProblem,
  TimeConstraintDraft,
  TimeConstraintField,
} from '../../../domain/availability/availability-rules';
import type { Schedule } from '../../../domain/availability/schedule';
import { DeleteConfirmation } from '../../components/record/delete-confirmation';
import { FormFeedback } from '../../components/record/form-feedback';
import { AppointmentsHitCheck } from './appointments-hit-check';

export type ExceptionKind = TimeConstraint['kind'];
export const EXCEPTION_KINDS: readonly ExceptionKind[] = ['day-off', 'shorter', 'extra'];

const byDate = (a: TimeConstraint, b: TimeConstraint) =>
  Temporal.PlainDate.compare(a.date, b.date) ||
  (a.start && b.start ? Temporal.PlainTime.compare(a.start, b.start) : 0);

/**
 * The exceptions of a saved schedule on single dates: a day off, a shorter day, an extra block. Adding
 * one keeps the form's date and kind when the server refuses it (its message next to the field), and
 * first lists the booked appointments a day off or a shorter day would leave without their time,
 * saving only once the planner says so; removing one asks first, naming the date.
 */
export class ScheduleExceptions {
  readonly feedback = new FormFeedback<TimeConstraintField, AvailabilityProblem>();
  readonly removal = new DeleteConfirmation();
  /** The booked appointments the new exception would hit, asked before it is added. */
  readonly hits = new AppointmentsHitCheck();
  /** The schedule the exceptions belong to, as saved. */
  schedule: Schedule | null = null;
  list: readonly TimeConstraint[] = [];
  date: Temporal.PlainDate | null = null;
  kind: ExceptionKind = 'day-off';
  start: Temporal.PlainTime | null = Temporal.PlainTime.from('09:00');
  end: Temporal.PlainTime | null = Temporal.PlainTime.from('12:00');
  /** The exception the removal dialog asks about. */
  target: TimeConstraint | null = null;

  constructor(
    private readonly addTimeConstraint: AddTimeConstraint,
    private readonly removeTimeConstraint: RemoveTimeConstraint,
    private readonly findHits: FindAppointmentsHit,
    private readonly cancelHits: CancelAppointmentsHit,
    readonly userId: string,
    readonly scheduleId: string,
  ) {
    makeAutoObservable<
      ScheduleExceptions,
      'addTimeConstraint' | 'removeTimeConstraint' | 'findHits' | 'cancelHits'
    >(
      this,
      {
        feedback: false,
        removal: false,
        hits: false,
        findHits: false,
        cancelHits: false,
        userId: false,
        scheduleId: false,
        schedule: observableRef,
        list: observableRef,
        date: observableRef,
        start: observableRef,
        end: observableRef,
        target: observableRef,
        addTimeConstraint: false,
        removeTimeConstraint: false,
      },
      { autoBind: true },
    );
  }

  fill(list: readonly TimeConstraint[], schedule: Schedule): void {
    this.list = [...list].sort(byDate);
    this.schedule = schedule;
  }

  /** The schedule as saved anew. */
  useSchedule(schedule: Schedule): void {
    this.schedule = schedule;
  }

  setDate(date: Temporal.PlainDate | null): void {
    this.hits.reset();
    this.date = date;
    this.feedback.forget('date');
  }

  setKind(kind: ExceptionKind): void {
    this.hits.reset();
    this.kind = kind;
    this.feedback.clear();
  }

  setStart(start: Temporal.PlainTime | null): void {
    this.hits.reset();
    this.start = start;
    this.feedback.forget('start');
    this.feedback.forget('end');
  }

  setEnd(end: Temporal.PlainTime | null): void {
    this.hits.reset();
    this.end = end;
    this.feedback.forget('end');
  }

  /** Fills the form for a date (a day of the preview), keeping the kind and times. */
  startOn(date: Temporal.PlainDate): void {
    this.setDate(date);
  }

  get draft(): TimeConstraintDraft {
    return { date: this.date, kind: this.kind, start: this.start, end: this.end };
  }

  /** Adds the exception, after listing the appointments it hits (an extra block hits none). */
  async add(): Promise<void> {
    if (this.feedback.busy || this.hits.checking) return;
    const { draft, schedule } = this;
    const { date } = draft;
    if (schedule && date && draft.kind !== 'extra' && !hasProblems(this.addTimeConstraint.check(draft))) {
      const times =
        draft.kind === 'day-off' ? { start: null, end: null } : { start: draft.start, end: draft.end };
      const added: TimeConstraint = {
        id: 'new',
        scheduleId: this.scheduleId,
        date,
        kind: draft.kind,
        ...times,
      };
      const before = { schedules: [schedule], constraints: this.list, daysOff: [], holidays: [] };
      const after = { ...before, constraints: [...this.list, added] };
      const period = { from: date, until: date };
      if (await this.hits.needsConfirmation(() => this.findHits.byChange(this.userId, before, after, period)))
        return;
    }
    await this.save();
  }

  /** The planner saw the appointments hit and adds the exception all the same. */
  async addAnyway(): Promise<void> {
    this.hits.reset();
    await this.save();
  }

  /** Cancels the appointments hit that the planner chose, then adds; a failed one stops it. */
  async cancelAndAdd(): Promise<void> {
    if (await this.hits.cancelChosen((hits, email) => this.cancelHits.execute(hits, email)))
      await this.addAnyway();
  }

  private async save(): Promise<void> {
    if (!this.feedback.start()) return;
    const result = await this.addTimeConstraint.execute(this.scheduleId, this.draft);
    runInAction(() => {
      if (!result.ok) {
        this.feedback.refused(result.error);
        return;
      }
      this.feedback.succeeded();
      this.list = [...this.list, result.value].sort(byDate);
      this.date = null;
    });
  }

  askRemove(exception: TimeConstraint): void {
    this.target = exception;
    this.removal.ask();
  }

  /** `name` says which one in the notice. */
  async confirmRemove(name: string): Promise<void> {
    const target = this.target;
    if (!target) return;
    const gone = await this.removal.confirm(() => this.removeTimeConstraint.execute(target, name));
    if (gone)
      runInAction(() => {
        this.list = this.list.filter((exception) => exception.id !== target.id);
        this.target = null;
      });
  }
}
