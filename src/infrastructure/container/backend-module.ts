import { ContainerModule } from 'inversify';
import { PasswordGateway } from '../../application/account/password-gateway';
import { TwoFactorGateway } from '../../application/account/two-factor-gateway';
import { PortalSelection } from '../../application/access/portal-selection';
import { AuthGateway } from '../../application/auth/auth-gateway';
import { LocalePreference } from '../../application/locale/locale-preference';
import { ActivityMonitor } from '../../application/platform/activity-monitor';
import { CookieStore } from '../../application/platform/cookie-store';
import { Notifier } from '../../application/platform/notifier';
import { defaultPortalOf } from '../../domain/access/portal';
import { HttpAuthGateway } from '../auth/http-auth-gateway';
import { HttpPasswordGateway } from '../auth/http-password-gateway';
import { HttpTwoFactorGateway } from '../auth/http-two-factor-gateway';
import { CSRF_COOKIE } from '../browser/cookie-names';
import type { MobxSessionStore } from '../browser/mobx-session-store';
import type { RouterNavigator } from '../browser/router-navigator';
import { HttpClient } from '../http/http-client';
import { Http, ObservableSession, Router } from './adapter-tokens';

/** The backend: one HTTP client and one gateway per area of spec section 7. */
export const backendModule = new ContainerModule(({ bind }) => {
  bind(Http)
    .toResolvedValue(
      (
        cookies: CookieStore,
        locale: LocalePreference,
        notifier: Notifier,
        session: MobxSessionStore,
        navigator: RouterNavigator,
        selection: PortalSelection,
        activity: ActivityMonitor,
      ) =>
        new HttpClient({
          locale: () => locale.current,
          csrfToken: () => cookies.get(CSRF_COOKIE),
          portal: () => selection.current ?? (session.user ? defaultPortalOf(session.user) : 'main'),
          activity,
          notifier,
          // Spec section 8: a 401 resets the user and sends them to /login, to come back afterwards.
          onUnauthorized: () => {
            const wasSignedIn = session.status === 'authenticated';
            session.clear();
            if (wasSignedIn) notifier.notify({ type: 'info', title: 'auth.sessionExpired' });
            const here = navigator.currentPath();
            if (!here.startsWith('/login') && !here.startsWith('/auth/sso')) {
              navigator.goTo(`/login?redirect=${encodeURIComponent(here)}`, { replace: true });
            }
          },
        }),
      [CookieStore, LocalePreference, Notifier, ObservableSession, Router, PortalSelection, ActivityMonitor],
    )
    .inSingletonScope();
  bind(AuthGateway)
    .toResolvedValue((http: HttpClient) => new HttpAuthGateway(http), [Http])
    .inSingletonScope();
  bind(PasswordGateway)
    .toResolvedValue((http: HttpClient) => new HttpPasswordGateway(http), [Http])
    .inSingletonScope();
  bind(TwoFactorGateway)
    .toResolvedValue((http: HttpClient) => new HttpTwoFactorGateway(http), [Http])
    .inSingletonScope();
});
