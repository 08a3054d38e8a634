import type { AreaTexts } from '../translation-key';
import type { tasksNl } from './nl';

/** Fetched with the area's first screen in the reader's language, and in the other once it is chosen. */
export const texts: AreaTexts<typeof tasksNl> = {
  nl: async () => (await import('./nl')).tasksNl,
  en: async () => (await import('./en')).tasksEn,
};
