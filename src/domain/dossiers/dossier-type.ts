/** Dossier types of spec section 3. */
export const DOSSIER_TYPES = [
  'illness',
  'pregnancy',
  'preventive',
  'medical',
  'adoption',
  'organ_donation',
  'company_dossier',
  'wga',
  'zw_erd',
  'bezwaar_en_beroep',
  'reintegration',
  'medical_preventive',
  'frequent_absence',
  'research_by_occupational_health_expert',
  'employee',
  'absence_dossier',
  'budgetcoaching',
  'rie',
  'pago',
  'pmo',
  'workplace_survey',
  'training',
  'vitality',
  'care_coaching',
  'consultancy',
  'job_coaching',
  'act_meting',
  'career_guidance',
  'assessment',
  'outplacement',
  'acquisition_of_employment',
  'spoor_3',
  'development_advice',
  'spoor_2',
  'birth_leave',
  'illness_and_zw_erd',
  'paid_parental_leave',
  'physiotherapy',
  'psychologist',
  'second_line_care',
] as const;

export type DossierType = (typeof DOSSIER_TYPES)[number];

export const isDossierType = (value: string): value is DossierType =>
  (DOSSIER_TYPES as readonly string[]).includes(value);

/** Spec section 3: the medical group, visible only to medical users. */
export const MEDICAL_DOSSIER_TYPES: ReadonlySet<DossierType> = new Set<DossierType>([
  'medical',
  'medical_preventive',
  'physiotherapy',
  'psychologist',
  'second_line_care',
]);

export const isMedicalDossierType = (type: DossierType): boolean => MEDICAL_DOSSIER_TYPES.has(type);

/**
 * The absence group: the dossiers of an employee off work through illness, each one case on the
 * legal clock of the Wet verbetering poortwachter (the agenda's "absent").
 */
export const ABSENCE_DOSSIER_TYPES: ReadonlySet<DossierType> = new Set<DossierType>([
  'illness',
  'absence_dossier',
  'illness_and_zw_erd',
  'zw_erd',
]);

export const isAbsenceDossierType = (type: string): boolean =>
  isDossierType(type) && ABSENCE_DOSSIER_TYPES.has(type);
