import { describe, expect, it } from 'vitest';
import { isMedicalDossierType } from '../../../../src/domain/dossiers/dossier-type';
import { DOSSIER_TYPE_CODES } from '../../../../src/infrastructure/dossiers/dossier-schemas';
import {
  EMPLOYER_DOSSIER_TYPES,
  isMedicalType,
} from '../../../../src/infrastructure/demo-backend/tasks/dossier-types';

/**
 * The medical group of dossier types is written twice: in the domain (what the portal hides and
 * marks) and in the demo backend (what it withholds). Over every type of the contract, the two agree.
 */
describe('the medical group of dossier types', () => {
  it('is the same in the domain and the demo backend, for every type of the contract', () => {
    const disagreeing = DOSSIER_TYPE_CODES.filter(
      (type) => isMedicalDossierType(type) !== isMedicalType(type),
    );
    expect(disagreeing).toEqual([]);
    expect(DOSSIER_TYPE_CODES.some(isMedicalType)).toBe(true);
  });

  it('holds none of the types an employer sees', () => {
    expect([...EMPLOYER_DOSSIER_TYPES].filter(isMedicalDossierType)).toEqual([]);
  });
});
