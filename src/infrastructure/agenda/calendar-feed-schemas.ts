import * as v from 'valibot';
import { TimestampSchema } from '../http/temporal-schemas';

/**
 * A professional's private calendar subscription (spec section 7, "Agenda and appointments"): an
 * address with a secret token that a calendar program (Google Calendar, Outlook, Apple Calendar)
 * subscribes to, so the professional's own appointments show there. For a signed-in user with an
 * agenda of their own (`has_calendar`, not an employer user); 403 `forbidden` for anyone else, 401
 * without a session. The back office keeps only the token's SHA-256 hash: the address is answered
 * once, when it is made, and never again.
 *
 * - GET v3/agenda/feed: whether the user's feed is on: `data` null when it is not, else when it was
 *   made and when a calendar program last fetched it (null before the first time).
 * - POST v3/agenda/feed (no body): 201 with a new address; an address made before stops working.
 * - DELETE v3/agenda/feed: 204; the address stops working (also when there was none).
 *
 * The feed itself is `GET /api/feeds/agenda/{token}.ics`, without a session or cookie: 200
 * `text/calendar` (RFC 5545; REFRESH-INTERVAL and X-PUBLISHED-TTL one hour) with the professional's
 * appointments from 30 days back to 180 ahead, cancelled ones left out, each series one recurring
 * event (src/domain/agenda/calendar-series.ts). An event says when, where (the location and a room
 * that says nothing of what is done, or by phone, by video) and what kind, in the professional's
 * language: never an employee's name, an operation's name, a note, equipment or a room that would
 * tell a medical operation. An unknown or revoked token is a 404 with no body.
 */
export const CalendarFeedSchema = v.object({
  createdAt: TimestampSchema,
  lastFetchedAt: v.nullable(TimestampSchema),
});

export const CalendarFeedAnswerSchema = v.object({ data: v.nullable(CalendarFeedSchema) });

/** The answer to POST v3/agenda/feed: the feed, with its address (shown once). */
export const CreatedCalendarFeedSchema = v.object({
  data: v.object({
    ...CalendarFeedSchema.entries,
    /** https (or the portal's own origin in a demo), ending in /api/feeds/agenda/{token}.ics. */
    url: v.pipe(v.string(), v.url(), v.regex(/\/api\/feeds\/agenda\/[A-Za-z0-9_-]{32,}\.ics$/)),
  }),
});

/** Where the feed is served, under the portal's origin; the token is the last segment. */
export const CALENDAR_FEED_PATH = '/api/feeds/agenda';

/** How often a subscribing calendar program is asked to fetch the feed again, in seconds. */
export const FEED_REFRESH_SECONDS = 3600;

/** The window of the feed: days back and days ahead of today in Amsterdam. */
export const FEED_WINDOW = { daysBack: 30, daysAhead: 180 } as const;
