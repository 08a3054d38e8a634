import type { MedicalReader } from '../access/medical-confidentiality';
import { readsMedical } from '../access/medical-confidentiality';
import { isPortalPath } from '../access/return-path';
import { isMedicalDossierType } from '../dossiers/dossier-type';
import type { SearchGroup, SearchHit } from './search-hit';

/**
 * Whether a hit may be shown to this reader: anything of a medical dossier type only to a medical
 * reader (domain/access/medical-confidentiality.ts), and only a hit that opens a page of the portal.
 * The back office answers by the same rule; the portal holds to it for whatever answer it gets.
 */
export const mayShowHit = (reader: MedicalReader | null, hit: SearchHit): boolean =>
  isPortalPath(hit.route) &&
  (hit.dossierType === null || !isMedicalDossierType(hit.dossierType) || readsMedical(reader));

/** The groups with only what this reader may see; a group left empty goes, its total lowered. */
export function shownTo(reader: MedicalReader | null, groups: readonly SearchGroup[]): SearchGroup[] {
  return groups.flatMap((group) => {
    const hits = group.hits.filter((hit) => mayShowHit(reader, hit));
    if (hits.length === 0) return [];
    return [
      { ...group, hits, total: Math.max(hits.length, group.total - (group.hits.length - hits.length)) },
    ];
  });
}
