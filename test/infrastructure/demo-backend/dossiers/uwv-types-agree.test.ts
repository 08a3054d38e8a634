import { describe, expect, it } from 'vitest';
import { DOSSIER_TYPES } from '../../../../src/domain/dossiers/dossier-type';
import { reportsToUwv } from '../../../../src/domain/dossiers/dossier-file';
import { UWV_TYPES } from '../../../../src/infrastructure/demo-backend/dossiers/dossier-file-catalogue';

/**
 * Which dossier types report to the UWV is written twice: in the domain (the portal shows the UWV
 * messages tab) and in the demo backend (it keeps and answers the messages). Over every type of the
 * contract, the two agree.
 */
describe('the dossier types that report to the UWV', () => {
  it('are the same in the domain and the demo backend, for every type', () => {
    expect(DOSSIER_TYPES.filter((type) => reportsToUwv(type) !== UWV_TYPES.has(type))).toEqual([]);
    expect(DOSSIER_TYPES.some(reportsToUwv)).toBe(true);
  });
});
