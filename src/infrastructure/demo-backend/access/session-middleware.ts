import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Env, Kit } from '../platform/route-kit';
import { rowOf } from '../platform/table';
import { hashToken } from './access-state';
import { idleLimitMs, SESSION_COOKIE, SESSION_LIFETIME_MS } from './session-kit';
import { userOf, withAssignedRoles } from './users';

/**
 * Calls the portal makes by itself do not count as activity: reading when the server last saw the
 * session, and following the agenda's changes (an open agenda would otherwise never go idle).
 */
const PASSIVE = new Set([
  '/api/external/v2/auth/user/last-activity',
  '/api/external/v3/agenda/changes',
  '/api/external/v3/agenda/changes/stream',
]);

/**
 * Finds the session of the session cookie, by the cookie's hash: one idle for longer than the limit, or
 * older than its lifetime, is over; any other call than a passive one counts as activity. A browser
 * that lost its csrf cookie gets a new token (request middleware), which the session takes as its own.
 */
export function sessionMiddleware(kit: Kit): MiddlewareHandler<Env> {
  const { store, now } = kit;
  return async (c, next) => {
    const cookie = getCookie(c, SESSION_COOKIE);
    const sessionId = cookie ? hashToken(cookie) : null;
    let session = sessionId ? (rowOf(store.state.sessions, sessionId) ?? null) : null;
    if (session && sessionId) {
      const idle = now() - session.lastActivity > idleLimitMs(kit);
      const expired = now() - session.createdAt >= SESSION_LIFETIME_MS;
      if (idle || expired) {
        store.change((state) => delete state.sessions[sessionId]);
        session = null;
      } else {
        const active = !PASSIVE.has(c.req.path);
        const issued = c.get('csrfIssued');
        if (active || issued) {
          store.change((state) => {
            const stored = state.sessions[sessionId];
            if (stored && active) stored.lastActivity = now();
            if (stored && issued) stored.csrfHash = hashToken(issued);
          });
        }
      }
    }
    c.set('sessionId', session ? sessionId : null);
    c.set('session', session);
    const user = userOf(session?.userId);
    c.set('sessionUser', user ? withAssignedRoles(store.state, user) : null);
    await next();
  };
}
