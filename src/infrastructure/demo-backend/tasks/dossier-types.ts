import type { DOSSIER_TYPE_CODES } from '../../dossiers/dossier-schemas';

export type DossierType = (typeof DOSSIER_TYPE_CODES)[number];

/** Spec section 3: the medical group, visible only to a medical internal user. */
export const MEDICAL_DOSSIER_TYPES: ReadonlySet<DossierType> = new Set<DossierType>([
  'medical',
  'medical_preventive',
  'physiotherapy',
  'psychologist',
  'second_line_care',
]);

export const isMedicalType = (type: DossierType): boolean => MEDICAL_DOSSIER_TYPES.has(type);

/**
 * What an employer sees and may create: the absence, leave and re-integration cases of its own
 * people, never the medical group nor the service's own company-level work.
 */
export const EMPLOYER_DOSSIER_TYPES: ReadonlySet<DossierType> = new Set<DossierType>([
  'illness',
  'absence_dossier',
  'reintegration',
  'wga',
  'pregnancy',
  'frequent_absence',
  'birth_leave',
  'paid_parental_leave',
  'outplacement',
  'spoor_2',
  'spoor_3',
]);
