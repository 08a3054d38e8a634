import type { RouteObject } from 'react-router';
import { ErrorScreen } from './screens/errors/error-screen';
import { DefaultLayout } from './shell/default-layout';
import { EmptyLayout } from './shell/empty-layout';
import { PublicOnly, RequireSession } from './shell/session-gates';

/** Every screen module is loaded on demand, in a chunk of its own. */
export const appRoutes: RouteObject[] = [
  {
    errorElement: <ErrorScreen />,
    children: [
      {
        element: (
          <PublicOnly>
            <EmptyLayout />
          </PublicOnly>
        ),
        children: [{ path: '/login', lazy: () => import('./screens/login/login-screen') }],
      },
      {
        element: (
          <RequireSession>
            <DefaultLayout />
          </RequireSession>
        ),
        children: [{ index: true, lazy: () => import('./screens/home/home-screen') }],
      },
      {
        element: <EmptyLayout />,
        children: [{ path: '*', lazy: () => import('./screens/errors/not-found-screen') }],
      },
    ],
  },
];
