import { agendaEn } from './en';
import { agendaNl } from './nl';

/** Loaded with the area's first screen, in both languages, so a language switch needs no second load. */
export const translations = { nl: agendaNl, en: agendaEn };
