import type { AreaTexts } from '../translation-key';
import type { legalClockNl } from './nl';

/** Fetched with the area's first screen in the reader's language, and in the other once it is chosen. */
export const texts: AreaTexts<typeof legalClockNl> = {
  nl: async () => (await import('./nl')).legalClockNl,
  en: async () => (await import('./en')).legalClockEn,
};
