import type { AreaTexts } from '../translation-key';
import type { locationsNl } from './nl';

/** Fetched with the area's first screen in the reader's language, and in the other once it is chosen. */
export const texts: AreaTexts<typeof locationsNl> = {
  nl: async () => (await import('./nl')).locationsNl,
  en: async () => (await import('./en')).locationsEn,
};
