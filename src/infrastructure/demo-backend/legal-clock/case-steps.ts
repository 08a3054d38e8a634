import { Temporal } from 'temporal-polyfill';
import type { Spell } from '../../../domain/legal-clock/absence-case';
import type { StepsDone } from '../../../domain/legal-clock/poortwachter-steps';
import type { DemoState } from '../demo-backend';
import { amsterdamDate } from '../platform/amsterdam-time';
import type { StoredDocument, StoredUwvMessage } from '../dossiers/dossier-file-state';
import type { StoredDossier, StoredTask } from '../tasks/case-seed';
import type { StoredSickReport } from './legal-clock-state';

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

/** What of the state speaks of one case: its tasks, documents, UWV messages and the report that opened it. */
export interface CaseRecords {
  readonly tasks: readonly StoredTask[];
  readonly documents: readonly StoredDocument[];
  readonly messages: readonly StoredUwvMessage[];
  readonly report: StoredSickReport | null;
}

/** The records of every case at once, by dossier id (for a pass over all cases). */
export function caseRecordIndex(state: DemoState): (dossierId: string) => CaseRecords {
  const index = new Map<
    string,
    {
      tasks: StoredTask[];
      documents: StoredDocument[];
      messages: StoredUwvMessage[];
      report: StoredSickReport | null;
    }
  >();
  const entry = (id: string) => {
    let found = index.get(id);
    if (!found) {
      found = { tasks: [], documents: [], messages: [], report: null };
      index.set(id, found);
    }
    return found;
  };
  for (const task of state.tasks) entry(task.dossierId).tasks.push(task);
  for (const document of state.dossierDocuments) entry(document.dossierId).documents.push(document);
  for (const message of state.uwvMessages) entry(message.dossierId).messages.push(message);
  for (const report of state.sickReports) entry(report.dossierId).report ??= report;
  return (id) => index.get(id) ?? { tasks: [], documents: [], messages: [], report: null };
}

/** The records of one case. */
export const caseRecordsOf = (state: DemoState, dossierId: string): CaseRecords => ({
  tasks: state.tasks.filter((task) => task.dossierId === dossierId),
  documents: state.dossierDocuments.filter((document) => document.dossierId === dossierId),
  messages: state.uwvMessages.filter((message) => message.dossierId === dossierId),
  report: state.sickReports.find((report) => report.dossierId === dossierId) ?? null,
});

/** The step a task stands for: the one the rule gave it, else the one its title names. */
export const stepOfTask = (task: Pick<StoredTask, 'title' | 'poortwachter'>): string | null =>
  task.poortwachter?.step ??
  (EVALUATION_TASKS.has(task.title.nl) ? 'evaluation' : (STEP_OF_TASK[task.title.nl] ?? null));

/**
 * When the steps of a case were done, as the dossier shows it, and what did each: the document of
 * the step's type, the UWV message UWV accepted, the step's task completed (but not for a step done
 * by a UWV message), the report that opened the case; the earliest counts.
 */
export function stepEvidenceOf(
  state: DemoState,
  dossier: StoredDossier | null,
  records: CaseRecords | null = dossier ? caseRecordsOf(state, dossier.id) : null,
) {
  const steps = new Map<string, StepEvidence>();
  const evaluations = new Map<string, StepEvidence>();
  if (!dossier || !records) return { steps, evaluations: [] as StepEvidence[] };
  const mark = (evidence: Omit<StepEvidence, 'round'>) => {
    const known = steps.get(evidence.step);
    if (!known || evidence.on < known.on) steps.set(evidence.step, { ...evidence, round: null });
  };
  const evaluated = (evidence: Omit<StepEvidence, 'round' | 'step'>) => {
    const known = evaluations.get(evidence.on);
    if (!known) evaluations.set(evidence.on, { ...evidence, step: 'evaluation', round: null });
  };
  // The case was opened from the employer's report: on the day a report here made it, else its first day.
  const reported = records.report;
  mark({
    step: 'sick-report',
    kind: 'sick-report',
    on: reported ? amsterdamDate(Date.parse(reported.reportedAt)) : dossier.startDate,
    reference: null,
  });
  // A step done by a message to the UWV is done once the UWV accepted it, not when its task was
  // completed: a rejected 42nd-week notification leaves the step late. (The sick report is marked by
  // the report above, before any task of it.)
  const doneByUwv = new Set(Object.values(STEP_OF_UWV_KIND));
  for (const task of records.tasks) {
    if (task.status !== 'completed' || !task.completedAt) continue;
    const on = amsterdamDate(Date.parse(task.completedAt));
    const step = stepOfTask(task);
    if (step === 'evaluation') evaluated({ kind: 'task', on, reference: null });
    else if (step && !doneByUwv.has(step)) mark({ step, kind: 'task', on, reference: null });
  }
  for (const document of records.documents) {
    const on = amsterdamDate(Date.parse(document.uploadedAt));
    if (document.documentTypeId === EVALUATION_DOCUMENT_TYPE)
      evaluated({ kind: 'document', on, reference: null });
    const step = STEP_OF_DOCUMENT_TYPE[document.documentTypeId];
    if (step) mark({ step, kind: 'document', on, reference: null });
  }
  for (const message of records.messages) {
    const step = STEP_OF_UWV_KIND[message.kind];
    if (message.status === 'accepted' && step)
      mark({ step, kind: 'uwv-message', on: message.sentOn, reference: message.reference });
  }
  const rounds = [...evaluations.values()]
    .sort((a, b) => (a.on < b.on ? -1 : 1))
    .map((evidence, index) => ({ ...evidence, round: index + 1 }));
  return { steps, evaluations: rounds };
}

/** When the steps of a case were done (absence-schemas.ts, StepsDoneSchema): dates only. */
export function stepsDoneOf(state: DemoState, dossier: StoredDossier | null, records?: CaseRecords) {
  const { steps, evaluations } = stepEvidenceOf(state, dossier, records);
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

/** A stored case's spells as domain values. */
export const toSpells = (stored: readonly { firstSickDay: string; recoveredOn: string | null }[]): Spell[] =>
  stored.map((spell) => ({
    firstSickDay: Temporal.PlainDate.from(spell.firstSickDay),
    recoveredOn: spell.recoveredOn ? Temporal.PlainDate.from(spell.recoveredOn) : null,
  }));

/** The steps done as the domain reads them. */
export const toStepsDone = (json: ReturnType<typeof stepsDoneOf>): StepsDone => ({
  ...Object.fromEntries(Object.entries(json.steps).map(([step, on]) => [step, Temporal.PlainDate.from(on)])),
  evaluations: json.evaluations.map((on) => Temporal.PlainDate.from(on)),
});
