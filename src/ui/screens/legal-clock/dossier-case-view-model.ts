import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { CaseTimeline, ClockReader } from '../../../application/legal-clock/follow-cases';
import type { FollowCases } from '../../../application/legal-clock/follow-cases';
import type { SessionStore } from '../../../application/session/session-store';
import { isEmployerUser } from '../../../domain/access/user';

/**
 * A dossier of the absence group opened on its case: the timeline loads with the dossier, and a
 * failure says so in its own place with a retry (the dossier itself goes on).
 */
export class DossierCaseViewModel {
  timeline: CaseTimeline | null = null;
  state: 'loading' | 'ready' | 'failed' = 'loading';
  private loads: AbortController | null = null;

  constructor(
    private readonly follow: FollowCases,
    private readonly session: SessionStore,
    private readonly dossierId: string,
  ) {
    makeAutoObservable<this, 'follow' | 'session' | 'loads' | 'dossierId'>(
      this,
      { follow: false, session: false, loads: false, dossierId: false, timeline: observableRef },
      { autoBind: true },
    );
  }

  attach(): () => void {
    void this.load();
    return () => this.loads?.abort();
  }

  /** An employer reads its own duties; the service every step. */
  get reader(): ClockReader {
    const user = this.session.user;
    return user && isEmployerUser(user) ? 'employer' : 'service';
  }

  async load(): Promise<void> {
    this.loads?.abort();
    const loads = new AbortController();
    this.loads = loads;
    this.state = 'loading';
    const answer = await this.follow.timelineOf(this.dossierId, this.reader, loads.signal);
    if (loads.signal.aborted) return;
    runInAction(() => {
      if (answer.ok) this.timeline = answer.value;
      this.state = answer.ok ? 'ready' : 'failed';
    });
  }
}
