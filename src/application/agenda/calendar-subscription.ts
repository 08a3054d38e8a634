import type { Result } from '../../domain/shared/result';
import { fail } from '../../domain/shared/result';
import type { GatewayFailure } from '../platform/gateway-failure';
import { needsNoMessage } from '../platform/gateway-failure';
import type { CalendarFeed, CalendarFeedGateway, IssuedCalendarFeed } from './calendar-feed-gateway';

/**
 * Why a change of the subscription did not go through: refused by the back office, in its own words
 * (`message`), or failed otherwise; `told` when the user has heard of it already (one failure, one
 * message), `aborted` when nobody needs to hear of it.
 */
export type SubscriptionProblem =
  | { readonly kind: 'refused'; readonly message: string }
  | { readonly kind: 'failed'; readonly told: boolean }
  | { readonly kind: 'aborted' };

const problemOf = (failure: GatewayFailure): SubscriptionProblem => {
  if (failure.kind === 'aborted') return { kind: 'aborted' };
  if (failure.kind === 'rejected' && !failure.told && failure.message.trim())
    return { kind: 'refused', message: failure.message };
  return { kind: 'failed', told: needsNoMessage(failure) };
};

const answered = <T>(answer: Result<T, GatewayFailure>): Result<T, SubscriptionProblem> =>
  answer.ok ? answer : fail(problemOf(answer.error));

/**
 * A professional's private calendar subscription: reading whether it is on, turning it on (or
 * replacing its address, which ends the old one) and turning it off.
 */
export class CalendarSubscription {
  constructor(private readonly feeds: CalendarFeedGateway) {}

  async read(signal?: AbortSignal): Promise<Result<CalendarFeed | null, SubscriptionProblem>> {
    return answered(await this.feeds.current(signal));
  }

  /** A new address, shown to the user once: a calendar subscribed to an older one no longer updates. */
  async issue(): Promise<Result<IssuedCalendarFeed, SubscriptionProblem>> {
    return answered(await this.feeds.issue());
  }

  async revoke(): Promise<Result<void, SubscriptionProblem>> {
    return answered(await this.feeds.revoke());
  }
}
