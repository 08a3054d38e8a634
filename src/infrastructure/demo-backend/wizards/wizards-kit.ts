import type { DemoUser } from '../access/seed';
import { signedInUser } from '../access/session-kit';
import { permissionsOf } from '../access/users';
import type { DemoState } from '../demo-backend';
import { isoMoment } from '../platform/amsterdam-time';
import type { Ctx, Kit } from '../platform/route-kit';
import { languageFor, refuse } from '../platform/route-kit';
import type { CaseViewer } from '../tasks/case-scope';
import { caseViewerOf } from '../tasks/case-scope';
import type { WizardMessage } from './wizard-messages';
import { sayWizard } from './wizard-messages';
import { maySeeRecord } from './wizard-scope';
import type { StoredRun } from './wizards-state';

/** What the wizards area's routes share: who may call, and the refusals. */

export const WIZARDS = '/api/external/wizards';

type Access<T> = T | { refusal: Response };

const forbidden = (c: Ctx) => refuse(c, 403, 'forbidden', { code: 'forbidden' });
export const notFound = (c: Ctx) => refuse(c, 404, 'notFound', { code: 'not_found' });

/** A builder of wizards: signed in (else 401) with manage_wizards (else 403). */
export function managerAccess(c: Ctx): Access<{ user: DemoUser }> {
  const user = signedInUser(c);
  if (!user) return { refusal: refuse(c, 401, 'unauthenticated') };
  return permissionsOf(user).has('manage_wizards') ? { user } : { refusal: forbidden(c) };
}

/** Who reads wizards: a builder, or a professional choosing one to start (viewer set). */
export function readerAccess(c: Ctx): Access<{ user: DemoUser; viewer: CaseViewer | null }> {
  const user = signedInUser(c);
  if (user && permissionsOf(user).has('manage_wizards')) return { user, viewer: null };
  return professionalAccess(c);
}

/** Who fills in wizards: a professional (else 403), whose answers may be medical. */
export function professionalAccess(c: Ctx): Access<{ user: DemoUser; viewer: CaseViewer }> {
  const user = signedInUser(c);
  if (!user) return { refusal: refuse(c, 401, 'unauthenticated') };
  const viewer = caseViewerOf(user);
  return viewer?.kind === 'professional' ? { user, viewer } : { refusal: forbidden(c) };
}

/** A run the caller may work on: a professional (403), a run that exists (404), of a record they see (403). */
export function runAccess(
  c: Ctx,
  state: DemoState,
  id: string,
): Access<{ user: DemoUser; viewer: CaseViewer; run: StoredRun }> {
  const access = professionalAccess(c);
  if ('refusal' in access) return access;
  const run = state.wizardRuns.find((candidate) => candidate.id === id);
  if (!run) return { refusal: notFound(c) };
  if (!maySeeRecord(access.viewer, state, run.relatedType, run.relatedUuid)) return { refusal: forbidden(c) };
  return { ...access, run };
}

/** A refusal of the wizards area's own: `{ message, code }` in the request's language. */
export const refuseWith = (c: Ctx, status: 409, key: WizardMessage, code: string) =>
  c.json({ message: sayWizard(key, languageFor(c)), code }, status);

export const instant = (kit: Kit): string => isoMoment(kit.now());
