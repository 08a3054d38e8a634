import type { AreaTexts } from '../translation-key';
import type { searchNl } from './nl';

/** Fetched with the area's first screen in the reader's language, and in the other once it is chosen. */
export const texts: AreaTexts<typeof searchNl> = {
  nl: async () => (await import('./nl')).searchNl,
  en: async () => (await import('./en')).searchEn,
};
