import { getRequestListener } from '@hono/node-server';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { styleText } from 'node:util';
import type { Logger, Plugin, ProxyOptions } from 'vite';
import { runnerImport } from 'vite';
// Types only: the module itself is loaded when a server starts (see loadDemoBackend).
import type * as DemoBackendModule from '../demo-backend';

export const DEMO_STATE_FILE = resolve(process.cwd(), '.demo-data', 'state.json');

/**
 * Where a running dev or preview server notes the address it answers at, one file per port, so
 * `npm run demo:reset` (scripts/demo-reset.ts, which names the same folder) finds it there even when
 * the preview had to take another port than 4173. Git-ignored with the rest of .demo-data.
 */
export const SERVER_RECORDS_FOLDER = resolve(process.cwd(), '.demo-data', 'servers');

/** Answered by the server, not the backend: which project, what kind of server, which state file. */
export const SERVER_INFO_PATH = '/api/__demo/server';
export const DEMO_SERVER_APP = 'arbo-agenda-portal demo backend';

/** The accounts the console names after the address (README, "Demo accounts"; a test checks the seed). */
export const DEMO_PASSWORD = 'Welkom01!';
export const CONSOLE_ACCOUNTS: readonly (readonly [username: string, who: string])[] = [
  ['planner', 'agenda planner'],
  ['admin', 'administrator'],
  ['doctor', 'occupational physician, with a second factor (README)'],
  ['employer', 'employer, Bakkerij De Gouden Korenaar'],
  ['employee', 'employee'],
  ['linked', 'planner with two linked accounts'],
  ['facility', 'facility manager'],
];

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
type Backend = typeof DemoBackendModule;
type ServerKind = 'dev' | 'preview';

/** What a server tells `GET /api/__demo/server`, and so the reset script. */
export interface DemoServerInfo {
  readonly app: typeof DEMO_SERVER_APP;
  readonly kind: ServerKind;
  readonly stateFile: string;
  readonly pid: number;
}

/** The demo backend's module, and every file of it, for a restart of the dev server when one changes. */
export interface LoadedBackend {
  readonly module: Backend;
  readonly files: readonly string[];
}

const DEMO_BACKEND_ENTRY = fileURLToPath(new URL('../demo-backend.ts', import.meta.url));
const DEMO_BACKEND_FOLDER = resolve(fileURLToPath(new URL('..', import.meta.url)));

/**
 * The demo backend is not imported by this file but loaded through Vite's module runner when a server
 * starts. So the config file, which imports this plugin, bundles only this file: the backend's hundred
 * modules (TypeScript that imports without file extensions, as the app's code does) are not part of
 * the config, and loading the config stays quick and free of the config loaders' advisories.
 */
export async function loadDemoBackend(): Promise<LoadedBackend> {
  const { module, dependencies } = await runnerImport<Backend>(DEMO_BACKEND_ENTRY);
  return { module, files: [DEMO_BACKEND_ENTRY, ...dependencies].map((file) => resolve(file)) };
}

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

/** The address a server listens at, as a local client reaches it; null before it listens. */
export function originOf(address: AddressInfo | string | null): string | null {
  if (address === null || typeof address === 'string') return null;
  const host =
    address.address === '0.0.0.0' ? '127.0.0.1' : address.address === '::' ? '::1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

/** The events of a listening server a record needs. */
export interface Listening {
  once(event: 'listening', listener: () => void): unknown;
  on(event: 'close', listener: () => void): unknown;
  address(): AddressInfo | string | null;
}

/**
 * Notes in `folder` where the server answers once it listens (`<port>.json`), and removes the note when
 * it closes or the process exits, unless another server has written that port's note since. A note
 * left by a killed server is harmless: the reset script asks the address and forgets the note.
 */
export function recordServer(http: Listening, folder: string, pid: number = process.pid): void {
  http.once('listening', () => {
    const origin = originOf(http.address());
    if (!origin) return;
    const file = join(folder, `${new URL(origin).port}.json`);
    const text = JSON.stringify({ origin, pid });
    try {
      // Beside the state file (0600): a folder made here is its owner's only, as the state store makes it.
      mkdirSync(folder, { recursive: true, mode: 0o700 });
      writeFileSync(file, text);
    } catch {
      return; // a read-only checkout: the reset script still tries the usual ports
    }
    const forget = () => {
      try {
        if (readFileSync(file, 'utf8') === text) rmSync(file, { force: true });
      } catch {
        // already gone
      }
    };
    process.once('exit', forget);
    http.on('close', () => {
      process.off('exit', forget);
      forget();
    });
  });
}

/**
 * The short block the dev and preview servers print after their address: the demo accounts and the
 * two commands a newcomer needs next. `paint` colours it (Node's styleText, plain when not a terminal).
 */
export function consoleBlock(
  paint: (format: 'bold' | 'cyan' | 'dim', text: string) => string = (format, text) =>
    styleText(format, text),
): string {
  const width = Math.max(...CONSOLE_ACCOUNTS.map(([username]) => username.length)) + 2;
  return [
    '',
    `  Demo accounts, every one with the password ${paint('bold', DEMO_PASSWORD)}:`,
    ...CONSOLE_ACCOUNTS.map(([username, who]) => `    ${paint('cyan', username.padEnd(width))}${who}`),
    '',
    `  ${paint('bold', 'npm test')}             every test: types, lint, unit, end to end`,
    `  ${paint('bold', 'npm run demo:reset')}   back to the seed, also while this server runs`,
  ].join('\n');
}

/** Prints the block after the address wherever Vite prints it (at the start, after a restart). */
function printBlockAfterUrls(server: { printUrls(): void; config: { logger: Logger } }): void {
  const printUrls = server.printUrls.bind(server);
  server.printUrls = () => {
    printUrls();
    server.config.logger.info(consoleBlock());
  };
}

/**
 * Whether a call keeps the rule of every demo control (platform/demo-control-guard.ts, which this file
 * does not import, so the config stays free of the backend): the header X-Demo-Control: 1 and, when the
 * browser names where the call comes from, the server's own origin.
 */
export function keepsControlRule(req: IncomingMessage): boolean {
  const header = (name: string) => {
    const value = req.headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const scheme = 'encrypted' in req.socket && req.socket.encrypted ? 'https' : 'http';
  const origin = header('origin');
  const site = header('sec-fetch-site');
  return (
    header('x-demo-control') === '1' &&
    (origin === undefined || origin === `${scheme}://${req.headers.host ?? ''}`) &&
    (site === undefined || site === 'same-origin' || site === 'none')
  );
}

function answerJson(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json');
  res.end(JSON.stringify(body));
}

/**
 * Mounts the backend on /api once it has loaded (a call waits for that); `backend` makes the store on
 * the first call there (not merely a server start). `GET /api/__demo/server` is answered here, without
 * the backend: it names the server and its state file, for the reset script. Like every demo control it
 * answers only a same-origin call with the X-Demo-Control header; any other goes on to the backend, whose
 * guard refuses it in the caller's language.
 */
function demoMiddleware(
  backend: () => Promise<(req: IncomingMessage, res: ServerResponse) => unknown>,
  info: DemoServerInfo,
  apiHeaders: Readonly<Record<string, string>>,
): Middleware {
  return (req, res, next) => {
    if (!req.url?.startsWith('/api/')) return next();
    for (const [name, value] of Object.entries(apiHeaders)) res.setHeader(name, value);
    if (req.method === 'GET' && req.url.split('?')[0] === SERVER_INFO_PATH && keepsControlRule(req)) {
      return answerJson(res, 200, { data: info });
    }
    backend().then(
      (listener) => listener(req, res),
      (error: unknown) => {
        if (res.headersSent) return void res.end();
        answerJson(res, 503, { message: `The demo backend did not load: ${String(error)}` });
      },
    );
  };
}

interface DemoBackendOptions {
  backendUrl?: string | undefined;
  stateFile?: string;
  /**
   * Whether the state stays in memory only, never written to the state file (which still names the
   * server for `npm run demo:reset`): DEMO_STATE=memory, for servers whose state need not outlive
   * them, such as the end-to-end tests', which reset it before every test.
   */
  inMemory?: boolean;
  /** Where a listening server notes its address; SERVER_RECORDS_FOLDER unless a test says otherwise. */
  serverRecords?: string;
  /** How the backend is loaded; loadDemoBackend unless a test says otherwise. */
  load?: () => Promise<LoadedBackend>;
  /** Headers every /api answer carries, the demo's and a proxied backend's (API_HEADERS of the config). */
  apiHeaders?: Readonly<Record<string, string>>;
}

/**
 * Serves the demo backend on the portal's own origin in `vite` and `vite preview`, unless
 * PORTAL_BACKEND_URL names a real backend, in which case /api is proxied there instead. Only the
 * servers load the backend: the browser bundle never contains it. A server that listens (not Vitest's)
 * loads it at once, notes its address for `npm run demo:reset`, and prints the demo accounts after its
 * address; the dev server restarts when a file of the backend changes.
 */
export function demoBackend(options: DemoBackendOptions = {}): Plugin {
  const file = resolve(options.stateFile ?? process.env['DEMO_STATE_FILE'] ?? DEMO_STATE_FILE);
  const inMemory = options.inMemory ?? process.env['DEMO_STATE'] === 'memory';
  const records = options.serverRecords ?? SERVER_RECORDS_FOLDER;
  const load = options.load ?? loadDemoBackend;
  const apiHeaders = options.apiHeaders ?? {};
  const proxy: Record<string, ProxyOptions> | undefined = options.backendUrl
    ? {
        '/api': {
          target: options.backendUrl,
          changeOrigin: true,
          secure: true,
          configure: (server) =>
            server.on('proxyRes', (answer) => {
              for (const [name, value] of Object.entries(apiHeaders)) {
                answer.headers[name.toLowerCase()] = value;
              }
            }),
        },
      }
    : undefined;
  const stores: Flushable[] = [];

  const serve = (
    kind: ServerKind,
    server: {
      middlewares: { use(middleware: Middleware): unknown };
      httpServer: (Closable & Listening) | null;
      config: { logger: Logger };
      printUrls(): void;
    },
  ) => {
    const http = server.httpServer;
    let loading: Promise<LoadedBackend> | null = null;
    let listener: Promise<(req: IncomingMessage, res: ServerResponse) => unknown> | null = null;
    const loaded = () => (loading ??= load());
    const backend = () =>
      (listener ??= loaded().then(({ module }) => {
        const store = new module.DemoStore(inMemory ? null : file);
        stores.push(store);
        // Reminders fall due while the page rests: the back office looks every fifteen seconds.
        const app = module.createDemoBackend({
          store,
          print: (line) => console.log(line),
          heartbeatMs: 15_000,
        });
        // A server that never answers a call (Vitest's, say) has nothing to save and keeps no listeners.
        flushOnStop(store, http);
        return getRequestListener((request) => app.fetch(request));
      }));
    server.middlewares.use(
      demoMiddleware(backend, { app: DEMO_SERVER_APP, kind, stateFile: file, pid: process.pid }, apiHeaders),
    );
    if (!http) return { loaded };
    // A server that listens loads the backend now, so the first page's calls need not wait for it.
    loaded().catch((error: unknown) =>
      server.config.logger.error(`[demo-backend] could not load: ${String(error)}`, {
        error: error instanceof Error ? error : null,
      }),
    );
    recordServer(http, records);
    printBlockAfterUrls(server);
    return { loaded };
  };

  // Vite awaits these hooks when it closes a server (also on its own SIGTERM), so the flush completes.
  const flushAll = async () => {
    await Promise.all(stores.map((store) => store.flush()));
  };
  return {
    name: 'portal-demo-backend',
    config: () => (proxy ? { server: { proxy }, preview: { proxy } } : {}),
    configureServer(server) {
      if (proxy) return;
      const { loaded } = serve('dev', server);
      if (!server.httpServer) return;
      // The backend is no part of the config any more, so Vite would not restart for a change in it:
      // restart as it does for the config (once the backend loaded, for its files; before, for its folder).
      let files: ReadonlySet<string> | null = null;
      loaded().then(
        (backend) => (files = new Set(backend.files)),
        () => undefined,
      );
      server.watcher.on('change', (changed) => {
        const path = resolve(changed);
        const ours = files ? files.has(path) : path.startsWith(DEMO_BACKEND_FOLDER + sep);
        if (!ours) return;
        server.config.logger.info(`${relative(process.cwd(), path)} changed, restarting the server`, {
          timestamp: true,
        });
        void server.restart();
      });
    },
    configurePreviewServer(server) {
      if (!proxy) serve('preview', server);
    },
    closeBundle: flushAll,
    closePreviewServer: flushAll,
  };
}

const NO_DEMO_BACKEND = '\0no-demo-backend';

/**
 * Keeps the demo backend out of the build. An area's manifest (src/areas/) names its part of the demo
 * backend as a lazy import, which only the servers call; in the browser's build that import becomes an
 * empty module, so none of the backend's code, seed or accounts ships with the portal.
 */
export function demoBackendStaysOnServer(): Plugin {
  return {
    name: 'portal-demo-backend-stays-on-server',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (this.environment.config.consumer !== 'client' || !importer) return null;
      const target = resolve(dirname(importer), source);
      const backend = resolve(import.meta.dirname, '..');
      return target.startsWith(`${backend}${sep}`) ? NO_DEMO_BACKEND : null;
    },
    load(id) {
      return id === NO_DEMO_BACKEND ? 'export {};' : null;
    },
  };
}
