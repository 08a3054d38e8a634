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
import type { Id, PortalModule } from './binder';
import type { LazyAreaName } from '../../ui/routes/area-name';
import { LAZY_AREA_NAMES } from '../../ui/routes/area-name';
import { I18nInstance, platformModule } from './platform-module';
import { shellModule } from './shell-module';
import { surveyModule } from './survey-module';

/** What every page needs from the start: the shared services, the shell, signing in, the survey. */
export const EAGER_MODULES: readonly PortalModule[] = [
  platformModule,
  shellModule,
  accessModule,
  surveyModule,
];

/** A lazily loaded area: its modules (fetched with its first screen) and the view-models it offers. */
interface LazyArea {
  readonly modules: () => Promise<readonly PortalModule[]>;
  readonly viewModels: readonly Id<object>[];
  /** The areas whose ports its modules use (a gateway bound there); loaded with it. */
  readonly needs: readonly LazyAreaName[];
}

/**
 * Every area's modules load with the area's first screen, so the sign-in page carries none of them.
 * What an area's modules need from another is named in `needs`; a test resolves every area's bindings
 * with only the eager modules and its closure loaded.
 */
export const LAZY_AREAS: { readonly [A in LazyAreaName]: LazyArea } = {
  tasks: {
    modules: async () => [(await import('./tasks-module')).tasksModule],
    viewModels: [TaskViewModels],
    needs: ['agenda', 'wizards'],
  },
  reports: {
    modules: async () => [(await import('./reports-module')).reportsModule],
    viewModels: [ReportViewModels],
    needs: ['people', 'agenda'],
  },
  people: {
    modules: async () => [(await import('./people-module')).peopleModule],
    viewModels: [PeopleViewModels],
    needs: ['wizards'],
  },
  agenda: {
    modules: async () => {
      const [agenda, exports] = await Promise.all([
        import('./agenda-module'),
        import('./agenda-export-module'),
      ]);
      return [agenda.agendaModule, exports.agendaExportModule];
    },
    viewModels: [AgendaViewModels],
    needs: ['locations', 'availability', 'people'],
  },
  availability: {
    modules: async () => [(await import('./availability-module')).availabilityModule],
    viewModels: [AvailabilityViewModels],
    needs: ['locations'],
  },
  locations: {
    modules: async () => [(await import('./locations-module')).locationsModule],
    viewModels: [LocationsViewModels],
    needs: [],
  },
  planning: {
    modules: async () => [(await import('./planning-module')).planningModule],
    viewModels: [PlanningViewModels],
    needs: ['availability', 'locations', 'agenda'],
  },
  wizards: {
    modules: async () => [(await import('./wizards-module')).wizardsModule],
    viewModels: [WizardViewModels],
    needs: [],
  },
  audit: {
    modules: async () => [(await import('./audit-module')).auditModule],
    viewModels: [AuditViewModels],
    needs: ['agenda'],
  },
  admin: {
    modules: async () => {
      const [admin, templates] = await Promise.all([import('./admin-module'), import('./templates-module')]);
      return [admin.adminModule, templates.templatesModule];
    },
    viewModels: [AdminViewModels, TemplateViewModels],
    needs: ['people'],
  },
};

/** The area and every area it needs, each once. */
export function areaClosure(name: LazyAreaName): LazyAreaName[] {
  const found: LazyAreaName[] = [];
  const visit = (area: LazyAreaName) => {
    if (found.includes(area)) return;
    found.push(area);
    for (const needed of LAZY_AREAS[area].needs) visit(needed);
  };
  visit(name);
  return found;
}

/** Every module of the portal, the lazy ones fetched (for tests, and to check the whole). */
export async function allModules(): Promise<PortalModule[]> {
  const lazy = await Promise.all(LAZY_AREA_NAMES.map((name) => LAZY_AREAS[name].modules()));
  return [...EAGER_MODULES, ...lazy.flat()];
}

/** A container with the eager modules and an area's with what it needs, as its first screen has it. */
export async function createAreaContainer(name: LazyAreaName): Promise<Container> {
  const modules = await Promise.all(areaClosure(name).map((area) => LAZY_AREAS[area].modules()));
  return createContainer(modules.flat());
}

/** A container with the eager modules and these others. */
export function createContainer(modules: readonly PortalModule[] = []): Container {
  const container = new Container({ defaultScope: 'Transient' });
  container.load(...[...EAGER_MODULES, ...modules].map((portal) => portal.module));
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
  // Filled in as areas load; a screen asks only for its own area's, which its route loaded first.
  const viewModels = { ...get(ShellViewModels), ...get(AccessViewModels) } as PortalServices['viewModels'];
  const loaded = new Map<LazyAreaName, Promise<void>>();
  const loadOne = (name: LazyAreaName): Promise<void> => {
    let loading = loaded.get(name);
    if (!loading) {
      loading = LAZY_AREAS[name].modules().then((modules) => {
        container.load(...modules.map((portal) => portal.module));
      });
      // A failed fetch (offline, a newer build) may be tried again with the next navigation.
      loading.catch(() => loaded.delete(name));
      loaded.set(name, loading);
    }
    return loading;
  };
  return {
    i18n,
    locale: get(LocalePreference),
    tableLayouts: get(TableLayouts),
    session: get(SessionStore),
    activity: get(ActivityTracker),
    attachRouter: (navigate) => router.attach(navigate),
    addTranslations: (translations) => addAreaTranslations(i18n, translations),
    loadArea: async (name) => {
      const areas = areaClosure(name);
      await Promise.all(areas.map(loadOne));
      for (const area of areas)
        for (const token of LAZY_AREAS[area].viewModels) Object.assign(viewModels, get(token));
    },
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
    viewModels,
  };
}
