import type { i18n } from 'i18next';
import type { LocalePreference } from '../application/locale/locale-preference';
import type { SessionStore } from '../application/session/session-store';
import type { LoginViewModel } from './screens/login/login-view-model';
import type { ShellViewModel } from './shell/shell-view-model';

export type NavigateFunction = (path: string, options: { replace: boolean }) => void;

/** What the composition root hands the React layer: shared observables and a factory per view-model. */
export interface PortalServices {
  readonly i18n: i18n;
  readonly locale: LocalePreference;
  readonly session: SessionStore;
  /** Lets use cases navigate through the router; returns a function that detaches it. */
  attachRouter(navigate: NavigateFunction): () => void;
  restoreSession(): Promise<void>;
  readonly viewModels: {
    login(): LoginViewModel;
    shell(): ShellViewModel;
  };
}
