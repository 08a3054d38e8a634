import type { ComponentType, ErrorInfo, ReactNode } from 'react';
import {
  Component,
  createContext,
  createElement,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import type { Location, Navigator, RouteObject, To } from 'react-router';
import { createPath, matchRoutes, NavigationType, parsePath, Router, useRoutes } from 'react-router';

/**
 * The portal's router: react-router's declarative routes and links over a history of its own, which
 * fetches a route's code before the address changes (so a page never shows half loaded), keeps the
 * loading bar informed and lets a page with unsaved work stop a move. It does what the portal used of
 * react-router's data router at about a third of its weight, which the sign-in page carries.
 */

/** A route of the portal: a path (or the index), what it shows, and the code it fetches first. */
export interface PortalRoute {
  readonly path?: string;
  readonly index?: boolean;
  readonly element?: ReactNode;
  /** The route's component, fetched before the route is first shown. */
  readonly load?: () => Promise<ComponentType>;
  readonly children?: readonly PortalRoute[];
}

export type BlockerFunction = (args: { currentLocation: Location; nextLocation: Location }) => boolean;

export type Blocker =
  | { readonly state: 'unblocked'; readonly proceed?: undefined; readonly reset?: undefined }
  | { readonly state: 'blocked'; proceed(): void; reset(): void };

interface Blocked {
  readonly blocker: string;
  proceed(): void;
  reset(): void;
}

interface RouterSnapshot {
  readonly location: Location;
  readonly action: NavigationType;
  /** A move is fetching its route's code. */
  readonly loading: boolean;
  /** The first route's code has arrived. */
  readonly ready: boolean;
  readonly error: unknown;
  readonly blocked: Blocked | null;
}

/** What the router keeps in each history entry: the page's own state, a key and its place. */
interface HistoryEntry {
  readonly usr: unknown;
  readonly key: string;
  readonly idx: number;
}

type BrowserWindow = Pick<Window, 'history' | 'location' | 'addEventListener' | 'removeEventListener'>;

const newKey = () => Math.random().toString(36).slice(2, 10);

export class PortalRouter {
  readonly routes: RouteObject[];
  private snapshot: RouterSnapshot;
  private readonly listeners = new Set<() => void>();
  private readonly sources = new Map<RouteObject, PortalRoute>();
  private readonly components = new Map<PortalRoute, ComponentType>();
  private readonly loads = new Map<PortalRoute, Promise<ComponentType>>();
  private readonly blockers = new Map<string, BlockerFunction>();
  private index = 0;
  private sequence = 0;
  private target: Location | null = null;
  /** A move the user confirmed, or the router undid itself: the next `popstate` is not asked about. */
  private passNextPop = false;
  private ignoreNextPop = false;

  readonly navigator: Navigator = {
    createHref: (to: To) => (typeof to === 'string' ? to : createPath(to)),
    go: (delta: number) => this.window.history.go(delta),
    push: (to: To, state?: unknown) => this.navigate(to, { state, replace: false }),
    replace: (to: To, state?: unknown) => this.navigate(to, { state, replace: true }),
  };

  constructor(
    routes: readonly PortalRoute[],
    private readonly window: BrowserWindow,
  ) {
    this.routes = routes.map((route) => this.routeObject(route));
    const entry = window.history.state as Partial<HistoryEntry> | null;
    this.index = typeof entry?.idx === 'number' ? entry.idx : 0;
    if (typeof entry?.idx !== 'number') {
      window.history.replaceState({ usr: entry?.usr ?? null, key: 'default', idx: 0 }, '');
    }
    const location = this.browserLocation();
    this.snapshot = {
      location,
      action: NavigationType.Pop,
      loading: true,
      ready: false,
      error: null,
      blocked: null,
    };
    window.addEventListener('popstate', this.onPop);
    void this.move(location, NavigationType.Pop);
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): RouterSnapshot => this.snapshot;

  /** Where the user is going: the move under way, else the page shown. */
  intendedPath(): string {
    const target = this.target ?? this.snapshot.location;
    return `${target.pathname}${target.search}`;
  }

  navigate(to: To, options: { replace?: boolean; state?: unknown } = {}): void {
    const next = this.locationOf(to, options.state);
    const action = options.replace ? NavigationType.Replace : NavigationType.Push;
    const blocker = this.blockerOf(next);
    if (blocker) {
      this.ask(blocker, () => void this.move(next, action));
      return;
    }
    void this.move(next, action);
  }

  /** Lets a page stop moves; returns the function that lets them go again. */
  addBlocker(id: string, shouldBlock: BlockerFunction): () => void {
    this.blockers.set(id, shouldBlock);
    return () => {
      this.blockers.delete(id);
      if (this.snapshot.blocked?.blocker === id) this.update({ blocked: null });
    };
  }

  /** The component of a route whose code has arrived. */
  componentOf(route: PortalRoute): ComponentType | undefined {
    return this.components.get(route);
  }

  private routeObject(route: PortalRoute): RouteObject {
    const element = route.load ? <LoadedRoute router={this} route={route} /> : route.element;
    const object = (
      route.index
        ? { index: true, element }
        : {
            ...(route.path === undefined ? {} : { path: route.path }),
            element,
            ...(route.children ? { children: route.children.map((child) => this.routeObject(child)) } : {}),
          }
    ) as RouteObject;
    this.sources.set(object, route);
    return object;
  }

  private browserLocation(): Location {
    const entry = this.window.history.state as Partial<HistoryEntry> | null;
    const { pathname, search, hash } = this.window.location;
    return { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? 'default' };
  }

  private locationOf(to: To, state: unknown): Location {
    const path = typeof to === 'string' ? parsePath(to) : to;
    return {
      pathname: path.pathname ?? this.snapshot.location.pathname,
      search: path.search ?? '',
      hash: path.hash ?? '',
      state: state ?? null,
      key: newKey(),
    };
  }

  private blockerOf(next: Location): string | null {
    for (const [id, shouldBlock] of this.blockers) {
      if (shouldBlock({ currentLocation: this.snapshot.location, nextLocation: next })) return id;
    }
    return null;
  }

  private ask(blocker: string, proceed: () => void): void {
    this.update({
      blocked: {
        blocker,
        proceed: () => {
          this.update({ blocked: null });
          proceed();
        },
        reset: () => this.update({ blocked: null }),
      },
    });
  }

  private readonly onPop = () => {
    if (this.ignoreNextPop) {
      this.ignoreNextPop = false;
      return;
    }
    const entry = this.window.history.state as Partial<HistoryEntry> | null;
    const index = typeof entry?.idx === 'number' ? entry.idx : 0;
    const delta = index - this.index;
    const next = this.browserLocation();
    const passed = this.passNextPop;
    this.passNextPop = false;
    const blocker = passed || delta === 0 ? null : this.blockerOf(next);
    if (blocker) {
      // The address has changed already: put it back while the user decides.
      this.ignoreNextPop = true;
      this.window.history.go(-delta);
      this.ask(blocker, () => {
        this.passNextPop = true;
        this.window.history.go(delta);
      });
      return;
    }
    this.index = index;
    void this.move(next, NavigationType.Pop);
  };

  /**
   * Fetches the code of every route the location matches, then shows it; a later move wins. A move
   * whose code is there already is shown at once, as a field that writes the address expects.
   */
  private async move(next: Location, action: NavigationType): Promise<void> {
    const sequence = ++this.sequence;
    const missing = (matchRoutes(this.routes, next) ?? []).flatMap((match) => {
      const route = this.sources.get(match.route);
      return route?.load && !this.components.has(route) ? [route] : [];
    });
    if (missing.length > 0) {
      this.target = next;
      this.update({ loading: true });
      try {
        await Promise.all(missing.map((route) => this.fetch(route)));
      } catch (error) {
        if (sequence !== this.sequence) return;
        this.target = null;
        this.update({ loading: false, ready: true, error });
        return;
      }
      if (sequence !== this.sequence) return;
    }
    this.target = null;
    const href = createPath(next);
    if (action === NavigationType.Push) {
      this.index += 1;
      this.window.history.pushState({ usr: next.state, key: next.key, idx: this.index }, '', href);
    } else if (action === NavigationType.Replace) {
      this.window.history.replaceState({ usr: next.state, key: next.key, idx: this.index }, '', href);
    }
    this.update({ location: next, action, loading: false, ready: true, error: null });
  }

  private fetch(route: PortalRoute): Promise<ComponentType> {
    let load = this.loads.get(route);
    if (!load) {
      load = route.load!().then((component) => {
        this.components.set(route, component);
        return component;
      });
      // A failed fetch (offline, a newer build) may be tried again with the next move.
      load.catch(() => this.loads.delete(route));
      this.loads.set(route, load);
    }
    return load;
  }

  private update(change: Partial<RouterSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...change };
    for (const listener of this.listeners) listener();
  }
}

const RouterContext = createContext<PortalRouter | null>(null);

function useRouter(): PortalRouter {
  const router = useContext(RouterContext);
  if (!router) throw new Error('A portal router is needed here');
  return router;
}

function useRouterSnapshot(): RouterSnapshot {
  const router = useRouter();
  return useSyncExternalStore(router.subscribe, router.getSnapshot);
}

/** Whether a move is fetching its page's code (for the loading bar). */
export function useNavigationBusy(): boolean {
  return useRouterSnapshot().loading;
}

let blockerCount = 0;

/** Stops moves for which `shouldBlock` says so, until the user proceeds or resets. */
export function useBlocker(shouldBlock: BlockerFunction): Blocker {
  const router = useRouter();
  const [id] = useState(() => `blocker-${++blockerCount}`);
  const current = useRef(shouldBlock);
  useEffect(() => {
    current.current = shouldBlock;
  });
  useEffect(() => router.addBlocker(id, (args) => current.current(args)), [router, id]);
  const blocked = useRouterSnapshot().blocked;
  return blocked?.blocker === id
    ? { state: 'blocked', proceed: blocked.proceed, reset: blocked.reset }
    : { state: 'unblocked' };
}

function LoadedRoute({ router, route }: { router: PortalRouter; route: PortalRoute }) {
  // The component arrived before the route was shown, and stays the same for the route.
  const loaded = router.componentOf(route);
  return loaded ? createElement(loaded) : null;
}

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** A page that fails to render shows the error page; the next move tries again. */
class RouteErrorBoundary extends Component<
  { readonly locationKey: string; readonly fallback: ReactNode; readonly children: ReactNode },
  { readonly failedAt: string | null }
> {
  override state = { failedAt: null as string | null };

  static getDerivedStateFromError(): Partial<{ failedAt: string | null }> {
    return { failedAt: '' };
  }

  static getDerivedStateFromProps(
    props: { locationKey: string },
    state: { failedAt: string | null },
  ): Partial<{ failedAt: string | null }> | null {
    if (state.failedAt === '') return { failedAt: props.locationKey };
    if (state.failedAt !== null && state.failedAt !== props.locationKey) return { failedAt: null };
    return null;
  }

  override componentDidCatch(_error: unknown, _info: ErrorInfo): void {}

  override render() {
    return this.state.failedAt === null ? this.props.children : this.props.fallback;
  }
}

/**
 * Shows the route of the current address: `fallback` until the first route's code has arrived,
 * `errorElement` when a route's code cannot load or its page fails to render.
 */
export function PortalRouterProvider({
  router,
  fallback,
  errorElement,
}: {
  router: PortalRouter;
  fallback: ReactNode;
  errorElement: ReactNode;
}) {
  const snapshot = useSyncExternalStore(router.subscribe, router.getSnapshot);
  return (
    <RouterContext value={router}>
      {snapshot.ready ? (
        <Router location={snapshot.location} navigationType={snapshot.action} navigator={router.navigator}>
          {snapshot.error ? (
            errorElement
          ) : (
            <RouteErrorBoundary locationKey={snapshot.location.key} fallback={errorElement}>
              <Routes routes={router.routes} />
            </RouteErrorBoundary>
          )}
        </Router>
      ) : (
        fallback
      )}
    </RouterContext>
  );
}
