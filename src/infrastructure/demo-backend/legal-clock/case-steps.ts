import type { DemoState } from '../demo-backend';
import { amsterdamDate } from '../platform/amsterdam-time';
import type { StoredDossier } from '../tasks/case-seed';

/**
 * The Poortwachter step each task of a case stands for, by its Dutch title (tasks/case-seed.ts): a
 * completed task is the step done on the day it was completed.
 */
export const STEP_OF_TASK: Readonly<Record<string, string>> = {
  'Ziekmelding verwerken': 'sick-report',
  'Probleemanalyse opstellen': 'problem-analysis',
  'Plan van aanpak opstellen': 'action-plan',
  '42e-weeksmelding UWV doen': 'week-42-notification',
  Eerstejaarsevaluatie: 'first-year-evaluation',
  'Actueel oordeel bedrijfsarts opstellen': 'current-assessment',
  Eindevaluatie: 'final-evaluation',
  'WIA-aanvraag voorbereiden': 'wia-application',
};
export const EVALUATION_TASKS: ReadonlySet<string> = new Set([
  'Evaluatie plan van aanpak',
  'Bijstelling plan van aanpak',
]);
/** The step a document of the dossier's poortwachter types stands for (dossiers/dossier-file-seed.ts). */
const STEP_OF_DOCUMENT_TYPE: Readonly<Record<string, string>> = {
  '1': 'problem-analysis',
  '2': 'action-plan',
  '4': 'first-year-evaluation',
  '7': 'final-evaluation',
};
const EVALUATION_DOCUMENT_TYPE = '3';
/** The step a UWV message stands for once UWV accepted it; a rejected one leaves its step undone. */
export const STEP_OF_UWV_KIND: Readonly<Record<string, string>> = {
  sick_report: 'sick-report',
  week_42_report: 'week-42-notification',
  wia_application: 'wia-application',
};

/** What completed a step (absence-schemas.ts, StepEvidenceSchema). */
export interface StepEvidence {
  step: string;
  round: number | null;
  kind: 'document' | 'uwv-message' | 'task' | 'sick-report';
  on: string;
  reference: string | null;
}

/**
 * When the steps of a case were done, as the dossier shows it, and what did each: the document of
 * the step's type, the UWV message UWV accepted, the step's task completed, the report that opened
 * the case; the earliest counts.
 */
export function stepEvidenceOf(state: DemoState, dossier: StoredDossier | null) {
  const steps = new Map<string, StepEvidence>();
  const evaluations = new Map<string, StepEvidence>();
  if (!dossier) return { steps, evaluations: [] as StepEvidence[] };
  const mark = (evidence: Omit<StepEvidence, 'round'>) => {
    const known = steps.get(evidence.step);
    if (!known || evidence.on < known.on) steps.set(evidence.step, { ...evidence, round: null });
  };
  const evaluated = (evidence: Omit<StepEvidence, 'round' | 'step'>) => {
    const known = evaluations.get(evidence.on);
    if (!known) evaluations.set(evidence.on, { ...evidence, step: 'evaluation', round: null });
  };
  // The case was opened from the employer's report: on the day a report here made it, else its first day.
  const reported = state.sickReports.find((report) => report.dossierId === dossier.id);
  mark({
    step: 'sick-report',
    kind: 'sick-report',
    on: reported ? amsterdamDate(Date.parse(reported.reportedAt)) : dossier.startDate,
    reference: null,
  });
  for (const task of state.tasks) {
    if (task.dossierId !== dossier.id || task.status !== 'completed' || !task.completedAt) continue;
    const on = amsterdamDate(Date.parse(task.completedAt));
    if (EVALUATION_TASKS.has(task.title.nl)) evaluated({ kind: 'task', on, reference: null });
    const step = STEP_OF_TASK[task.title.nl];
    if (step) mark({ step, kind: 'task', on, reference: null });
  }
  for (const document of state.dossierDocuments) {
    if (document.dossierId !== dossier.id) continue;
    const on = amsterdamDate(Date.parse(document.uploadedAt));
    if (document.documentTypeId === EVALUATION_DOCUMENT_TYPE)
      evaluated({ kind: 'document', on, reference: null });
    const step = STEP_OF_DOCUMENT_TYPE[document.documentTypeId];
    if (step) mark({ step, kind: 'document', on, reference: null });
  }
  for (const message of state.uwvMessages) {
    const step = STEP_OF_UWV_KIND[message.kind];
    if (message.dossierId === dossier.id && message.status === 'accepted' && step)
      mark({ step, kind: 'uwv-message', on: message.sentOn, reference: message.reference });
  }
  const rounds = [...evaluations.values()]
    .sort((a, b) => (a.on < b.on ? -1 : 1))
    .map((evidence, index) => ({ ...evidence, round: index + 1 }));
  return { steps, evaluations: rounds };
}

/** When the steps of a case were done (absence-schemas.ts, StepsDoneSchema): dates only. */
export function stepsDoneOf(state: DemoState, dossier: StoredDossier | null) {
  const { steps, evaluations } = stepEvidenceOf(state, dossier);
  return {
    steps: Object.fromEntries([...steps].map(([step, evidence]) => [step, evidence.on])),
    evaluations: evaluations.map((evidence) => evidence.on),
  };
}

/** What completed each step of a case, the evaluations by round (absence-schemas.ts, AbsenceCaseSchema). */
export function completedByOf(state: DemoState, dossier: StoredDossier): StepEvidence[] {
  const { steps, evaluations } = stepEvidenceOf(state, dossier);
  return [...steps.values(), ...evaluations];
}
