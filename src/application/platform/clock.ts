import { token } from './token';
import type { Temporal } from 'temporal-polyfill';

export const Clock = token<Clock>('Clock');
/** Now, in the portal's time zone (Europe/Amsterdam). */
export interface Clock {
  now(): Temporal.ZonedDateTime;
  today(): Temporal.PlainDate;
}
