import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { Env, Kit } from './route-kit';
import { refuse } from './route-kit';
import { languageOf } from './server-messages';

export const CSRF_COOKIE = 'csrf_token';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The request's language from Accept-Language, and a csrf cookie for a browser that has none yet. */
export const requestMiddleware: MiddlewareHandler<Env> = async (c, next) => {
  c.set('language', languageOf(c.req.header('Accept-Language')));
  if (!getCookie(c, CSRF_COOKIE)) {
    setCookie(c, CSRF_COOKIE, randomBytes(16).toString('hex'), { path: '/', sameSite: 'Lax' });
  }
  await next();
};

/** Fault injection (PUT /api/__demo/faults): latency, 503s, HTML bodies, or one 401 ending the session. */
export function faultMiddleware(kit: Kit, random: () => number): MiddlewareHandler<Env> {
  const { store } = kit;
  return async (c, next) => {
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
  };
}

/** The double-submit check: a write must carry the csrf cookie's value in the csrf-token header. */
export const csrfMiddleware: MiddlewareHandler<Env> = async (c, next) => {
  if (!UNSAFE.has(c.req.method)) return next();
  const expected = getCookie(c, CSRF_COOKIE);
  if (!expected || c.req.header('csrf-token') !== expected)
    return refuse(c, 419, 'csrf', { code: 'csrf_mismatch' });
  return next();
};
