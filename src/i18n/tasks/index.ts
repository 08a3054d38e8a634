import { tasksEn } from './en';
import { tasksNl } from './nl';

/** Loaded with the area's first screen, in both languages, so a language switch needs no second load. */
export const translations = { nl: tasksNl, en: tasksEn };
