import { createInstance } from 'i18next';
import type { i18n } from 'i18next';
import type { Locale } from '../domain/locale/locale';
import { DEFAULT_LOCALE } from '../domain/locale/locale';
import type { coreNl } from './core/nl';
import type { Messages } from './messages';
import type { AreaTexts, AreaTranslations } from './translation-key';

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
    // A copy, for the reason addNamespaces gives: areas merged in later must not change the core's module.
    resources: structuredClone(resources),
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

/** The areas whose texts each instance has fetched, and the languages it has them in. */
const areaTexts = new WeakMap<i18n, Map<AreaTexts, Map<Locale, Promise<void>>>>();

function areasOf(instance: i18n): Map<AreaTexts, Map<Locale, Promise<void>>> {
  let areas = areaTexts.get(instance);
  if (!areas) {
    areas = new Map();
    areaTexts.set(instance, areas);
  }
  return areas;
}

/**
 * Adds namespaces in one language; a namespace the core has too (`page`) is merged. A namespace joins
 * the known ones, so `group.key` is from now on read as namespace `group`.
 */
function addNamespaces(instance: i18n, locale: Locale, tree: Readonly<Record<string, object>>): void {
  const known = instance.options.ns;
  for (const namespace of namespacesOf(tree)) {
    if (Array.isArray(known) && !known.includes(namespace)) known.push(namespace);
  }
  for (const [namespace, texts] of Object.entries(tree)) {
    // A copy: i18next keeps a bundle's nested objects and merges later bundles into them, which would
    // otherwise change the area's own module (and what every other instance is given).
    instance.addResourceBundle(locale, namespace, structuredClone(texts), true, false);
  }
}

function fetchAreaTexts(instance: i18n, texts: AreaTexts, locale: Locale): Promise<void> {
  const areas = areasOf(instance);
  let languages = areas.get(texts);
  if (!languages) {
    languages = new Map();
    areas.set(texts, languages);
  }
  let load = languages.get(locale);
  if (!load) {
    const fetched = languages;
    load = texts[locale]().then((tree) => addNamespaces(instance, locale, tree));
    // A failed fetch (offline, a newer build) may be tried again with the next screen.
    load.catch(() => fetched.delete(locale));
    languages.set(locale, load);
  }
  return load;
}

/**
 * Fetches a language's texts into the instance unless they are there: the core's (Dutch always is)
 * and those of every area fetched so far, so a language chosen on a page has that page's texts too.
 */
export async function ensureCoreTexts(instance: i18n, locale: Locale): Promise<void> {
  const areas = [...areasOf(instance).keys()].map((texts) => fetchAreaTexts(instance, texts, locale));
  if (locale !== 'nl' && !instance.hasResourceBundle(locale, 'common')) {
    const core = await CORE_LOADERS[locale]();
    for (const [namespace, tree] of Object.entries(core)) {
      instance.addResourceBundle(locale, namespace, structuredClone(tree), true, false);
    }
  }
  await Promise.all(areas);
}

/** Fetches an area's texts in the reader's language (once); another language follows when chosen. */
export function addAreaTexts(instance: i18n, texts: AreaTexts, locale: Locale): Promise<void> {
  return fetchAreaTexts(instance, texts, locale);
}

/** Adds an area's namespaces in both languages at once (as tests and tools have them). */
export function addAreaTranslations(instance: i18n, translations: AreaTranslations): void {
  addNamespaces(instance, 'nl', translations.nl);
  addNamespaces(instance, 'en', translations.en);
}

/** Fills the :field placeholder of the validation messages of spec section 5. */
export function withField(template: string, field: string): string {
  return template.replaceAll(':field', field);
}
