import type { DemoUser } from '../access/seed';
import type { DemoState } from '../demo-backend';
import type { AuditAction, AuditChange, AuditRecord, AuditValue } from '../platform/audit-log';
import { changesBetween, recordAudit } from '../platform/audit-log';
import type { Kit } from '../platform/route-kit';
import { isMedicalType } from '../tasks/dossier-types';
import { relatedLabel } from './wizards-json';
import { instant } from './wizards-kit';
import type { StoredDefinition, StoredRun, StoredWizard } from './wizards-state';

/**
 * The wizards area's entries in the back office's audit log (platform/audit-log.ts): a wizard's every
 * text and setting by path, a run's place and state and which answers changed, never the answers.
 */

/** A wizard as the log keeps it: every text and setting under the path a 422 would name it by. */
function definitionRecord(definition: StoredDefinition): AuditRecord {
  const record: Record<string, AuditValue> = {
    'name.nl': definition.name.nl,
    'name.en': definition.name.en,
    relatedType: definition.relatedType,
    dossierType: definition.dossierType,
  };
  definition.steps.forEach((step, s) => {
    const stepPath = `steps.${s}`;
    record[`${stepPath}.id`] = step.id;
    record[`${stepPath}.title.nl`] = step.title.nl;
    record[`${stepPath}.title.en`] = step.title.en;
    step.fields.forEach((field, f) => {
      const path = `${stepPath}.fields.${f}`;
      Object.assign(record, {
        [`${path}.id`]: field.id,
        [`${path}.kind`]: field.kind,
        [`${path}.label.nl`]: field.label.nl,
        [`${path}.label.en`]: field.label.en,
        [`${path}.help.nl`]: field.help.nl,
        [`${path}.help.en`]: field.help.en,
        [`${path}.required`]: field.required,
        [`${path}.rule`]: field.rule,
      });
      field.options.forEach((option, o) => {
        record[`${path}.options.${o}.id`] = option.id;
        record[`${path}.options.${o}.nl`] = option.label.nl;
        record[`${path}.options.${o}.en`] = option.label.en;
      });
    });
  });
  return record;
}

export function auditWizard(
  kit: Kit,
  state: DemoState,
  user: DemoUser,
  wizard: StoredWizard,
  action: AuditAction,
  before: StoredDefinition | null,
  after: StoredDefinition | null,
): void {
  recordAudit(state.auditLog, {
    at: instant(kit),
    userId: user.id,
    userName: user.displayName,
    entityType: 'wizard',
    entityId: wizard.id,
    entityLabel: wizard.name.nl,
    entityLabelEn: wizard.name.en || wizard.name.nl,
    action,
    changes: changesBetween(before && definitionRecord(before), after && definitionRecord(after)),
  });
}

/** What the log keeps of a run: its place and state, never its answers (they may be medical). */
const runRecord = (run: StoredRun): AuditRecord => ({
  wizardId: run.wizardId,
  relatedType: run.relatedType,
  relatedUuid: run.relatedUuid,
  status: run.status,
  currentStep: run.currentStep,
  finishedAt: run.finishedAt,
});

/** The ids of the fields whose answers differ, so the log says which were changed but not to what. */
export function changedAnswers(before: StoredRun, after: StoredRun): string[] {
  const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
  return Object.keys(after.values).filter(
    (id) => !Object.hasOwn(before.values, id) || !same(before.values[id], after.values[id]),
  );
}

/** The neutral name of a run on a medical dossier: the log has readers who are not medical users. */
export const MEDICAL_RUN_LABEL = 'Vragenlijst in medisch dossier';
const MEDICAL_RUN_LABEL_EN = 'Questionnaire in a medical dossier';

/** A run's name in the log: the wizard's and the person's, or the neutral label on a medical dossier. */
function runLabel(state: DemoState, run: StoredRun, language: 'nl' | 'en'): string {
  if (run.wizard.dossierType !== null && isMedicalType(run.wizard.dossierType))
    return language === 'en' ? MEDICAL_RUN_LABEL_EN : MEDICAL_RUN_LABEL;
  const name = language === 'en' ? run.wizard.name.en || run.wizard.name.nl : run.wizard.name.nl;
  return `${name}: ${relatedLabel(state, run.relatedType, run.relatedUuid)}`;
}

/**
 * Logs a write of a run. A change of its answers is logged as the ids of the fields changed (an empty
 * list for a save that changed none), beside what else changed and what the call adds (`extra`).
 */
export function auditRun(
  kit: Kit,
  state: DemoState,
  user: DemoUser,
  action: AuditAction,
  before: StoredRun | null,
  after: StoredRun,
  extra: readonly AuditChange[] = [],
): void {
  const changes: AuditChange[] = changesBetween(before && runRecord(before), runRecord(after));
  if (before) changes.push({ field: 'changedAnswers', from: null, to: changedAnswers(before, after) });
  changes.push(...extra);
  recordAudit(state.auditLog, {
    at: instant(kit),
    userId: user.id,
    userName: user.displayName,
    entityType: 'wizard_run',
    entityId: after.id,
    entityLabel: runLabel(state, after, 'nl'),
    entityLabelEn: runLabel(state, after, 'en'),
    action,
    changes,
  });
}
