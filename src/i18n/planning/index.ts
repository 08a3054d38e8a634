import { planningEn } from './en';
import { planningNl } from './nl';

/** Loaded with the planning screen, in both languages, so a language switch needs no second load. */
export const translations = { nl: planningNl, en: planningEn };
