import { Hono } from 'hono';
import type { Ctx, Env, Kit } from '../platform/route-kit';
import { refuse } from '../platform/route-kit';
import { sessionEndsAt, signedInUser } from './session-kit';

/** Keeping a session alive and telling the portal how long it has (the idle limit is a demo setting). */
export function sessionRoutes(kit: Kit): Hono<Env> {
  const { store } = kit;
  const routes = new Hono<Env>();

  // The session middleware has already counted this call as activity.
  const keepAlive = (c: Ctx) => {
    const session = c.get('session');
    if (!signedInUser(c) || !session) return refuse(c, 401, 'unauthenticated');
    return c.json({ data: { expiresAt: new Date(sessionEndsAt(kit, session)).toISOString() } });
  };
  routes.post('/api/auth/keep-alive', keepAlive);
  routes.post('/api/auth/refresh', keepAlive);

  routes.get('/api/external/v2/auth/user/last-activity', (c) => {
    const session = c.get('session');
    if (!session?.secondFactorVerified) return refuse(c, 401, 'unauthenticated');
    return c.json({
      data: {
        lastActivity: new Date(session.lastActivity).toISOString(),
        idleTimeoutSeconds: store.state.settings.idleTimeoutSeconds,
      },
    });
  });

  return routes;
}
