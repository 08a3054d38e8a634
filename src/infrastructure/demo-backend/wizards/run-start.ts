import type { DemoUser } from '../access/seed';
import type { DemoState } from '../demo-backend';
import type { Kit } from '../platform/route-kit';
import { blankAnswer } from './answer-rules';
import { auditRun } from './wizard-audit';
import { instant } from './wizards-kit';
import type { AnswerValue, StoredRun, StoredWizard } from './wizards-state';

/** A new run of a wizard for a record: a copy of the wizard, every answer blank, at the first step. */
export function startRun(
  kit: Kit,
  state: DemoState,
  user: DemoUser,
  wizard: StoredWizard,
  relatedUuid: string,
): StoredRun {
  const now = instant(kit);
  const values: Record<string, AnswerValue> = {};
  for (const step of wizard.steps) {
    for (const field of step.fields) {
      Object.defineProperty(values, field.id, {
        value: blankAnswer(field.kind),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
  }
  const run: StoredRun = {
    id: String(state.nextWizardRunId),
    wizardId: wizard.id,
    wizard: {
      name: structuredClone(wizard.name),
      relatedType: wizard.relatedType,
      dossierType: wizard.dossierType,
      steps: structuredClone(wizard.steps),
    },
    relatedType: wizard.relatedType,
    relatedUuid,
    status: 'open',
    currentStep: 0,
    values,
    startedById: user.id,
    startedAt: now,
    updatedAt: now,
    finishedAt: null,
  };
  state.nextWizardRunId += 1;
  state.wizardRuns.push(run);
  const stored = state.wizards.find((candidate) => candidate.id === wizard.id);
  if (stored) stored.runs += 1;
  auditRun(kit, state, user, 'created', null, run);
  return run;
}
