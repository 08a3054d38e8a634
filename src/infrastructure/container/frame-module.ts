import { PortalSelection } from '../../application/access/portal-selection';
import { ResolvePortalRedirect } from '../../application/access/resolve-portal-redirect';
import { AuthGateway } from '../../application/access/auth-gateway';
import { CountLinkedAccounts } from '../../application/access/count-linked-accounts';
import { Logout } from '../../application/access/logout';
import { LocalePreference } from '../../application/locale/locale-preference';
import { Scheduler } from '../../application/platform/scheduler';
import { SessionStore } from '../../application/session/session-store';
import { SessionWatch } from '../../application/session/session-watch';
import { UserActivity } from '../../application/session/user-activity';
import { ThemePainter } from '../../application/theme/theme-painter';
import { FrameViewModels } from '../../ui/shell/frame-view-models';
import { LinkedAccountsViewModel } from '../../ui/shell/linked-accounts-view-model';
import { SessionTimeoutViewModel } from '../../ui/shell/session-timeout-view-model';
import { ShellViewModel } from '../../ui/shell/shell-view-model';
import { portalModule } from './binder';

/**
 * The frame around signed-in screens: header and sidebar, portals, the idle warning, linked accounts.
 * It loads with the first signed-in page; the sign-in page never shows it.
 */
export const frameModule = portalModule((b) => {
  b.construct(ShellViewModel, [
    SessionStore,
    Logout,
    LocalePreference,
    ThemePainter,
    PortalSelection,
    ResolvePortalRedirect,
  ]);
  b.construct(SessionTimeoutViewModel, [SessionWatch, UserActivity, Scheduler]);
  b.construct(CountLinkedAccounts, [AuthGateway]);
  b.construct(LinkedAccountsViewModel, [CountLinkedAccounts]);
  b.factories(FrameViewModels, (get) => ({
    shell: () => get(ShellViewModel),
    sessionTimeout: () => get(SessionTimeoutViewModel),
    linkedAccounts: () => get(LinkedAccountsViewModel),
  }));
});
