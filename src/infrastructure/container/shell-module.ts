import { GuardNavigation } from '../../application/access/guard-navigation';
import { RestoreSession } from '../../application/access/restore-session';
import { Scheduler } from '../../application/platform/scheduler';
import { SessionStore } from '../../application/session/session-store';
import { LoadingBarViewModel } from '../../ui/components/loading-bar-view-model';
import { NavigationGateViewModel } from '../../ui/shell/navigation-gate-view-model';
import { ShellViewModels } from '../../ui/shell/shell-view-models';
import { portalModule } from './binder';

/**
 * What wraps every page, the sign-in page too: the guard gate and the loading bar. The signed-in
 * frame (header, sidebar, idle warning) is `frameModule`, loaded with the first signed-in page.
 */
export const shellModule = portalModule((b) => {
  b.construct(NavigationGateViewModel, [GuardNavigation, SessionStore, RestoreSession]);
  b.construct(LoadingBarViewModel, [Scheduler]);
  b.factories(ShellViewModels, (get) => ({
    navigationGate: () => get(NavigationGateViewModel),
    loadingBar: () => get(LoadingBarViewModel),
  }));
});
