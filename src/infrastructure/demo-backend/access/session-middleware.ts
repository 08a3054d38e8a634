import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Env, Kit } from '../platform/route-kit';
import { rowOf } from '../platform/table';
import { idleLimitMs, SESSION_COOKIE } from './session-kit';
import { userOf, withAssignedRoles } from './users';

/** Reading when the server last saw the session must not itself count as activity. */
const PASSIVE = new Set(['/api/external/v2/auth/user/last-activity']);

/**
 * Finds the session of the session cookie: one idle for longer than the limit is over; any other call
 * than a passive one counts as activity.
 */
export function sessionMiddleware(kit: Kit): MiddlewareHandler<Env> {
  const { store, now } = kit;
  return async (c, next) => {
    const sessionId = getCookie(c, SESSION_COOKIE) ?? null;
    let session = sessionId ? (rowOf(store.state.sessions, sessionId) ?? null) : null;
    if (session && sessionId) {
      if (now() - session.lastActivity > idleLimitMs(kit)) {
        store.change((state) => delete state.sessions[sessionId]);
        session = null;
      } else if (!PASSIVE.has(c.req.path)) {
        store.change(
          (state) => state.sessions[sessionId] && (state.sessions[sessionId].lastActivity = now()),
        );
      }
    }
    c.set('sessionId', session ? sessionId : null);
    c.set('session', session);
    const user = userOf(session?.userId);
    c.set('sessionUser', user ? withAssignedRoles(store.state, user) : null);
    await next();
  };
}
