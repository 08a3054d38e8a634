import type { Locale } from '../domain/locale/locale';
import type { coreNl } from './core/nl';
import type { searchNl } from './search/nl';

/** A plural form's key without its suffix (`count_one` → `count`): i18next chooses the form by `count`. */
type PluralBase<K extends string> =
  K extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? Base : K;

/** Every key path of a translation tree, as `group.sub.key`; plural forms also by their base key. */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${K}` | `${Prefix}${PluralBase<K>}`
    : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/**
 * Each area's Dutch translation tree, by area name: filled in from the portal's list of areas
 * (`src/areas/areas.ts`), so an area added there brings its keys and an area taken out takes them along.
 */
// oxlint-disable-next-line typescript/no-empty-interface, typescript/no-empty-object-type -- extended by the list of areas
export interface AreaTextTrees {}

type AreaKeys = { [A in keyof AreaTextTrees]: Leaves<AreaTextTrees[A]> }[keyof AreaTextTrees];

/**
 * Every translation key of the portal: the core's, the search's and every area's. The translate
 * function takes only these, so a missing or misspelt key, or a key built from a code that has no text
 * (`tasks.statuses.${status}`), fails the typecheck.
 */
export type TranslationKey = Leaves<typeof coreNl> | Leaves<typeof searchNl> | AreaKeys;

/**
 * An area's texts, one language at a time (`src/i18n/<area>/index.ts`): fetched with the area's first
 * screen in the reader's language, and in another language once that is chosen.
 */
export type AreaTexts<Tree extends object = Readonly<Record<string, object>>> = {
  readonly nl: () => Promise<Tree>;
} & { readonly [L in Exclude<Locale, 'nl'>]: () => Promise<Readonly<Record<string, object>>> };

/** An area's namespaces in both languages at once. */
export interface AreaTranslations {
  readonly nl: Readonly<Record<string, object>>;
  readonly en: Readonly<Record<string, object>>;
}
