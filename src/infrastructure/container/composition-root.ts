import { Container, ContainerModule } from 'inversify';
import { AuthGateway } from '../../application/auth/auth-gateway';
import { CompleteSignIn } from '../../application/auth/complete-sign-in';
import { Login } from '../../application/auth/login';
import { Logout } from '../../application/auth/logout';
import { RestoreSession } from '../../application/auth/restore-session';
import { ExternalNavigator } from '../../application/access/external-navigator';
import { GuardNavigation } from '../../application/access/guard-navigation';
import { PortalRedirectAttempts } from '../../application/access/portal-redirect-attempts';
import { PortalSelection } from '../../application/access/portal-selection';
import { ResolvePortalRedirect } from '../../application/access/resolve-portal-redirect';
import { ActivityMonitor } from '../../application/platform/activity-monitor';
import { LocalePreference } from '../../application/locale/locale-preference';
import { Clock } from '../../application/platform/clock';
import { CookieStore } from '../../application/platform/cookie-store';
import { Navigator } from '../../application/platform/navigator';
import { Notifier } from '../../application/platform/notifier';
import { SessionStore } from '../../application/session/session-store';
import { ThemePainter } from '../../application/theme/theme-painter';
import { defaultPortalOf } from '../../domain/access/portal';
import { parseLocale } from '../../domain/locale/locale';
import { createI18n } from '../../i18n/create-i18n';
import type { PortalServices } from '../../ui/portal-services';
import { LoginViewModel } from '../../ui/screens/login/login-view-model';
import { NavigationGateViewModel } from '../../ui/shell/navigation-gate-view-model';
import { ShellViewModel } from '../../ui/shell/shell-view-model';
import { ActivityTracker } from '../browser/activity-tracker';
import { BuildVersionWatcher } from '../browser/build-version-watcher';
import { PageReloadGuard } from '../browser/page-reload-guard';
import { LocationExternalNavigator } from '../browser/location-external-navigator';
import { MobxPortalSelection } from '../browser/mobx-portal-selection';
import { HttpAuthGateway } from '../auth/http-auth-gateway';
import { CookiePortalRedirectAttempts } from '../browser/cookie-portal-redirect-attempts';
import { CSRF_COOKIE, LANGUAGE_COOKIE } from '../browser/cookie-names';
import { CssThemePainter } from '../browser/css-theme-painter';
import { DocumentCookieStore } from '../browser/document-cookie-store';
import { MobxSessionStore } from '../browser/mobx-session-store';
import { RouterNavigator } from '../browser/router-navigator';
import { TemporalClock } from '../browser/temporal-clock';
import { ToastNotifier } from '../browser/toast-notifier';
import { HttpClient } from '../http/http-client';
import { I18nextLocalePreference } from '../locale/i18next-locale-preference';

const I18n = Symbol('I18n');
const Http = Symbol('HttpClient');
const Session = Symbol('MobxSessionStore');
const Router = Symbol('RouterNavigator');
const Activity = Symbol('ActivityTracker');
const Versions = Symbol('BuildVersionWatcher');
const Reloads = Symbol('PageReloadGuard');

/** Origins besides the portal's own that users may be sent to (comma-separated, set at build time). */
const allowedRedirectOrigins = (): string[] =>
  String(import.meta.env['VITE_ALLOWED_REDIRECT_ORIGINS'] ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => /^https:\/\/[\w.-]+(:\d+)?$/.test(origin));

/** Browser services: cookies, clock, language, toasts, theme, session, navigation. */
const platformModule = new ContainerModule(({ bind }) => {
  bind(CookieStore).toConstantValue(new DocumentCookieStore(document));
  bind(I18n)
    .toResolvedValue(
      (cookies: CookieStore) => createI18n(parseLocale(cookies.get(LANGUAGE_COOKIE.name))),
      [CookieStore],
    )
    .inSingletonScope();
  bind(LocalePreference)
    .toResolvedValue(
      (i18n: ReturnType<typeof createI18n>, cookies: CookieStore) =>
        new I18nextLocalePreference(i18n, cookies, document.documentElement),
      [I18n, CookieStore],
    )
    .inSingletonScope();
  bind(Clock).toConstantValue(new TemporalClock());
  bind(Notifier)
    .toResolvedValue((i18n: ReturnType<typeof createI18n>) => new ToastNotifier(i18n), [I18n])
    .inSingletonScope();
  bind(ThemePainter).toConstantValue(new CssThemePainter(document.documentElement));
  bind(Session).toConstantValue(new MobxSessionStore());
  bind(SessionStore).toResolvedValue((store: MobxSessionStore) => store, [Session]);
  bind(Router).toConstantValue(new RouterNavigator(window.location));
  bind(Navigator).toResolvedValue((router: RouterNavigator) => router, [Router]);
  bind(PortalRedirectAttempts)
    .toResolvedValue((cookies: CookieStore) => new CookiePortalRedirectAttempts(cookies), [CookieStore])
    .inSingletonScope();
  bind(ExternalNavigator).toConstantValue(
    new LocationExternalNavigator(window.location, allowedRedirectOrigins()),
  );
  bind(PortalSelection).toConstantValue(new MobxPortalSelection());
  bind(Activity).toConstantValue(new ActivityTracker());
  bind(ActivityMonitor).toResolvedValue((tracker: ActivityTracker) => tracker, [Activity]);
  bind(Versions).toConstantValue(
    new BuildVersionWatcher({
      currentBuildId: __BUILD_ID__,
      fetch: (input, init) => window.fetch(input, init),
    }),
  );
  bind(Reloads)
    .toResolvedValue(
      (cookies: CookieStore) => new PageReloadGuard(cookies, (path) => window.location.assign(path)),
      [CookieStore],
    )
    .inSingletonScope();
});

/** The backend: one HTTP client and one gateway per area of spec section 7. */
const backendModule = new ContainerModule(({ bind }) => {
  bind(Http)
    .toResolvedValue(
      (
        cookies: CookieStore,
        locale: LocalePreference,
        notifier: Notifier,
        session: MobxSessionStore,
        navigator: RouterNavigator,
        selection: PortalSelection,
        activity: ActivityMonitor,
      ) =>
        new HttpClient({
          locale: () => locale.current,
          csrfToken: () => cookies.get(CSRF_COOKIE),
          portal: () => selection.current ?? (session.user ? defaultPortalOf(session.user) : 'main'),
          activity,
          notifier,
          onUnauthorized: () => {
            const wasSignedIn = session.status === 'authenticated';
            session.clear();
            if (wasSignedIn) notifier.notify({ type: 'info', title: 'auth.sessionExpired' });
            const here = navigator.currentPath();
            if (!here.startsWith('/login'))
              navigator.goTo(`/login?redirect=${encodeURIComponent(here)}`, { replace: true });
          },
        }),
      [CookieStore, LocalePreference, Notifier, Session, Router, PortalSelection, ActivityMonitor],
    )
    .inSingletonScope();
  bind(AuthGateway)
    .toResolvedValue((http: HttpClient) => new HttpAuthGateway(http), [Http])
    .inSingletonScope();
});

/** Use cases: plain classes, built from their ports. */
const useCaseModule = new ContainerModule(({ bind }) => {
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
  bind(Logout).toResolvedValue(
    (auth: AuthGateway, session: SessionStore, theme: ThemePainter, navigator: Navigator) =>
      new Logout(auth, session, theme, navigator),
    [AuthGateway, SessionStore, ThemePainter, Navigator],
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
  bind(RestoreSession).toResolvedValue(
    (auth: AuthGateway, session: SessionStore, theme: ThemePainter) =>
      new RestoreSession(auth, session, theme),
    [AuthGateway, SessionStore, ThemePainter],
  );
});

/** View-models: a new one per screen. */
const viewModelModule = new ContainerModule(({ bind }) => {
  bind(LoginViewModel).toResolvedValue((login: Login) => new LoginViewModel(login), [Login]);
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

/**
 * The composition root: the one container of the portal. The UI receives only what PortalServices
 * names; nothing else calls container.get.
 */
export function createPortalServices(): PortalServices {
  const container = new Container({ defaultScope: 'Transient' });
  container.load(platformModule, backendModule, useCaseModule, viewModelModule);
  const i18n = container.get<ReturnType<typeof createI18n>>(I18n);
  const router = container.get<RouterNavigator>(Router);
  const versions = container.get<BuildVersionWatcher>(Versions);
  const reloads = container.get<PageReloadGuard>(Reloads);
  return {
    i18n,
    locale: container.get<LocalePreference>(LocalePreference),
    session: container.get<SessionStore>(SessionStore),
    activity: container.get<ActivityTracker>(Activity),
    attachRouter: (navigate) => router.attach(navigate),
    start: async () => {
      versions.start();
      await container.get<RestoreSession>(RestoreSession).execute();
    },
    reloadIfOutdated: (path) => versions.updateAvailable && reloads.reloadOnce(path),
    recoverFromChunkError: (path) => reloads.reloadOnce(path),
    viewModels: {
      login: () => container.get<LoginViewModel>(LoginViewModel),
      shell: () => container.get<ShellViewModel>(ShellViewModel),
      navigationGate: () => container.get<NavigationGateViewModel>(NavigationGateViewModel),
    },
  };
}
