import type { AreaTexts } from '../translation-key';
import type { accessNl } from './nl';

/** Fetched with the area's first screen in the reader's language, and in the other once it is chosen. */
export const texts: AreaTexts<typeof accessNl> = {
  nl: async () => (await import('./nl')).accessNl,
  en: async () => (await import('./en')).accessEn,
};
