import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { Temporal } from 'temporal-polyfill';
import type { CheckScheduleOperations } from '../../../application/availability/check-schedule-operations';
import type { DeleteSchedule } from '../../../application/availability/delete-schedule';
import type { CancelAppointmentsHit } from '../../../application/availability/cancel-appointments-hit';
import type { FindAppointmentsHit } from '../../../application/availability/find-appointments-hit';
import type {
  ListScheduleChoices,
  ScheduleOperation,
  SchedulePlace,
} from '../../../application/availability/list-schedule-choices';
import type { ListSchedules } from '../../../application/availability/list-schedules';
import type { PreviewAvailability } from '../../../application/availability/preview-availability';
import type { RestoreRefusal, RestoreSchedule } from '../../../application/availability/restore-schedule';
import type { SaveSchedule } from '../../../application/availability/save-schedule';
import type { ScheduleRecord } from '../../../application/availability/schedule-gateway';
import type { ShowAgendaUser } from '../../../application/availability/show-agenda-user';
import type { Clock } from '../../../application/platform/clock';
import type { Navigator } from '../../../application/platform/navigator';
import { hasProblems, invalid } from '../../../application/platform/record-refusal';
import type { Scheduler } from '../../../application/platform/scheduler';
import type { SessionStore } from '../../../application/session/session-store';
import { pathOf } from '../../../domain/access/route-match';
import { permissionsOf } from '../../../domain/access/user';
import type {
  AvailabilityProblem,
  FieldProblems,
  ScheduleDraft,
  ScheduleField,
} from '../../../domain/availability/availability-rules';
import { REPEAT_WEEKS } from '../../../domain/availability/availability-rules';
import type { Schedule, WeekRepeat } from '../../../domain/availability/schedule';
import { ok } from '../../../domain/shared/result';
import { DeleteConfirmation } from '../../components/record/delete-confirmation';
import { FormFeedback } from '../../components/record/form-feedback';
import { RecordLoad, firstFailure } from '../../components/record/record-load';
import { mayManageAvailabilityOf } from './availability-access';
import { AgendaPerson } from './agenda-person';
import { AppointmentsHitCheck } from './appointments-hit-check';
import type { ScheduleExceptions } from './schedule-exceptions';
import { SchedulePreview } from './schedule-preview';
import { WeekPatternEditor } from './week-pattern-editor';

export type RepeatKind = WeekRepeat['kind'];
export const REPEAT_KINDS: readonly RepeatKind[] = ['every-week', 'even-weeks', 'odd-weeks', 'every-n-weeks'];

/** Where the form stands on which operations the chosen location offers. */
export type OfferCheck = 'idle' | 'checking' | 'ready' | 'failed';

/**
 * /agenda/{userUuid}/availabilities/create and .../{availabilityId}: one schedule of one person, who is
 * shown fixed (the routes carry userChoiceDisabled). The location's offer is checked as soon as a
 * location is chosen; the preview follows the form; a saved schedule has its exceptions, and can be
 * deleted or, once deleted, restored. Someone who may not change it sees it read-only.
 */
export class ScheduleFormViewModel {
  readonly load = new RecordLoad();
  readonly feedback = new FormFeedback<ScheduleField, AvailabilityProblem>();
  readonly deletion = new DeleteConfirmation();
  readonly pattern = new WeekPatternEditor(() => {
    this.feedback.forget('blocks');
    this.hits.reset();
  });
  readonly person: AgendaPerson;
  readonly preview: SchedulePreview;
  /** The booked appointments a change would leave without their time, asked before it is saved. */
  readonly hits = new AppointmentsHitCheck();
  places: readonly SchedulePlace[] = [];
  operations: readonly ScheduleOperation[] = [];
  /** The schedule as last loaded or saved; null on the create screen. */
  record: ScheduleRecord | null = null;
  locationId = '';
  operationIds: ReadonlySet<string> = new Set();
  repeatKind: RepeatKind = 'every-week';
  /** The N of every N weeks, as typed. */
  repeatWeeks = String(REPEAT_WEEKS.min);
  validFrom: Temporal.PlainDate | null = null;
  validUntil: Temporal.PlainDate | null = null;
  /** The operations the chosen location does not offer, once the server said so. */
  notOffered: ReadonlySet<string> = new Set();
  offerCheck: OfferCheck = 'idle';
  restoring = false;
  restoreRefusal: RestoreRefusal | null = null;
  private checking: AbortController | null = null;

  constructor(
    showAgendaUser: ShowAgendaUser,
    private readonly listSchedules: ListSchedules,
    private readonly listChoices: ListScheduleChoices,
    private readonly checkOperations: CheckScheduleOperations,
    private readonly saveSchedule: SaveSchedule,
    private readonly deleteSchedule: DeleteSchedule,
    private readonly restoreSchedule: RestoreSchedule,
    previewAvailability: PreviewAvailability,
    private readonly findHits: FindAppointmentsHit,
    private readonly cancelHits: CancelAppointmentsHit,
    private readonly session: SessionStore,
    private readonly navigator: Navigator,
    private readonly clock: Clock,
    scheduler: Scheduler,
    /** The exceptions of a saved schedule; null on the create screen. */
    readonly exceptions: ScheduleExceptions | null,
    readonly userId: string,
    readonly scheduleId: string | null,
  ) {
    this.person = new AgendaPerson(showAgendaUser, userId);
    this.preview = new SchedulePreview(
      previewAvailability,
      scheduler,
      userId,
      scheduleId,
      () => ({ schedule: this.draftSchedule, exceptions: this.exceptions?.list ?? [] }),
      clock.today(),
    );
    makeAutoObservable<
      ScheduleFormViewModel,
      | 'listSchedules'
      | 'listChoices'
      | 'checkOperations'
      | 'saveSchedule'
      | 'deleteSchedule'
      | 'restoreSchedule'
      | 'findHits'
      | 'cancelHits'
      | 'session'
      | 'navigator'
      | 'clock'
      | 'checking'
    >(
      this,
      {
        load: false,
        feedback: false,
        hits: false,
        findHits: false,
        cancelHits: false,
        deletion: false,
        pattern: false,
        person: false,
        preview: false,
        exceptions: false,
        userId: false,
        scheduleId: false,
        places: observableRef,
        operations: observableRef,
        record: observableRef,
        operationIds: observableRef,
        validFrom: observableRef,
        validUntil: observableRef,
        notOffered: observableRef,
        restoreRefusal: observableRef,
        listSchedules: false,
        listChoices: false,
        checkOperations: false,
        saveSchedule: false,
        deleteSchedule: false,
        restoreSchedule: false,
        session: false,
        navigator: false,
        clock: false,
        checking: false,
      },
      { autoBind: true },
    );
  }

  get creating(): boolean {
    return this.scheduleId === null;
  }

  get canManage(): boolean {
    return mayManageAvailabilityOf(this.session.user, this.userId);
  }

  /** A deleted schedule is shown as it was; it changes again once restored. */
  get deleted(): boolean {
    return this.record !== null && this.record.deletedAt !== null;
  }

  get editable(): boolean {
    return this.canManage && !this.deleted;
  }

  get listPath(): string {
    return pathOf('availabilities', { userUuid: this.userId });
  }

  /** Whether the reader may move the appointments a change hits through /planning. */
  get mayPlan(): boolean {
    const user = this.session.user;
    return user !== null && permissionsOf(user).has('use_planning_functionality');
  }

  attach(): () => void {
    const { scheduleId } = this;
    void this.load.run(async (signal) => {
      const [person, choices, record] = await Promise.all([
        this.person.load(signal),
        this.listChoices.all(signal),
        scheduleId ? this.listSchedules.byId(scheduleId, signal) : Promise.resolve(ok(null)),
      ]);
      if (signal.aborted) return;
      // A schedule of someone else under this person's address is a stale or crafted link.
      const here = record.ok && record.value && record.value.schedule.userId !== this.userId ? null : record;
      runInAction(() => {
        if (choices.ok) {
          this.places = choices.value.places;
          this.operations = choices.value.operations;
        }
        if (here?.ok && here.value) this.fill(here.value);
        else if (!scheduleId) this.validFrom = this.clock.today();
      });
      const outcome = firstFailure(person, choices, here ?? { ok: false, error: 'load.not-found' });
      if (!outcome.ok) return outcome;
      if (here?.ok && here.value) this.exceptions?.fill(here.value.timeConstraints, here.value.schedule);
      if (this.locationId) this.checkOffer();
      this.preview.show(this.previewStart);
      return outcome;
    });
    return () => {
      this.load.stop();
      this.preview.stop();
      this.checking?.abort();
    };
  }

  /** The preview starts at the schedule's first day, or today when that has passed. */
  private get previewStart(): Temporal.PlainDate {
    const today = this.clock.today();
    return this.validFrom && Temporal.PlainDate.compare(this.validFrom, today) > 0 ? this.validFrom : today;
  }

  /** The ISO week of today: whether it is even or odd is what "even weeks" means to the user. */
  get currentWeek(): number {
    return this.clock.today().weekOfYear ?? 0;
  }

  get place(): SchedulePlace | null {
    return this.places.find((place) => place.id === this.locationId) ?? null;
  }

  setLocation(locationId: string): void {
    if (locationId === this.locationId) return;
    this.hits.reset();
    this.locationId = locationId;
    this.feedback.forget('locationId');
    this.feedback.forget('operationIds');
    this.checkOffer();
  }

  toggleOperation(id: string): void {
    const next = new Set(this.operationIds);
    if (!next.delete(id)) next.add(id);
    this.operationIds = next;
    this.feedback.forget('operationIds');
  }

  /** The chosen operations the chosen location does not offer (the server's check). */
  get chosenNotOffered(): readonly ScheduleOperation[] {
    return this.operations.filter(
      (operation) => this.operationIds.has(operation.id) && this.notOffered.has(operation.id),
    );
  }

  setRepeatKind(kind: RepeatKind): void {
    this.hits.reset();
    this.repeatKind = kind;
    this.feedback.forget('repeat');
  }

  setRepeatWeeks(text: string): void {
    this.hits.reset();
    this.repeatWeeks = text;
    this.feedback.forget('repeat');
  }

  setValidFrom(date: Temporal.PlainDate | null): void {
    this.hits.reset();
    this.validFrom = date;
    this.feedback.forget('validFrom');
    this.feedback.forget('validUntil');
    if (date) this.preview.follow(date);
  }

  setValidUntil(date: Temporal.PlainDate | null): void {
    this.hits.reset();
    this.validUntil = date;
    this.feedback.forget('validUntil');
  }

  /** The repeat as typed; every N weeks with N not a whole number is kept as NaN for the rules to refuse. */
  get repeat(): WeekRepeat {
    if (this.repeatKind !== 'every-n-weeks') return { kind: this.repeatKind };
    const text = this.repeatWeeks.trim();
    return { kind: 'every-n-weeks', weeks: /^\d+$/.test(text) ? Number(text) : Number.NaN };
  }

  get draft(): ScheduleDraft {
    return {
      locationId: this.locationId || null,
      operationIds: [...this.operationIds],
      blocks: this.pattern.weeklyBlocks,
      repeat: this.repeat,
      validFrom: this.validFrom,
      validUntil: this.validUntil,
    };
  }

  /**
   * The schedule the preview shows: the form's sound blocks, so a half-typed block does not blank the
   * preview; nothing while there is no first day or the repeat is out of range.
   */
  get draftSchedule(): Schedule | null {
    const { validFrom, validUntil, repeat } = this;
    if (!validFrom) return null;
    if (repeat.kind === 'every-n-weeks' && this.saveSchedule.check(this.draft).repeat) return null;
    return {
      id: this.scheduleId ?? 'draft',
      userId: this.userId,
      locationId: this.locationId,
      operationIds: [...this.operationIds],
      blocks: this.pattern.soundBlocks,
      repeat,
      validFrom,
      validUntil: validUntil && Temporal.PlainDate.compare(validUntil, validFrom) > 0 ? validUntil : null,
      deleted: false,
    };
  }

  /** What only the form knows before a save: half-typed or clashing blocks, operations not offered. */
  private get localProblems(): FieldProblems<ScheduleField> {
    const problems: FieldProblems<ScheduleField> = {};
    if (!this.pattern.sound) problems.blocks = 'invalid';
    if (this.chosenNotOffered.length > 0) problems.operationIds = 'invalid';
    return problems;
  }

  /**
   * Saves the schedule. A change to a saved one first lists the booked appointments it would leave
   * without their time (during the schedule's period as saved, from today); with none it saves at
   * once, with some the form waits for `saveAnyway`. A new schedule only adds time: it hits nothing.
   */
  async submit(): Promise<void> {
    if (!this.editable || this.feedback.busy || this.hits.checking) return;
    const draft = this.draft;
    const local = this.localProblems;
    if (hasProblems(local)) {
      this.feedback.refused(invalid({ ...this.saveSchedule.check(draft), ...local }));
      return;
    }
    const record = this.record;
    const { locationId, validFrom } = draft;
    if (record && locationId && validFrom && !hasProblems(this.saveSchedule.check(draft))) {
      const changed: Schedule = {
        ...record.schedule,
        locationId,
        blocks: draft.blocks,
        repeat: draft.repeat,
        validFrom,
        validUntil: draft.validUntil,
      };
      const sources = (schedule: Schedule) => ({
        schedules: [schedule],
        constraints: record.timeConstraints,
        daysOff: [],
        holidays: [],
      });
      const period = { from: record.schedule.validFrom, until: record.schedule.validUntil };
      const asking = await this.hits.needsConfirmation(() =>
        this.findHits.byChange(this.userId, sources(record.schedule), sources(changed), period),
      );
      if (asking) return;
    }
    await this.save();
  }

  /** The planner saw the appointments hit and saves the change all the same. */
  async saveAnyway(): Promise<void> {
    this.hits.reset();
    await this.save();
  }

  /** Cancels the appointments hit that the planner chose, then saves; a failed one stops the save. */
  async cancelAndSave(): Promise<void> {
    if (!this.editable) return;
    if (await this.hits.cancelChosen((hits, email) => this.cancelHits.execute(hits, email)))
      await this.saveAnyway();
  }

  private async save(): Promise<void> {
    if (!this.editable || !this.feedback.start()) return;
    const draft = this.draft;
    const result = await this.saveSchedule.execute(this.scheduleId, this.userId, draft);
    runInAction(() => {
      if (!result.ok) {
        this.feedback.refused(result.error);
        return;
      }
      this.feedback.succeeded();
      if (this.creating) {
        // The schedule's own screen, where its exceptions are added.
        this.navigator.goTo(
          pathOf('availabilityEdit', { userUuid: this.userId, availabilityId: result.value.schedule.id }),
          { replace: true },
        );
        return;
      }
      this.fill(result.value);
    });
  }

  /** `name` says which schedule in the notice. */
  async confirmDelete(name: string): Promise<void> {
    const { scheduleId } = this;
    if (!scheduleId) return;
    const gone = await this.deletion.confirm(() => this.deleteSchedule.execute(scheduleId, name));
    if (gone) this.navigator.goTo(this.listPath);
  }

  async restore(): Promise<void> {
    const { scheduleId } = this;
    if (!scheduleId || this.restoring) return;
    this.restoring = true;
    this.restoreRefusal = null;
    const result = await this.restoreSchedule.execute(scheduleId);
    runInAction(() => {
      this.restoring = false;
      if (result.ok) this.fill(result.value);
      else this.restoreRefusal = result.error;
    });
  }

  /** Asks the server which operations the chosen location does not offer; an older answer is dropped. */
  private checkOffer(): void {
    this.checking?.abort();
    this.notOffered = new Set();
    const locationId = this.locationId;
    if (!locationId) {
      this.offerCheck = 'idle';
      return;
    }
    const controller = new AbortController();
    this.checking = controller;
    this.offerCheck = 'checking';
    const ids = this.operations.map((operation) => operation.id);
    void this.checkOperations.notOffered(locationId, ids, controller.signal).then((result) => {
      if (controller.signal.aborted || this.checking !== controller) return;
      runInAction(() => {
        this.checking = null;
        if (result.ok) {
          this.notOffered = result.value;
          this.offerCheck = 'ready';
        } else this.offerCheck = 'failed';
      });
    });
  }

  private fill(record: ScheduleRecord): void {
    const { schedule } = record;
    this.record = record;
    this.exceptions?.useSchedule(schedule);
    this.locationId = schedule.locationId;
    this.operationIds = new Set(schedule.operationIds);
    this.pattern.load(schedule.blocks);
    this.repeatKind = schedule.repeat.kind;
    if (schedule.repeat.kind === 'every-n-weeks') this.repeatWeeks = String(schedule.repeat.weeks);
    this.validFrom = schedule.validFrom;
    this.validUntil = schedule.validUntil;
  }
}
