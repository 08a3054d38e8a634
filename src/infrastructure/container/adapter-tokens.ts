/**
 * Tokens for concrete adapters the root needs by their own type (beyond the port they implement):
 * the router connection, the observable stores, the reload guards. Ports have their own tokens.
 */
export const I18nInstance = Symbol('I18nInstance');
export const Http = Symbol('HttpClient');
export const ObservableSession = Symbol('MobxSessionStore');
export const Router = Symbol('RouterNavigator');
export const Activity = Symbol('ActivityTracker');
export const Versions = Symbol('BuildVersionWatcher');
export const Reloads = Symbol('PageReloadGuard');
