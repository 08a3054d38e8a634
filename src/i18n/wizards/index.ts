import type { AreaTexts } from '../translation-key';
import type { wizardsNl } from './nl';

/** Fetched with the area's first screen in the reader's language, and in the other once it is chosen. */
export const texts: AreaTexts<typeof wizardsNl> = {
  nl: async () => (await import('./nl')).wizardsNl,
  en: async () => (await import('./en')).wizardsEn,
};
