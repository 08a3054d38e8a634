import { Hono } from 'hono';
import type { Faults } from './platform-state';
import type { Env, Kit } from './route-kit';
import { languageFor, readJson, refuseFields } from './route-kit';
import { say } from './server-messages';

export const MIN_IDLE_TIMEOUT_SECONDS = 30;
/** How far the demo clock goes ahead: past the 104 weeks of a waiting period. */
export const MAX_CLOCK_DAYS = 800;
const DAY_MS = 86_400_000;

/**
 * The demo's own controls under /api/__demo: the outbox, faults, settings and a reset. They are
 * mounted before the middleware, so faults and the csrf check never stand between a test and them;
 * the real backend has nothing like them. (The SSO hand-off is access's, in sso-routes.ts.)
 *
 * They ask for no session and no csrf token, but every call must carry `X-Demo-Control: 1` and come
 * from the server's own origin (demo-control-guard.ts), so a web page of another site can neither
 * reset the store nor read the outbox. The demo backend only runs inside the Vite servers, which
 * npm start and npm run preview bind to 127.0.0.1, and `npm run demo:reset` (scripts/demo-reset.ts)
 * calls the reset of a running server as the tests do. It finds the server through
 * `GET /api/__demo/server`, which the Vite plugin answers under the same rule (it knows the server and
 * its state file).
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

  /**
   * The demo clock: `PUT {"days": n}` runs the back office n days ahead of the real time (0 puts it
   * back), so a demo shows a case turning late and the signals that follow; `PUT {"at": moment}` sets
   * it to a moment from now up to as far ahead (an ISO timestamp with its offset), so a demo reaches a
   * reminder's minute or the start of a consultation. Every rule takes its now from it; the sessions
   * move along, so whoever is signed in stays so.
   */
  const clockJson = () => ({
    now: new Date(now()).toISOString(),
    days: Math.round(kit.clock.offsetMs / DAY_MS),
  });
  routes.get('/api/__demo/clock', (c) => c.json({ data: clockJson() }));
  routes.put('/api/__demo/clock', async (c) => {
    const { days, at } = await readJson(c);
    const real = now() - kit.clock.offsetMs;
    let offsetMs: number;
    if (at !== undefined) {
      const moment =
        typeof at === 'string' && /(?:[zZ]|[+-]\d{2}:\d{2})$/.test(at) ? Date.parse(at) : Number.NaN;
      if (!Number.isFinite(moment) || moment < real - 60_000 || moment > real + MAX_CLOCK_DAYS * DAY_MS) {
        const message = say('clockAt', languageFor(c), { max: MAX_CLOCK_DAYS });
        return refuseFields(c, { at: [message] });
      }
      offsetMs = Math.max(0, moment - real);
    } else {
      if (typeof days !== 'number' || !Number.isInteger(days) || days < 0 || days > MAX_CLOCK_DAYS) {
        const message = say('clockDays', languageFor(c), { max: MAX_CLOCK_DAYS });
        return refuseFields(c, { days: [message] });
      }
      offsetMs = days * DAY_MS;
    }
    const moved = offsetMs - kit.clock.offsetMs;
    kit.clock.offsetMs = offsetMs;
    store.change((state) => {
      for (const session of Object.values(state.sessions)) {
        session.createdAt += moved;
        session.lastActivity += moved;
      }
    });
    return c.json({ data: clockJson() });
  });

  routes.post('/api/__demo/reset', (c) => {
    kit.clock.offsetMs = 0;
    store.reset(now());
    return c.body(null, 204);
  });

  return routes;
}
