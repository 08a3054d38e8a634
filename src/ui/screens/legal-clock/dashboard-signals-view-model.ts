import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { OpenCase } from '../../../application/legal-clock/absence-gateway';
import type { ClockReader, FollowCases } from '../../../application/legal-clock/follow-cases';
import type { SessionStore } from '../../../application/session/session-store';
import { accessAllows } from '../../../domain/access/navigation-guard';
import { isEmployerUser } from '../../../domain/access/user';
import type { SignalledStep } from '../../../domain/legal-clock/case-signals';
import { lateCount } from '../../../domain/legal-clock/case-signals';
import { LEGAL_CLOCK_ROUTES } from '../../../domain/legal-clock/legal-clock-routes';

/**
 * The dashboard's signals: across the reader's own open cases, the late steps counted first, then
 * what is late and what falls due within a week, by deadline. Only for a reader who may report
 * absence (the calls ask what the sick-report screen asks); anyone else sees nothing of it.
 */
export class DashboardSignalsViewModel {
  cases: readonly OpenCase[] = [];
  state: 'loading' | 'ready' | 'failed' = 'loading';
  private loads: AbortController | null = null;

  constructor(
    private readonly follow: FollowCases,
    private readonly session: SessionStore,
  ) {
    makeAutoObservable<this, 'follow' | 'session' | 'loads'>(
      this,
      { follow: false, session: false, loads: false, cases: observableRef },
      { autoBind: true },
    );
  }

  /** Whether the reader follows cases at all. */
  get follows(): boolean {
    return accessAllows(LEGAL_CLOCK_ROUTES.absenceReport.access, this.session.user);
  }

  get reader(): ClockReader {
    const user = this.session.user;
    return user && isEmployerUser(user) ? 'employer' : 'service';
  }

  attach(): () => void {
    if (this.follows) void this.load();
    return () => this.loads?.abort();
  }

  async load(): Promise<void> {
    this.loads?.abort();
    const loads = new AbortController();
    this.loads = loads;
    this.state = 'loading';
    const answer = await this.follow.openCases(loads.signal);
    if (loads.signal.aborted) return;
    runInAction(() => {
      if (answer.ok) this.cases = answer.value;
      this.state = answer.ok ? 'ready' : 'failed';
    });
  }

  /** What is late and what falls due within a week, by deadline. */
  get signalled(): readonly SignalledStep<OpenCase>[] {
    return this.follow.signalled(this.cases, this.reader);
  }

  get late(): number {
    return lateCount(this.signalled);
  }
}
