import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mayReadDocument } from '../../../../src/domain/access/medical-confidentiality';
import { isMedicalDossierType } from '../../../../src/domain/dossiers/dossier-type';
import { mayShowHit } from '../../../../src/domain/search/search-confidentiality';
import { DOSSIER_TYPE_CODES } from '../../../../src/infrastructure/dossiers/dossier-schemas';
import { documentNamed } from '../../../../src/infrastructure/demo-backend/access/medical-rule';
import type { DemoUser } from '../../../../src/infrastructure/demo-backend/access/seed';
import { USERS } from '../../../../src/infrastructure/demo-backend/access/seed';
import { caseViewerOf } from '../../../../src/infrastructure/demo-backend/tasks/case-scope';
import {
  EMPLOYER_DOSSIER_TYPES,
  isMedicalType,
} from '../../../../src/infrastructure/demo-backend/tasks/dossier-types';

/**
 * The medical group of dossier types is written three times: in the domain (what the portal hides and
 * marks), in the demo backend's list of types (what it withholds) and, through it, in the demo backend's
 * rule of medical confidentiality (access/medical-rule.ts) and its professionals' view of the dossiers.
 * Over every type of the contract and every reader, the three agree.
 */

const aType = fc.constantFrom(...DOSSIER_TYPE_CODES);
const aReader = fc.option(fc.record({ isMedical: fc.boolean(), userTypeId: fc.constantFrom(1, 2, 3, 7) }), {
  nil: null,
});
const professionals = USERS.filter((user) => caseViewerOf(user)?.kind === 'professional');

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

  it('names the same documents to every reader, of any upload in a dossier of any type', () => {
    fc.assert(
      fc.property(aReader, fc.boolean(), aType, (reader, medicalUpload, type) => {
        expect(documentNamed(reader, medicalUpload, isMedicalType(type))).toBe(
          mayReadDocument(reader, { medicalUpload, medicalDossier: isMedicalDossierType(type) }),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('lets a professional of the demo backend see the dossiers of exactly the types the portal shows them', () => {
    expect(professionals.length).toBeGreaterThan(0);
    fc.assert(
      fc.property(
        fc.constantFrom(...professionals),
        fc.boolean(),
        fc.constantFrom(1, 2, 7),
        aType,
        (seeded, isMedical, userTypeId, type) => {
          const user: DemoUser = { ...seeded, isMedical, userTypeId };
          const sees = caseViewerOf(user)?.types.has(type) ?? false;
          const hit = {
            kind: 'dossier' as const,
            id: '1',
            label: 'Dossier',
            description: null,
            route: '/dossiers/1',
            startsAt: null,
            dossierType: type,
          };
          expect(sees).toBe(mayShowHit(user, hit));
        },
      ),
      { numRuns: 300 },
    );
  });
});
