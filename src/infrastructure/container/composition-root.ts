import { Container } from 'inversify';
import { Logout } from '../../application/auth/logout';
import { RestoreSession } from '../../application/auth/restore-session';
import { LocalePreference } from '../../application/locale/locale-preference';
import { LoadSurvey } from '../../application/survey/load-survey';
import { SessionBroadcast } from '../../application/session/session-broadcast';
import { SessionStore } from '../../application/session/session-store';
import { addAreaTranslations } from '../../i18n/create-i18n';
import type { PortalServices } from '../../ui/portal-services';
import { AccessViewModels } from '../../ui/screens/access/access-view-models';
import { AdminViewModels } from '../../ui/screens/admin/admin-view-models';
import { TemplateViewModels } from '../../ui/screens/admin/email-templates-view-models';
import { AgendaViewModels } from '../../ui/screens/agenda/agenda-view-models';
import { AuditViewModels } from '../../ui/screens/audit/audit-view-models';
import { AvailabilityViewModels } from '../../ui/screens/availability/availability-view-models';
import { LocationsViewModels } from '../../ui/screens/locations/locations-view-models';
import { PeopleViewModels } from '../../ui/screens/people/people-view-models';
import { PlanningViewModels } from '../../ui/screens/planning/planning-view-models';
import { ReportViewModels } from '../../ui/screens/reports/report-view-models';
import { TaskViewModels } from '../../ui/screens/tasks/task-view-models';
import { WizardViewModels } from '../../ui/screens/wizards/wizard-view-models';
import { ShellViewModels } from '../../ui/shell/shell-view-models';
import { TableLayouts } from '../../ui/list/table-layouts';
import { ActivityTracker } from '../browser/activity-tracker';
import { BuildVersionWatcher } from '../browser/build-version-watcher';
import { PageReloadGuard } from '../browser/page-reload-guard';
import { RouterNavigator } from '../browser/router-navigator';
import { accessModule } from './access-module';
import { adminModule } from './admin-module';
import { agendaExportModule } from './agenda-export-module';
import { agendaModule } from './agenda-module';
import { auditModule } from './audit-module';
import { availabilityModule } from './availability-module';
import type { Id, PortalModule } from './binder';
import { locationsModule } from './locations-module';
import { peopleModule } from './people-module';
import { planningModule } from './planning-module';
import { reportsModule } from './reports-module';
import { I18nInstance, platformModule } from './platform-module';
import { shellModule } from './shell-module';
import { surveyModule } from './survey-module';
import { tasksModule } from './tasks-module';
import { templatesModule } from './templates-module';
import { wizardsModule } from './wizards-module';

/** The shared services, the shell, and one module per area of the portal. */
export const PORTAL_MODULES: readonly PortalModule[] = [
  platformModule,
  shellModule,
  accessModule,
  tasksModule,
  locationsModule,
  availabilityModule,
  peopleModule,
  agendaModule,
  agendaExportModule,
  planningModule,
  wizardsModule,
  auditModule,
  reportsModule,
  adminModule,
  templatesModule,
  surveyModule,
];

/** The one container of the portal, with every module loaded. */
export function createContainer(): Container {
  const container = new Container({ defaultScope: 'Transient' });
  container.load(...PORTAL_MODULES.map((portal) => portal.module));
  return container;
}

/**
 * The composition root. The UI receives only what PortalServices names; nothing else calls
 * container.get.
 */
export function createPortalServices(): PortalServices {
  const container = createContainer();
  const get = <T>(id: Id<T>): T => container.get<T>(id as never);
  const versions = get(BuildVersionWatcher);
  const reloads = get(PageReloadGuard);
  const router = get(RouterNavigator);
  const i18n = get(I18nInstance);
  return {
    i18n,
    locale: get(LocalePreference),
    tableLayouts: get(TableLayouts),
    session: get(SessionStore),
    activity: get(ActivityTracker),
    attachRouter: (navigate) => router.attach(navigate),
    addTranslations: (translations) => addAreaTranslations(i18n, translations),
    start: async () => {
      versions.start();
      const logout = get(Logout);
      get(SessionBroadcast).onSignOut(() => logout.followOtherTab());
      await get(RestoreSession).execute();
    },
    reloadIfOutdated: (path) => versions.updateAvailable && reloads.reloadOnce(path),
    recoverFromChunkError: (path) => reloads.reloadOnce(path),
    surveyPageShown: (routeId) =>
      void get(LoadSurvey).execute({ routeId, signedIn: get(SessionStore).status === 'authenticated' }),
    viewModels: {
      ...get(ShellViewModels),
      ...get(AccessViewModels),
      ...get(TaskViewModels),
      ...get(LocationsViewModels),
      ...get(AvailabilityViewModels),
      ...get(AgendaViewModels),
      ...get(PlanningViewModels),
      ...get(WizardViewModels),
      ...get(PeopleViewModels),
      ...get(ReportViewModels),
      ...get(AuditViewModels),
      ...get(AdminViewModels),
      ...get(TemplateViewModels),
    },
  };
}
