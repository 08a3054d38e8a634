import { Hono } from 'hono';
import type { Env, Kit } from '../platform/route-kit';
import { sendDigests } from './digest';

/**
 * `POST /api/__demo/digest`: the back office's daily digest of the legal clock, run now by the demo
 * clock (a real back office runs it each working morning), its mails in the outbox. Once a day.
 */
export function digestControls(kit: Kit): Hono<Env> {
  const routes = new Hono<Env>();
  routes.post('/api/__demo/digest', (c) => c.json({ data: { sent: sendDigests(kit) } }));
  return routes;
}
