import type { RouteObject } from 'react-router';
import type { RouteId } from '../domain/access/route-catalogue';
import { ROUTE_IDS, ROUTES } from '../domain/access/route-catalogue';
import { LoadingBar } from './components/loading-bar';
import { SCREEN_LOADERS } from './routes/screen-loaders';
import { ErrorScreen } from './screens/errors/error-screen';
import { DefaultLayout } from './shell/default-layout';
import { EmptyLayout } from './shell/empty-layout';
import { NavigationGate } from './shell/navigation-gate';

/** The domain's pattern in react-router's words: a trailing `*token` becomes a splat. */
const routerPath = (id: RouteId) => ROUTES[id].path.replace(/\*\w+$/, '*');

const isPublicLayout = (id: RouteId) => ROUTES[id].access.kind === 'public' || id === 'ssoLogin';

function screenRoute(id: RouteId, recoverFromChunkError: () => boolean): RouteObject {
  if (id === 'index') return { index: true, element: null };
  const load = SCREEN_LOADERS[id];
  return {
    path: routerPath(id),
    lazy: async () => {
      try {
        return await load();
      } catch (error) {
        // A chunk that fails to load (usually a newer build replaced it) reloads the page once.
        if (recoverFromChunkError()) return { Component: () => null };
        throw error;
      }
    },
  };
}

/** Every route of spec section 2, each screen lazy-loaded; the gate runs the guard pipeline first. */
export function appRoutes(recoverFromChunkError: () => boolean): RouteObject[] {
  const publicIds = ROUTE_IDS.filter(isPublicLayout);
  const portalIds = ROUTE_IDS.filter((id) => !isPublicLayout(id));
  return [
    {
      errorElement: <ErrorScreen />,
      element: (
        <>
          <LoadingBar />
          <NavigationGate />
        </>
      ),
      children: [
        { element: <EmptyLayout />, children: publicIds.map((id) => screenRoute(id, recoverFromChunkError)) },
        {
          element: <DefaultLayout />,
          children: portalIds.map((id) => screenRoute(id, recoverFromChunkError)),
        },
        // Unknown paths never get here: the gate shows the 404 page for them.
        { path: '*', element: null },
      ],
    },
  ];
}
