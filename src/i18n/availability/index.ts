import { availabilityEn } from './en';
import { availabilityNl } from './nl';

/** Loaded with the area's first screen, in both languages, so a language switch needs no second load. */
export const translations = { nl: availabilityNl, en: availabilityEn };
