import { ContainerModule } from 'inversify';
import { RequestPasswordReset } from '../../application/account/request-password-reset';
import { ResetPassword } from '../../application/account/reset-password';
import { SetUpTwoFactor } from '../../application/account/set-up-two-factor';
import { PortalSelection } from '../../application/access/portal-selection';
import { ResolvePortalRedirect } from '../../application/access/resolve-portal-redirect';
import { GuardNavigation } from '../../application/access/guard-navigation';
import { AuthGateway } from '../../application/auth/auth-gateway';
import { Login } from '../../application/auth/login';
import { Logout } from '../../application/auth/logout';
import { SsoLogin } from '../../application/auth/sso-login';
import { SwitchUser } from '../../application/auth/switch-user';
import { VerifyTwoFactor } from '../../application/auth/verify-two-factor';
import { LocalePreference } from '../../application/locale/locale-preference';
import { SessionStore } from '../../application/session/session-store';
import { SessionWatch } from '../../application/session/session-watch';
import { UserActivity } from '../../application/session/user-activity';
import { ThemePainter } from '../../application/theme/theme-painter';
import { LinkedUsersViewModel } from '../../ui/screens/account/linked-users-view-model';
import { TwoFactorSettingsViewModel } from '../../ui/screens/account/two-factor-settings-view-model';
import { ForgotViewModel } from '../../ui/screens/auth/forgot-view-model';
import { ResetPasswordViewModel } from '../../ui/screens/auth/reset-password-view-model';
import { SsoLoginViewModel } from '../../ui/screens/auth/sso-login-view-model';
import { LoginViewModel } from '../../ui/screens/login/login-view-model';
import { NavigationGateViewModel } from '../../ui/shell/navigation-gate-view-model';
import { SessionTimeoutViewModel } from '../../ui/shell/session-timeout-view-model';
import { ShellViewModel } from '../../ui/shell/shell-view-model';

const schedule = (run: () => void, ms: number) => {
  const timer = setTimeout(run, Math.max(0, ms));
  return () => clearTimeout(timer);
};

/** View-models: a new one for each screen that asks. */
export const viewModelModule = new ContainerModule(({ bind }) => {
  bind(LoginViewModel).toResolvedValue(
    (login: Login, verify: VerifyTwoFactor) => new LoginViewModel(login, verify),
    [Login, VerifyTwoFactor],
  );
  bind(SsoLoginViewModel).toResolvedValue(
    (sso: SsoLogin, verify: VerifyTwoFactor) => new SsoLoginViewModel(sso, verify),
    [SsoLogin, VerifyTwoFactor],
  );
  bind(ForgotViewModel).toResolvedValue(
    (requestReset: RequestPasswordReset) => new ForgotViewModel(requestReset),
    [RequestPasswordReset],
  );
  bind(ResetPasswordViewModel).toResolvedValue(
    (resetPassword: ResetPassword) => new ResetPasswordViewModel(resetPassword),
    [ResetPassword],
  );
  bind(LinkedUsersViewModel).toResolvedValue(
    (auth: AuthGateway, switchUser: SwitchUser) => new LinkedUsersViewModel(auth, switchUser),
    [AuthGateway, SwitchUser],
  );
  bind(TwoFactorSettingsViewModel).toResolvedValue(
    (setUp: SetUpTwoFactor, session: SessionStore) => new TwoFactorSettingsViewModel(setUp, session),
    [SetUpTwoFactor, SessionStore],
  );
  bind(SessionTimeoutViewModel).toResolvedValue(
    (watch: SessionWatch, activity: UserActivity) =>
      new SessionTimeoutViewModel(watch, activity, schedule, Date.now),
    [SessionWatch, UserActivity],
  );
  bind(ShellViewModel).toResolvedValue(
    (
      session: SessionStore,
      logout: Logout,
      locale: LocalePreference,
      theme: ThemePainter,
      selection: PortalSelection,
      portalRedirect: ResolvePortalRedirect,
    ) => new ShellViewModel(session, logout, locale, theme, selection, portalRedirect),
    [SessionStore, Logout, LocalePreference, ThemePainter, PortalSelection, ResolvePortalRedirect],
  );
  bind(NavigationGateViewModel).toResolvedValue(
    (guard: GuardNavigation, session: SessionStore) => new NavigationGateViewModel(guard, session),
    [GuardNavigation, SessionStore],
  );
});
