import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DOSSIER_TYPES } from '../../../../src/domain/dossiers/dossier-type';
import { DOSSIER_SECTION_KEYS, reportsToUwv } from '../../../../src/domain/dossiers/dossier-file';
import {
  sectionsOf,
  UWV_TYPES,
} from '../../../../src/infrastructure/demo-backend/dossiers/dossier-file-catalogue';
import { uwvMessagesOf } from '../../../../src/infrastructure/demo-backend/dossiers/uwv-message-seed';
import type { StoredDossier } from '../../../../src/infrastructure/demo-backend/tasks/case-seed';

/**
 * Which dossier types report to the UWV is written twice: in the domain (the portal shows the UWV
 * messages tab) and in the demo backend (it keeps and answers the messages). Over every type of the
 * contract, the two agree, and so does what the demo backend does with it: the dossier view's sections
 * and the messages it seeds.
 */
describe('the dossier types that report to the UWV', () => {
  it('are the same in the domain and the demo backend, for every type', () => {
    expect(DOSSIER_TYPES.filter((type) => reportsToUwv(type) !== UWV_TYPES.has(type))).toEqual([]);
    expect(DOSSIER_TYPES.some(reportsToUwv)).toBe(true);
  });

  it('give a dossier of any type the UWV section and messages exactly when the domain says it reports', () => {
    const dossierOf = (type: (typeof DOSSIER_TYPES)[number], id: number) =>
      ({ id: String(id), type }) as unknown as StoredDossier;
    fc.assert(
      fc.property(
        fc.constantFrom(...DOSSIER_TYPES),
        fc.integer({ min: 1, max: 5000 }),
        fc.integer({ min: 20_000, max: 21_000 }),
        (type, id, start) => {
          const sections = sectionsOf(type);
          expect(sections.some((section) => section.key === 'uwv')).toBe(reportsToUwv(type));
          // Every section the demo backend answers is one the portal knows, numbered without gaps.
          expect(sections.every((section) => DOSSIER_SECTION_KEYS.includes(section.key))).toBe(true);
          expect(sections.map((section) => section.order)).toEqual(sections.map((_, index) => index + 1));
          if (!reportsToUwv(type))
            expect(uwvMessagesOf(dossierOf(type, id), start, start + 400, start + 200)).toEqual([]);
        },
      ),
      { numRuns: 200 },
    );
  });
});
