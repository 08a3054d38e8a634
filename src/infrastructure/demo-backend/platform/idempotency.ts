import type { MiddlewareHandler } from 'hono';
import type { Env, Kit } from './route-kit';
import { refuse } from './route-kit';

/** How long a key's first answer is kept: longer than any client retries one action. */
export const KEY_KEPT_MS = 10 * 60_000;
const MAX_KEY_LENGTH = 200;

interface Kept {
  readonly at: number;
  /** What the request was, so one key cannot be reused for another write. */
  readonly request: string;
  readonly answer: Promise<{ status: number; body: string; type: string | null }>;
}

const keptByStore = new WeakMap<object, Map<string, Kept>>();

/**
 * Writes retried safely (the Idempotency-Key header of the IETF draft, as payment and booking APIs
 * use it): a write that names a key is done once per user and key; a repeat within KEY_KEPT_MS gets the
 * first answer, whether it is still on its way or long done, without doing the write again. The same key
 * for another write (another method, path or body) is refused with 422. Writes without a key are done
 * as they come. Kept in memory: a restart forgets the keys, as a real back office's cache might.
 */
export function idempotentWrites(kit: Kit): MiddlewareHandler<Env> {
  return async (c, next) => {
    const key = c.req.header('Idempotency-Key');
    const user = c.get('sessionUser');
    if (!key || !user || c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    if (key.length > MAX_KEY_LENGTH) return refuse(c, 400, 'invalidInput');
    const kept = keptByStore.get(kit.store) ?? new Map<string, Kept>();
    keptByStore.set(kit.store, kept);
    const now = kit.now();
    for (const [name, entry] of kept) if (now - entry.at > KEY_KEPT_MS) kept.delete(name);
    const request = `${c.req.method} ${c.req.path} ${await c.req.text()}`;
    const id = `${user.id} ${key}`;
    const earlier = kept.get(id);
    if (earlier) {
      if (earlier.request !== request)
        return refuse(c, 422, 'invalidInput', { code: 'idempotency_key_reused' });
      const first = await earlier.answer;
      return c.body(first.body, first.status as 200, {
        ...(first.type ? { 'Content-Type': first.type } : {}),
        'Idempotent-Replayed': 'true',
      });
    }
    let settle: (answer: { status: number; body: string; type: string | null }) => void = () => undefined;
    kept.set(id, { at: now, request, answer: new Promise((resolve) => (settle = resolve)) });
    try {
      await next();
    } finally {
      const answer = c.res.clone();
      // A refusal worth another try (a fault on the way) is not kept: the retry does the write.
      if (answer.status === 503 || answer.status === 429 || answer.status === 408) kept.delete(id);
      settle({ status: answer.status, body: await answer.text(), type: answer.headers.get('Content-Type') });
    }
  };
}
