import type { MiddlewareHandler } from 'hono';
import type { Env } from './route-kit';
import { refuse } from './route-kit';

/**
 * The header every call under /api/__demo must carry. A web page can only add it through a CORS
 * preflight, which the demo backend never grants, so no other site can reset the store, sign in as
 * someone through the SSO hand-off or read the outbox's reset links; curl, the tests and
 * `npm run demo:reset` simply send it.
 */
export const DEMO_CONTROL_HEADER = 'X-Demo-Control';
export const DEMO_CONTROL_VALUE = '1';

/** What a demo control call's headers say about where it comes from. */
export interface ControlCall {
  /** The value of X-Demo-Control, if any. */
  readonly control: string | undefined;
  readonly origin: string | undefined;
  readonly fetchSite: string | undefined;
}

/**
 * Why a demo control call is refused, or null when it may run: it must carry the header, and when the
 * browser says where it comes from (Origin, Sec-Fetch-Site), come from the server's own origin (Vite
 * answers other local origins' preflights, so the header alone does not prove it). The Vite plugin
 * repeats this rule for the one call it answers itself, `GET /api/__demo/server`.
 */
export function controlRefusal(call: ControlCall, ownOrigin: string): 'header' | 'cross-site' | null {
  if (call.control !== DEMO_CONTROL_VALUE) return 'header';
  if (call.origin !== undefined && call.origin !== ownOrigin) return 'cross-site';
  if (call.fetchSite !== undefined && call.fetchSite !== 'same-origin' && call.fetchSite !== 'none')
    return 'cross-site';
  return null;
}

/** Refuses, with a 403, every demo control call that does not keep the rule above. */
export const demoControlGuard: MiddlewareHandler<Env> = async (c, next) => {
  const refusal = controlRefusal(
    {
      control: c.req.header(DEMO_CONTROL_HEADER),
      origin: c.req.header('Origin'),
      fetchSite: c.req.header('Sec-Fetch-Site'),
    },
    new URL(c.req.url).origin,
  );
  if (refusal === 'header') return refuse(c, 403, 'demoControlHeader', { code: 'demo_control_header' });
  if (refusal === 'cross-site')
    return refuse(c, 403, 'demoControlCrossSite', { code: 'demo_control_cross_site' });
  return next();
};
