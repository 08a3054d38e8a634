import { createInstance } from 'i18next';
import type { i18n } from 'i18next';
import type { Locale } from '../domain/locale/locale';
import { DEFAULT_LOCALE } from '../domain/locale/locale';
import { en } from './en';
import { nl } from './nl';

export const resources = { nl: { translation: nl }, en: { translation: en } } as const;

/** An i18next instance with both languages loaded synchronously; Dutch is the fallback. */
export function createI18n(locale: Locale): i18n {
  const instance = createInstance();
  void instance.init({
    resources,
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: ['nl', 'en'],
    initAsync: false,
    // React escapes text itself; server HTML goes only through the sanitizing component.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

/** Fills the :field placeholder of the validation messages of spec section 5. */
export function withField(template: string, field: string): string {
  return template.replaceAll(':field', field);
}
