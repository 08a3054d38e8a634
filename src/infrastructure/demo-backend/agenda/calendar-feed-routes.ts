import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { CALENDAR_FEED_PATH } from '../../agenda/calendar-feed-schemas';
import { hashToken } from '../access/access-state';
import type { DemoUser } from '../access/seed';
import { signedInUser } from '../access/session-kit';
import { permissionsOf, userOf, withAssignedRoles } from '../access/users';
import { isoMoment } from '../platform/amsterdam-time';
import type { Ctx, Env, Kit } from '../platform/route-kit';
import { refuse } from '../platform/route-kit';
import { forbidden, V3 } from './agenda-kit';
import type { StoredCalendarFeed } from './agenda-state';
import { feedCalendar } from './calendar-feed-file';

const FEED = `${V3}/agenda/feed`;
const EMPLOYER_USER = 3;
/** A token of 32 random bytes, in the URL-safe base64 of the address. */
const TOKEN_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

/** Whether the user has an agenda of their own to subscribe to: `has_calendar`, and no employer user. */
export const offersFeed = (user: DemoUser): boolean =>
  user.userTypeId !== EMPLOYER_USER && permissionsOf(user).has('has_calendar');

const feedJson = (feed: StoredCalendarFeed) => ({
  createdAt: feed.createdAt,
  lastFetchedAt: feed.lastFetchedAt,
});

/**
 * The professional's calendar subscription (calendar-feed-schemas.ts): reading, making and ending it
 * behind the session, and the feed itself at /api/feeds/agenda/{token}.ics with the token alone. The
 * feed is a GET, which the csrf check lets through, and it reads no session: a calendar program
 * brings none.
 */
export function calendarFeedRoutes(kit: Kit): Hono<Env> {
  const { store, now } = kit;
  const routes = new Hono<Env>();

  /** The signed-in professional, or the refusal to answer. */
  const subscriber = (c: Ctx): DemoUser | Response => {
    const user = signedInUser(c);
    if (!user) return refuse(c, 401, 'unauthenticated');
    return offersFeed(user) ? user : forbidden(c);
  };

  routes.get(FEED, (c) => {
    const user = subscriber(c);
    if (user instanceof Response) return user;
    const feed = store.state.calendarFeeds.find((candidate) => candidate.userId === user.id);
    return c.json({ data: feed ? feedJson(feed) : null });
  });

  routes.post(FEED, (c) => {
    const user = subscriber(c);
    if (user instanceof Response) return user;
    const token = randomBytes(32).toString('base64url');
    const feed: StoredCalendarFeed = {
      userId: user.id,
      tokenHash: hashToken(token),
      createdAt: isoMoment(now()),
      lastFetchedAt: null,
    };
    // One address per professional: a new one ends the one before.
    store.change((state) => {
      state.calendarFeeds = [...state.calendarFeeds.filter((other) => other.userId !== user.id), feed];
    });
    const url = `${new URL(c.req.url).origin}${CALENDAR_FEED_PATH}/${token}.ics`;
    c.header('Cache-Control', 'no-store');
    return c.json({ data: { ...feedJson(feed), url } }, 201);
  });

  routes.delete(FEED, (c) => {
    const user = subscriber(c);
    if (user instanceof Response) return user;
    store.change((state) => {
      state.calendarFeeds = state.calendarFeeds.filter((other) => other.userId !== user.id);
    });
    return c.body(null, 204);
  });

  routes.get(`${CALENDAR_FEED_PATH}/:file`, (c) => {
    // Unknown, ended, or no token at all: the same empty 404, so nothing tells which.
    const gone = () => c.body(null, 404, { 'Cache-Control': 'no-store' });
    const token = TOKEN_FILE.exec(c.req.param('file'))?.[1];
    if (!token) return gone();
    const hash = hashToken(token);
    const { state } = store;
    const feed = state.calendarFeeds.find((candidate) => candidate.tokenHash === hash);
    const owner = feed ? userOf(feed.userId) : null;
    const user = owner ? withAssignedRoles(state, owner) : null;
    if (!feed || !user || !offersFeed(user)) return gone();
    const at = now();
    store.change((draft) => {
      const stored = draft.calendarFeeds.find((candidate) => candidate.tokenHash === hash);
      if (stored) stored.lastFetchedAt = isoMoment(at);
    });
    const answer = c.body(feedCalendar(store.state, user, at), 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="arbo-agenda.ics"',
      'Cache-Control': 'private, no-store',
      'Referrer-Policy': 'no-referrer',
      'X-Robots-Tag': 'noindex',
    });
    // A calendar program gets no cookie: the csrf token every other first call is handed means nothing here.
    answer.headers.delete('Set-Cookie');
    return answer;
  });

  return routes;
}
