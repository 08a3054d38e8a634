import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Temporal } from 'temporal-polyfill';
import type { AgendaChange } from '../../../application/agenda/agenda-change-feed';
import type { AgendaContext, AgendaDay } from '../../../application/agenda/agenda-context';
import type { AgendaColumn, Appointment } from '../../../application/agenda/agenda-gateway';
import { touches } from './live-changes';

/** What the agenda shows, which its appointments must be of. */
export interface ShownPeriod {
  readonly days: readonly Temporal.PlainDate[];
}
export interface ShownColumns {
  readonly shown: readonly AgendaColumn[];
}

/**
 * The appointments of the period and columns shown, and the availability of the people among them:
 * loaded again (the previous load aborted) whenever what is shown changes, told as loading, ready,
 * refreshing, failed or possibly out of date, the last good answer kept while it is of what is shown.
 */
export class AgendaAppointmentsViewModel {
  appointments: readonly Appointment[] = [];
  state: 'loading' | 'ready' | 'failed' = 'loading';
  /** The availability of the people shown, per person, over the weeks of the period. */
  hours: ReadonlyMap<string, readonly AgendaDay[]> = new Map();
  /** Which period and columns `appointments` holds (see `wanted`); null before the first answer. */
  private loadedFor: string | null = null;
  private loads: AbortController | null = null;

  /** `loaded` is told, in the same action, when an answer has been taken. */
  constructor(
    private readonly context: Pick<AgendaContext, 'appointments' | 'hours'>,
    private readonly period: ShownPeriod,
    private readonly columns: ShownColumns,
    private readonly loaded: () => void,
  ) {
    makeAutoObservable<this, 'context' | 'period' | 'columns' | 'loaded' | 'loadedFor' | 'loads'>(
      this,
      {
        appointments: observableRef,
        hours: observableRef,
        context: false,
        period: false,
        columns: false,
        loaded: false,
        loadedFor: true,
        loads: false,
      },
      { autoBind: true },
    );
  }

  /** The period and columns shown, as a key: what the appointments must be of to be shown as they are. */
  private get wanted(): string {
    const days = this.period.days;
    return `${days[0]?.toString() ?? ''}/${days.at(-1)?.toString() ?? ''}/${this.columns.shown
      .map((column) => column.id)
      .toSorted()
      .join(',')}`;
  }

  /** Whether the appointments held are those of the period and columns shown (maybe no longer current). */
  get periodLoaded(): boolean {
    return this.loadedFor === this.wanted;
  }

  /** The appointments held when they are of the period and columns shown; none while another's are. */
  get ofPeriod(): readonly Appointment[] {
    return this.periodLoaded ? this.appointments : [];
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

  /** Whether another planner's change touches the period and columns shown (when they have loaded). */
  shows(change: AgendaChange): boolean {
    const first = this.period.days[0];
    const last = this.period.days.at(-1);
    if (!this.periodLoaded || !first || !last) return false;
    const columns = new Set(this.columns.shown.map((column) => column.id));
    return touches(change, { first: first.toString(), last: last.toString() }, columns);
  }

  find(id: string): Appointment | null {
    return this.appointments.find((appointment) => appointment.id === id) ?? null;
  }

  /** A person's availability on a date, when the agenda has loaded it. */
  dayOf(userId: string, date: Temporal.PlainDate): AgendaDay | null {
    return this.hours.get(userId)?.find((day) => day.date.equals(date)) ?? null;
  }

  /** Shows an appointment as it is now, in the place of the one held. */
  replace(appointment: Appointment): void {
    this.appointments = this.appointments.map((candidate) =>
      candidate.id === appointment.id ? appointment : candidate,
    );
  }

  remove(ids: ReadonlySet<string>): void {
    this.appointments = this.appointments.filter((appointment) => !ids.has(appointment.id));
  }

  /** Loads the appointments shown, and with `withHours` the people's availability too (not for a change by someone else). */
  async load(withHours = true): Promise<void> {
    this.loads?.abort();
    const controller = new AbortController();
    this.loads = controller;
    const days = this.period.days;
    const shown = this.columns.shown;
    const ids = shown.map((column) => column.id);
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
    const people = shown.filter((column) => column.kind === 'user').map((column) => column.id);
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
      }
      this.hours = hours;
      if (result.ok) this.loaded();
    });
  }

  /** Stops the load on its way. */
  stop(): void {
    this.loads?.abort();
  }
}
