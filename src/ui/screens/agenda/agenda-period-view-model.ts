import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { Temporal } from 'temporal-polyfill';
import type { AgendaPreferences } from '../../../application/agenda/agenda-context';
import type { Clock } from '../../../application/platform/clock';
import type { Scheduler } from '../../../application/platform/scheduler';
import type { AgendaView } from '../../../domain/agenda/agenda-period';
import { periodOf, stepPeriod } from '../../../domain/agenda/agenda-period';

export const GRID_VIEWS = ['day', 'workweek', 'week'] as const satisfies readonly AgendaView[];
export type GridView = (typeof GRID_VIEWS)[number];
/** The grids, the timeline of the week and the list of the same week. */
export const SCREEN_VIEWS = [...GRID_VIEWS, 'timeline', 'list'] as const satisfies readonly AgendaView[];
export type ScreenView = (typeof SCREEN_VIEWS)[number];
/** How long the agenda waits after the last change of the typed date before it moves there. */
const TYPED_DATE_PAUSE_MS = 600;

/**
 * The period the agenda shows: its view (a grid, the timeline or the list) and its date, as the
 * address bar holds them, moved a period forward or back, to today, or to a date being typed.
 */
export class AgendaPeriodViewModel {
  view: ScreenView = 'week';
  date: Temporal.PlainDate | null = null;
  /**
   * Shown on a phone-sized screen: the agenda opens as the list of appointments, where six people's
   * columns would share a few hundred pixels, unless the address names a view.
   */
  compact = false;
  /** A date being typed in the toolbar's field: the agenda moves to it once the typing stops. */
  typedDate: Temporal.PlainDate | null = null;
  /** Whether the address named the view; if not, the remembered one is shown. */
  private addressView = false;
  private cancelTyped: (() => void) | null = null;

  /** `moved` is told when a typed date has been reached. */
  constructor(
    private readonly clock: Clock,
    private readonly scheduler: Scheduler,
    private readonly moved: () => void,
  ) {
    makeAutoObservable<this, 'clock' | 'scheduler' | 'moved' | 'addressView' | 'cancelTyped'>(
      this,
      {
        date: observableRef,
        typedDate: observableRef,
        clock: false,
        scheduler: false,
        moved: false,
        addressView: false,
        cancelTyped: false,
      },
      { autoBind: true },
    );
  }

  /** The address bar's view and date; a missing or malformed one falls back to its default. */
  fromAddress(params: URLSearchParams, remembered: AgendaPreferences['view']): void {
    const view = params.get('view');
    this.addressView = (SCREEN_VIEWS as readonly string[]).includes(view ?? '');
    this.view = this.addressView ? (view as ScreenView) : this.compact ? 'list' : (remembered ?? 'week');
    try {
      this.date = Temporal.PlainDate.from(params.get('date') ?? '', { overflow: 'reject' });
    } catch {
      this.date = this.clock.today();
    }
  }

  /** Writes the view and the date into an address, each when not the default (this week). */
  addressTo(params: URLSearchParams): void {
    if (this.view !== 'week') params.set('view', this.view);
    if (this.date !== null && !this.date.equals(this.clock.today())) params.set('date', this.date.toString());
  }

  /** The remembered view arrived: shown where the address names none, and not on a phone. */
  usePreferred(view: AgendaPreferences['view']): void {
    if (!this.addressView && !this.compact && view) this.view = view;
  }

  get days(): readonly Temporal.PlainDate[] {
    return periodOf(this.view, this.date ?? this.clock.today()).days;
  }

  /**
   * The days the list shows: on a phone, a period that holds today starts at today (what is past of
   * the week is one step back on the toolbar); otherwise every day of the period.
   */
  get listDays(): readonly Temporal.PlainDate[] {
    const days = this.days;
    const today = this.clock.today();
    if (!this.compact || !days.some((day) => day.equals(today))) return days;
    return days.filter((day) => Temporal.PlainDate.compare(day, today) >= 0);
  }

  openCompact(): void {
    this.compact = true;
  }

  setView(view: ScreenView): void {
    this.view = view;
  }

  step(direction: 1 | -1): void {
    this.date = stepPeriod(this.view, this.date ?? this.clock.today(), direction);
  }

  goToday(): void {
    this.date = this.clock.today();
  }

  goTo(date: Temporal.PlainDate): void {
    this.date = date;
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
        this.moved();
      }),
    );
  }

  dispose(): void {
    this.cancelTyped?.();
  }
}
