import { ACCESS_ROUTES } from '../domain/access/access-routes';
import { texts } from '../i18n/access';
import type { accessNl } from '../i18n/access/nl';
import { AccountViewModels } from '../ui/screens/access/account-view-models';
import { accessScreens } from '../ui/screens/access/access-screens';
import type { accessArea } from '../infrastructure/demo-backend/access/access-area';
import type { AreaCode, PortalArea } from './portal-area';
import { NO_PORTS } from './portal-area';

/** Signing in and out, linked accounts, portals and the user's own account (password, two-factor). Signing in is part of every page; the account's screens load their code unit. */
export const access: PortalArea<
  'access',
  typeof ACCESS_ROUTES,
  typeof accessNl,
  { account: AreaCode<readonly [typeof AccountViewModels]> },
  readonly [typeof accessArea]
> = {
  name: 'access',
  routes: ACCESS_ROUTES,
  screens: accessScreens,
  // One's preferred agenda view; the demo backend's users are people of the employers.
  buildsOn: ['agenda', 'people'],
  texts,
  code: {
    account: {
      ports: () => Promise.resolve(NO_PORTS),
      modules: async () => [(await import('../infrastructure/container/account-module')).accountModule],
      viewModels: [AccountViewModels],
      needs: [],
      uses: [],
    },
  },
  demo: async () => [(await import('../infrastructure/demo-backend/access/access-area')).accessArea] as const,
};
