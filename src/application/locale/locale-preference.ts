import { token } from '../platform/token';
import type { Locale } from '../../domain/locale/locale';

export const LocalePreference = token<LocalePreference>('LocalePreference');
/** The language the user reads the portal in; it travels with every call as Accept-Language. */
export interface LocalePreference {
  readonly current: Locale;
  /** Switches the language everywhere (once its texts are there) and remembers the choice. */
  change(locale: Locale): Promise<void>;
  /** Resolves once the texts of the current language are there (the portal waits for it at start). */
  ready(): Promise<void>;
}
