import { dossierTypeEn, dossierTypeNl } from '../dossier-types';
import { searchEn } from './en';
import { searchNl } from './nl';

/** Loaded with the search dialog, in both languages, with the dossier types' names its hits show. */
export const translations = {
  nl: { ...searchNl, dossierType: dossierTypeNl },
  en: { ...searchEn, dossierType: dossierTypeEn },
};
