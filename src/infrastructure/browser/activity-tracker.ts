import { makeAutoObservable } from 'mobx';
import type { ActivityMonitor } from '../../application/platform/activity-monitor';

/** An observable count of running work; the loading bar watches it. */
export class ActivityTracker implements ActivityMonitor {
  running = 0;

  constructor() {
    makeAutoObservable(this);
  }

  begin(): () => void {
    this.running += 1;
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      this.end();
    };
  }

  private end(): void {
    this.running = Math.max(0, this.running - 1);
  }
}
