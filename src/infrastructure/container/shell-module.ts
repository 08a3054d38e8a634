import { PortalSelection } from '../../application/access/portal-selection';
import { ResolvePortalRedirect } from '../../application/access/resolve-portal-redirect';
import { GuardNavigation } from '../../application/access/guard-navigation';
import { Logout } from '../../application/auth/logout';
import { RestoreSession } from '../../application/auth/restore-session';
import { LocalePreference } from '../../application/locale/locale-preference';
import { Scheduler } from '../../application/platform/scheduler';
import { SessionStore } from '../../application/session/session-store';
import { UserActivity } from '../../application/session/user-activity';
import { ThemePainter } from '../../application/theme/theme-painter';
import { LoadingBarViewModel } from '../../ui/components/loading-bar-view-model';
import { NavigationGateViewModel } from '../../ui/shell/navigation-gate-view-model';
import { SessionWatch } from '../../application/session/session-watch';
import { SessionTimeoutViewModel } from '../../ui/shell/session-timeout-view-model';
import { ShellViewModel } from '../../ui/shell/shell-view-model';
import { LinkedAccountsViewModel } from '../../ui/shell/linked-accounts-view-model';
import { CountLinkedAccounts } from '../../application/auth/count-linked-accounts';
import { AuthGateway } from '../../application/auth/auth-gateway';
import { ShellViewModels } from '../../ui/shell/shell-view-models';
import { portalModule } from './binder';

/** The frame around the screens: header and sidebar, the guard gate, the idle warning, the loading bar. */
export const shellModule = portalModule((b) => {
  b.construct(ShellViewModel, [
    SessionStore,
    Logout,
    LocalePreference,
    ThemePainter,
    PortalSelection,
    ResolvePortalRedirect,
  ]);
  b.construct(NavigationGateViewModel, [GuardNavigation, SessionStore, RestoreSession]);
  b.construct(SessionTimeoutViewModel, [SessionWatch, UserActivity, Scheduler]);
  b.construct(LoadingBarViewModel, [Scheduler]);
  b.construct(CountLinkedAccounts, [AuthGateway]);
  b.construct(LinkedAccountsViewModel, [CountLinkedAccounts]);
  b.factories(ShellViewModels, (get) => ({
    shell: () => get(ShellViewModel),
    navigationGate: () => get(NavigationGateViewModel),
    sessionTimeout: () => get(SessionTimeoutViewModel),
    loadingBar: () => get(LoadingBarViewModel),
    linkedAccounts: () => get(LinkedAccountsViewModel),
  }));
});
