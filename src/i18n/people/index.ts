import { dossierTypeEn, dossierTypeNl } from '../dossier-types';
import { peopleEn } from './en';
import { peopleNl } from './nl';

/** Loaded with the people screens, in both languages, with the dossier types' names they show. */
export const translations = {
  nl: { ...peopleNl, dossierType: dossierTypeNl },
  en: { ...peopleEn, dossierType: dossierTypeEn },
};
