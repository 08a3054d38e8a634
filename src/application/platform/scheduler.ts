import { token } from './token';

export const Scheduler = token<Scheduler>('Scheduler');
/**
 * Timers and polling. Whoever starts one keeps the function it returns and calls it to stop; nothing
 * outside the adapters calls setTimeout or setInterval itself, so tests drive time with a fake.
 */
export interface Scheduler {
  /** Runs `run` once after `ms` milliseconds; the returned function cancels it. */
  after(ms: number, run: () => void): () => void;
  /** Runs `run` every `ms` milliseconds; the returned function stops it. */
  every(ms: number, run: () => void): () => void;
  /** Milliseconds since the epoch, for measuring elapsed time (idle limits, backoff). */
  now(): number;
}
