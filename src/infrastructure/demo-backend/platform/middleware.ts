import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { hashToken } from '../access/access-state';
import type { Ctx, Env, Kit } from './route-kit';
import { refuse } from './route-kit';
import { languageOf } from './server-messages';

export const CSRF_COOKIE = 'csrf_token';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A fresh csrf token in this answer's cookie; its value. The portal reads the cookie before every write,
 * so a new one (at sign-in and sign-out) takes over without it noticing.
 */
export function issueCsrfToken(c: Ctx): string {
  const token = randomBytes(16).toString('hex');
  setCookie(c, CSRF_COOKIE, token, { path: '/', sameSite: 'Lax' });
  return token;
}

/** The request's language from Accept-Language, and a csrf cookie for a browser that has none yet. */
export const requestMiddleware: MiddlewareHandler<Env> = async (c, next) => {
  c.set('language', languageOf(c.req.header('Accept-Language')));
  c.set('csrfIssued', getCookie(c, CSRF_COOKIE) ? null : issueCsrfToken(c));
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

const sameDigest = (a: string, b: string): boolean =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The csrf check of a write: the csrf-token header must carry the csrf cookie's value (double submit)
 * and, with a session, the very token issued to that session (its hash is kept with it; see
 * access/session-kit.ts), so neither a token from before the sign-in nor one planted in the cookie by
 * someone else is worth anything.
 */
export const csrfMiddleware: MiddlewareHandler<Env> = async (c, next) => {
  if (!UNSAFE.has(c.req.method)) return next();
  const expected = getCookie(c, CSRF_COOKIE);
  const sent = c.req.header('csrf-token');
  const session = c.get('session');
  if (!expected || sent !== expected || (session && !sameDigest(hashToken(sent), session.csrfHash)))
    return refuse(c, 419, 'csrf', { code: 'csrf_mismatch' });
  return next();
};
