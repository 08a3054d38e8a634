import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type {
  ListScheduleChoices,
  ScheduleOperation,
} from '../../../application/availability/list-schedule-choices';
import type { SaveAgendaUserSettings } from '../../../application/availability/save-agenda-user-settings';
import type { ShowAgendaUser } from '../../../application/availability/show-agenda-user';
import type { Navigator } from '../../../application/platform/navigator';
import type { SaveRefusal } from '../../../application/platform/record-refusal';
import type { SessionStore } from '../../../application/session/session-store';
import { pathOf } from '../../../domain/access/route-match';
import type { AgendaUser } from '../../../domain/availability/agenda-user';
import { RecordLoad, firstFailure } from '../../components/record/record-load';
import { mayChangeAgendaSettings, mayOpenAvailabilityOf } from './availability-access';
import { AgendaPerson } from './agenda-person';

/**
 * /admin/agendas/{agendasUuid}: one agenda user's settings, the operations they may not be booked for
 * whatever their schedules allow, with the way to their schedules and days off, and a choice of the
 * other agenda users to go to theirs.
 */
export class AgendaSettingsViewModel {
  readonly load = new RecordLoad();
  readonly peopleLoad = new RecordLoad();
  readonly person: AgendaPerson;
  operations: readonly ScheduleOperation[] = [];
  /** Every agenda user, to choose another from. */
  people: readonly AgendaUser[] = [];
  chosenPerson: string;
  disallowed: ReadonlySet<string> = new Set();
  saved: ReadonlySet<string> = new Set();
  busy = false;
  refusal: SaveRefusal<'disallowedOperationIds'> | null = null;

  constructor(
    private readonly showAgendaUser: ShowAgendaUser,
    private readonly listChoices: ListScheduleChoices,
    private readonly saveSettings: SaveAgendaUserSettings,
    private readonly session: SessionStore,
    private readonly navigator: Navigator,
    readonly userId: string,
  ) {
    this.person = new AgendaPerson(showAgendaUser, userId);
    this.chosenPerson = userId;
    makeAutoObservable<
      AgendaSettingsViewModel,
      'showAgendaUser' | 'listChoices' | 'saveSettings' | 'session' | 'navigator'
    >(
      this,
      {
        load: false,
        peopleLoad: false,
        person: false,
        userId: false,
        operations: observableRef,
        people: observableRef,
        disallowed: observableRef,
        saved: observableRef,
        refusal: observableRef,
        showAgendaUser: false,
        listChoices: false,
        saveSettings: false,
        session: false,
        navigator: false,
      },
      { autoBind: true },
    );
  }

  get canEdit(): boolean {
    return mayChangeAgendaSettings(this.session.user);
  }

  /** Whether the links to the person's schedules and days off lead anywhere for this user. */
  get canSeeCalendars(): boolean {
    return mayOpenAvailabilityOf(this.session.user, this.userId);
  }

  attach(): () => void {
    void this.load.run(async (signal) => {
      const [person, operations] = await Promise.all([
        this.person.load(signal),
        this.listChoices.operations(signal),
      ]);
      if (signal.aborted) return;
      runInAction(() => {
        if (operations.ok) this.operations = operations.value;
        if (person.ok) {
          this.disallowed = new Set(person.value.disallowedOperationIds);
          this.saved = new Set(person.value.disallowedOperationIds);
        }
      });
      return firstFailure(person, operations);
    });
    void this.peopleLoad.run(async (signal) => {
      const people = await this.showAgendaUser.all(signal);
      if (people.ok && !signal.aborted) runInAction(() => (this.people = people.value));
      return people;
    });
    return () => {
      this.load.stop();
      this.peopleLoad.stop();
    };
  }

  get changed(): boolean {
    return this.disallowed.size !== this.saved.size || [...this.disallowed].some((id) => !this.saved.has(id));
  }

  toggle(id: string): void {
    const next = new Set(this.disallowed);
    if (!next.delete(id)) next.add(id);
    this.disallowed = next;
    this.refusal = null;
  }

  async save(): Promise<void> {
    const user = this.person.user;
    if (!user || !this.canEdit || this.busy) return;
    this.busy = true;
    this.refusal = null;
    const chosen = this.disallowed;
    const result = await this.saveSettings.execute(user, [...chosen]);
    runInAction(() => {
      this.busy = false;
      if (result.ok) {
        this.person.loaded(result.value);
        this.saved = new Set(result.value.disallowedOperationIds);
      } else this.refusal = result.error;
    });
  }

  choosePerson(id: string): void {
    this.chosenPerson = id;
  }

  /** Goes to the chosen person's settings (a button, so choosing alone never moves the page). */
  openChosen(): void {
    if (this.chosenPerson && this.chosenPerson !== this.userId)
      this.navigator.goTo(pathOf('adminAgenda', { agendasUuid: this.chosenPerson }));
  }
}
