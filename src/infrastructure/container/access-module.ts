import { ExternalNavigator } from '../../application/access/external-navigator';
import { GuardNavigation } from '../../application/access/guard-navigation';
import { PortalRedirectAttempts } from '../../application/access/portal-redirect-attempts';
import { PortalSelection } from '../../application/access/portal-selection';
import { ResolvePortalRedirect } from '../../application/access/resolve-portal-redirect';
import { PasswordGateway } from '../../application/account/password-gateway';
import { PreferencesGateway } from '../../application/account/preferences-gateway';
import { UserSettings } from '../../application/account/user-settings';
import { LocalePreference } from '../../application/locale/locale-preference';
import { TableLayouts } from '../../ui/list/table-layouts';
import { RequestPasswordReset } from '../../application/account/request-password-reset';
import { ResetPassword } from '../../application/account/reset-password';
import { SetUpTwoFactor } from '../../application/account/set-up-two-factor';
import { TwoFactorGateway } from '../../application/account/two-factor-gateway';
import { AuthGateway } from '../../application/auth/auth-gateway';
import { CompleteSignIn } from '../../application/auth/complete-sign-in';
import { ListLinkedUsers } from '../../application/auth/list-linked-users';
import { Login } from '../../application/auth/login';
import { Logout } from '../../application/auth/logout';
import { RestoreSession } from '../../application/auth/restore-session';
import { SsoLogin } from '../../application/auth/sso-login';
import { SsoTokenSource } from '../../application/auth/sso-token-source';
import { SwitchUser } from '../../application/auth/switch-user';
import { VerifyTwoFactor } from '../../application/auth/verify-two-factor';
import { Navigator } from '../../application/platform/navigator';
import { Notifier } from '../../application/platform/notifier';
import { Scheduler } from '../../application/platform/scheduler';
import { SessionBroadcast } from '../../application/session/session-broadcast';
import { SessionStore } from '../../application/session/session-store';
import { SessionWatch } from '../../application/session/session-watch';
import { ThemePainter } from '../../application/theme/theme-painter';
import { AccessViewModels } from '../../ui/screens/access/access-view-models';
import { ForgotViewModel } from '../../ui/screens/access/forgot-view-model';
import { LinkedUsersViewModel } from '../../ui/screens/access/linked-users-view-model';
import { LoginViewModel } from '../../ui/screens/access/login-view-model';
import { ResetPasswordViewModel } from '../../ui/screens/access/reset-password-view-model';
import { SsoLoginViewModel } from '../../ui/screens/access/sso-login-view-model';
import { TwoFactorSettingsViewModel } from '../../ui/screens/access/two-factor-settings-view-model';
import { HttpPreferencesGateway } from '../account/http-preferences-gateway';
import { HttpAuthGateway } from '../auth/http-auth-gateway';
import { HttpPasswordGateway } from '../auth/http-password-gateway';
import { HttpTwoFactorGateway } from '../auth/http-two-factor-gateway';
import { HttpClient } from '../http/http-client';
import { portalModule } from './binder';

/**
 * Access and account: signing in and out, SSO, linked accounts, passwords, second factors, the user's
 * preferences, the guards.
 */
export const accessModule = portalModule((b) => {
  b.factory(AuthGateway, [HttpClient], (http) => new HttpAuthGateway(http)).inSingletonScope();
  b.factory(PasswordGateway, [HttpClient], (http) => new HttpPasswordGateway(http)).inSingletonScope();
  b.factory(TwoFactorGateway, [HttpClient], (http) => new HttpTwoFactorGateway(http)).inSingletonScope();
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
  b.construct(RequestPasswordReset, [PasswordGateway, Notifier, Navigator]);
  b.construct(ResetPassword, [PasswordGateway, Notifier, Navigator]);
  b.construct(SetUpTwoFactor, [TwoFactorGateway, SessionStore, Notifier]);
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
  b.construct(ForgotViewModel, [RequestPasswordReset]);
  b.construct(ResetPasswordViewModel, [ResetPassword]);
  b.construct(ListLinkedUsers, [AuthGateway]);
  b.construct(LinkedUsersViewModel, [ListLinkedUsers, SwitchUser]);
  b.construct(TwoFactorSettingsViewModel, [SetUpTwoFactor, SessionStore]);
  b.factories(AccessViewModels, (get) => ({
    login: () => get(LoginViewModel),
    ssoLogin: () => get(SsoLoginViewModel),
    forgot: () => get(ForgotViewModel),
    resetPassword: () => get(ResetPasswordViewModel),
    linkedUsers: () => get(LinkedUsersViewModel),
    twoFactorSettings: () => get(TwoFactorSettingsViewModel),
  }));
});
