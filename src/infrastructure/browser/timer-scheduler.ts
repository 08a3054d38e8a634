import type { Scheduler } from '../../application/platform/scheduler';

/** The browser's timers behind the Scheduler port. */
export class TimerScheduler implements Scheduler {
  after(ms: number, run: () => void): () => void {
    const timer = setTimeout(run, Math.max(0, ms));
    return () => clearTimeout(timer);
  }

  every(ms: number, run: () => void): () => void {
    const timer = setInterval(run, Math.max(1, ms));
    return () => clearInterval(timer);
  }

  now(): number {
    return Date.now();
  }
}
