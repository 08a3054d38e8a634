import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { Temporal } from 'temporal-polyfill';
import type { DeleteSchedule } from '../../../application/availability/delete-schedule';
import type {
  ListScheduleChoices,
  ScheduleOperation,
  SchedulePlace,
} from '../../../application/availability/list-schedule-choices';
import type { ListSchedules } from '../../../application/availability/list-schedules';
import type { RestoreRefusal, RestoreSchedule } from '../../../application/availability/restore-schedule';
import type { ScheduleRecord } from '../../../application/availability/schedule-gateway';
import type { ShowAgendaUser } from '../../../application/availability/show-agenda-user';
import type { Clock } from '../../../application/platform/clock';
import type { SessionStore } from '../../../application/session/session-store';
import { DeleteConfirmation } from '../../components/record/delete-confirmation';
import { RecordLoad, firstFailure } from '../../components/record/record-load';
import { mayManageAvailabilityOf } from './availability-access';
import { AgendaPerson } from './agenda-person';

const byFirstDay = (a: ScheduleRecord, b: ScheduleRecord) =>
  Temporal.PlainDate.compare(a.schedule.validFrom, b.schedule.validFrom);

/**
 * /agenda/{userUuid}/availabilities: a person's schedules, current (and coming), ended and deleted,
 * with delete and, for a deleted one, restore. The hub of their availability: their days off and
 * agenda settings are a link away.
 */
export class ScheduleListViewModel {
  readonly load = new RecordLoad();
  readonly deletion = new DeleteConfirmation();
  readonly person: AgendaPerson;
  records: readonly ScheduleRecord[] = [];
  places: readonly SchedulePlace[] = [];
  operations: readonly ScheduleOperation[] = [];
  /** The schedule the delete dialog asks about. */
  target: ScheduleRecord | null = null;
  /** The schedule being restored, and why the last restore was refused. */
  restoring: string | null = null;
  restoreRefusal: { readonly scheduleId: string; readonly refusal: RestoreRefusal } | null = null;

  constructor(
    showAgendaUser: ShowAgendaUser,
    private readonly listSchedules: ListSchedules,
    private readonly listChoices: ListScheduleChoices,
    private readonly deleteSchedule: DeleteSchedule,
    private readonly restoreSchedule: RestoreSchedule,
    private readonly session: SessionStore,
    private readonly clock: Clock,
    readonly userId: string,
  ) {
    this.person = new AgendaPerson(showAgendaUser, userId);
    makeAutoObservable<
      ScheduleListViewModel,
      'listSchedules' | 'listChoices' | 'deleteSchedule' | 'restoreSchedule' | 'session' | 'clock'
    >(
      this,
      {
        load: false,
        deletion: false,
        person: false,
        userId: false,
        records: observableRef,
        places: observableRef,
        operations: observableRef,
        target: observableRef,
        restoreRefusal: observableRef,
        listSchedules: false,
        listChoices: false,
        deleteSchedule: false,
        restoreSchedule: false,
        session: false,
        clock: false,
      },
      { autoBind: true },
    );
  }

  get canManage(): boolean {
    return mayManageAvailabilityOf(this.session.user, this.userId);
  }

  attach(): () => void {
    void this.load.run(async (signal) => {
      const [person, records] = await Promise.all([
        this.person.load(signal),
        this.listSchedules.forUser(this.userId, signal),
      ]);
      if (!signal.aborted && records.ok) runInAction(() => (this.records = records.value));
      return firstFailure(person, records);
    });
    // The names of locations and operations: without them a schedule still shows, less readably.
    const names = new AbortController();
    void this.listChoices.all(names.signal).then((choices) => {
      if (choices.ok && !names.signal.aborted)
        runInAction(() => {
          this.places = choices.value.places;
          this.operations = choices.value.operations;
        });
    });
    return () => {
      this.load.stop();
      names.abort();
    };
  }

  /** Not deleted, and not ended before today: running now or starting later. */
  get current(): readonly ScheduleRecord[] {
    const today = this.clock.today();
    return this.records
      .filter(
        ({ schedule, deletedAt }) =>
          deletedAt === null &&
          (schedule.validUntil === null || Temporal.PlainDate.compare(schedule.validUntil, today) >= 0),
      )
      .sort(byFirstDay);
  }

  get ended(): readonly ScheduleRecord[] {
    const today = this.clock.today();
    return this.records
      .filter(
        ({ schedule, deletedAt }) =>
          deletedAt === null &&
          schedule.validUntil !== null &&
          Temporal.PlainDate.compare(schedule.validUntil, today) < 0,
      )
      .sort(byFirstDay)
      .toReversed();
  }

  get deleted(): readonly ScheduleRecord[] {
    return this.records.filter((record) => record.deletedAt !== null).sort(byFirstDay);
  }

  /** Whether the schedule starts after today. */
  upcoming(record: ScheduleRecord): boolean {
    return Temporal.PlainDate.compare(record.schedule.validFrom, this.clock.today()) > 0;
  }

  placeOf(record: ScheduleRecord): SchedulePlace | null {
    return this.places.find((place) => place.id === record.schedule.locationId) ?? null;
  }

  operationsOf(record: ScheduleRecord): readonly ScheduleOperation[] {
    return this.operations.filter((operation) => record.schedule.operationIds.includes(operation.id));
  }

  askDelete(record: ScheduleRecord): void {
    this.target = record;
    this.restoreRefusal = null;
    this.deletion.ask();
  }

  /** `name` says which schedule in the notice; a deleted schedule moves to its group, restorable. */
  async confirmDelete(name: string): Promise<void> {
    const target = this.target;
    if (!target) return;
    const gone = await this.deletion.confirm(() => this.deleteSchedule.execute(target.schedule.id, name));
    if (gone)
      runInAction(() => {
        this.replace({ ...target, deletedAt: this.clock.now().toInstant() });
        this.target = null;
      });
  }

  async restore(record: ScheduleRecord): Promise<void> {
    if (this.restoring) return;
    const id = record.schedule.id;
    this.restoring = id;
    this.restoreRefusal = null;
    const result = await this.restoreSchedule.execute(id);
    runInAction(() => {
      this.restoring = null;
      if (result.ok) this.replace(result.value);
      else this.restoreRefusal = { scheduleId: id, refusal: result.error };
    });
  }

  private replace(record: ScheduleRecord): void {
    this.records = this.records.map((candidate) =>
      candidate.schedule.id === record.schedule.id ? record : candidate,
    );
  }
}
