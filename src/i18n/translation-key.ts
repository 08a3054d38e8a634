import type { Locale } from '../domain/locale/locale';
import type { accessNl } from './access/nl';
import type { adminNl } from './admin/nl';
import type { agendaNl } from './agenda/nl';
import type { auditNl } from './audit/nl';
import type { availabilityNl } from './availability/nl';
import type { coreNl } from './core/nl';
import type { locationsNl } from './locations/nl';
import type { peopleNl } from './people/nl';
import type { planningNl } from './planning/nl';
import type { reportsNl } from './reports/nl';
import type { searchNl } from './search/nl';
import type { tasksNl } from './tasks/nl';
import type { wizardsNl } from './wizards/nl';

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
 * Every translation key of the portal. The translate function takes only these, so a missing or
 * misspelt key, or a key built from a code that has no text (`tasks.statuses.${status}`), fails the
 * typecheck. An area that adds a namespace adds its Dutch tree here.
 */
export type TranslationKey =
  | Leaves<typeof coreNl>
  | Leaves<typeof accessNl>
  | Leaves<typeof tasksNl>
  | Leaves<typeof adminNl>
  | Leaves<typeof locationsNl>
  | Leaves<typeof availabilityNl>
  | Leaves<typeof agendaNl>
  | Leaves<typeof planningNl>
  | Leaves<typeof wizardsNl>
  | Leaves<typeof peopleNl>
  | Leaves<typeof reportsNl>
  | Leaves<typeof auditNl>
  | Leaves<typeof searchNl>;

/**
 * An area's texts, one language at a time (`src/i18n/<area>/index.ts`): fetched with the area's first
 * screen in the reader's language, and in another language once that is chosen.
 */
export type AreaTexts = {
  readonly [L in Locale]: () => Promise<Readonly<Record<string, object>>>;
};

/** An area's namespaces in both languages at once. */
export interface AreaTranslations {
  readonly nl: Readonly<Record<string, object>>;
  readonly en: Readonly<Record<string, object>>;
}
