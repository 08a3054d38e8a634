import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { Temporal } from 'temporal-polyfill';
import type { CancelAppointmentsHit } from '../../../application/availability/cancel-appointments-hit';
import type { DeletePersonalDayOff } from '../../../application/availability/delete-personal-day-off';
import type { FindAppointmentsHit } from '../../../application/availability/find-appointments-hit';
import type { ListPersonalDaysOff } from '../../../application/availability/list-personal-days-off';
import type { SavePersonalDayOff } from '../../../application/availability/save-personal-day-off';
import type { ShowAgendaUser } from '../../../application/availability/show-agenda-user';
import type { Clock } from '../../../application/platform/clock';
import type { Navigator } from '../../../application/platform/navigator';
import { hasProblems } from '../../../application/platform/record-refusal';
import type { SessionStore } from '../../../application/session/session-store';
import { pathOf } from '../../../domain/access/route-match';
import { permissionsOf } from '../../../domain/access/user';
import type { PersonalDayOff } from '../../../domain/availability/availability';
import type {
  AvailabilityProblem,
  PersonalDayOffDraft,
  PersonalDayOffField,
} from '../../../domain/availability/availability-rules';
import { dayOffSpan } from '../../../domain/availability/availability-rules';
import { ok } from '../../../domain/shared/result';
import { DeleteConfirmation } from '../../components/record/delete-confirmation';
import { FormFeedback } from '../../components/record/form-feedback';
import { RecordLoad, firstFailure } from '../../components/record/record-load';
import { mayManageAvailabilityOf } from './availability-access';
import { AgendaPerson } from './agenda-person';
import { AppointmentsHitCheck } from './appointments-hit-check';

/** Whole days (from the first day's start to the last day's end) or a part of a day with its times. */
export type DayOffMode = 'whole' | 'part';

/**
 * Midnight, made on use: this module may load before the Temporal polyfill does (main.tsx installs it
 * where the browser has none), so nothing here calls Temporal at import time.
 */
const midnight = () => Temporal.PlainTime.from('00:00');

/** A day off of whole days runs from 00:00 of its first day to 00:00 of the day after its last. */
const isWholeDays = (dayOff: PersonalDayOff) =>
  dayOff.start.toPlainTime().equals(midnight()) && dayOff.end.toPlainTime().equals(midnight());

/**
 * /agenda/{userUuid}/personal-days-off/create and .../{personalDaysOffUuid}: one day off of one
 * person, whole days or a part of a day, with a reason; the end after the start (spec section 5).
 * With whole days the form asks for the last day rather than the first day not off.
 */
export class PersonalDayOffFormViewModel {
  readonly load = new RecordLoad();
  readonly feedback = new FormFeedback<PersonalDayOffField, AvailabilityProblem>();
  readonly deletion = new DeleteConfirmation();
  /** The booked appointments the day off would fall on, asked before it is saved. */
  readonly hits = new AppointmentsHitCheck();
  readonly person: AgendaPerson;
  dayOff: PersonalDayOff | null = null;
  mode: DayOffMode = 'whole';
  startDate: Temporal.PlainDate | null = null;
  /** With whole days the last day off; with part of a day the day it ends. */
  endDate: Temporal.PlainDate | null = null;
  startTime: Temporal.PlainTime | null = Temporal.PlainTime.from('09:00');
  endTime: Temporal.PlainTime | null = Temporal.PlainTime.from('13:00');
  reason = '';

  constructor(
    showAgendaUser: ShowAgendaUser,
    private readonly listDaysOff: ListPersonalDaysOff,
    private readonly saveDayOff: SavePersonalDayOff,
    private readonly deleteDayOff: DeletePersonalDayOff,
    private readonly findHits: FindAppointmentsHit,
    private readonly cancelHits: CancelAppointmentsHit,
    private readonly session: SessionStore,
    private readonly navigator: Navigator,
    private readonly clock: Clock,
    readonly userId: string,
    readonly dayOffId: string | null,
  ) {
    this.person = new AgendaPerson(showAgendaUser, userId);
    makeAutoObservable<
      PersonalDayOffFormViewModel,
      | 'listDaysOff'
      | 'saveDayOff'
      | 'deleteDayOff'
      | 'findHits'
      | 'cancelHits'
      | 'session'
      | 'navigator'
      | 'clock'
    >(
      this,
      {
        load: false,
        feedback: false,
        deletion: false,
        hits: false,
        person: false,
        userId: false,
        dayOffId: false,
        dayOff: observableRef,
        startDate: observableRef,
        endDate: observableRef,
        startTime: observableRef,
        endTime: observableRef,
        listDaysOff: false,
        saveDayOff: false,
        deleteDayOff: false,
        findHits: false,
        cancelHits: false,
        session: false,
        navigator: false,
        clock: false,
      },
      { autoBind: true },
    );
  }

  get creating(): boolean {
    return this.dayOffId === null;
  }

  get canManage(): boolean {
    return mayManageAvailabilityOf(this.session.user, this.userId);
  }

  get listPath(): string {
    return pathOf('personalDaysOff', { userUuid: this.userId });
  }

  /** Whether the reader may move the appointments hit through /planning. */
  get mayPlan(): boolean {
    const user = this.session.user;
    return user !== null && permissionsOf(user).has('use_planning_functionality');
  }

  attach(): () => void {
    const { dayOffId } = this;
    void this.load.run(async (signal) => {
      const [person, dayOff] = await Promise.all([
        this.person.load(signal),
        dayOffId ? this.listDaysOff.byId(dayOffId, signal) : Promise.resolve(ok(null)),
      ]);
      if (signal.aborted) return;
      const here = dayOff.ok && dayOff.value && dayOff.value.userId !== this.userId ? null : dayOff;
      runInAction(() => {
        if (here?.ok && here.value) this.fill(here.value);
        else if (!dayOffId) {
          this.startDate = this.clock.today();
          this.endDate = this.clock.today();
        }
      });
      return firstFailure(person, here ?? { ok: false, error: 'load.not-found' });
    });
    return () => this.load.stop();
  }

  setMode(mode: DayOffMode): void {
    this.mode = mode;
    this.feedback.clear();
    this.hits.reset();
  }

  setStartDate(date: Temporal.PlainDate | null): void {
    // A single day stays a single day: the end follows the start while they are the same.
    if (this.startDate && this.endDate && this.startDate.equals(this.endDate)) this.endDate = date;
    this.startDate = date;
    this.forgetDates();
  }

  setEndDate(date: Temporal.PlainDate | null): void {
    this.endDate = date;
    this.forgetDates();
  }

  setStartTime(time: Temporal.PlainTime | null): void {
    this.startTime = time;
    this.forgetDates();
  }

  setEndTime(time: Temporal.PlainTime | null): void {
    this.endTime = time;
    this.forgetDates();
  }

  setReason(reason: string): void {
    this.reason = reason;
    this.feedback.forget('reason');
  }

  /** The day off as the rules and the server see it: whole days end at 00:00 after the last day. */
  get draft(): PersonalDayOffDraft {
    if (this.mode === 'whole')
      return {
        startDate: this.startDate,
        startTime: midnight(),
        endDate: this.endDate?.add({ days: 1 }) ?? null,
        endTime: midnight(),
        reason: this.reason,
      };
    return {
      startDate: this.startDate,
      startTime: this.startTime,
      endDate: this.endDate,
      endTime: this.endTime,
      reason: this.reason,
    };
  }

  /** Said at once: the end is not after the start (spec section 5). */
  get endBeforeStart(): boolean {
    const problems = this.saveDayOff.check(this.draft);
    return problems.endDate === 'end-before-start' || problems.endTime === 'end-before-start';
  }

  /**
   * Saves the day off, after asking which booked appointments it falls on: with none it saves at once;
   * with some (or when they could not be read) the form lists them and waits for `saveAnyway`.
   */
  async submit(): Promise<void> {
    if (!this.canManage || this.feedback.busy || this.hits.checking) return;
    const draft = this.draft;
    const span = dayOffSpan(draft);
    // A draft the rules refuse goes straight to the save, which names what is wrong.
    const sound = span !== null && !hasProblems(this.saveDayOff.check(draft));
    if (sound && (await this.hits.needsConfirmation(() => this.findHits.byDayOff(this.userId, span)))) return;
    await this.save();
  }

  /** The planner saw the appointments hit and saves all the same. */
  async saveAnyway(): Promise<void> {
    this.hits.reset();
    await this.save();
  }

  /** Cancels the appointments hit that the planner chose, then saves; a failed one stops the save. */
  async cancelAndSave(): Promise<void> {
    if (!this.canManage) return;
    if (await this.hits.cancelChosen((hits, email) => this.cancelHits.execute(hits, email)))
      await this.saveAnyway();
  }

  private async save(): Promise<void> {
    if (!this.canManage || !this.feedback.start()) return;
    const result = await this.saveDayOff.execute(this.dayOffId, this.userId, this.draft);
    runInAction(() => {
      if (!result.ok) {
        this.feedback.refused(result.error);
        return;
      }
      this.feedback.succeeded();
      this.navigator.goTo(this.listPath);
    });
  }

  /** `name` says which one in the notice. */
  async confirmDelete(name: string): Promise<void> {
    const { dayOffId } = this;
    if (!dayOffId) return;
    const gone = await this.deletion.confirm(() => this.deleteDayOff.execute(dayOffId, name));
    if (gone) this.navigator.goTo(this.listPath);
  }

  private forgetDates(): void {
    this.hits.reset();
    for (const field of ['startDate', 'startTime', 'endDate', 'endTime'] as const)
      this.feedback.forget(field);
  }

  private fill(dayOff: PersonalDayOff): void {
    this.dayOff = dayOff;
    this.reason = dayOff.reason;
    this.startDate = dayOff.start.toPlainDate();
    if (isWholeDays(dayOff)) {
      this.mode = 'whole';
      this.endDate = dayOff.end.toPlainDate().subtract({ days: 1 });
    } else {
      this.mode = 'part';
      this.startTime = dayOff.start.toPlainTime();
      this.endDate = dayOff.end.toPlainDate();
      this.endTime = dayOff.end.toPlainTime();
    }
  }
}
