import type { Scheduler } from '../../src/application/platform/scheduler';

interface Timer {
  at: number;
  run: () => void;
  every: number | null;
  id: number;
}

/** Time that moves only when a test says so; `running` tells whether anything is still scheduled. */
export class FakeScheduler implements Scheduler {
  private timers: Timer[] = [];
  private nextId = 0;

  constructor(private time = 0) {}

  now(): number {
    return this.time;
  }

  after(ms: number, run: () => void): () => void {
    return this.add(ms, run, null);
  }

  every(ms: number, run: () => void): () => void {
    return this.add(ms, run, Math.max(1, ms));
  }

  /** How many timers are waiting. */
  get running(): number {
    return this.timers.length;
  }

  /** Moves time forward, running every timer that falls due on the way, in order. */
  advance(ms: number): void {
    const end = this.time + ms;
    for (;;) {
      const due = this.timers
        .filter((timer) => timer.at <= end)
        .sort((a, b) => a.at - b.at || a.id - b.id)[0];
      if (!due) break;
      this.time = due.at;
      if (due.every === null) this.timers = this.timers.filter((timer) => timer !== due);
      else due.at += due.every;
      due.run();
    }
    this.time = end;
  }

  private add(ms: number, run: () => void, every: number | null): () => void {
    const timer: Timer = { at: this.time + Math.max(0, ms), run, every, id: this.nextId++ };
    this.timers.push(timer);
    return () => {
      this.timers = this.timers.filter((candidate) => candidate !== timer);
    };
  }
}
