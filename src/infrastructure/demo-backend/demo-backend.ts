import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { appointmentRoutes } from './appointment-routes';
import { authRoutes } from './auth-routes';
import { demoControlRoutes } from './demo-control-routes';
import type { DemoStore } from './demo-store';
import { DEFAULT_SETTINGS } from './demo-store';
import { dossierRoutes } from './dossier-routes';
import { linkedAccountRoutes } from './linked-account-routes';
import { passwordRoutes } from './password-routes';
import type { Env, Kit } from './route-kit';
import { idleLimitMs, refuse, SESSION_COOKIE } from './route-kit';
import { languageOf } from './server-messages';
import { sessionRoutes } from './session-routes';
import { smsRoutes } from './sms-routes';
import { ssoRoutes } from './sso-routes';
import { taskRoutes } from './task-routes';
import { twoFactorRoutes } from './two-factor-routes';

export { LOCK_MS, MAX_FAILED_ATTEMPTS } from './auth-routes';
export { SESSION_COOKIE } from './route-kit';
export const CSRF_COOKIE = 'csrf_token';
/** The idle limit a fresh seed starts with; the live one is `settings.idleTimeoutSeconds` in the state. */
export const IDLE_LIMIT_MS = DEFAULT_SETTINGS.idleTimeoutSeconds * 1000;

export interface DemoBackendOptions {
  readonly store: DemoStore;
  readonly now?: () => number;
  /** Where outbox messages are also printed; the terminal in a demo, nowhere in tests. */
  readonly print?: (line: string) => void;
  /** Randomness for fault injection; fixed in tests. */
  readonly random?: () => number;
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Reading when the server last saw the session must not itself count as activity. */
const PASSIVE = new Set(['/api/external/v2/auth/user/last-activity']);

/**
 * A stateful fake of the back office that honours the portal's contract: same origin, real cookies, a
 * double-submit csrf check, server-side permission checks and fault injection. It is a Fetch-standard
 * handler, mounted in the Vite servers and called in-process by tests; it never enters the build.
 * The routes live in one module per area; the middleware here applies to all of them but the demo
 * controls.
 */
export function createDemoBackend(options: DemoBackendOptions): Hono<Env> {
  const { store } = options;
  const now = options.now ?? (() => Date.now());
  const random = options.random ?? Math.random;
  const kit: Kit = { store, now, print: options.print ?? (() => undefined) };
  // A seed made from here on (the first, or a reset) is dated by this backend's clock.
  store.useClock(now);
  const app = new Hono<Env>();

  app.onError((error, c) => {
    kit.print(`[demo-backend] ${error.message}`);
    return refuse(c, 500, 'serverError', { code: 'server_error' });
  });

  // Demo controls first: they answer before the middleware, so tests can always reach them.
  app.route('/', demoControlRoutes(kit));

  app.use('/api/*', async (c, next) => {
    c.set('language', languageOf(c.req.header('Accept-Language')));
    if (!getCookie(c, CSRF_COOKIE)) {
      setCookie(c, CSRF_COOKIE, randomBytes(16).toString('hex'), { path: '/', sameSite: 'Lax' });
    }
    const sessionId = getCookie(c, SESSION_COOKIE) ?? null;
    let session = sessionId ? (store.state.sessions[sessionId] ?? null) : null;
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
    await next();
  });

  app.use('/api/*', async (c, next) => {
    const faults = store.state.faults;
    if (faults.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, faults.latencyMs));
    const sessionId = c.get('sessionId');
    if (faults.unauthorizedOnce && sessionId && c.get('session')?.secondFactorVerified) {
      store.change((state) => {
        state.faults.unauthorizedOnce = false;
        delete state.sessions[sessionId];
      });
      return refuse(c, 401, 'unauthenticated');
    }
    if (faults.errorRate > 0 && random() < faults.errorRate) return refuse(c, 503, 'unavailable');
    await next();
    if (faults.malformedRate > 0 && c.res.status < 300 && random() < faults.malformedRate) {
      c.res = new Response('<!doctype html><html><body><h1>Gateway</h1></body></html>', {
        status: 200,
        headers: { 'Content-Type': 'text/html' },
      });
    }
  });

  app.use('/api/*', async (c, next) => {
    if (!UNSAFE.has(c.req.method)) return next();
    const expected = getCookie(c, CSRF_COOKIE);
    if (!expected || c.req.header('csrf-token') !== expected)
      return refuse(c, 419, 'csrf', { code: 'csrf_mismatch' });
    return next();
  });

  for (const routes of [authRoutes, sessionRoutes, twoFactorRoutes, smsRoutes, ssoRoutes, passwordRoutes]) {
    app.route('/', routes(kit));
  }
  app.route('/', linkedAccountRoutes(kit));
  for (const routes of [taskRoutes, dossierRoutes, appointmentRoutes]) app.route('/', routes(kit));

  app.all('/api/*', (c) => refuse(c, 404, 'notFound', { code: 'not_found' }));

  return app;
}
