import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { ShowAgendaUser } from '../../../application/availability/show-agenda-user';
import type { LoadCode } from '../../../application/platform/record-refusal';
import type { AgendaUser } from '../../../domain/availability/agenda-user';
import type { Result } from '../../../domain/shared/result';

/**
 * The person whose availability a screen shows: their name for the heading, and whether they have an
 * agenda at all (a stale or mistyped link shows "not found" rather than an empty list). The form
 * screens show them fixed: the route carries userChoiceDisabled (spec section 2).
 */
export class AgendaPerson {
  user: AgendaUser | null = null;

  constructor(
    private readonly showAgendaUser: ShowAgendaUser,
    readonly userId: string,
  ) {
    makeAutoObservable<AgendaPerson, 'showAgendaUser'>(
      this,
      { userId: false, user: observableRef, showAgendaUser: false },
      { autoBind: true },
    );
  }

  get name(): string {
    return this.user?.displayName ?? '';
  }

  /** The person as the server answered after a change of their settings. */
  loaded(user: AgendaUser): void {
    this.user = user;
  }

  /** Loads the person; a screen's RecordLoad runs it with whatever else it needs. */
  async load(signal: AbortSignal): Promise<Result<AgendaUser, LoadCode>> {
    const found = await this.showAgendaUser.byId(this.userId, signal);
    if (found.ok && !signal.aborted) runInAction(() => (this.user = found.value));
    return found;
  }
}
