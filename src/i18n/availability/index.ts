import type { AreaTexts } from '../translation-key';
import type { availabilityNl } from './nl';

/** Fetched with the area's first screen in the reader's language, and in the other once it is chosen. */
export const texts: AreaTexts<typeof availabilityNl> = {
  nl: async () => (await import('./nl')).availabilityNl,
  en: async () => (await import('./en')).availabilityEn,
};
