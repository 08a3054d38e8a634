import type { AreaTexts } from '../translation-key';
import type { reportsNl } from './nl';

/** Fetched with the area's first screen in the reader's language, and in the other once it is chosen. */
export const texts: AreaTexts<typeof reportsNl> = {
  nl: async () => (await import('./nl')).reportsNl,
  en: async () => (await import('./en')).reportsEn,
};
