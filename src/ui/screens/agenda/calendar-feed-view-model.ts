import { makeAutoObservable, runInAction } from 'mobx';
import type { CalendarFeed } from '../../../application/agenda/calendar-feed-gateway';
import type {
  CalendarSubscription,
  SubscriptionProblem,
} from '../../../application/agenda/calendar-subscription';
import type { SessionStore } from '../../../application/session/session-store';
import { mayShow } from '../../../domain/access/navigation-guard';
import { isEmployerUser } from '../../../domain/access/user';

/** What the part last did, said politely to everyone (a screen reader too). */
export type FeedNotice = 'turnedOn' | 'replaced' | 'turnedOff';

/** A failure shown in the part: the server's words, or ours when it gave none. */
export type FeedProblem = { readonly kind: 'message'; readonly text: string } | { readonly kind: 'failed' };

/**
 * The settings' part for a professional's private calendar subscription: whether it is on and since
 * when, turning it on, a new address (which ends the old one) and turning it off, each change asked
 * once more before it ends an address in use. The address of a new subscription is kept only while
 * the part is shown, and only until the user hides it: the back office never tells it again.
 */
export class CalendarFeedViewModel {
  state: 'loading' | 'ready' | 'failed' = 'loading';
  feed: CalendarFeed | null = null;
  /** The new address, shown once. */
  address: string | null = null;
  /** Whether copying the address worked, once tried. */
  copy: 'copied' | 'failed' | null = null;
  confirming: 'replace' | 'revoke' | null = null;
  busy = false;
  problem: FeedProblem | null = null;
  notice: FeedNotice | null = null;
  private loads: AbortController | null = null;

  constructor(
    private readonly subscription: CalendarSubscription,
    private readonly session: SessionStore,
  ) {
    makeAutoObservable<this, 'subscription' | 'session' | 'loads'>(
      this,
      { subscription: false, session: false, loads: false },
      { autoBind: true },
    );
  }

  /** Only a user with an agenda of their own (no employer user) has appointments to subscribe to. */
  get offered(): boolean {
    const user = this.session.user;
    return user !== null && !isEmployerUser(user) && mayShow(user, ['has_calendar']);
  }

  attach(): () => void {
    if (this.offered) void this.load();
    return () => this.loads?.abort();
  }

  async load(): Promise<void> {
    this.loads?.abort();
    const loads = new AbortController();
    this.loads = loads;
    this.state = 'loading';
    const answer = await this.subscription.read(loads.signal);
    if (loads.signal.aborted) return;
    runInAction(() => {
      if (answer.ok) this.feed = answer.value;
      this.state = answer.ok ? 'ready' : 'failed';
    });
  }

  /** Turns the subscription on, or (confirmed) replaces its address. */
  async issue(): Promise<void> {
    const replacing = this.feed !== null;
    await this.run(async () => {
      const issued = await this.subscription.issue();
      if (!issued.ok) return issued.error;
      runInAction(() => {
        this.feed = { createdAt: issued.value.createdAt, lastFetchedAt: issued.value.lastFetchedAt };
        this.address = issued.value.url;
        this.copy = null;
        this.notice = replacing ? 'replaced' : 'turnedOn';
      });
      return null;
    });
  }

  async revoke(): Promise<void> {
    await this.run(async () => {
      const revoked = await this.subscription.revoke();
      if (!revoked.ok) return revoked.error;
      runInAction(() => {
        this.feed = null;
        this.address = null;
        this.notice = 'turnedOff';
      });
      return null;
    });
  }

  ask(change: 'replace' | 'revoke'): void {
    this.confirming = change;
    this.problem = null;
    this.notice = null;
  }

  keep(): void {
    this.confirming = null;
  }

  copied(worked: boolean): void {
    this.copy = worked ? 'copied' : 'failed';
  }

  hideAddress(): void {
    this.address = null;
    this.copy = null;
  }

  private async run(change: () => Promise<SubscriptionProblem | null>): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    this.problem = null;
    this.notice = null;
    const problem = await change();
    runInAction(() => {
      this.busy = false;
      this.confirming = null;
      if (!problem || problem.kind === 'aborted') return;
      // One failure, one message: what the user has heard of already is not said twice.
      if (problem.kind === 'refused') this.problem = { kind: 'message', text: problem.message };
      else if (!problem.told) this.problem = { kind: 'failed' };
    });
  }
}
