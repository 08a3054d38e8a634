import { createInstance } from 'i18next';
import type { i18n } from 'i18next';
import type { Locale } from '../domain/locale/locale';
import { DEFAULT_LOCALE } from '../domain/locale/locale';
import type { coreNl } from './core/nl';
import type { Messages } from './messages';
import type { AreaTranslations } from './translation-key';

/**
 * Each top-level group of keys (`common`, `tasks`, `dossierType`, ...) is an i18next namespace, and the
 * namespace separator is the key separator: `tasks.intro` is the key `intro` of the namespace `tasks`,
 * so keys read the same wherever they live. The core namespaces are here from the start; an area's
 * arrive with its first screen (addAreaTranslations).
 */
const namespacesOf = (tree: object) => Object.keys(tree);

/** The texts every page needs (`src/i18n/core`), in one language. */
export type CoreTexts = Messages<typeof coreNl>;

/**
 * An i18next instance with the core texts given loaded synchronously; Dutch is the fallback, so its
 * texts are always there. The portal starts with Dutch alone and fetches English when it is chosen
 * (ensureCoreTexts), so a Dutch page does not carry the English texts.
 */
export function createI18n(
  locale: Locale,
  resources: { readonly nl: typeof coreNl; readonly en?: CoreTexts },
): i18n {
  const instance = createInstance();
  void instance.init({
    resources,
    ns: namespacesOf(resources.nl),
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

const CORE_LOADERS: { readonly [L in Exclude<Locale, 'nl'>]: () => Promise<CoreTexts> } = {
  en: () => import('./core/en').then((module) => module.coreEn),
};

/** Fetches a language's core texts into the instance unless they are there (Dutch always is). */
export async function ensureCoreTexts(instance: i18n, locale: Locale): Promise<void> {
  if (locale === 'nl' || instance.hasResourceBundle(locale, 'common')) return;
  const texts = await CORE_LOADERS[locale]();
  for (const [namespace, tree] of Object.entries(texts)) {
    instance.addResourceBundle(locale, namespace, tree, true, false);
  }
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
