import type { AreaTexts } from '../translation-key';
import type { planningNl } from './nl';

/** Fetched with the area's first screen in the reader's language, and in the other once it is chosen. */
export const texts: AreaTexts<typeof planningNl> = {
  nl: async () => (await import('./nl')).planningNl,
  en: async () => (await import('./en')).planningEn,
};
