import type { RouteId } from '../domain/access/route-catalogue';
import { ROUTE_IDS, ROUTES } from '../domain/access/route-catalogue';
import type { AreaTexts } from '../i18n/translation-key';
import { LoadingBar } from './components/loading-bar';
import type { LazyAreaName } from './routes/area-name';
import { SCREENS } from './routes/screen-catalogue';
import type { PortalRoute } from './routes/portal-router';
import type { ScreenModule } from './routes/screen-declaration';
import { EmptyLayout } from './shell/empty-layout';
import { NavigationGate } from './shell/navigation-gate';

/** The domain's pattern in react-router's words: a trailing `*token` becomes a splat. */
const routerPath = (id: RouteId) => ROUTES[id].path.replace(/\*\w+$/, '*');

const isPublicLayout = (id: RouteId) => ROUTES[id].access.kind === 'public' || id === 'ssoLogin';

export interface RouteLoading {
  /** Loads the path afresh when a screen's code failed to load; true when it did. */
  readonly recoverFromChunkError: () => boolean;
  /** Fetches an area's texts in the reader's language before its screen renders. */
  readonly loadTexts: (texts: AreaTexts) => Promise<void>;
  /** Loads an area's view-models, use cases and gateways before its screen renders. */
  readonly loadArea: (name: LazyAreaName) => Promise<void>;
}

/** A route's code, fetched when it is first matched. */
function lazyRoute(load: () => Promise<ScreenModule>, loading: RouteLoading): PortalRoute['load'] {
  return async () => {
    try {
      return (await load()).Component;
    } catch (error) {
      // A chunk that fails to load (usually a newer build replaced it) reloads the page once.
      if (loading.recoverFromChunkError()) return () => null;
      throw error;
    }
  };
}

function screenRoute(id: RouteId, loading: RouteLoading): PortalRoute {
  if (id === 'index') return { index: true, element: null };
  const { screen, texts, code } = SCREENS[id];
  return {
    path: routerPath(id),
    load: lazyRoute(async () => {
      const [module] = await Promise.all([
        screen(),
        texts ? loading.loadTexts(texts) : undefined,
        code ? loading.loadArea(code) : undefined,
      ]);
      return module;
    }, loading),
  };
}

/**
 * The frame of signed-in screens (header, sidebar, idle warning): its layout and view-models arrive with
 * the first signed-in page, beside that page's own code, so the sign-in page carries none of it.
 */
function signedInLayout(children: PortalRoute[], loading: RouteLoading): PortalRoute {
  return {
    load: lazyRoute(async () => {
      const [layout] = await Promise.all([import('./shell/default-layout'), loading.loadArea('frame')]);
      return { Component: layout.DefaultLayout };
    }, loading),
    children,
  };
}

/** Every route of spec section 2, each screen lazy-loaded; the gate runs the guard pipeline first. */
export function appRoutes(loading: RouteLoading): PortalRoute[] {
  const publicIds = ROUTE_IDS.filter(isPublicLayout);
  const portalIds = ROUTE_IDS.filter((id) => !isPublicLayout(id));
  return [
    {
      element: (
        <>
          <LoadingBar />
          <NavigationGate />
        </>
      ),
      children: [
        { element: <EmptyLayout />, children: publicIds.map((id) => screenRoute(id, loading)) },
        signedInLayout(
          portalIds.map((id) => screenRoute(id, loading)),
          loading,
        ),
        // Unknown paths never get here: the gate shows the 404 page for them.
        { path: '*', element: null },
      ],
    },
  ];
}
