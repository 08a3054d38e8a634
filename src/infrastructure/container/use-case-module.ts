import { ContainerModule } from 'inversify';
import { PasswordGateway } from '../../application/account/password-gateway';
import { RequestPasswordReset } from '../../application/account/request-password-reset';
import { ResetPassword } from '../../application/account/reset-password';
import { SetUpTwoFactor } from '../../application/account/set-up-two-factor';
import { TwoFactorGateway } from '../../application/account/two-factor-gateway';
import { ExternalNavigator } from '../../application/access/external-navigator';
import { GuardNavigation } from '../../application/access/guard-navigation';
import { PortalRedirectAttempts } from '../../application/access/portal-redirect-attempts';
import { PortalSelection } from '../../application/access/portal-selection';
import { ResolvePortalRedirect } from '../../application/access/resolve-portal-redirect';
import { AuthGateway } from '../../application/auth/auth-gateway';
import { CompleteSignIn } from '../../application/auth/complete-sign-in';
import { Login } from '../../application/auth/login';
import { Logout } from '../../application/auth/logout';
import { RestoreSession } from '../../application/auth/restore-session';
import { SsoLogin } from '../../application/auth/sso-login';
import { SsoTokenSource } from '../../application/auth/sso-token-source';
import { SwitchUser } from '../../application/auth/switch-user';
import { VerifyTwoFactor } from '../../application/auth/verify-two-factor';
import { Navigator } from '../../application/platform/navigator';
import { Notifier } from '../../application/platform/notifier';
import { SessionBroadcast } from '../../application/session/session-broadcast';
import { SessionStore } from '../../application/session/session-store';
import { SessionWatch } from '../../application/session/session-watch';
import { ThemePainter } from '../../application/theme/theme-painter';

/** Use cases: plain classes, each built from its ports. */
export const useCaseModule = new ContainerModule(({ bind }) => {
  bind(CompleteSignIn).toResolvedValue(
    (auth: AuthGateway, session: SessionStore, theme: ThemePainter, navigator: Navigator) =>
      new CompleteSignIn(auth, session, theme, navigator),
    [AuthGateway, SessionStore, ThemePainter, Navigator],
  );
  bind(Login).toResolvedValue(
    (auth: AuthGateway, completion: CompleteSignIn, navigator: Navigator) =>
      new Login(auth, completion, navigator),
    [AuthGateway, CompleteSignIn, Navigator],
  );
  bind(VerifyTwoFactor).toResolvedValue(
    (auth: AuthGateway, completion: CompleteSignIn, navigator: Navigator) =>
      new VerifyTwoFactor(auth, completion, navigator),
    [AuthGateway, CompleteSignIn, Navigator],
  );
  bind(SsoLogin).toResolvedValue(
    (auth: AuthGateway, completion: CompleteSignIn, navigator: Navigator, tokens: SsoTokenSource) =>
      new SsoLogin(auth, completion, navigator, tokens),
    [AuthGateway, CompleteSignIn, Navigator, SsoTokenSource],
  );
  bind(Logout)
    .toResolvedValue(
      (
        auth: AuthGateway,
        session: SessionStore,
        theme: ThemePainter,
        navigator: Navigator,
        broadcast: SessionBroadcast,
        notifier: Notifier,
      ) => new Logout(auth, session, theme, navigator, broadcast, notifier),
      [AuthGateway, SessionStore, ThemePainter, Navigator, SessionBroadcast, Notifier],
    )
    .inSingletonScope();
  bind(SwitchUser).toResolvedValue(
    (
      auth: AuthGateway,
      session: SessionStore,
      theme: ThemePainter,
      navigator: Navigator,
      notifier: Notifier,
    ) => new SwitchUser(auth, session, theme, navigator, notifier),
    [AuthGateway, SessionStore, ThemePainter, Navigator, Notifier],
  );
  bind(RestoreSession).toResolvedValue(
    (auth: AuthGateway, session: SessionStore, theme: ThemePainter) =>
      new RestoreSession(auth, session, theme),
    [AuthGateway, SessionStore, ThemePainter],
  );
  bind(SessionWatch).toResolvedValue(
    (auth: AuthGateway, logout: Logout) => new SessionWatch(auth, logout),
    [AuthGateway, Logout],
  );
  bind(RequestPasswordReset).toResolvedValue(
    (passwords: PasswordGateway, notifier: Notifier, navigator: Navigator) =>
      new RequestPasswordReset(passwords, notifier, navigator),
    [PasswordGateway, Notifier, Navigator],
  );
  bind(ResetPassword).toResolvedValue(
    (passwords: PasswordGateway, notifier: Notifier, navigator: Navigator) =>
      new ResetPassword(passwords, notifier, navigator),
    [PasswordGateway, Notifier, Navigator],
  );
  bind(SetUpTwoFactor).toResolvedValue(
    (twoFactor: TwoFactorGateway, session: SessionStore, notifier: Notifier) =>
      new SetUpTwoFactor(twoFactor, session, notifier),
    [TwoFactorGateway, SessionStore, Notifier],
  );
  bind(ResolvePortalRedirect).toResolvedValue(
    (
      session: SessionStore,
      attempts: PortalRedirectAttempts,
      external: ExternalNavigator,
      selection: PortalSelection,
    ) => new ResolvePortalRedirect(session, attempts, external, selection),
    [SessionStore, PortalRedirectAttempts, ExternalNavigator, PortalSelection],
  );
  bind(GuardNavigation).toResolvedValue(
    (
      session: SessionStore,
      attempts: PortalRedirectAttempts,
      navigator: Navigator,
      notifier: Notifier,
      portalRedirect: ResolvePortalRedirect,
    ) => new GuardNavigation(session, attempts, navigator, notifier, portalRedirect),
    [SessionStore, PortalRedirectAttempts, Navigator, Notifier, ResolvePortalRedirect],
  );
});
