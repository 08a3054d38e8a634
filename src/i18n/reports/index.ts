import { reportsEn } from './en';
import { reportsNl } from './nl';

/** Loaded with the report screens, in both languages. */
export const translations = {
  nl: reportsNl,
  en: reportsEn,
};
