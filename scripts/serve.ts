/**
 * `npm run serve`: the built portal (dist/) in production, for a site that does not let its back office
 * serve it. One small Node server (Hono on @hono/node-server) that
 *
 * - sends every page and file with the portal's security headers (scripts/security-headers.ts, the
 *   same as the dev and preview servers),
 * - caches the hashed files under /assets/ for a year (immutable), and nothing else without asking
 *   again (`no-cache`: index.html, and builds/latest.json and builds/meta/, which a running portal
 *   polls to notice a newer build),
 * - answers index.html for any other path, as the portal routes in the browser, but 404 for a missing
 *   asset, build file or other file name,
 * - passes /api on to PORTAL_BACKEND_URL as it comes (bodies streamed both ways, cookies and
 *   Set-Cookie kept, redirects not followed) and marks the answers `Cache-Control: no-store`,
 * - answers `GET /healthz` with 200 `{ "status": "ok" }`, and refuses a path that climbs out (`..`,
 *   encoded or not) or carries a backslash or NUL.
 *
 * PORTAL_BACKEND_URL is required; PORT (default 8080) and HOST (default 127.0.0.1) choose where it
 * listens; VITE_SURVEY_SCRIPT_URL, when the build loads the survey, allows its origin as a script source.
 * Run with Node's own TypeScript support (`node scripts/serve.ts`), so local imports name their file.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { Context } from 'hono';
import { proxy } from 'hono/proxy';
import { API_HEADERS, securityHeaders } from './security-headers.ts';

/** The hashed files of a build: a new build has new names, so a cached copy never goes stale. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Kept, but asked again each time: the page and the build's version files change with each build. */
export const NO_CACHE = 'no-cache';

export const DEFAULT_PORT = 8080;
export const DEFAULT_HOST = '127.0.0.1';
export const DIST = resolve(import.meta.dirname, '..', 'dist');

/** Names of files, not of the portal's pages: a missing one is a 404, never the portal's page. */
const FILE_NAME =
  /\.(?:js|mjs|css|map|json|ico|png|jpe?g|gif|svg|webp|avif|woff2?|ttf|txt|xml|webmanifest)$/i;

/** Headers of one hop only, never passed on by a proxy (RFC 9110, 7.6.1), and the client's Host. */
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
];

const isApi = (path: string): boolean => path === '/api' || path.startsWith('/api/');

/**
 * Whether a request path tries to leave the served folder or to confuse the file system: a `..`
 * segment (also percent-encoded, or as `..%2f`), a backslash or a NUL, or an encoding that does not
 * decode. Browsers and the URL parser remove plain `..` segments before they get here; the rest is
 * refused outright rather than looked up.
 */
export function isRefusedPath(path: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return true;
  }
  return /[\\\0]/.test(decoded) || decoded.split('/').some((segment) => segment === '..');
}

/** The Cache-Control of an answer, by its path and status. */
export function cacheControlFor(path: string, status: number): string {
  if (isApi(path) || path === '/healthz' || status >= 400) return 'no-store';
  if (path.startsWith('/assets/')) return IMMUTABLE;
  return NO_CACHE;
}

export interface PortalServerOptions {
  /** The built portal; dist/ of this project unless a test says otherwise. */
  readonly root?: string;
  /** Where /api goes: the back office's origin (a path after it is kept as a prefix). */
  readonly backendUrl: string;
  /** VITE_SURVEY_SCRIPT_URL, when the build loads the survey. */
  readonly surveyScriptUrl?: string | undefined;
  /** The fetch the proxy uses; the global one unless a test says otherwise. */
  readonly fetch?: typeof fetch;
}

/** The address /api/... goes to at the backend: its path prefix, then the request's path and query. */
export function backendTarget(backendUrl: string, requestUrl: string): URL {
  const backend = new URL(backendUrl);
  const request = new URL(requestUrl);
  const target = new URL(backend.origin);
  target.pathname = `${backend.pathname.replace(/\/$/, '')}${request.pathname}`;
  target.search = request.search;
  return target;
}

/** The portal's production server as a Hono app (started by `main`, or called in-process by tests). */
export function portalServer(options: PortalServerOptions): Hono {
  const root = options.root ?? DIST;
  const pageHeaders = securityHeaders({ surveyScriptUrl: options.surveyScriptUrl });
  const app = new Hono();

  app.use('*', async (c, next) => {
    const refused = isRefusedPath(c.req.path);
    if (refused) c.res = c.text('Bad request', 400);
    else await next();
    const headers = c.res.headers;
    const api = isApi(c.req.path) && !refused;
    for (const [name, value] of Object.entries(api ? API_HEADERS : pageHeaders)) headers.set(name, value);
    if (!api) headers.set('Cache-Control', cacheControlFor(c.req.path, c.res.status));
  });

  app.get('/healthz', (c) => c.json({ status: 'ok' }));

  const toBackend = async (c: Context) => {
    const url = new URL(c.req.url);
    const headers = new Headers(c.req.raw.headers);
    for (const name of HOP_BY_HOP) headers.delete(name);
    headers.set('X-Forwarded-Host', url.host);
    headers.set('X-Forwarded-Proto', url.protocol.replace(/:$/, ''));
    const body = c.req.raw.body;
    try {
      return await proxy(backendTarget(options.backendUrl, c.req.url), {
        method: c.req.method,
        headers,
        body,
        ...(body ? { duplex: 'half' } : {}),
        redirect: 'manual',
        signal: c.req.raw.signal,
        ...(options.fetch ? { customFetch: options.fetch } : {}),
      });
    } catch (error) {
      // A browser that went away (a cancelled request) needs no answer and no line in the log.
      if (c.req.raw.signal.aborted) return c.body(null, 502);
      console.error(`[serve] ${c.req.method} ${url.pathname}: the backend did not answer: ${String(error)}`);
      return c.json({ message: 'The backend did not answer.' }, 502);
    }
  };
  app.all('/api', toBackend);
  app.all('/api/*', toBackend);

  const fileNotFound = (c: Context) => c.text('Not found', 404);
  // Hashed assets and the build's version files: the file or a 404, never the page.
  app.use('/assets/*', serveStatic({ root }));
  app.all('/assets/*', fileNotFound);
  app.use('/builds/*', serveStatic({ root }));
  app.all('/builds/*', fileNotFound);
  // Any other file of the build (index.html itself, `/`), then the page for the portal's own paths.
  app.use('*', serveStatic({ root }));
  const page = serveStatic({ root, path: 'index.html' });
  app.use('*', (c, next) => (FILE_NAME.test(c.req.path) ? next() : page(c, next)));
  app.notFound(fileNotFound);
  return app;
}

/** What `npm run serve` reads from its environment; a message instead when it cannot start. */
export function settingsFrom(
  env: Record<string, string | undefined>,
): { backendUrl: string; port: number; host: string; surveyScriptUrl: string | undefined } | string {
  const backendUrl = env['PORTAL_BACKEND_URL']?.trim();
  if (!backendUrl) {
    return 'PORTAL_BACKEND_URL is not set: name the back office that answers /api, e.g. PORTAL_BACKEND_URL=https://backoffice.example.nl npm run serve';
  }
  try {
    const { protocol } = new URL(backendUrl);
    if (protocol !== 'http:' && protocol !== 'https:') throw new Error(protocol);
  } catch {
    return `PORTAL_BACKEND_URL is not an http(s) address: ${backendUrl}`;
  }
  const port = Number(env['PORT'] ?? DEFAULT_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    return `PORT is not a port number: ${env['PORT']}`;
  return {
    backendUrl,
    port,
    host: env['HOST']?.trim() || DEFAULT_HOST,
    surveyScriptUrl: env['VITE_SURVEY_SCRIPT_URL'],
  };
}

function main(): void {
  const settings = settingsFrom(process.env);
  if (typeof settings === 'string') {
    console.error(settings);
    process.exit(1);
  }
  if (!existsSync(resolve(DIST, 'index.html'))) {
    console.error(`${DIST} holds no build: run npm run build first.`);
    process.exit(1);
  }
  const app = portalServer(settings);
  const server = serve({ fetch: app.fetch, port: settings.port, hostname: settings.host }, (address) => {
    const host = address.address.includes(':') ? `[${address.address}]` : address.address;
    console.log(`Arbo Agenda on http://${host}:${address.port}, /api to ${settings.backendUrl}`);
  });
  server.on('error', (error) => {
    console.error(`Could not listen on ${settings.host}:${settings.port}: ${error.message}`);
    process.exit(1);
  });
  const stop = () => server.close(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (import.meta.main) main();
