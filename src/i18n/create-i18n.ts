import { createInstance } from 'i18next';
import type { i18n } from 'i18next';
import type { Locale } from '../domain/locale/locale';
import { DEFAULT_LOCALE } from '../domain/locale/locale';
import { coreEn } from './core/en';
import { coreNl } from './core/nl';
import type { AreaTranslations } from './translation-key';

/**
 * Each top-level group of keys (`common`, `tasks`, `dossierType`, ...) is an i18next namespace, and the
 * namespace separator is the key separator: `tasks.intro` is the key `intro` of the namespace `tasks`,
 * so keys read the same wherever they live. The core namespaces are here from the start; an area's
 * arrive with its first screen (addAreaTranslations).
 */
const namespacesOf = (tree: object) => Object.keys(tree);

export const CORE_RESOURCES = { nl: coreNl, en: coreEn } as const;

/** An i18next instance with the core texts of both languages loaded synchronously; Dutch is the fallback. */
export function createI18n(locale: Locale): i18n {
  const instance = createInstance();
  void instance.init({
    resources: CORE_RESOURCES,
    ns: namespacesOf(coreNl),
    defaultNS: 'common',
    nsSeparator: '.',
    keySeparator: '.',
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

/**
 * Adds an area's namespaces in both languages; a namespace the core has too (`page`) is merged. The
 * namespace joins the known ones, so `group.key` is from now on read as namespace `group`.
 */
export function addAreaTranslations(instance: i18n, translations: AreaTranslations): void {
  const known = instance.options.ns;
  for (const namespace of namespacesOf(translations.nl)) {
    if (Array.isArray(known) && !known.includes(namespace)) known.push(namespace);
  }
  for (const locale of ['nl', 'en'] as const) {
    for (const [namespace, tree] of Object.entries(translations[locale])) {
      instance.addResourceBundle(locale, namespace, tree, true, false);
    }
  }
}

/** Fills the :field placeholder of the validation messages of spec section 5. */
export function withField(template: string, field: string): string {
  return template.replaceAll(':field', field);
}
