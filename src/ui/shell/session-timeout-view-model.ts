import { makeAutoObservable, runInAction } from 'mobx';
import type { SessionWatch } from '../../application/session/session-watch';
import type { UserActivity } from '../../application/session/user-activity';
import { idlePhase } from '../../domain/account/idle-policy';

export type Schedule = (run: () => void, ms: number) => () => void;

/** Keep-alive is sent at most this often while the user is active. */
export const KEEP_ALIVE_EVERY_MS = 60_000;

/**
 * Keeps an active session alive and ends an idle one: a warning at least 60 seconds before the
 * server's idle limit, with a button to stay, then sign-out (issue: sessions).
 */
export class SessionTimeoutViewModel {
  warning = false;
  secondsLeft = 0;
  private lastActivity = 0;
  private idleTimeoutMs = 0;
  private lastPing = 0;
  private cancelTimer: (() => void) | null = null;
  private cancelTick: (() => void) | null = null;
  private stopListening: (() => void) | null = null;
  private disposed = false;
  /** Each start and each dispose opens a new generation; an older start that resumes late stops. */
  private generation = 0;

  constructor(
    private readonly watch: SessionWatch,
    private readonly activity: UserActivity,
    private readonly schedule: Schedule,
    private readonly now: () => number,
  ) {
    makeAutoObservable<
      SessionTimeoutViewModel,
      | 'watch'
      | 'activity'
      | 'schedule'
      | 'now'
      | 'lastActivity'
      | 'idleTimeoutMs'
      | 'lastPing'
      | 'cancelTimer'
      | 'cancelTick'
      | 'stopListening'
      | 'disposed'
      | 'generation'
    >(this, {
      watch: false,
      activity: false,
      schedule: false,
      now: false,
      lastActivity: false,
      idleTimeoutMs: false,
      lastPing: false,
      cancelTimer: false,
      cancelTick: false,
      stopListening: false,
      disposed: false,
      generation: false,
    });
  }

  async start(): Promise<void> {
    const generation = ++this.generation;
    this.disposed = false;
    const synced = await this.watch.sync();
    if (!synced || this.disposed || generation !== this.generation) return;
    this.idleTimeoutMs = synced.idleTimeoutMs;
    this.lastActivity = Math.min(synced.lastActivity, this.now());
    this.lastPing = this.lastActivity;
    this.stopListening = this.activity.onActivity(() => this.userWasActive());
    this.plan();
  }

  /** The user chose to stay signed in. */
  async stay(): Promise<void> {
    const alive = await this.watch.stay();
    if (!alive || this.disposed) return;
    runInAction(() => {
      this.lastActivity = this.now();
      this.lastPing = this.lastActivity;
      this.warning = false;
    });
    this.plan();
  }

  signOutNow(): Promise<void> {
    this.dispose();
    return this.watch.signOut();
  }

  dispose(): void {
    this.disposed = true;
    this.generation += 1;
    this.cancelTimer?.();
    this.cancelTick?.();
    this.stopListening?.();
    this.cancelTimer = this.cancelTick = this.stopListening = null;
  }

  private userWasActive(): void {
    // Once warned, only the button keeps the session: a stray mouse move should not.
    if (this.warning || this.disposed) return;
    const now = this.now();
    this.lastActivity = now;
    if (now - this.lastPing >= KEEP_ALIVE_EVERY_MS) {
      this.lastPing = now;
      void this.watch.keepAlive();
    }
    this.plan();
  }

  private plan(): void {
    this.cancelTimer?.();
    this.cancelTick?.();
    this.cancelTimer = this.cancelTick = null;
    if (this.disposed) return;
    const now = this.now();
    const phase = idlePhase(now, this.lastActivity, this.idleTimeoutMs);
    if (phase.phase === 'expired') {
      this.expire();
      return;
    }
    if (phase.phase === 'active') {
      this.warning = false;
      this.cancelTimer = this.schedule(() => this.plan(), phase.warnAt - now);
      return;
    }
    this.warning = true;
    this.secondsLeft = Math.ceil((phase.signOutAt - now) / 1000);
    this.cancelTimer = this.schedule(() => this.plan(), phase.signOutAt - now);
    this.cancelTick = this.schedule(() => this.tick(), 1000);
  }

  private tick(): void {
    this.secondsLeft = Math.max(0, this.secondsLeft - 1);
    this.cancelTick = this.schedule(() => this.tick(), 1000);
  }

  private expire(): void {
    this.dispose();
    runInAction(() => (this.warning = false));
    void this.watch.expire();
  }
}
