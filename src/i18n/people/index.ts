import type { AreaTexts } from '../translation-key';
import type { peopleNl } from './nl';

/** Fetched with the area's first screen in the reader's language, and in the other once it is chosen. */
export const texts: AreaTexts<typeof peopleNl> = {
  nl: async () => (await import('./nl')).peopleNl,
  en: async () => (await import('./en')).peopleEn,
};
