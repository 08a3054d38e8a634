import { makeAutoObservable } from 'mobx';
import type { Scheduler } from '../../application/platform/scheduler';

/** Spec section 9: the loading bar's timing. */
export const LOADING_BAR = {
  throttleMs: 200,
  durationMs: 2000,
  hideDelayMs: 500,
  resetDelayMs: 400,
} as const;

/**
 * The top loading bar: it appears only for work that lasts longer than the throttle, creeps towards
 * the end over the duration, fills when the work ends, then hides and resets after their delays.
 */
export class LoadingBarViewModel {
  visible = false;
  /** 0 to 100. */
  progress = 0;
  private busy = false;
  private pending: (() => void) | null = null;

  constructor(private readonly scheduler: Scheduler) {
    makeAutoObservable<LoadingBarViewModel, 'scheduler' | 'pending' | 'busy'>(this, {
      scheduler: false,
      pending: false,
      busy: false,
    });
  }

  setBusy(busy: boolean): void {
    if (busy === this.busy) return;
    this.busy = busy;
    this.pending?.();
    this.pending = null;
    if (busy) {
      if (this.visible) {
        this.progress = 90;
        return;
      }
      this.pending = this.scheduler.after(LOADING_BAR.throttleMs, () => this.show());
      return;
    }
    if (!this.visible) return;
    this.progress = 100;
    this.pending = this.scheduler.after(LOADING_BAR.hideDelayMs, () => this.hide());
  }

  /** Nothing to start; detaching stops the timers and forgets the state, so a remount starts clean. */
  attach(): () => void {
    return () => this.cancel();
  }

  private cancel(): void {
    this.pending?.();
    this.pending = null;
    this.busy = false;
    this.visible = false;
    this.progress = 0;
  }

  private show(): void {
    this.visible = true;
    // The CSS transition carries the bar to 90 % over the duration.
    this.progress = 90;
    this.pending = null;
  }

  private hide(): void {
    this.visible = false;
    this.pending = this.scheduler.after(LOADING_BAR.resetDelayMs, () => this.reset());
  }

  private reset(): void {
    this.progress = 0;
    this.pending = null;
  }
}
