import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { LoadDashboard } from '../../../application/dossiers/load-dashboard';
import type { OpenUwvMessage } from '../../../domain/dossiers/dossier-file';

/** Where a UWV message's row leads: its dossier, at the UWV section. */
export const UWV_SECTION_ANCHOR = 'dossier-uwv';

/**
 * The professional dashboard's UWV panel: across the reader's own open cases, the messages the UWV
 * rejected and that were not sent again (counted first, each listed) and those still waiting for
 * the UWV's answer. It loads on its own, so its failure leaves the rest of the dashboard standing.
 */
export class DashboardUwvViewModel {
  state: 'loading' | 'ready' | 'failed' = 'loading';
  messages: readonly OpenUwvMessage[] = [];
  private loads: AbortController | null = null;

  constructor(private readonly loadDashboard: LoadDashboard) {
    makeAutoObservable<this, 'loadDashboard' | 'loads'>(
      this,
      { loadDashboard: false, loads: false, messages: observableRef },
      { autoBind: true },
    );
  }

  /** Only the professional dashboard has the panel. */
  get shows(): boolean {
    return this.loadDashboard.kind() === 'professional';
  }

  attach(): () => void {
    if (this.shows) void this.load();
    return () => this.loads?.abort();
  }

  async load(): Promise<void> {
    this.loads?.abort();
    const loads = new AbortController();
    this.loads = loads;
    this.state = 'loading';
    const answer = await this.loadDashboard.openUwvMessages(loads.signal);
    if (loads.signal.aborted) return;
    runInAction(() => {
      if (answer.ok) this.messages = answer.value;
      this.state = answer.ok ? 'ready' : 'failed';
    });
  }

  /** The rejected messages not sent again, newest first: each asks for a correction. */
  get rejected(): readonly OpenUwvMessage[] {
    return this.messages.filter((message) => message.status === 'rejected');
  }

  /** How many were sent and wait for the UWV's answer. */
  get waiting(): number {
    return this.messages.filter((message) => message.status === 'sent').length;
  }
}
