import type { DemoState } from '../demo-backend';
import { amsterdamDate } from '../platform/amsterdam-time';
import type { StoredDossier } from '../tasks/case-seed';

/**
 * The Poortwachter step each task of a case stands for, by its Dutch title (tasks/case-seed.ts): a
 * completed task is the step done on the day it was completed.
 */
const STEP_OF_TASK: Readonly<Record<string, string>> = {
  'Ziekmelding verwerken': 'sick-report',
  'Probleemanalyse opstellen': 'problem-analysis',
  'Plan van aanpak opstellen': 'action-plan',
  '42e-weeksmelding UWV doen': 'week-42-notification',
  Eerstejaarsevaluatie: 'first-year-evaluation',
  'Actueel oordeel bedrijfsarts opstellen': 'current-assessment',
  Eindevaluatie: 'final-evaluation',
  'WIA-aanvraag voorbereiden': 'wia-application',
};
const EVALUATION_TASKS = new Set(['Evaluatie plan van aanpak', 'Bijstelling plan van aanpak']);
/** The step a document of the dossier's poortwachter types stands for (dossiers/dossier-file-seed.ts). */
const STEP_OF_DOCUMENT_TYPE: Readonly<Record<string, string>> = {
  '1': 'problem-analysis',
  '2': 'action-plan',
  '4': 'first-year-evaluation',
  '7': 'final-evaluation',
};
const EVALUATION_DOCUMENT_TYPE = '3';
/** The step a UWV message stands for once UWV accepted it; a rejected one leaves its step undone. */
const STEP_OF_UWV_KIND: Readonly<Record<string, string>> = {
  sick_report: 'sick-report',
  week_42_report: 'week-42-notification',
  wia_application: 'wia-application',
};

/**
 * When the steps of a case were done, as the dossier shows it: the document of the step's type, the
 * UWV message UWV accepted, the step's task completed, the report that opened the case; the earliest counts.
 */
export function stepsDoneOf(state: DemoState, dossier: StoredDossier | null) {
  const steps: Record<string, string> = {};
  const evaluations: string[] = [];
  if (!dossier) return { steps, evaluations };
  const mark = (step: string | undefined, on: string) => {
    if (step && (!steps[step] || on < (steps[step] ?? ''))) steps[step] = on;
  };
  // The case was opened from the employer's report: on the day a report here made it, else its first day.
  const reported = state.sickReports.find((report) => report.dossierId === dossier.id);
  mark('sick-report', reported ? amsterdamDate(Date.parse(reported.reportedAt)) : dossier.startDate);
  for (const task of state.tasks) {
    if (task.dossierId !== dossier.id || task.status !== 'completed' || !task.completedAt) continue;
    const on = amsterdamDate(Date.parse(task.completedAt));
    if (EVALUATION_TASKS.has(task.title.nl)) evaluations.push(on);
    mark(STEP_OF_TASK[task.title.nl], on);
  }
  for (const document of state.dossierDocuments) {
    if (document.dossierId !== dossier.id) continue;
    const on = amsterdamDate(Date.parse(document.uploadedAt));
    if (document.documentTypeId === EVALUATION_DOCUMENT_TYPE) evaluations.push(on);
    mark(STEP_OF_DOCUMENT_TYPE[document.documentTypeId], on);
  }
  for (const message of state.uwvMessages)
    if (message.dossierId === dossier.id && message.status === 'accepted')
      mark(STEP_OF_UWV_KIND[message.kind], message.sentOn);
  return { steps, evaluations: [...new Set(evaluations)].sort() };
}
