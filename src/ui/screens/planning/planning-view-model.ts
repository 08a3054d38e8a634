import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { Temporal } from 'temporal-polyfill';
import type {
  FindSlots,
  PlanningChoices,
  PlanningEmployee,
  PlanningOperation,
  PlanningProblem,
  PlanningRequest,
  SlotOffer,
} from '../../../application/planning/find-slots';
import { PLANNING_MAX_DAYS, planningProblems } from '../../../application/planning/find-slots';
import type { Notifier } from '../../../application/platform/notifier';
import type { Scheduler } from '../../../application/platform/scheduler';
import type { SessionStore } from '../../../application/session/session-store';
import { readsAppointmentNotes } from '../../../domain/access/medical-confidentiality';
import { isEmployerUser, permissionsOf } from '../../../domain/access/user';
import type { PartOfDay } from '../../../domain/shared/slot-finder';
import type { ProfessionalGroup } from '../../../domain/planning/slot-order';
import { groupedByProfessional, inTimeOrder } from '../../../domain/planning/slot-order';
import { EmployeeSearch } from '../../components/form/employee-search';

/**
 * What someone else changed and where the appointment is, and was: as much of the agenda's change as
 * planning reads.
 */
interface ChangedAppointment {
  readonly kind: 'booked' | 'moved' | 'changed' | 'status' | 'deleted';
  readonly appointment: {
    readonly userId: string;
    readonly userName: string;
    readonly roomId: string | null;
    readonly resources: readonly { readonly id: string }[];
    readonly start: Temporal.ZonedDateTime;
    readonly end: Temporal.ZonedDateTime;
    readonly status: string;
  };
  readonly previous: { readonly userId: string; readonly start: Temporal.ZonedDateTime } | null;
  readonly by: { readonly name: string };
}

/** Following other planners' changes in the agenda (the agenda area's FollowAgendaChanges). */
export interface FollowChanges {
  execute(
    listener: (
      event:
        | { readonly type: 'reload' }
        | { readonly type: 'changes'; readonly changes: readonly ChangedAppointment[] },
    ) => void,
  ): () => void;
}

/** Others' changes arriving together cause one new search, this long after the last of them. */
const RESEARCH_PAUSE_MS = 300;
/** How long a slot someone else has just taken stays in the list, marked with who took it. */
export const TAKEN_MARK_MS = 10_000;

/** A slot's identity in the result: the professional, the place and the start. */
const slotKey = (slot: SlotOffer): string =>
  `${slot.userId}|${slot.locationId}|${slot.start.epochMilliseconds}`;

/** Whether an appointment now occupies what a slot offers: its professional, room or a resource, at its time. */
const occupies = (appointment: ChangedAppointment['appointment'], slot: SlotOffer): boolean =>
  Temporal.ZonedDateTime.compare(appointment.start, slot.end) < 0 &&
  Temporal.ZonedDateTime.compare(slot.start, appointment.end) < 0 &&
  (appointment.userId === slot.userId ||
    (slot.roomId !== null && appointment.roomId === slot.roomId) ||
    appointment.resources.some((resource) => slot.resourceIds.includes(resource.id)));

/**
 * What the result says of others' changes, in its polite live region and in sight above the slots:
 * who took which time of whom (and how many free times went with it), or only that someone changed
 * the agenda of a professional of the result and the times are brought up to date. The serial makes
 * the same words said twice heard twice.
 */
export type LiveResultNotice =
  | {
      readonly kind: 'taken';
      /** How the time was taken: a new booking, an appointment moved into it, or one changed otherwise. */
      readonly how: 'booked' | 'moved' | 'changed';
      readonly by: string;
      readonly professional: string;
      readonly start: Temporal.ZonedDateTime;
      readonly end: Temporal.ZonedDateTime;
      readonly count: number;
      readonly serial: number;
    }
  | { readonly kind: 'updated'; readonly by: string; readonly serial: number };

/** How many slots a day shows before "more". */
export const SLOTS_PER_DAY = 12;

export type Channel = PlanningRequest['channel'];

/** The slots of one day, in time order. */
export interface SlotDay {
  readonly date: Temporal.PlainDate;
  /** Every slot of the day. */
  readonly slots: readonly SlotOffer[];
  /** What the day shows: its earliest SLOTS_PER_DAY until it is expanded, then every one. */
  readonly shown: readonly SlotOffer[];
  /** The shown slots by professional (for the grouped view): the preferred one first. */
  readonly groups: readonly ProfessionalGroup<SlotOffer>[];
}

/** A booking just made, for the confirmation and its way to the agenda. */
export interface BookedSlot {
  readonly userId: string;
  readonly userName: string;
  readonly employeeName: string;
  readonly date: Temporal.PlainDate;
  readonly start: Temporal.ZonedDateTime;
  readonly end: Temporal.ZonedDateTime;
}

/**
 * /planning: the question (operation, employee, locations, period, part of the day, how, a preferred
 * professional), the free slots by day in time order (or per professional), and the booking of one,
 * confirmed with a way to the agenda. A slot taken in the meantime is refused by the back office; the
 * list is then asked again.
 */
export class PlanningViewModel {
  choices: PlanningChoices | null = null;
  choicesState: 'loading' | 'ready' | 'failed' = 'loading';
  operationId = '';
  employee: PlanningEmployee | null = null;
  /** The employee search: what is typed and whom it found. */
  readonly employees: EmployeeSearch<PlanningEmployee>;
  locationIds: readonly string[] = [];
  from: Temporal.PlainDate | null = null;
  until: Temporal.PlainDate | null = null;
  partOfDay: PartOfDay = 'any';
  channel: Channel = 'on_site';
  preferredUserId: string | null = null;
  problems: readonly (PlanningProblem | 'planning.noEmployee')[] = [];
  state: 'idle' | 'searching' | 'ready' | 'failed' = 'idle';
  slots: readonly SlotOffer[] = [];
  professionals: readonly { readonly id: string; readonly name: string }[] = [];
  /** The days whose every slot is shown. */
  expanded: ReadonlySet<string> = new Set();
  /** Each day's slots per professional rather than in one list by time. */
  groupByProfessional = false;
  chosen: SlotOffer | null = null;
  note = '';
  booking = false;
  bookingMessage: string | null = null;
  /** The last booking, for the link to the agenda. */
  booked: BookedSlot | null = null;
  /** Whether the confirmation of the last booking is open. */
  confirmingBooked = false;
  /** Slots someone else has just taken, by slot, with who took it: kept in sight, marked, for a while. */
  taken: ReadonlyMap<string, { readonly slot: SlotOffer; readonly by: string }> = new Map();
  /** The newest of others' changes to the result (see LiveResultNotice); null before any. */
  liveNotice: LiveResultNotice | null = null;
  private unmarks = new Map<string, () => void>();
  private cancelNotice: (() => void) | null = null;
  private searches: AbortController | null = null;
  private loads: AbortController | null = null;
  private cancelResearch: (() => void) | null = null;

  constructor(
    private readonly finder: FindSlots,
    private readonly session: SessionStore,
    private readonly notifier: Notifier,
    private readonly scheduler: Scheduler,
    private readonly follow: FollowChanges,
  ) {
    this.employees = new EmployeeSearch((text, signal) => finder.employees(text, signal), scheduler);
    makeAutoObservable<
      this,
      | 'finder'
      | 'session'
      | 'notifier'
      | 'searches'
      | 'loads'
      | 'scheduler'
      | 'follow'
      | 'cancelResearch'
      | 'unmarks'
      | 'cancelNotice'
    >(
      this,
      {
        unmarks: false,
        cancelNotice: false,
        taken: observableRef,
        liveNotice: observableRef,
        finder: false,
        session: false,
        notifier: false,
        searches: false,
        loads: false,
        scheduler: false,
        follow: false,
        cancelResearch: false,
        employees: false,
        choices: observableRef,
        employee: observableRef,
        from: observableRef,
        until: observableRef,
        slots: observableRef,
        professionals: observableRef,
        expanded: observableRef,
        chosen: observableRef,
        booked: observableRef,
      },
      { autoBind: true },
    );
  }

  attach(): () => void {
    const period = this.finder.defaultPeriod();
    this.from = period.from;
    this.until = period.until;
    void this.loadChoices();
    // A slot another planner has just taken is marked at once with who took it, and the result is
    // asked again in the background, so it shows what is free now without a search by hand.
    const stopFollowing = this.follow.execute((event) => {
      if (event.type === 'reload') this.researchSoon();
      else this.take(event.changes.filter((change) => this.resultTouchedBy(change)));
    });
    return () => {
      stopFollowing();
      this.cancelResearch?.();
      this.cancelNotice?.();
      for (const cancel of this.unmarks.values()) cancel();
      this.unmarks.clear();
      this.loads?.abort();
      this.searches?.abort();
      this.employees.stop();
    };
  }

  /** Whether a change is of a professional of the result, on a day of its period. */
  private resultTouchedBy(change: ChangedAppointment): boolean {
    const { from, until } = this;
    if (this.state !== 'ready' || !from || !until) return false;
    const people = new Set(this.slots.map((slot) => slot.userId));
    const places = [change.appointment, ...(change.previous ? [change.previous] : [])];
    return places.some((place) => {
      const day = place.start.toPlainDate();
      return (
        people.has(place.userId) &&
        Temporal.PlainDate.compare(day, from) >= 0 &&
        Temporal.PlainDate.compare(day, until) <= 0
      );
    });
  }

  /** Others' changes to the result: the slots they took, marked, and the newest said. */
  private take(changes: readonly ChangedAppointment[]): void {
    const newest = changes.at(-1);
    if (!newest) return;
    const taken = new Map(this.taken);
    let said: LiveResultNotice | null = null;
    for (const change of changes) {
      const { appointment } = change;
      if (change.kind === 'deleted' || appointment.status === 'cancelled') continue;
      const hit = this.slots.filter((slot) => !taken.has(slotKey(slot)) && occupies(appointment, slot));
      if (hit.length === 0) continue;
      for (const slot of hit) {
        const key = slotKey(slot);
        taken.set(key, { slot, by: change.by.name });
        this.unmarks.get(key)?.();
        this.unmarks.set(
          key,
          this.scheduler.after(TAKEN_MARK_MS, () => this.unmark(key)),
        );
      }
      said = {
        kind: 'taken',
        how: change.kind === 'booked' || change.kind === 'moved' ? change.kind : 'changed',
        by: change.by.name,
        professional: appointment.userName,
        start: appointment.start,
        end: appointment.end,
        count: hit.length,
        serial: 0,
      };
    }
    this.taken = taken;
    const serial = (this.liveNotice?.serial ?? 0) + 1;
    this.liveNotice = said ? { ...said, serial } : { kind: 'updated', by: newest.by.name, serial };
    this.cancelNotice?.();
    this.cancelNotice = this.scheduler.after(TAKEN_MARK_MS, () => {
      this.cancelNotice = null;
      this.liveNotice = null;
    });
    this.researchSoon();
  }

  private unmark(key: string): void {
    this.unmarks.delete(key);
    const taken = new Map(this.taken);
    taken.delete(key);
    this.taken = taken;
  }

  /** Who has just taken this slot (it is no longer free), or null. */
  takenBy(slot: SlotOffer): string | null {
    return this.taken.get(slotKey(slot))?.by ?? null;
  }

  private researchSoon(): void {
    this.cancelResearch?.();
    this.cancelResearch = this.scheduler.after(RESEARCH_PAUSE_MS, () => {
      this.cancelResearch = null;
      if (this.state === 'ready' && !this.booking) void this.search(true);
    });
  }

  /** An employer's planner: only their own employees and the operations employers may book. */
  get employer(): boolean {
    const user = this.session.user;
    if (!user) return false;
    return isEmployerUser(user) || !permissionsOf(user).has('use_planning_functionality');
  }

  /** Whether this planner may write an appointment's note: the medical rule's, as in the agenda. */
  get writesNotes(): boolean {
    return readsAppointmentNotes(this.session.user);
  }

  get operation(): PlanningOperation | null {
    return this.choices?.operations.find((operation) => operation.id === this.operationId) ?? null;
  }

  /** The locations where the chosen operation is done (all before one is chosen). */
  get locations(): readonly { readonly id: string; readonly name: string }[] {
    const all = this.choices?.locations ?? [];
    const operation = this.operation;
    return operation ? all.filter((location) => operation.locationIds.includes(location.id)) : all;
  }

  /** The search as it stands once a result is in, for the result's place (slot-catalogue.ts, planningSearch). */
  get searchAsAsked() {
    const operation = this.operation;
    const professional = this.professionals.find((person) => person.id === this.preferredUserId) ?? null;
    return {
      employee: this.employee,
      operation: operation ? { id: operation.id, name: operation.name } : null,
      channel: this.channel,
      locations: this.locations.filter((location) => this.locationIds.includes(location.id)),
      professional,
    };
  }

  locationName(id: string): string {
    return this.choices?.locations.find((location) => location.id === id)?.name ?? '';
  }

  /**
   * The slots by day, each day in time order (the preferred professional first at the same time); a
   * day shows its earliest SLOTS_PER_DAY until it is expanded, in either view, so grouping only
   * rearranges what is shown.
   */
  get days(): readonly SlotDay[] {
    const byDay = new Map<string, SlotOffer[]>();
    // A slot just taken stays in sight, marked, until its mark ends, though the new result lacks it.
    const current = new Set(this.slots.map(slotKey));
    const gone = [...this.taken.entries()].filter(([key]) => !current.has(key)).map(([, { slot }]) => slot);
    for (const slot of [...this.slots, ...gone]) {
      const key = slot.start.toPlainDate().toString();
      const list = byDay.get(key) ?? [];
      list.push(slot);
      byDay.set(key, list);
    }
    return [...byDay]
      .map(([key, found]) => {
        const date = Temporal.PlainDate.from(key);
        const slots = inTimeOrder(found, this.preferredUserId);
        const shown = this.expanded.has(key) ? slots : slots.slice(0, SLOTS_PER_DAY);
        return { date, slots, shown, groups: groupedByProfessional(shown, this.preferredUserId) };
      })
      .sort((a, b) => Temporal.PlainDate.compare(a.date, b.date));
  }

  /** The agenda on the day of the last booking, with its professional's column. */
  get bookedAddress(): string | null {
    const booked = this.booked;
    if (!booked) return null;
    const params = new URLSearchParams({ view: 'day', date: booked.date.toString(), columns: booked.userId });
    return `/agenda?${params.toString()}`;
  }

  /** Whether the search may widen its period (it stops at PLANNING_MAX_DAYS). */
  get mayWiden(): boolean {
    if (!this.from || !this.until) return false;
    return this.from.until(this.until).days + 1 < PLANNING_MAX_DAYS;
  }

  setOperation(id: string): void {
    this.operationId = id;
    this.problems = this.problems.filter((problem) => problem !== 'planning.noOperation');
    const offered = this.operation?.locationIds ?? [];
    this.locationIds = this.locationIds.filter((location) => offered.includes(location));
    this.state = 'idle';
  }

  toggleLocation(id: string): void {
    this.locationIds = this.locationIds.includes(id)
      ? this.locationIds.filter((chosen) => chosen !== id)
      : [...this.locationIds, id];
  }

  setFrom(date: Temporal.PlainDate | null): void {
    this.from = date;
    this.forgetPeriodProblems();
  }

  setUntil(date: Temporal.PlainDate | null): void {
    this.until = date;
    this.forgetPeriodProblems();
  }

  private forgetPeriodProblems(): void {
    this.problems = this.problems.filter(
      (problem) => problem !== 'planning.periodBackwards' && problem !== 'planning.periodTooLong',
    );
  }

  setPartOfDay(part: PartOfDay): void {
    this.partOfDay = part;
  }

  setChannel(channel: Channel): void {
    this.channel = channel;
  }

  /** A preference puts that professional first at each time, and their group first on each day. */
  setPreferred(id: string | null): void {
    this.preferredUserId = id;
  }

  setGroupByProfessional(on: boolean): void {
    this.groupByProfessional = on;
  }

  expand(date: Temporal.PlainDate): void {
    this.expanded = new Set([...this.expanded, date.toString()]);
  }

  isExpanded(date: Temporal.PlainDate): boolean {
    return this.expanded.has(date.toString());
  }

  /** Starts from the employee the address names (invited again), once the planner may book for them. */
  async prefillEmployee(id: string): Promise<void> {
    if (this.employee?.id === id) return;
    const found = await this.finder.employee(id);
    if (found.ok && !this.employee) this.chooseEmployee(found.value);
  }

  chooseEmployee(choice: PlanningEmployee | null): void {
    this.employee = choice;
    this.employees.clear();
    this.problems = this.problems.filter((problem) => problem !== 'planning.noEmployee');
  }

  private request(): PlanningRequest | null {
    if (!this.from || !this.until) return null;
    return {
      operationId: this.operationId,
      locationIds: this.locationIds,
      from: this.from,
      until: this.until,
      preferredUserId: this.preferredUserId,
      partOfDay: this.partOfDay,
      channel: this.channel,
    };
  }

  /**
   * Asks for the free slots. `again`: the result brought up to date after others' changes, in the
   * background: what is shown stays (with the days expanded) until the new answer replaces it.
   */
  async search(again = false): Promise<void> {
    const request = this.request();
    const problems: (PlanningProblem | 'planning.noEmployee')[] = request ? planningProblems(request) : [];
    this.problems = problems;
    const operation = this.operation;
    if (!request || problems.length > 0 || !operation) return;
    this.searches?.abort();
    const controller = new AbortController();
    this.searches = controller;
    const quietly = again && this.state === 'ready';
    if (!quietly) this.state = 'searching';
    const result = await this.finder.search(request, operation, controller.signal);
    if (!result.ok && typeof result.error !== 'string' && result.error.kind === 'aborted') return;
    runInAction(() => {
      if (this.searches !== controller) return;
      if (!result.ok) {
        // A background update that fails keeps the result shown (its taken slots marked as such).
        if (!quietly) this.state = 'failed';
        return;
      }
      this.state = 'ready';
      this.slots = result.value.slots;
      this.professionals = result.value.professionals;
      if (!quietly) this.expanded = new Set();
    });
  }

  /** Two weeks more (at most PLANNING_MAX_DAYS in all), then asks again. */
  widen(): void {
    if (!this.from || !this.until) return;
    const longest = this.from.add({ days: PLANNING_MAX_DAYS - 1 });
    const wider = this.until.add({ days: 14 });
    this.until = Temporal.PlainDate.compare(wider, longest) > 0 ? longest : wider;
    void this.search();
  }

  choose(slot: SlotOffer): void {
    if (this.takenBy(slot) !== null) return;
    if (!this.employee) {
      this.problems = [
        ...this.problems.filter((problem) => problem !== 'planning.noEmployee'),
        'planning.noEmployee',
      ];
      return;
    }
    this.chosen = slot;
    this.note = '';
    this.bookingMessage = null;
  }

  closeBooked(): void {
    this.confirmingBooked = false;
  }

  closeChosen(): void {
    this.chosen = null;
    this.bookingMessage = null;
  }

  setNote(note: string): void {
    this.note = note;
  }

  async book(): Promise<void> {
    const chosen = this.chosen;
    const request = this.request();
    const employee = this.employee;
    if (!chosen || !request || !employee || this.booking) return;
    this.booking = true;
    const result = await this.finder.book(chosen, request, employee.id, this.writesNotes ? this.note : '');
    runInAction(() => {
      this.booking = false;
      if (result.ok) {
        this.chosen = null;
        this.booked = {
          userId: chosen.userId,
          userName: chosen.userName,
          employeeName: employee.name,
          date: chosen.start.toPlainDate(),
          start: chosen.start,
          end: chosen.end,
        };
        this.confirmingBooked = true;
        this.notifier.notify({ type: 'success', title: 'planning.notices.booked' });
        return;
      }
      if (result.error.code === 'planning.unavailable') return;
      if (result.error.code === 'planning.taken') {
        // Taken meanwhile: say so, and show what is free now.
        this.chosen = null;
        this.notifier.notify(
          result.error.message
            ? { type: 'error', title: result.error.message, verbatim: true }
            : { type: 'error', title: 'planning.notices.taken' },
        );
        return;
      }
      this.bookingMessage = result.error.message;
    });
    void this.search();
  }

  retry(): void {
    if (this.choicesState === 'failed') void this.loadChoices();
    else void this.search();
  }

  private async loadChoices(): Promise<void> {
    this.loads?.abort();
    const controller = new AbortController();
    this.loads = controller;
    this.choicesState = 'loading';
    const result = await this.finder.choices(this.employer, controller.signal);
    if (!result.ok && result.error.kind === 'aborted') return;
    runInAction(() => {
      if (this.loads !== controller) return;
      this.choicesState = result.ok ? 'ready' : 'failed';
      if (result.ok) this.choices = result.value;
    });
  }
}
