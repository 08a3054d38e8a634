import type { Temporal } from 'temporal-polyfill';
import type { Result } from '../../domain/shared/result';
import type { GatewayFailure } from '../platform/gateway-failure';
import { token } from '../platform/token';

/** A professional's private calendar subscription, as the back office keeps it (never its address). */
export interface CalendarFeed {
  readonly createdAt: Temporal.Instant;
  /** When a calendar program last fetched it; null before the first time. */
  readonly lastFetchedAt: Temporal.Instant | null;
}

/** A subscription just made: with its secret address, which the back office tells only this once. */
export interface IssuedCalendarFeed extends CalendarFeed {
  readonly url: string;
}

export const CalendarFeedGateway = token<CalendarFeedGateway>('CalendarFeedGateway');
/** The signed-in professional's calendar subscription (v3/agenda/feed). */
export interface CalendarFeedGateway {
  /** Whether the subscription is on: null when it is not. */
  current(signal?: AbortSignal): Promise<Result<CalendarFeed | null, GatewayFailure>>;
  /** A new secret address; one made before stops working. */
  issue(): Promise<Result<IssuedCalendarFeed, GatewayFailure>>;
  /** The address stops working. */
  revoke(): Promise<Result<void, GatewayFailure>>;
}
