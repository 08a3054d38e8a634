import type { i18n } from 'i18next';
import { ContainerModule } from 'inversify';
import { ExternalNavigator } from '../../application/access/external-navigator';
import { PortalRedirectAttempts } from '../../application/access/portal-redirect-attempts';
import { PortalSelection } from '../../application/access/portal-selection';
import { SsoTokenSource } from '../../application/auth/sso-token-source';
import { LocalePreference } from '../../application/locale/locale-preference';
import { ActivityMonitor } from '../../application/platform/activity-monitor';
import { Clock } from '../../application/platform/clock';
import { CookieStore } from '../../application/platform/cookie-store';
import { Navigator } from '../../application/platform/navigator';
import { Notifier } from '../../application/platform/notifier';
import { SessionBroadcast } from '../../application/session/session-broadcast';
import { SessionStore } from '../../application/session/session-store';
import { UserActivity } from '../../application/session/user-activity';
import { ThemePainter } from '../../application/theme/theme-painter';
import { parseLocale } from '../../domain/locale/locale';
import { createI18n } from '../../i18n/create-i18n';
import { ActivityTracker } from '../browser/activity-tracker';
import { BuildVersionWatcher } from '../browser/build-version-watcher';
import { ChannelSessionBroadcast } from '../browser/channel-session-broadcast';
import { storedLanguage } from '../browser/cookie-names';
import { CookiePortalRedirectAttempts } from '../browser/cookie-portal-redirect-attempts';
import { CssThemePainter } from '../browser/css-theme-painter';
import { DocumentCookieStore } from '../browser/document-cookie-store';
import { DomUserActivity } from '../browser/dom-user-activity';
import { LocationExternalNavigator } from '../browser/location-external-navigator';
import { LocationSsoTokenSource } from '../browser/location-sso-token-source';
import { MobxPortalSelection } from '../browser/mobx-portal-selection';
import { MobxSessionStore } from '../browser/mobx-session-store';
import { PageReloadGuard } from '../browser/page-reload-guard';
import { RouterNavigator } from '../browser/router-navigator';
import { TemporalClock } from '../browser/temporal-clock';
import { ToastNotifier } from '../browser/toast-notifier';
import { I18nextLocalePreference } from '../locale/i18next-locale-preference';
import { Activity, I18nInstance, ObservableSession, Reloads, Router, Versions } from './adapter-tokens';

/** Origins besides the portal's own that users may be sent to (comma-separated, set at build time). */
const allowedRedirectOrigins = (): string[] =>
  String(import.meta.env['VITE_ALLOWED_REDIRECT_ORIGINS'] ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => /^https:\/\/[\w.-]+(:\d+)?$/.test(origin));

/** Browser services: cookies, clock, language, toasts, theme, session, navigation, tabs, activity. */
export const platformModule = new ContainerModule(({ bind }) => {
  // First of all, so the token is out of the address bar before any request is made.
  bind(SsoTokenSource).toConstantValue(new LocationSsoTokenSource(window.location, window.history));
  bind(CookieStore).toConstantValue(new DocumentCookieStore(document));
  bind(I18nInstance)
    .toResolvedValue(
      (cookies: CookieStore) => createI18n(parseLocale(storedLanguage((name) => cookies.get(name)))),
      [CookieStore],
    )
    .inSingletonScope();
  bind(LocalePreference)
    .toResolvedValue(
      (instance: i18n, cookies: CookieStore) =>
        new I18nextLocalePreference(instance, cookies, document.documentElement),
      [I18nInstance, CookieStore],
    )
    .inSingletonScope();
  bind(Clock).toConstantValue(new TemporalClock());
  bind(Notifier)
    .toResolvedValue((instance: i18n) => new ToastNotifier(instance), [I18nInstance])
    .inSingletonScope();
  bind(ThemePainter).toConstantValue(new CssThemePainter(document.documentElement));
  bind(ObservableSession).toConstantValue(new MobxSessionStore());
  bind(SessionStore).toResolvedValue((store: MobxSessionStore) => store, [ObservableSession]);
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
  bind(SessionBroadcast).toConstantValue(new ChannelSessionBroadcast());
  bind(UserActivity).toConstantValue(new DomUserActivity(document));
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
