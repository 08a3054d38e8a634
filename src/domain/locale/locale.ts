/** Spec section 9: Dutch is the default and the fallback; English is the other language. */
export const LOCALES = ['nl', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'nl';

const ALIASES: Readonly<Record<string, Locale>> = { nl: 'nl', 'nl-nl': 'nl', en: 'en', 'en-gb': 'en' };

/** Reads a language tag as the portal knows it; anything unknown falls back to Dutch. */
export function parseLocale(tag: string | null | undefined): Locale {
  if (!tag) return DEFAULT_LOCALE;
  return ALIASES[tag.trim().toLowerCase().replace('_', '-')] ?? DEFAULT_LOCALE;
}

/** The flag shown beside a language: gb for English, nl for anything else. */
export const flagOf = (locale: Locale): 'gb' | 'nl' => (locale === 'en' ? 'gb' : 'nl');

/** Date locales of spec section 9. */
export const dateLocaleOf = (locale: Locale): 'nl' | 'en-gb' => (locale === 'en' ? 'en-gb' : 'nl');
