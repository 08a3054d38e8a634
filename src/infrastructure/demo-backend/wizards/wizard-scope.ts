import type { DemoState } from '../demo-backend';
import type { CaseViewer } from '../tasks/case-scope';
import { canSee } from '../tasks/case-scope';
import type { RelatedType, StoredDefinition } from './wizards-state';

/** Which wizards a professional may use, and which records their runs may be about. */

/** Whether a professional may see a wizard: one for employees, or for dossiers of a type they see. */
export const mayUseWizard = (viewer: CaseViewer, wizard: StoredDefinition): boolean =>
  wizard.dossierType === null || viewer.types.has(wizard.dossierType);

/** Whether the viewer may see the record a run is about: a dossier in their scope, or an employee. */
export function maySeeRecord(
  viewer: CaseViewer,
  state: DemoState,
  relatedType: RelatedType,
  relatedUuid: string,
): boolean {
  if (relatedType === 'employee') return viewer.kind === 'professional';
  const dossier = state.dossiers.find((candidate) => candidate.id === relatedUuid);
  return dossier !== undefined && canSee(viewer, dossier);
}
