import type { AreaTexts } from '../translation-key';

/** Fetched with the area's first screen in the reader's language, and in the other once it is chosen. */
export const texts: AreaTexts = {
  nl: async () => (await import('./nl')).locationsNl,
  en: async () => (await import('./en')).locationsEn,
};
