import type { i18n } from 'i18next';
import type { LocalePreference } from '../application/locale/locale-preference';
import type { SessionStore } from '../application/session/session-store';
import type { LinkedUsersViewModel } from './screens/account/linked-users-view-model';
import type { TwoFactorSettingsViewModel } from './screens/account/two-factor-settings-view-model';
import type { ForgotViewModel } from './screens/auth/forgot-view-model';
import type { ResetPasswordViewModel } from './screens/auth/reset-password-view-model';
import type { SsoLoginViewModel } from './screens/auth/sso-login-view-model';
import type { LoginViewModel } from './screens/login/login-view-model';
import type { NavigationGateViewModel } from './shell/navigation-gate-view-model';
import type { SessionTimeoutViewModel } from './shell/session-timeout-view-model';
import type { ShellViewModel } from './shell/shell-view-model';
import type { DashboardViewModel } from './screens/dashboard/dashboard-view-model';
import type { NewTaskViewModel } from './screens/tasks/new-task-view-model';
import type { TaskListViewModel } from './screens/tasks/task-list-view-model';

export type NavigateFunction = (path: string, options: { replace: boolean }) => void;

/** What the composition root hands the React layer: shared observables and a factory per view-model. */
export interface PortalServices {
  readonly i18n: i18n;
  readonly locale: LocalePreference;
  readonly session: SessionStore;
  /** Running calls and page loads, for the loading bar. */
  readonly activity: { readonly running: number };
  /** Lets use cases navigate through the router; returns a function that detaches it. */
  attachRouter(navigate: NavigateFunction): () => void;
  /** Checks the session with the server and starts watching for new builds. */
  start(): Promise<void>;
  /** Loads the path afresh when a newer build is live (spec section 4); true when it did. */
  reloadIfOutdated(path: string): boolean;
  /** Loads the path afresh when a screen's code failed to load, at most once per 10 seconds; true when it did. */
  recoverFromChunkError(path: string): boolean;
  readonly viewModels: {
    login(): LoginViewModel;
    ssoLogin(): SsoLoginViewModel;
    forgot(): ForgotViewModel;
    resetPassword(): ResetPasswordViewModel;
    linkedUsers(): LinkedUsersViewModel;
    twoFactorSettings(): TwoFactorSettingsViewModel;
    sessionTimeout(): SessionTimeoutViewModel;
    shell(): ShellViewModel;
    navigationGate(): NavigationGateViewModel;
    taskList(): TaskListViewModel;
    newTask(): NewTaskViewModel;
    dashboard(): DashboardViewModel;
  };
}
