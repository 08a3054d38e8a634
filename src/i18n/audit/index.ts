import type { AreaTexts } from '../translation-key';
import type { auditNl } from './nl';

/** Fetched with the area's first screen in the reader's language, and in the other once it is chosen. */
export const texts: AreaTexts<typeof auditNl> = {
  nl: async () => (await import('./nl')).auditNl,
  en: async () => (await import('./en')).auditEn,
};
