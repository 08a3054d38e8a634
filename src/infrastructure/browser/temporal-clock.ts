import { Temporal } from 'temporal-polyfill';
import type { Clock } from '../../application/platform/clock';

/** Spec section 9: the portal's default time zone. */
export const PORTAL_TIME_ZONE = 'Europe/Amsterdam';

export class TemporalClock implements Clock {
  constructor(private readonly instant: () => Temporal.Instant = () => Temporal.Now.instant()) {}

  now(): Temporal.ZonedDateTime {
    return this.instant().toZonedDateTimeISO(PORTAL_TIME_ZONE);
  }

  today(): Temporal.PlainDate {
    return this.now().toPlainDate();
  }
}
