import { getRequestListener } from '@hono/node-server';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import type { Plugin, ProxyOptions } from 'vite';
import { createDemoBackend } from './demo-backend';
import { DemoStore } from './demo-store';

export const DEMO_STATE_FILE = resolve(process.cwd(), '.demo-data', 'state.json');

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

function demoMiddleware(file: string): Middleware {
  const store = new DemoStore(file);
  const app = createDemoBackend({ store, print: (line) => console.log(line) });
  const listener = getRequestListener((request) => app.fetch(request));
  return (req, res, next) => {
    if (req.url?.startsWith('/api/')) void listener(req, res);
    else next();
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
  return {
    name: 'portal-demo-backend',
    config: () => (proxy ? { server: { proxy }, preview: { proxy } } : {}),
    configureServer(server) {
      if (!proxy) server.middlewares.use(demoMiddleware(file));
    },
    configurePreviewServer(server) {
      if (!proxy) server.middlewares.use(demoMiddleware(file));
    },
  };
}
