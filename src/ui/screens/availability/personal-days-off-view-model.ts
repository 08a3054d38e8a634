import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { Temporal } from 'temporal-polyfill';
import type { DeletePersonalDayOff } from '../../../application/availability/delete-personal-day-off';
import type { ListPersonalDaysOff } from '../../../application/availability/list-personal-days-off';
import type { ShowAgendaUser } from '../../../application/availability/show-agenda-user';
import type { Clock } from '../../../application/platform/clock';
import type { SessionStore } from '../../../application/session/session-store';
import type { PersonalDayOff } from '../../../domain/availability/availability';
import { DeleteConfirmation } from '../../components/record/delete-confirmation';
import { RecordLoad, firstFailure } from '../../components/record/record-load';
import { SLOT_TIME_ZONE } from '../../../domain/shared/zoned-slot';
import type { SlotProps } from '../../routes/slot-catalogue';
import { mayManageAvailabilityOf } from './availability-access';
import { AgendaPerson } from './agenda-person';

/** The days of a day off taken back whose freed time the waitlist is asked about. */
const FREED_DAYS = 5;

const byStart = (a: PersonalDayOff, b: PersonalDayOff) => Temporal.PlainDateTime.compare(a.start, b.start);

/** /agenda/{userUuid}/personal-days-off: a person's days off, coming and past, with delete. */
export class PersonalDaysOffViewModel {
  readonly load = new RecordLoad();
  readonly deletion = new DeleteConfirmation();
  readonly person: AgendaPerson;
  daysOff: readonly PersonalDayOff[] = [];
  target: PersonalDayOff | null = null;
  /** The time the days off taken back here freed: those still to come when taken back, oldest first. */
  takenBack: SlotProps['dayOffTakenBack']['freed'] = [];

  constructor(
    showAgendaUser: ShowAgendaUser,
    private readonly listDaysOff: ListPersonalDaysOff,
    private readonly deleteDayOff: DeletePersonalDayOff,
    private readonly session: SessionStore,
    private readonly clock: Clock,
    readonly userId: string,
  ) {
    this.person = new AgendaPerson(showAgendaUser, userId);
    makeAutoObservable<PersonalDaysOffViewModel, 'listDaysOff' | 'deleteDayOff' | 'session' | 'clock'>(
      this,
      {
        load: false,
        deletion: false,
        person: false,
        userId: false,
        daysOff: observableRef,
        target: observableRef,
        takenBack: observableRef,
        listDaysOff: false,
        deleteDayOff: false,
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
      const [person, daysOff] = await Promise.all([
        this.person.load(signal),
        this.listDaysOff.forUser(this.userId, signal),
      ]);
      if (!signal.aborted && daysOff.ok) runInAction(() => (this.daysOff = [...daysOff.value].sort(byStart)));
      return firstFailure(person, daysOff);
    });
    return () => this.load.stop();
  }

  /** Days off that have not ended yet: going on now or still to come. */
  get coming(): readonly PersonalDayOff[] {
    const now = this.clock.now().toPlainDateTime();
    return this.daysOff.filter((dayOff) => Temporal.PlainDateTime.compare(dayOff.end, now) > 0);
  }

  /** Ended days off, the latest first. */
  get past(): readonly PersonalDayOff[] {
    const now = this.clock.now().toPlainDateTime();
    return this.daysOff.filter((dayOff) => Temporal.PlainDateTime.compare(dayOff.end, now) <= 0).toReversed();
  }

  askDelete(dayOff: PersonalDayOff): void {
    this.target = dayOff;
    this.deletion.ask();
  }

  /** `name` says which one in the notice (its dates). */
  async confirmDelete(name: string): Promise<void> {
    const target = this.target;
    if (!target) return;
    const gone = await this.deletion.confirm(() => this.deleteDayOff.execute(target.id, name));
    if (gone)
      runInAction(() => {
        this.daysOff = this.daysOff.filter((dayOff) => dayOff.id !== target.id);
        this.target = null;
        this.freed(target);
      });
  }

  /**
   * A day off of the future given back frees its time from now on, for the waitlist to offer: a day at
   * a time (as an appointment frees it), the first few days of a longer one.
   */
  private freed(dayOff: PersonalDayOff): void {
    const now = this.clock.now().withTimeZone(SLOT_TIME_ZONE);
    const end = dayOff.end.toZonedDateTime(SLOT_TIME_ZONE);
    const begin = dayOff.start.toZonedDateTime(SLOT_TIME_ZONE);
    let start = Temporal.ZonedDateTime.compare(begin, now) < 0 ? now : begin;
    const days: SlotProps['dayOffTakenBack']['freed'][number][] = [];
    while (Temporal.ZonedDateTime.compare(start, end) < 0 && days.length < FREED_DAYS) {
      const nextDay = start.toPlainDate().add({ days: 1 }).toZonedDateTime(SLOT_TIME_ZONE);
      const until = Temporal.ZonedDateTime.compare(nextDay, end) < 0 ? nextDay : end;
      days.push({
        key: `day-off:${dayOff.id}:${start.toPlainDate().toString()}`,
        userId: this.userId,
        userName: this.person.name,
        start,
        end: until,
      });
      start = until;
    }
    if (days.length > 0) this.takenBack = [...this.takenBack, ...days];
  }
}
