import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';

/**
 * What vite.config.ts gives Vite as `html.cspNonce` for the dev server: Vite writes it on every script,
 * style and stylesheet link of the page and in a `<meta property="csp-nonce">`, which its client (the
 * `<style>` elements of CSS modules, the error overlay) and react-aria read. The middleware below puts a
 * fresh nonce in its place, in the page and in the policy, for every answer.
 */
export const DEV_NONCE_PLACEHOLDER = 'PortalDevCspNonce';

/** 128 random bits, as CSP asks of a nonce. */
export const freshNonce = (): string => randomBytes(16).toString('base64');

/** Whether a request is for a page (the browser's navigation), whose cached copy would hold an old nonce. */
function isPageRequest(req: IncomingMessage): boolean {
  const dest = req.headers['sec-fetch-dest'];
  return dest === 'document' || (dest === undefined && /text\/html/.test(req.headers.accept ?? ''));
}

function withNonce(value: unknown, nonce: string): unknown {
  if (typeof value === 'string') return value.replaceAll(DEV_NONCE_PLACEHOLDER, nonce);
  if (Array.isArray(value)) return value.map((item) => withNonce(item, nonce));
  return value;
}

type End = ServerResponse['end'];

/**
 * Gives one answer its nonce: every header and the body written by `end` (how Vite sends a page) have
 * the placeholder replaced. A page is never answered 304 (its cached copy would hold an old nonce).
 */
export function nonceAnswer(req: IncomingMessage, res: ServerResponse, nonce: string = freshNonce()): void {
  if (isPageRequest(req)) delete req.headers['if-none-match'];
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name, value) => setHeader(name, withNonce(value, nonce) as typeof value);
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.end = ((...args: unknown[]) => {
    const [chunk] = args;
    const text = typeof chunk === 'string' ? chunk : Buffer.isBuffer(chunk) ? chunk.toString('utf8') : null;
    if (text?.includes(DEV_NONCE_PLACEHOLDER)) {
      const replaced = text.replaceAll(DEV_NONCE_PLACEHOLDER, nonce);
      if (!res.headersSent && res.hasHeader('Content-Length')) {
        res.setHeader('Content-Length', Buffer.byteLength(replaced));
      }
      args[0] = typeof chunk === 'string' ? replaced : Buffer.from(replaced);
    }
    return end(...args);
  }) as End;
}

/**
 * The dev server under the same policy as the build, plus a nonce per answer. The dev server needs one
 * and the build does not: it puts an inline script in the page (react-refresh's preamble, which has to
 * run before any module) and loads CSS by injecting `<style>` elements, neither of which 'self' allows;
 * the build loads every script and stylesheet from a file. The nonce is new for every answer, so a
 * page's nonce is never reusable by anything that was not in that answer.
 */
export function devCspNonce(): Plugin {
  return {
    name: 'portal-dev-csp-nonce',
    apply: 'serve',
    configureServer(server) {
      // Before Vite's own middlewares, which set the headers and send the transformed page.
      server.middlewares.use((req, res, next) => {
        nonceAnswer(req, res);
        next();
      });
    },
  };
}
