import { makeAutoObservable, runInAction } from 'mobx';
import type { Scheduler } from '../../application/platform/scheduler';
import type { SessionWatch } from '../../application/session/session-watch';
import type { UserActivity } from '../../application/session/user-activity';
import { idlePhase } from '../../domain/account/idle-policy';

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
  /** Whether the dialog is attached; nothing is planned while it is not. */
  private attached = false;

  constructor(
    private readonly watch: SessionWatch,
    private readonly activity: UserActivity,
    private readonly scheduler: Scheduler,
  ) {
    makeAutoObservable<
      SessionTimeoutViewModel,
      | 'watch'
      | 'activity'
      | 'scheduler'
      | 'lastActivity'
      | 'idleTimeoutMs'
      | 'lastPing'
      | 'cancelTimer'
      | 'cancelTick'
      | 'stopListening'
      | 'attached'
    >(this, {
      watch: false,
      activity: false,
      scheduler: false,
      lastActivity: false,
      idleTimeoutMs: false,
      lastPing: false,
      cancelTimer: false,
      cancelTick: false,
      stopListening: false,
      attached: false,
    });
  }

  /** Learns the server's idle limit, then watches the user's activity until detached. */
  attach(): () => void {
    let live = true;
    this.attached = true;
    void this.watch.sync().then((synced) => {
      if (!synced || !live) return;
      runInAction(() => {
        this.idleTimeoutMs = synced.idleTimeoutMs;
        this.lastActivity = Math.min(synced.lastActivity, this.now());
        this.lastPing = this.lastActivity;
      });
      this.stopListening = this.activity.onActivity(() => this.userWasActive());
      this.plan();
    });
    return () => {
      live = false;
      this.stop();
    };
  }

  /** The user chose to stay signed in. */
  async stay(): Promise<void> {
    const alive = await this.watch.stay();
    if (!alive || !this.attached) return;
    runInAction(() => {
      this.lastActivity = this.now();
      this.lastPing = this.lastActivity;
      this.warning = false;
    });
    this.plan();
  }

  signOutNow(): Promise<void> {
    this.stop();
    return this.watch.signOut();
  }

  private now(): number {
    return this.scheduler.now();
  }

  private stop(): void {
    this.attached = false;
    this.cancelTimer?.();
    this.cancelTick?.();
    this.stopListening?.();
    this.cancelTimer = this.cancelTick = this.stopListening = null;
  }

  private userWasActive(): void {
    // Once warned, only the button keeps the session: a stray mouse move should not.
    if (this.warning || !this.attached) return;
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
    if (!this.attached) return;
    const now = this.now();
    const phase = idlePhase(now, this.lastActivity, this.idleTimeoutMs);
    if (phase.phase === 'expired') {
      this.expire();
      return;
    }
    if (phase.phase === 'active') {
      this.warning = false;
      this.cancelTimer = this.scheduler.after(phase.warnAt - now, () => this.plan());
      return;
    }
    this.warning = true;
    this.secondsLeft = Math.ceil((phase.signOutAt - now) / 1000);
    this.cancelTimer = this.scheduler.after(phase.signOutAt - now, () => this.plan());
    this.cancelTick = this.scheduler.after(1000, () => this.tick());
  }

  private tick(): void {
    this.secondsLeft = Math.max(0, this.secondsLeft - 1);
    this.cancelTick = this.scheduler.after(1000, () => this.tick());
  }

  private expire(): void {
    this.stop();
    runInAction(() => (this.warning = false));
    void this.watch.expire();
  }
}
