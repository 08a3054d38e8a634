import type { AreaTexts } from '../translation-key';
import type { adminNl } from './nl';

/** Fetched with the area's first screen in the reader's language, and in the other once it is chosen. */
export const texts: AreaTexts<typeof adminNl> = {
  nl: async () => (await import('./nl')).adminNl,
  en: async () => (await import('./en')).adminEn,
};
