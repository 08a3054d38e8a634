import type { AreaTexts } from '../translation-key';
import type { agendaNl } from './nl';

/** Fetched with the area's first screen in the reader's language, and in the other once it is chosen. */
export const texts: AreaTexts<typeof agendaNl> = {
  nl: async () => (await import('./nl')).agendaNl,
  en: async () => (await import('./en')).agendaEn,
};
