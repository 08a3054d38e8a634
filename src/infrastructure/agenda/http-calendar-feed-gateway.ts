import { Temporal } from 'temporal-polyfill';
import type * as v from 'valibot';
import type {
  CalendarFeed,
  CalendarFeedGateway,
  IssuedCalendarFeed,
} from '../../application/agenda/calendar-feed-gateway';
import type { GatewayFailure } from '../../application/platform/gateway-failure';
import type { Result } from '../../domain/shared/result';
import { ok } from '../../domain/shared/result';
import type { HttpClient } from '../http/http-client';
import { NoContentSchema } from '../locations/location-schemas';
import type { CalendarFeedSchema } from './calendar-feed-schemas';
import { CalendarFeedAnswerSchema, CreatedCalendarFeedSchema } from './calendar-feed-schemas';

const FEED = '/v3/agenda/feed';

const feedOf = (raw: v.InferOutput<typeof CalendarFeedSchema>): CalendarFeed => ({
  createdAt: Temporal.Instant.from(raw.createdAt),
  lastFetchedAt: raw.lastFetchedAt ? Temporal.Instant.from(raw.lastFetchedAt) : null,
});

/**
 * The calendar subscription over HTTP (calendar-feed-schemas.ts). The read shows its own failure in
 * place; the writes are quiet, so a refusal comes back untold and the part says it in the server's words.
 */
export class HttpCalendarFeedGateway implements CalendarFeedGateway {
  constructor(private readonly http: HttpClient) {}

  async current(signal?: AbortSignal): Promise<Result<CalendarFeed | null, GatewayFailure>> {
    const answer = await this.http.request(CalendarFeedAnswerSchema, {
      method: 'GET',
      path: FEED,
      signal,
      silent: true,
    });
    if (!answer.ok) return answer;
    return ok(answer.value.data ? feedOf(answer.value.data) : null);
  }

  async issue(): Promise<Result<IssuedCalendarFeed, GatewayFailure>> {
    // Not retried: each try would make a new address and end the one before.
    const answer = await this.http.request(CreatedCalendarFeedSchema, {
      method: 'POST',
      path: FEED,
      quiet: true,
    });
    return answer.ok ? ok({ ...feedOf(answer.value.data), url: answer.value.data.url }) : answer;
  }

  async revoke(): Promise<Result<void, GatewayFailure>> {
    const answer = await this.http.request(NoContentSchema, { method: 'DELETE', path: FEED, quiet: true });
    return answer.ok ? ok(undefined) : answer;
  }
}
