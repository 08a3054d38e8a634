import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Ctx, Env } from './route-kit';
import { refuse } from './route-kit';

const MB = 1024 * 1024;

/**
 * The most a JSON (or any other non-multipart) body may hold. The largest the portal sends is a
 * division's branding, two logos of at most 200 kB as data URLs (about 550 kB); notes and wizards are
 * far smaller.
 */
export const JSON_BODY_LIMIT_BYTES = 1 * MB;

/**
 * The most a multipart body may hold: the largest upload, a dossier document of 10 MB, with room for
 * the parts' headers and the other fields (the dossier routes allow the same).
 */
export const MULTIPART_BODY_LIMIT_BYTES = 10 * MB + 1 * MB;

const tooLarge = (limit: number) => (c: Ctx) =>
  refuse(c, 413, 'bodyTooLarge', { code: 'payload_too_large', params: { max: limit / MB } });

const jsonLimit = bodyLimit({ maxSize: JSON_BODY_LIMIT_BYTES, onError: tooLarge(JSON_BODY_LIMIT_BYTES) });
const multipartLimit = bodyLimit({
  maxSize: MULTIPART_BODY_LIMIT_BYTES,
  onError: tooLarge(MULTIPART_BODY_LIMIT_BYTES),
});

/**
 * Refuses a body over its limit with a 413 as soon as it is known: at once by its Content-Length, or,
 * without one (chunked), while it streams in, once the bytes read pass the limit; the rest is never
 * read. Routes then read a body that is known to be small enough.
 */
export const bodyLimits: MiddlewareHandler<Env> = (c, next) => {
  const multipart = (c.req.header('Content-Type') ?? '').toLowerCase().startsWith('multipart/');
  return (multipart ? multipartLimit : jsonLimit)(c, next);
};
