import { employeeName } from '../access/seed';
import { employeeOf, userOf } from '../access/users';
import type { DemoState } from '../demo-backend';
import type { RelatedType, StoredDefinition, StoredRun, StoredWizard } from './wizards-state';

/** The wizards and their runs as the contract's JSON. */

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
