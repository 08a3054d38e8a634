import { getRequestListener } from '@hono/node-server';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import type { Plugin, ProxyOptions } from 'vite';
import { createDemoBackend, DemoStore } from '../demo-backend';

export const DEMO_STATE_FILE = resolve(process.cwd(), '.demo-data', 'state.json');

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/** The part of a store a stop needs: writing what is pending. */
export interface Flushable {
  flush(): Promise<void>;
}

/** The events of a server that closes, and of the process, that a stop listens to. */
export interface Closable {
  on(event: 'close', listener: () => void): unknown;
}
export interface ProcessLike {
  on(event: 'beforeExit', listener: () => void): unknown;
  once(event: 'SIGINT' | 'SIGTERM', listener: (signal: NodeJS.Signals) => void): unknown;
  off(event: 'beforeExit', listener: () => void): unknown;
  off(event: 'SIGINT' | 'SIGTERM', listener: (signal: NodeJS.Signals) => void): unknown;
  exit(code: number): void;
}

const EXIT_CODES: Record<'SIGINT' | 'SIGTERM', number> = { SIGINT: 130, SIGTERM: 143 };

/**
 * Nothing written is lost on a clean stop: the store is flushed when the server closes, before the
 * process exits on its own (beforeExit), and on SIGINT or SIGTERM, after which the process exits as
 * the signal would have made it. The process listeners go again once the server has closed, so a
 * restarted server (Vite restarts on a config change) does not pile them up.
 */
export function flushOnStop(
  store: Flushable,
  server: Closable | null,
  host: ProcessLike = process,
  report: (message: string) => void = (message) => console.error(message),
): void {
  const flush = () =>
    store.flush().catch((error: unknown) => report(`[demo-backend] state not saved: ${String(error)}`));
  const onBeforeExit = () => void flush();
  const onSignal = (signal: NodeJS.Signals) => {
    detach();
    void flush().finally(() => host.exit(signal === 'SIGTERM' ? EXIT_CODES.SIGTERM : EXIT_CODES.SIGINT));
  };
  const detach = () => {
    host.off('beforeExit', onBeforeExit);
    host.off('SIGINT', onSignal);
    host.off('SIGTERM', onSignal);
  };
  host.on('beforeExit', onBeforeExit);
  host.once('SIGINT', onSignal);
  host.once('SIGTERM', onSignal);
  server?.on('close', () => {
    detach();
    void flush();
  });
}

/** Mounts the backend on /api; the first call there (not merely a server start) arms `onFirstCall`. */
function demoMiddleware(store: DemoStore, onFirstCall: () => void): Middleware {
  const app = createDemoBackend({ store, print: (line) => console.log(line) });
  const listener = getRequestListener((request) => app.fetch(request));
  let called = false;
  return (req, res, next) => {
    if (!req.url?.startsWith('/api/')) return next();
    if (!called) {
      called = true;
      onFirstCall();
    }
    void listener(req, res);
  };
}

/**
 * Serves the demo backend on the portal's own origin in `vite` and `vite preview`, unless
 * PORTAL_BACKEND_URL names a real backend, in which case /api is proxied there instead. Only the
 * servers load this file: the browser bundle never contains the demo backend.
 */
export function demoBackend(options: { backendUrl?: string | undefined; stateFile?: string } = {}): Plugin {
  const file = options.stateFile ?? process.env['DEMO_STATE_FILE'] ?? DEMO_STATE_FILE;
  const proxy: Record<string, ProxyOptions> | undefined = options.backendUrl
    ? { '/api': { target: options.backendUrl, changeOrigin: true, secure: true } }
    : undefined;
  const stores: DemoStore[] = [];
  const serve = (
    server: { middlewares: { use(middleware: Middleware): unknown } },
    http: Closable | null,
  ) => {
    const store = new DemoStore(file);
    stores.push(store);
    // A server that never answers a call (Vitest's, say) has nothing to save and keeps no listeners.
    server.middlewares.use(demoMiddleware(store, () => flushOnStop(store, http)));
  };
  // Vite awaits these hooks when it closes a server (also on its own SIGTERM), so the flush completes.
  const flushAll = async () => {
    await Promise.all(stores.map((store) => store.flush()));
  };
  return {
    name: 'portal-demo-backend',
    config: () => (proxy ? { server: { proxy }, preview: { proxy } } : {}),
    configureServer(server) {
      if (!proxy) serve(server, server.httpServer);
    },
    configurePreviewServer(server) {
      if (!proxy) serve(server, server.httpServer);
    },
    closeBundle: flushAll,
    closePreviewServer: flushAll,
  };
}
