import { Hono } from 'hono';
import type { Faults } from './demo-store';
import { issueToken } from './one-time-tokens';
import type { Env, Kit } from './route-kit';
import { languageFor, readJson, refuse, refuseFields, userByName } from './route-kit';
import { say } from './server-messages';
import { SSO_TOKEN_LIFETIME_MS } from './sso-routes';

export const MIN_IDLE_TIMEOUT_SECONDS = 30;

/**
 * The demo's own controls under /api/__demo. They are mounted before the middleware, so faults and
 * the csrf check never stand between a test and them; the real backend has nothing like them.
 */
export function demoControlRoutes(kit: Kit): Hono<Env> {
  const { store, now } = kit;
  const routes = new Hono<Env>();

  routes.get('/api/__demo/outbox', (c) => c.json({ data: store.state.outbox }));
  routes.delete('/api/__demo/outbox', (c) => {
    store.change((state) => (state.outbox = []));
    return c.body(null, 204);
  });

  routes.get('/api/__demo/faults', (c) => c.json({ data: store.state.faults }));
  routes.put('/api/__demo/faults', async (c) => {
    const body = (await readJson(c)) as Partial<Record<keyof Faults, unknown>>;
    store.change((state) => {
      state.faults = {
        latencyMs: Math.max(0, Number(body.latencyMs ?? 0)),
        errorRate: Math.min(1, Math.max(0, Number(body.errorRate ?? 0))),
        malformedRate: Math.min(1, Math.max(0, Number(body.malformedRate ?? 0))),
        unauthorizedOnce: Boolean(body.unauthorizedOnce),
      };
    });
    return c.json({ data: store.state.faults });
  });

  routes.get('/api/__demo/settings', (c) => c.json({ data: store.state.settings }));
  routes.put('/api/__demo/settings', async (c) => {
    const { idleTimeoutSeconds } = await readJson(c);
    if (
      typeof idleTimeoutSeconds !== 'number' ||
      !Number.isInteger(idleTimeoutSeconds) ||
      idleTimeoutSeconds < MIN_IDLE_TIMEOUT_SECONDS
    ) {
      const message = say('idleTimeoutTooShort', languageFor(c), { min: MIN_IDLE_TIMEOUT_SECONDS });
      return refuseFields(c, { idleTimeoutSeconds: [message] });
    }
    store.change((state) => (state.settings.idleTimeoutSeconds = idleTimeoutSeconds));
    return c.json({ data: store.state.settings });
  });

  // Stands in for an identity provider's hand-off: a one-time token that signs this user in.
  routes.post('/api/__demo/sso-token', async (c) => {
    const user = userByName((await readJson(c)).username);
    if (!user) return refuse(c, 422, 'unknownUser', { code: 'unknown_user' });
    const token = store.change((state) =>
      issueToken(state, 'ssoTokens', user.id, now(), SSO_TOKEN_LIFETIME_MS),
    );
    return c.json({ data: { token } });
  });

  routes.post('/api/__demo/reset', (c) => {
    store.reset(now());
    return c.body(null, 204);
  });

  return routes;
}
