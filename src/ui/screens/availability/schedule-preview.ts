import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { Temporal } from 'temporal-polyfill';
import type { AvailabilityPattern } from '../../../application/availability/availability-gateway';
import type { PreviewAvailability, PreviewDay } from '../../../application/availability/preview-availability';
import { PREVIEW_WEEKS, previewOf } from '../../../application/availability/preview-availability';
import type { Scheduler } from '../../../application/platform/scheduler';
import type { TimeConstraint } from '../../../domain/availability/availability';
import type { Schedule } from '../../../domain/availability/schedule';
import { mondayOf } from '../../../domain/availability/schedule';
import { RecordLoad } from '../../components/record/record-load';

/** How long the preview waits after a change of the first day before it moves there (typing a date). */
export const PREVIEW_PAUSE_MS = 400;

/** What the preview computes from: the schedule as it is being edited, and its exceptions. */
export interface PreviewSource {
  readonly schedule: Schedule | null;
  readonly exceptions: readonly TimeConstraint[];
}

/**
 * The preview of a schedule's availability over the next weeks. The person's holidays and days off
 * of the weeks shown come from the server (one call per move); what the schedule makes of them is
 * computed at once from the form (previewOf), so it follows every keystroke. A newer move aborts the
 * older call, and an answer for weeks no longer shown is never taken.
 */
export class SchedulePreview {
  readonly load = new RecordLoad();
  /** The Monday of the first week shown. */
  from: Temporal.PlainDate;
  pattern: AvailabilityPattern | null = null;
  private pendingMove: (() => void) | null = null;

  constructor(
    private readonly previewAvailability: PreviewAvailability,
    private readonly scheduler: Pick<Scheduler, 'after'>,
    private readonly userId: string,
    private readonly scheduleId: string | null,
    private readonly source: () => PreviewSource,
    from: Temporal.PlainDate,
  ) {
    this.from = mondayOf(from);
    makeAutoObservable<
      SchedulePreview,
      'previewAvailability' | 'scheduler' | 'userId' | 'scheduleId' | 'source' | 'pendingMove'
    >(
      this,
      {
        load: false,
        from: observableRef,
        pattern: observableRef,
        previewAvailability: false,
        scheduler: false,
        userId: false,
        scheduleId: false,
        source: false,
        pendingMove: false,
      },
      { autoBind: true },
    );
  }

  /** The last day shown. */
  get until(): Temporal.PlainDate {
    return this.from.add({ weeks: PREVIEW_WEEKS }).subtract({ days: 1 });
  }

  /** The days shown, computed from the form; null until the weeks have loaded or without a schedule. */
  get days(): readonly PreviewDay[] | null {
    const { schedule, exceptions } = this.source();
    const pattern = this.pattern;
    if (!schedule || !pattern || !pattern.from.equals(this.from)) return null;
    return previewOf(schedule, pattern, exceptions);
  }

  /** The days by week, Monday first. */
  get weeks(): readonly (readonly PreviewDay[])[] {
    const days = this.days ?? [];
    const weeks: PreviewDay[][] = [];
    for (let index = 0; index < days.length; index += 7) weeks.push(days.slice(index, index + 7));
    return weeks;
  }

  /** Shows the weeks from the week of `date`, at once. */
  show(date: Temporal.PlainDate): void {
    this.cancelMove();
    this.from = mondayOf(date);
    void this.load.run(async (signal) => {
      const found = await this.previewAvailability.weeks(this.userId, this.from, this.scheduleId, signal);
      if (found.ok && !signal.aborted) runInAction(() => (this.pattern = found.value));
      return found;
    });
  }

  /**
   * Moves to the week of `date` after a pause, when it is not shown now: the first day being typed
   * passes through dates the user does not mean, and each would otherwise be asked for.
   */
  follow(date: Temporal.PlainDate): void {
    this.cancelMove();
    if (Temporal.PlainDate.compare(date, this.from) >= 0 && Temporal.PlainDate.compare(date, this.until) <= 0)
      return;
    this.pendingMove = this.scheduler.after(PREVIEW_PAUSE_MS, () => {
      this.pendingMove = null;
      this.show(date);
    });
  }

  earlier(): void {
    this.show(this.from.subtract({ weeks: PREVIEW_WEEKS }));
  }

  later(): void {
    this.show(this.from.add({ weeks: PREVIEW_WEEKS }));
  }

  retry(): void {
    this.show(this.from);
  }

  stop(): void {
    this.cancelMove();
    this.load.stop();
  }

  private cancelMove(): void {
    this.pendingMove?.();
    this.pendingMove = null;
  }
}
