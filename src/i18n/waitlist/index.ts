import type { AreaTexts } from '../translation-key';
import type { waitlistNl } from './nl';

/** Fetched with the area's first screen or place in the reader's language, and in the other once chosen. */
export const texts: AreaTexts<typeof waitlistNl> = {
  nl: async () => (await import('./nl')).waitlistNl,
  en: async () => (await import('./en')).waitlistEn,
};
