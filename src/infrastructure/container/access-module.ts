import { ExternalNavigator } from '../../application/access/external-navigator';
import { GuardNavigation } from '../../application/access/guard-navigation';
import { PortalRedirectAttempts } from '../../application/access/portal-redirect-attempts';
import { PortalSelection } from '../../application/access/portal-selection';
import { ResolvePortalRedirect } from '../../application/access/resolve-portal-redirect';
import { PreferencesGateway } from '../../application/account/preferences-gateway';
import { UserSettings } from '../../application/account/user-settings';
import { LocalePreference } from '../../application/locale/locale-preference';
import { TableLayouts } from '../../ui/list/table-layouts';
import { AuthGateway } from '../../application/access/auth-gateway';
import { CompleteSignIn } from '../../application/access/complete-sign-in';
import { ListLinkedUsers } from '../../application/access/list-linked-users';
import { Login } from '../../application/access/login';
import { Logout } from '../../application/access/logout';
import { RestoreSession } from '../../application/access/restore-session';
import { SsoLogin } from '../../application/access/sso-login';
import { SsoTokenSource } from '../../application/access/sso-token-source';
import { SwitchUser } from '../../application/access/switch-user';
import { VerifyTwoFactor } from '../../application/access/verify-two-factor';
import { Navigator } from '../../application/platform/navigator';
import { Notifier } from '../../application/platform/notifier';
import { Scheduler } from '../../application/platform/scheduler';
import { SessionBroadcast } from '../../application/session/session-broadcast';
import { SessionStore } from '../../application/session/session-store';
import { SessionWatch } from '../../application/session/session-watch';
import { ThemePainter } from '../../application/theme/theme-painter';
import { AccessViewModels } from '../../ui/screens/access/access-view-models';
import { LinkedUsersViewModel } from '../../ui/screens/access/linked-users-view-model';
import { LoginViewModel } from '../../ui/screens/access/login-view-model';
import { SsoLoginViewModel } from '../../ui/screens/access/sso-login-view-model';
import { HttpPreferencesGateway } from '../account/http-preferences-gateway';
import { HttpAuthGateway } from '../access/http-auth-gateway';
import { HttpClient } from '../http/http-client';
import { portalModule } from './binder';

/**
 * Access: signing in and out, SSO, linked accounts, the user's preferences, the guards (the account's
 * own screens, passwords and second factors, are the account module's and load with them).
 */
export const accessModule = portalModule((b) => {
  b.factory(AuthGateway, [HttpClient], (http) => new HttpAuthGateway(http)).inSingletonScope();
  b.factory(PreferencesGateway, [HttpClient], (http) => new HttpPreferencesGateway(http)).inSingletonScope();
  b.construct(UserSettings, [PreferencesGateway, SessionStore]).inSingletonScope();
  b.construct(TableLayouts, [UserSettings, LocalePreference]).inSingletonScope();

  b.construct(CompleteSignIn, [AuthGateway, SessionStore, ThemePainter, Navigator]);
  b.construct(Login, [AuthGateway, CompleteSignIn, Navigator]);
  b.construct(VerifyTwoFactor, [AuthGateway, CompleteSignIn, Navigator]);
  b.construct(SsoLogin, [AuthGateway, CompleteSignIn, Navigator, SsoTokenSource]);
  b.construct(Logout, [
    AuthGateway,
    SessionStore,
    ThemePainter,
    Navigator,
    SessionBroadcast,
    Notifier,
  ]).inSingletonScope();
  b.construct(SwitchUser, [AuthGateway, SessionStore, ThemePainter, Navigator, Notifier]);
  b.construct(RestoreSession, [AuthGateway, SessionStore, ThemePainter, Scheduler]);
  b.construct(SessionWatch, [AuthGateway, Logout]);
  b.construct(ResolvePortalRedirect, [
    SessionStore,
    PortalRedirectAttempts,
    ExternalNavigator,
    PortalSelection,
  ]);
  b.construct(GuardNavigation, [
    SessionStore,
    PortalRedirectAttempts,
    Navigator,
    Notifier,
    ResolvePortalRedirect,
  ]);

  b.construct(LoginViewModel, [Login, VerifyTwoFactor]);
  b.construct(SsoLoginViewModel, [SsoLogin, VerifyTwoFactor]);
  b.construct(ListLinkedUsers, [AuthGateway]);
  b.construct(LinkedUsersViewModel, [ListLinkedUsers, SwitchUser]);
  b.factories(AccessViewModels, (get) => ({
    login: () => get(LoginViewModel),
    ssoLogin: () => get(SsoLoginViewModel),
    linkedUsers: () => get(LinkedUsersViewModel),
  }));
});
