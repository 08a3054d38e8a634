import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { Temporal } from 'temporal-polyfill';
import type { AddTimeConstraint } from '../../../application/availability/add-time-constraint';
import type { RemoveTimeConstraint } from '../../../application/availability/remove-time-constraint';
import type { TimeConstraint } from '../../../domain/availability/availability';
import type {
  AvailabilityProblem,
  TimeConstraintDraft,
  TimeConstraintField,
} from '../../../domain/availability/availability-rules';
import { DeleteConfirmation } from '../../components/record/delete-confirmation';
import { FormFeedback } from '../../components/record/form-feedback';

export type ExceptionKind = TimeConstraint['kind'];
export const EXCEPTION_KINDS: readonly ExceptionKind[] = ['day-off', 'shorter', 'extra'];

const byDate = (a: TimeConstraint, b: TimeConstraint) =>
  Temporal.PlainDate.compare(a.date, b.date) ||
  (a.start && b.start ? Temporal.PlainTime.compare(a.start, b.start) : 0);

/**
 * The exceptions of a saved schedule on single dates: a day off, a shorter day, an extra block. Adding
 * one keeps the form's date and kind when the server refuses it (its message next to the field);
 * removing one asks first, naming the date.
 */
export class ScheduleExceptions {
  readonly feedback = new FormFeedback<TimeConstraintField, AvailabilityProblem>();
  readonly removal = new DeleteConfirmation();
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
    readonly scheduleId: string,
  ) {
    makeAutoObservable<ScheduleExceptions, 'addTimeConstraint' | 'removeTimeConstraint'>(
      this,
      {
        feedback: false,
        removal: false,
        scheduleId: false,
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

  fill(list: readonly TimeConstraint[]): void {
    this.list = [...list].sort(byDate);
  }

  setDate(date: Temporal.PlainDate | null): void {
    this.date = date;
    this.feedback.forget('date');
  }

  setKind(kind: ExceptionKind): void {
    this.kind = kind;
    this.feedback.clear();
  }

  setStart(start: Temporal.PlainTime | null): void {
    this.start = start;
    this.feedback.forget('start');
    this.feedback.forget('end');
  }

  setEnd(end: Temporal.PlainTime | null): void {
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

  async add(): Promise<void> {
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
