import { DOSSIER_TYPE_CODES } from '../../dossiers/dossier-schemas';
import { Problems } from '../platform/list-kit';
import type { Ctx, Kit } from '../platform/route-kit';
import { refuse, refuseFields } from '../platform/route-kit';
import { caseAccess } from '../tasks/case-kit';
import type { CaseViewer } from '../tasks/case-scope';
import { canSee } from '../tasks/case-scope';
import type { StoredDossier } from '../tasks/case-seed';
import type { DossierType } from '../tasks/dossier-types';

/** What the dossier-view routes share: who may read or write a dossier, and the refusals. */

export type Access = { viewer: CaseViewer; dossier: StoredDossier } | { refusal: Response };

export const forbidden = (c: Ctx) => refuse(c, 403, 'forbidden', { code: 'forbidden' });
export const notFound = (c: Ctx) => refuse(c, 404, 'notFound', { code: 'not_found' });

/**
 * The dossier a call is about, for a caller who may see it: 401 without a session, 404 for an
 * unknown dossier and 403 `forbidden` for one outside the caller's scope (a medical dossier for
 * anyone but a medical user, another employer's for an employer user).
 */
export function dossierAccess(c: Ctx, kit: Kit, id: string): Access {
  const access = caseAccess(c);
  if ('refusal' in access) return access;
  const dossier = kit.store.state.dossiers.find((candidate) => candidate.id === id);
  if (!dossier) return { refusal: notFound(c) };
  if (!canSee(access.viewer, dossier)) return { refusal: forbidden(c) };
  return { viewer: access.viewer, dossier };
}

/** Whether a viewer may write in a dossier they see (the dossier's `mayEdit`): employer users only read. */
export const mayEditDossier = (viewer: CaseViewer): boolean => viewer.kind === 'professional';

/** As dossierAccess, for a write: employer users only read, so they get 403. */
export function dossierWriteAccess(c: Ctx, kit: Kit, id: string): Access {
  const access = dossierAccess(c, kit, id);
  if ('viewer' in access && !mayEditDossier(access.viewer)) return { refusal: forbidden(c) };
  return access;
}

const isDossierType = (value: string): value is DossierType =>
  (DOSSIER_TYPE_CODES as readonly string[]).includes(value);

/** A dossier type from the query, or a field refusal under the parameter's name. */
export function typeParameter(c: Ctx, name: string, value: string | undefined): DossierType | Response {
  const problems = new Problems(c);
  if (!value) problems.add(name, 'required');
  else if (!isDossierType(value)) problems.add(name, 'invalidFilter', { value });
  else return value;
  return refuseFields(c, problems.errors);
}
