import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readsMedical } from '../../../src/domain/access/medical-confidentiality';
import { DOSSIER_TYPES, isMedicalDossierType } from '../../../src/domain/dossiers/dossier-type';
import { mayShowHit, shownTo } from '../../../src/domain/search/search-confidentiality';
import type { SearchGroup, SearchHit } from '../../../src/domain/search/search-hit';
import { FOUND_KINDS } from '../../../src/domain/search/search-hit';

const hits = fc.record<SearchHit>({
  kind: fc.constantFrom(...FOUND_KINDS),
  id: fc.uuid(),
  label: fc.string(),
  description: fc.option(fc.string(), { nil: null }),
  route: fc.oneof(fc.constant('/dossiers/1'), fc.constant('/employee-list/2'), fc.constant('//evil.example')),
  startsAt: fc.constant(null),
  dossierType: fc.option(fc.constantFrom(...DOSSIER_TYPES), { nil: null }),
});
const groups = fc.array(
  fc.record<SearchGroup>({
    kind: fc.constantFrom(...FOUND_KINDS),
    hits: fc.array(hits, { maxLength: 5 }),
    total: fc.nat(40),
  }),
  { maxLength: 5 },
);
const readers = fc.record({ isMedical: fc.boolean(), userTypeId: fc.constantFrom(1, 2, 3, 7) });

describe('what of the search a reader may see', () => {
  it('property: a hit of a medical dossier type is never shown to a non-medical reader', () => {
    fc.assert(
      fc.property(readers, groups, (reader, found) => {
        for (const group of shownTo(reader, found)) {
          expect(group.hits.length).toBeGreaterThan(0);
          expect(group.total).toBeGreaterThanOrEqual(group.hits.length);
          for (const hit of group.hits) {
            if (hit.dossierType && isMedicalDossierType(hit.dossierType))
              expect(readsMedical(reader)).toBe(true);
            expect(hit.route.startsWith('//')).toBe(false);
          }
        }
      }),
    );
  });

  it('property: a medical reader keeps every hit that opens a page of the portal', () => {
    fc.assert(
      fc.property(hits, (hit) => {
        expect(mayShowHit({ isMedical: true, userTypeId: 1 }, hit)).toBe(hit.route !== '//evil.example');
      }),
    );
  });
});
