import { Temporal } from 'temporal-polyfill';

/**
 * How far the back office's clock may differ from this computer's before the portal follows the back
 * office: a few minutes of drift and the time an answer takes are noise; more is a computer set to the
 * wrong day, or a demo whose back office was moved on (README, the demo clock). Rules of the law that
 * count days (a step's deadline, a sick report's first day) then count the back office's days.
 */
export const FOLLOW_SKEW_MS = 5 * 60_000;

/** The time by the back office's clock, learnt from the `Date` header of its answers. */
export class ServerTime {
  private skewMs = 0;

  constructor(private readonly local: () => number = () => Date.now()) {}

  /** An answer came with this `Date` header (or none). */
  observe(dateHeader: string | null): void {
    if (!dateHeader) return;
    const server = Date.parse(dateHeader);
    if (Number.isNaN(server)) return;
    const skew = server - this.local();
    this.skewMs = Math.abs(skew) >= FOLLOW_SKEW_MS ? skew : 0;
  }

  /** Now, by the back office's clock when it differs by more than FOLLOW_SKEW_MS, else this computer's. */
  instant(): Temporal.Instant {
    return Temporal.Instant.fromEpochMilliseconds(this.local() + this.skewMs);
  }
}
