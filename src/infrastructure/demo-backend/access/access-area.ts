import { Hono } from 'hono';
import type { DemoArea } from '../platform/area';
import type { Env, Kit } from '../platform/route-kit';
import type { AccessState } from './access-state';
import { reviveAccess, seedAccess } from './access-state';
import { authRoutes } from './auth-routes';
import { factorRemovalRoutes } from './factor-removal-routes';
import { linkedAccountRoutes } from './linked-account-routes';
import { passwordRoutes } from './password-routes';
import { preferenceRoutes } from './preference-routes';
import { sessionRoutes } from './session-routes';
import { smsRoutes } from './sms-routes';
import { ssoControls, ssoRoutes } from './sso-routes';
import { twoFactorRoutes } from './two-factor-routes';

const ROUTES = [
  authRoutes,
  sessionRoutes,
  twoFactorRoutes,
  smsRoutes,
  factorRemovalRoutes,
  ssoRoutes,
  passwordRoutes,
  linkedAccountRoutes,
  preferenceRoutes,
];

/**
 * Who may come in: signing in and out, sessions, second factors, single sign-on, password resets and
 * linked accounts, with an account for every seeded user; and what each user chose to keep (preferences).
 */
export const accessArea: DemoArea<AccessState> = {
  routes: (kit: Kit) => ROUTES.reduce((app, routes) => app.route('/', routes(kit)), new Hono<Env>()),
  controls: ssoControls,
  seed: () => seedAccess(),
  stateKeys: ['accounts', 'sessions', 'resetTokens', 'ssoTokens', 'preferences', 'unknownSignIns'],
  revive: reviveAccess,
};
