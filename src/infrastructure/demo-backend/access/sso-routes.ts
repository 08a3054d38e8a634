import { Hono } from 'hono';
import type { Env, Kit } from '../platform/route-kit';
import { readJson, refuse } from '../platform/route-kit';
import { findToken, issueToken, spendToken } from './one-time-tokens';
import { startSession } from './session-kit';
import { userByName, userOf } from './users';

/** How long a token from the identity provider's hand-off may wait before the portal uses it. */
export const SSO_TOKEN_LIFETIME_MS = 120 * 1000;

/**
 * Single sign-on: the identity provider hands the portal a one-time token (in the demo, made by
 * POST /api/__demo/sso-token), which signs in like a password would, second factor included.
 */
export function ssoRoutes(kit: Kit): Hono<Env> {
  const { store, now } = kit;
  const routes = new Hono<Env>();

  routes.post('/api/auth/sso/login', async (c) => {
    const { token } = await readJson(c);
    const found = findToken(store.state, 'ssoTokens', token, now());
    const user = found ? userOf(found.userId) : null;
    if (!user || typeof token !== 'string') return refuse(c, 422, 'ssoInvalid', { code: 'sso_invalid' });
    store.change((state) => spendToken(state, 'ssoTokens', token));
    return startSession(c, kit, user);
  });

  return routes;
}

/** Stands in for an identity provider's hand-off: a one-time token that signs this user in. */
export function ssoControls(kit: Kit): Hono<Env> {
  const { store, now } = kit;
  const routes = new Hono<Env>();

  routes.post('/api/__demo/sso-token', async (c) => {
    const user = userByName((await readJson(c)).username);
    if (!user) return refuse(c, 422, 'unknownUser', { code: 'unknown_user' });
    const token = store.change((state) =>
      issueToken(state, 'ssoTokens', user.id, now(), SSO_TOKEN_LIFETIME_MS),
    );
    return c.json({ data: { token } });
  });

  return routes;
}
