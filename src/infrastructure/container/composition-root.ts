import type { i18n } from 'i18next';
import { Container } from 'inversify';
import type { ServiceIdentifier } from 'inversify';
import { Logout } from '../../application/auth/logout';
import { RestoreSession } from '../../application/auth/restore-session';
import { LocalePreference } from '../../application/locale/locale-preference';
import { SessionBroadcast } from '../../application/session/session-broadcast';
import { SessionStore } from '../../application/session/session-store';
import type { PortalServices } from '../../ui/portal-services';
import { LinkedUsersViewModel } from '../../ui/screens/account/linked-users-view-model';
import { TwoFactorSettingsViewModel } from '../../ui/screens/account/two-factor-settings-view-model';
import { ForgotViewModel } from '../../ui/screens/auth/forgot-view-model';
import { ResetPasswordViewModel } from '../../ui/screens/auth/reset-password-view-model';
import { SsoLoginViewModel } from '../../ui/screens/auth/sso-login-view-model';
import { LoginViewModel } from '../../ui/screens/login/login-view-model';
import { NavigationGateViewModel } from '../../ui/shell/navigation-gate-view-model';
import { SessionTimeoutViewModel } from '../../ui/shell/session-timeout-view-model';
import { ShellViewModel } from '../../ui/shell/shell-view-model';
import { DashboardViewModel } from '../../ui/screens/dashboard/dashboard-view-model';
import { NewTaskViewModel } from '../../ui/screens/tasks/new-task-view-model';
import { TaskListViewModel } from '../../ui/screens/tasks/task-list-view-model';
import type { ActivityTracker } from '../browser/activity-tracker';
import type { BuildVersionWatcher } from '../browser/build-version-watcher';
import type { PageReloadGuard } from '../browser/page-reload-guard';
import type { RouterNavigator } from '../browser/router-navigator';
import { Activity, I18nInstance, Reloads, Router, Versions } from './adapter-tokens';
import { backendModule } from './backend-module';
import { platformModule } from './platform-module';
import { tasksModule } from './tasks-module';
import { useCaseModule } from './use-case-module';
import { viewModelModule } from './view-model-module';

/**
 * The composition root: the one container of the portal. The UI receives only what PortalServices
 * names; nothing else calls container.get.
 */
export function createPortalServices(): PortalServices {
  const container = new Container({ defaultScope: 'Transient' });
  container.load(platformModule, backendModule, useCaseModule, viewModelModule, tasksModule);
  const get = <T>(token: ServiceIdentifier<T>): T => container.get<T>(token);
  const versions = get<BuildVersionWatcher>(Versions);
  const reloads = get<PageReloadGuard>(Reloads);
  const router = get<RouterNavigator>(Router);
  return {
    i18n: get<i18n>(I18nInstance),
    locale: get<LocalePreference>(LocalePreference),
    session: get<SessionStore>(SessionStore),
    activity: get<ActivityTracker>(Activity),
    attachRouter: (navigate) => router.attach(navigate),
    start: async () => {
      versions.start();
      const logout = get<Logout>(Logout);
      get<SessionBroadcast>(SessionBroadcast).onSignOut(() => logout.followOtherTab());
      await get<RestoreSession>(RestoreSession).execute();
    },
    reloadIfOutdated: (path) => versions.updateAvailable && reloads.reloadOnce(path),
    recoverFromChunkError: (path) => reloads.reloadOnce(path),
    viewModels: {
      login: () => get(LoginViewModel),
      ssoLogin: () => get(SsoLoginViewModel),
      forgot: () => get(ForgotViewModel),
      resetPassword: () => get(ResetPasswordViewModel),
      linkedUsers: () => get(LinkedUsersViewModel),
      twoFactorSettings: () => get(TwoFactorSettingsViewModel),
      sessionTimeout: () => get(SessionTimeoutViewModel),
      shell: () => get(ShellViewModel),
      navigationGate: () => get(NavigationGateViewModel),
      taskList: () => get(TaskListViewModel),
      newTask: () => get(NewTaskViewModel),
      dashboard: () => get(DashboardViewModel),
    },
  };
}
