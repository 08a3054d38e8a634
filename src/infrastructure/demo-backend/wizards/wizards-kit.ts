import type { DemoUser } from '../access/seed';
import { employeeName } from '../access/seed';
import { signedInUser } from '../access/session-kit';
import { employeeOf, permissionsOf, userOf } from '../access/users';
import type { DemoState } from '../demo-backend';
import { isoMoment } from '../platform/amsterdam-time';
import type { Ctx, Kit } from '../platform/route-kit';
import { languageFor, refuse } from '../platform/route-kit';
import type { CaseViewer } from '../tasks/case-scope';
import { canSee, caseViewerOf } from '../tasks/case-scope';
import type { WizardMessage } from './wizard-messages';
import { sayWizard } from './wizard-messages';
import type { RelatedType, StoredDefinition, StoredRun, StoredWizard } from './wizards-state';

/** What the wizards area's routes share: who may call and the contract's JSON. */

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

// ---------------------------------------------------------------------------------------------------
// JSON of the contract

const definitionJson = (definition: StoredDefinition) => ({
  name: { ...definition.name },
  relatedType: definition.relatedType,
  dossierType: definition.dossierType,
  steps: structuredClone(definition.steps),
});

export const wizardJson = (wizard: StoredWizard) => ({
  id: wizard.id,
  ...definitionJson(wizard),
  runs: wizard.runs,
  createdAt: wizard.createdAt,
  updatedAt: wizard.updatedAt,
});

const fieldCount = (definition: StoredDefinition): number =>
  definition.steps.reduce((sum, step) => sum + step.fields.length, 0);

export const wizardSummaryJson = (wizard: StoredWizard) => ({
  id: wizard.id,
  name: { ...wizard.name },
  relatedType: wizard.relatedType,
  dossierType: wizard.dossierType,
  steps: wizard.steps.length,
  fields: fieldCount(wizard),
  runs: wizard.runs,
  updatedAt: wizard.updatedAt,
});

const startedBy = (run: StoredRun) => {
  const user = userOf(run.startedById);
  return { id: run.startedById, displayName: user?.displayName ?? '' };
};

/** Whom a run is about, as its page names them: the employee, or the dossier's employee. */
export function relatedLabel(state: DemoState, relatedType: RelatedType, relatedUuid: string): string {
  if (relatedType === 'employee') return employeeName(employeeOf(relatedUuid));
  const dossier = state.dossiers.find((candidate) => candidate.id === relatedUuid);
  return dossier ? employeeName(employeeOf(dossier.employeeId)) : '';
}

export const runJson = (state: DemoState, run: StoredRun) => ({
  id: run.id,
  wizardId: run.wizardId,
  wizard: definitionJson(run.wizard),
  relatedType: run.relatedType,
  relatedUuid: run.relatedUuid,
  relatedLabel: relatedLabel(state, run.relatedType, run.relatedUuid),
  status: run.status,
  currentStep: run.currentStep,
  values: structuredClone(run.values),
  startedBy: startedBy(run),
  startedAt: run.startedAt,
  updatedAt: run.updatedAt,
  finishedAt: run.finishedAt,
});

export const runSummaryJson = (run: StoredRun) => ({
  id: run.id,
  wizardId: run.wizardId,
  name: { ...run.wizard.name },
  status: run.status,
  currentStep: run.currentStep,
  steps: run.wizard.steps.length,
  startedBy: startedBy(run),
  updatedAt: run.updatedAt,
  finishedAt: run.finishedAt,
});
