import { FormKeeper, MemoryFormKeeper } from '../../application/platform/form-keeper';
import type { i18n } from 'i18next';
import { ExternalNavigator } from '../../application/access/external-navigator';
import { PortalRedirectAttempts } from '../../application/access/portal-redirect-attempts';
import { PortalSelection } from '../../application/access/portal-selection';
import { SsoTokenSource } from '../../application/access/sso-token-source';
import { LocalePreference } from '../../application/locale/locale-preference';
import { ActivityMonitor } from '../../application/platform/activity-monitor';
import { Clock } from '../../application/platform/clock';
import { CookieStore } from '../../application/platform/cookie-store';
import { Navigator } from '../../application/platform/navigator';
import { Notifier } from '../../application/platform/notifier';
import { Scheduler } from '../../application/platform/scheduler';
import { token } from '../../application/platform/token';
import { SessionBroadcast } from '../../application/session/session-broadcast';
import { SessionStore } from '../../application/session/session-store';
import { UserActivity } from '../../application/session/user-activity';
import { ThemePainter } from '../../application/theme/theme-painter';
import { defaultPortalOf } from '../../domain/access/portal';
import { parseLocale } from '../../domain/locale/locale';
import { createI18n } from '../../i18n/create-i18n';
import { ActivityTracker } from '../browser/activity-tracker';
import { BuildVersionWatcher } from '../browser/build-version-watcher';
import { ChannelSessionBroadcast } from '../browser/channel-session-broadcast';
import { CSRF_COOKIE, storedLanguage } from '../browser/cookie-names';
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
import { ServerTime } from '../browser/server-time';
import { TemporalClock } from '../browser/temporal-clock';
import { TimerScheduler } from '../browser/timer-scheduler';
import { ToastNotifier } from '../browser/toast-notifier';
import { HttpClient } from '../http/http-client';
import { coreNl } from '../../i18n/core/nl';
import { I18nextLocalePreference } from '../locale/i18next-locale-preference';
import { portalModule } from './binder';

/** The i18next instance: an interface of the library, so it needs a token of its own. */
export const I18nInstance = token<i18n>('I18nInstance');

/** Origins besides the portal's own that users may be sent to (comma-separated, set at build time). */
const allowedRedirectOrigins = (): string[] =>
  String(import.meta.env['VITE_ALLOWED_REDIRECT_ORIGINS'] ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => /^https:\/\/[\w.-]+(:\d+)?$/.test(origin));

/**
 * Browser services shared by every area: cookies, clock and timers, language, toasts, theme, session,
 * navigation, tabs, activity, and the one HTTP client.
 */
export const platformModule = portalModule((b) => {
  // First of all, so the token is out of the address bar before any request is made.
  b.value(SsoTokenSource, new LocationSsoTokenSource(window.location, window.history));
  b.value(CookieStore, new DocumentCookieStore(document));
  b.factory(I18nInstance, [CookieStore], (cookies) =>
    createI18n(parseLocale(storedLanguage((name) => cookies.get(name))), { nl: coreNl }),
  ).inSingletonScope();
  b.factory(
    LocalePreference,
    [I18nInstance, CookieStore],
    (instance, cookies) => new I18nextLocalePreference(instance, cookies, document.documentElement),
  ).inSingletonScope();
  // The one clock of every rule that counts time, by the back office's time where it differs (ServerTime).
  const serverTime = new ServerTime();
  b.value(Clock, new TemporalClock(() => serverTime.instant()));
  b.value(FormKeeper, new MemoryFormKeeper());
  b.value(Scheduler, new TimerScheduler());
  b.factory(ToastNotifier, [I18nInstance], (instance) => new ToastNotifier(instance)).inSingletonScope();
  b.alias(Notifier, ToastNotifier);
  b.value(ThemePainter, new CssThemePainter(document.documentElement));
  b.value(MobxSessionStore, new MobxSessionStore());
  b.alias(SessionStore, MobxSessionStore);
  b.value(RouterNavigator, new RouterNavigator(window.location));
  b.alias(Navigator, RouterNavigator);
  b.construct(CookiePortalRedirectAttempts, [CookieStore]).inSingletonScope();
  b.alias(PortalRedirectAttempts, CookiePortalRedirectAttempts);
  b.value(ExternalNavigator, new LocationExternalNavigator(window.location, allowedRedirectOrigins()));
  b.value(PortalSelection, new MobxPortalSelection());
  b.value(ActivityTracker, new ActivityTracker());
  b.alias(ActivityMonitor, ActivityTracker);
  b.value(SessionBroadcast, new ChannelSessionBroadcast());
  b.value(UserActivity, new DomUserActivity(document));
  b.factory(
    BuildVersionWatcher,
    [Scheduler],
    (scheduler) =>
      new BuildVersionWatcher({
        currentBuildId: __BUILD_ID__,
        fetch: (input, init) => window.fetch(input, init),
        scheduler,
      }),
  ).inSingletonScope();
  b.factory(
    PageReloadGuard,
    [CookieStore],
    (cookies) => new PageReloadGuard(cookies, (path) => window.location.assign(path)),
  ).inSingletonScope();

  b.factory(
    HttpClient,
    [
      CookieStore,
      LocalePreference,
      Notifier,
      MobxSessionStore,
      RouterNavigator,
      PortalSelection,
      ActivityMonitor,
      FormKeeper,
    ],
    (cookies, locale, notifier, session, navigator, selection, activity, forms) =>
      new HttpClient({
        locale: () => locale.current,
        csrfToken: () => cookies.get(CSRF_COOKIE),
        portal: () => selection.current ?? (session.user ? defaultPortalOf(session.user) : 'main'),
        activity,
        notifier,
        onServerDate: (date) => serverTime.observe(date),
        // Spec section 8: a 401 resets the user and sends them to /login, to come back afterwards.
        // What the open forms hold is kept in memory for the same user's return (FormKeeper).
        onUnauthorized: () => {
          const wasSignedIn = session.status === 'authenticated';
          if (session.user) forms.keepOpenForms(session.user.id);
          session.clear();
          if (wasSignedIn) notifier.notify({ type: 'info', title: 'auth.sessionExpired' });
          const here = navigator.currentPath();
          if (!here.startsWith('/login') && !here.startsWith('/auth/sso')) {
            navigator.goTo(`/login?redirect=${encodeURIComponent(here)}`, { replace: true });
          }
        },
      }),
  ).inSingletonScope();
});
