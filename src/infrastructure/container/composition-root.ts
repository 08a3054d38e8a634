import { reaction } from 'mobx';
import { FormKeeper } from '../../application/platform/form-keeper';
import { Container } from 'inversify';
import { Logout } from '../../application/access/logout';
import { RestoreSession } from '../../application/access/restore-session';
import { LocalePreference } from '../../application/locale/locale-preference';
import { LoadSurvey } from '../../application/survey/load-survey';
import { SessionBroadcast } from '../../application/session/session-broadcast';
import { SessionStore } from '../../application/session/session-store';
import { addAreaTexts } from '../../i18n/create-i18n';
import type { PortalServices } from '../../ui/portal-services';
import { AccessViewModels } from '../../ui/screens/access/access-view-models';
import { FrameViewModels } from '../../ui/shell/frame-view-models';
import { ShellViewModels } from '../../ui/shell/shell-view-models';
import { TableLayouts } from '../../ui/list/table-layouts';
import { ActivityTracker } from '../browser/activity-tracker';
import { BlobFileDownload } from '../browser/blob-file-download';
import { Scheduler } from '../../application/platform/scheduler';
import { ToastNotifier } from '../browser/toast-notifier';
import { BuildVersionWatcher } from '../browser/build-version-watcher';
import { PageReloadGuard } from '../browser/page-reload-guard';
import { RouterNavigator } from '../browser/router-navigator';
import { accessModule } from './access-module';
import type { Id, PortalModule } from './binder';
import type { LazyAreaName } from '../../ui/routes/area-name';
import { AREAS, codeUnitsOf } from '../../areas/areas';
import type { AreaCode } from '../../areas/portal-area';
import { NO_PORTS } from '../../areas/portal-area';
import { I18nInstance, platformModule } from './platform-module';
import { shellModule } from './shell-module';
import { surveyModule } from './survey-module';
import type { SearchViewModelFactory } from '../../ui/search/search-view-models';
import type { AreaTexts } from '../../i18n/translation-key';

/**
 * What every page needs from the start: the shared services, the guard gate and loading bar, signing
 * in, the survey. The signed-in frame is the lazy area `frame`.
 */
export const EAGER_MODULES: readonly PortalModule[] = [
  platformModule,
  shellModule,
  accessModule,
  surveyModule,
];

/**
 * The code units that load with a screen, so the sign-in page carries none of them: the signed-in frame
 * (header, sidebar, idle warning, with the first signed-in page) and every area's, from the list of
 * areas. What a unit's modules need from another is named in `needs`; a test resolves every unit's
 * bindings with only the eager modules and its closure loaded.
 */
export const LAZY_AREAS: { readonly [A in LazyAreaName]: AreaCode } = Object.assign(
  {
    frame: {
      ports: () => Promise.resolve(NO_PORTS),
      modules: async () => [(await import('./frame-module')).frameModule],
      viewModels: [FrameViewModels],
      needs: [],
      uses: [],
    },
  },
  codeUnitsOf(AREAS),
);

/** The names of every code unit. */
export const LAZY_AREA_NAMES = Object.keys(LAZY_AREAS) as LazyAreaName[];

/**
 * The modules an area's first screen loads: its own and its gateways, the gateways of the areas it
 * needs, and everything of the areas whose use cases it uses (with what those need); each once.
 */
export async function areaModules(name: LazyAreaName): Promise<PortalModule[]> {
  const whole = new Set<LazyAreaName>();
  const visit = (area: LazyAreaName) => {
    if (whole.has(area)) return;
    whole.add(area);
    for (const used of LAZY_AREAS[area].uses) visit(used);
  };
  visit(name);
  const portsOf = new Set<LazyAreaName>([...whole].flatMap((area) => [area, ...LAZY_AREAS[area].needs]));
  const [ports, own] = await Promise.all([
    Promise.all([...portsOf].map((area) => LAZY_AREAS[area].ports())),
    Promise.all([...whole].map((area) => LAZY_AREAS[area].modules())),
  ]);
  return [...ports, ...own.flat()];
}

/** Every module of the portal, the lazy ones fetched (for tests, and to check the whole). */
export async function allModules(): Promise<PortalModule[]> {
  const lazy = await Promise.all(
    LAZY_AREA_NAMES.map(async (name) => [
      await LAZY_AREAS[name].ports(),
      ...(await LAZY_AREAS[name].modules()),
    ]),
  );
  return [...EAGER_MODULES, ...new Set(lazy.flat())];
}

/** A container with the eager modules and an area's with what it needs, as its first screen has it. */
export async function createAreaContainer(name: LazyAreaName): Promise<Container> {
  return createContainer(await areaModules(name));
}

/** A container with the eager modules and these others. */
export function createContainer(modules: readonly PortalModule[] = []): Container {
  const container = new Container({ defaultScope: 'Transient' });
  container.load(...[...EAGER_MODULES, ...modules].map((portal) => portal.module));
  return container;
}

/**
 * The one search, loaded the first time it opens rather than with the shell: its module (view-model,
 * use case, gateway, schemas) and its texts, in one go.
 */
async function loadSearch(
  container: Container,
  loadTexts: (texts: AreaTexts) => Promise<void>,
): Promise<SearchViewModelFactory> {
  const [module] = await Promise.all([
    import('./search-module'),
    import('../../i18n/search').then((search) => loadTexts(search.texts)),
  ]);
  container.load(module.searchModule.module);
  return container.get<SearchViewModelFactory>(module.SearchViewModelFactoryToken as never);
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
  const loaded = new Set<PortalModule>();
  let searching: Promise<SearchViewModelFactory> | null = null;
  const loading = new Map<LazyAreaName, Promise<void>>();
  const loadOne = (name: LazyAreaName): Promise<void> => {
    let load = loading.get(name);
    if (!load) {
      load = areaModules(name).then((modules) => {
        const fresh = modules.filter((portal) => !loaded.has(portal));
        for (const portal of fresh) loaded.add(portal);
        container.load(...fresh.map((portal) => portal.module));
        for (const token of LAZY_AREAS[name].viewModels) Object.assign(viewModels, get(token));
      });
      // A failed fetch (offline, a newer build) may be tried again with the next navigation.
      load.catch(() => loading.delete(name));
      loading.set(name, load);
    }
    return load;
  };
  return {
    i18n,
    locale: get(LocalePreference),
    tableLayouts: get(TableLayouts),
    forms: get(FormKeeper),
    files: new BlobFileDownload(document, URL, get(Scheduler)),
    session: get(SessionStore),
    activity: get(ActivityTracker),
    notices: get(ToastNotifier),
    attachRouter: (navigate) => router.attach(navigate),
    loadTexts: (texts) => addAreaTexts(i18n, texts, get(LocalePreference).current),
    loadArea: loadOne,
    loadSearch: () => {
      searching ??= loadSearch(container, (texts) =>
        addAreaTexts(i18n, texts, get(LocalePreference).current),
      );
      // A failed fetch (offline, a newer build) may be tried again with the next opening.
      searching.catch(() => (searching = null));
      return searching;
    },
    start: async () => {
      versions.start();
      const logout = get(Logout);
      get(SessionBroadcast).onSignOut(() => logout.followOtherTab());
      // Another user signing in here gets nothing of what the one before typed.
      const session = get(SessionStore);
      const forms = get(FormKeeper);
      reaction(
        () => session.user?.id ?? null,
        (userId) => userId !== null && forms.signedIn(userId),
      );
      await get(RestoreSession).execute();
    },
    reloadIfOutdated: (path) => versions.updateAvailable && reloads.reloadOnce(path),
    recoverFromChunkError: (path) => reloads.reloadOnce(path),
    surveyPageShown: (routeId) =>
      void get(LoadSurvey).execute({ routeId, signedIn: get(SessionStore).status === 'authenticated' }),
    viewModels,
  };
}
