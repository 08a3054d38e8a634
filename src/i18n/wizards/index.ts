import { dossierTypeEn, dossierTypeNl } from '../dossier-types';
import { wizardsEn } from './en';
import { wizardsNl } from './nl';

/** Loaded with the wizard screens, in both languages, with the dossier types' names they show. */
export const translations = {
  nl: { ...wizardsNl, dossierType: dossierTypeNl },
  en: { ...wizardsEn, dossierType: dossierTypeEn },
};
