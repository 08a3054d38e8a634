import { Hono } from 'hono';
import type { Areas } from '../../areas/areas';
import { AREAS as PORTAL_AREAS } from '../../areas/areas';
import type { AnyArea, DemoPartsOf } from '../../areas/portal-area';
import { sessionMiddleware } from './access/session-middleware';
import type { StateOfAreas } from './platform/area';
import { bodyLimits } from './platform/body-limits';
import { demoControlGuard } from './platform/demo-control-guard';
import { csrfMiddleware, faultMiddleware, requestMiddleware } from './platform/middleware';
import { amsterdamDate } from './platform/amsterdam-time';
import { platformArea } from './platform/platform-area';
import { searchArea } from './search/search-area';
import { DEFAULT_SETTINGS } from './platform/platform-state';
import type { DemoClock, Env, Kit } from './platform/route-kit';
import { refuse } from './platform/route-kit';
import type { StateStoreOptions } from './platform/state-store';
import { StateStore } from './platform/state-store';

export { LOCK_MS, MAX_FAILED_ATTEMPTS } from './access/lockout';
export { SESSION_COOKIE } from './access/session-kit';
export { CSRF_COOKIE } from './platform/middleware';
/** The idle limit a fresh seed starts with; the live one is `settings.idleTimeoutSeconds` in the state. */
export const IDLE_LIMIT_MS = DEFAULT_SETTINGS.idleTimeoutSeconds * 1000;

/**
 * The areas of the demo backend, each a folder with its calls, its seed and its part of the state: the
 * platform's (settings, the outbox, demo controls), then each portal area's from the portal's list of
 * areas (`src/areas/areas.ts`, which names them and whose order they are seeded and mounted in), then
 * the one search over them all. A new area brings its part through its manifest.
 */
export async function demoAreasOf(areas: readonly AnyArea[]): Promise<readonly DemoAreaOfPortal[]> {
  const parts = await Promise.all(areas.map((area) => area.demo()));
  return [platformArea, ...parts.flat(), searchArea] as readonly DemoAreaOfPortal[];
}

type DemoAreaOfPortal = typeof platformArea | DemoPartsOf<Areas> | typeof searchArea;

/** The demo backend's areas, from the portal's list. */
export const AREAS = await demoAreasOf(PORTAL_AREAS);

/** Bumped whenever the shape changes: a state file of another version is replaced by a fresh seed. */
export const STATE_VERSION = 16;

/** The whole state: the merge of the areas' parts, with the version of its shape. */
export type DemoState = { version: typeof STATE_VERSION } & StateOfAreas<readonly DemoAreaOfPortal[]>;

/** The seed as of `seedTime`: the case work's dates lie around that day in Amsterdam. */
export function seedState(seedTime: number = Date.now()): DemoState {
  const state: Record<string, unknown> = { version: STATE_VERSION };
  for (const area of AREAS) Object.assign(state, area.seed(seedTime, state));
  settleAreas(AREAS, state as unknown as DemoState, seedTime);
  return state as unknown as DemoState;
}

/**
 * Runs the areas' settle (DemoArea.settle) on the state, after a change at `path` those that follow
 * it (all without one); answers whether any changed the state.
 */
function settleAreas(
  areas: readonly DemoAreaOfPortal[],
  state: DemoState,
  now: number,
  path?: string,
): boolean {
  let changed = false;
  for (const area of areas) {
    const settle = area.settle as ((whole: DemoState, at: number) => boolean) | undefined;
    const follows = path === undefined || !area.settleAfter || area.settleAfter.test(path);
    if (settle && follows) changed = settle(state, now) || changed;
  }
  return changed;
}

/** A stored state of this version with every area's part, brought up to date; else null. */
export function reviveState(stored: Readonly<Record<string, unknown>>): DemoState | null {
  if (stored['version'] !== STATE_VERSION) return null;
  const state: Record<string, unknown> = { ...stored };
  for (const area of AREAS) {
    const revive = area.revive as ((part: unknown) => object) | undefined;
    if (revive) Object.assign(state, revive(state));
    if (!area.stateKeys.every((key) => state[key] !== undefined && state[key] !== null)) return null;
  }
  return state as unknown as DemoState;
}

/**
 * The demo backend's state, in memory and, when given a file, written there in the background (see
 * StateStore) so a restart keeps it. Delete the file (npm run demo:reset) to start again from the seed.
 */
export class DemoStore extends StateStore<DemoState> {
  constructor(file: string | null = null, clock: () => number = Date.now, options: StateStoreOptions = {}) {
    super(file, clock, { seed: seedState, revive: reviveState }, options);
  }
}

export interface DemoBackendOptions {
  readonly store: DemoStore;
  readonly now?: () => number;
  /** Where outbox messages are also printed; the terminal in a demo, nowhere in tests. */
  readonly print?: (line: string) => void;
  /** Randomness for fault injection; fixed in tests. */
  readonly random?: () => number;
  /** The areas whose calls it answers: every area's unless given (see demoAreasOf). */
  readonly areas?: readonly DemoAreaOfPortal[];
  /**
   * How often the back office runs what it does by its clock (a reminder falling due) while nobody
   * calls, in milliseconds; only between calls when absent (tests drive it with their calls).
   */
  readonly heartbeatMs?: number;
}

/**
 * A stateful fake of the back office that honours the portal's contract: same origin, real cookies, a
 * double-submit csrf check, server-side permission checks and fault injection. It is a Fetch-standard
 * handler, mounted in the Vite servers and called in-process by tests; it never enters the build.
 * The areas' demo controls answer first; the middleware applies to all their other calls.
 */
export function createDemoBackend(options: DemoBackendOptions): Hono<Env> {
  const { store } = options;
  const real = options.now ?? (() => Date.now());
  const clock: DemoClock = { offsetMs: 0 };
  const now = () => real() + clock.offsetMs;
  const kit: Kit = { store, now, clock, print: options.print ?? (() => undefined) };
  // A seed made from here on (the first, or a reset) is dated by this backend's clock.
  store.useClock(now);
  const app = new Hono<Env>();

  app.onError((error, c) => {
    kit.print(`[demo-backend] ${error.message}`);
    return refuse(c, 500, 'serverError', { code: 'server_error' });
  });

  // Every answer says the back office's time, as an HTTP server does; the portal's clock follows it
  // when it differs by more than a few minutes (a moved demo clock).
  app.use('/api/*', async (c, next) => {
    await next();
    try {
      c.res.headers.set('Date', new Date(now()).toUTCString());
    } catch {
      // An answer whose headers are fixed keeps the server's own.
    }
  });

  // A body over its limit is refused before anyone reads it, demo controls included.
  app.use('/api/*', bodyLimits);

  const areas = options.areas ?? AREAS;
  // What the back office derives (a case's tasks from the legal clock) follows every change, a new
  // day (the demo clock moved, or midnight passed) and a fresh state (a reset, a state file loaded).
  let settled: { state: DemoState; day: string } | null = null;
  const settle = (path?: string) => {
    const { state } = store;
    const day = amsterdamDate(now());
    if (settleAreas(areas, state, now(), path)) store.change(() => undefined);
    settled = { state, day };
  };
  const ticks = areas.flatMap((area) => (area.tick ? [area.tick] : []));
  const catchUp = () => {
    if (settled?.state !== store.state || settled.day !== amsterdamDate(now())) settle();
    for (const tick of ticks) tick(kit);
  };
  // The back office's scheduler: what falls due by the clock happens also while nobody calls.
  if (options.heartbeatMs)
    setInterval(() => {
      try {
        catchUp();
      } catch (error) {
        kit.print(`[demo-backend] ${error instanceof Error ? error.message : String(error)}`);
      }
    }, options.heartbeatMs).unref();

  // Demo controls first: they answer before the middleware, so tests can always reach them, but only
  // same-origin calls with the X-Demo-Control header (never a web page of another site). A control
  // that moves the clock or the state brings what is due along at once.
  app.use('/api/__demo/*', demoControlGuard);
  app.use('/api/__demo/*', async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') catchUp();
  });
  for (const area of areas) if (area.controls) app.route('/', area.controls(kit));

  app.use('/api/*', requestMiddleware);
  app.use('/api/*', sessionMiddleware(kit));
  app.use('/api/*', faultMiddleware(kit, options.random ?? Math.random));
  app.use('/api/*', csrfMiddleware);

  app.use('/api/*', async (c, next) => {
    catchUp();
    await next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      settle(c.req.path);
      for (const tick of ticks) tick(kit);
    }
  });

  for (const area of areas) if (area.routes) app.route('/', area.routes(kit));

  app.all('/api/*', (c) => refuse(c, 404, 'notFound', { code: 'not_found' }));

  return app;
}
