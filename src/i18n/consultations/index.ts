import type { AreaTexts } from '../translation-key';
import type { consultationsNl } from './nl';

/** Fetched with the area's first screen in the reader's language, and in the other once it is chosen. */
export const texts: AreaTexts<typeof consultationsNl> = {
  nl: async () => (await import('./nl')).consultationsNl,
  en: async () => (await import('./en')).consultationsEn,
};
