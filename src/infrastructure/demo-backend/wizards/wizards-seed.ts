import { employeeName, USERS } from '../access/seed';
import { employeeOf } from '../access/users';
import { isoMoment } from '../platform/amsterdam-time';
import type { StoredDossier } from '../tasks/case-seed';
import { blankAnswer } from './answer-rules';
import { ABSENCE_INTAKE, MEDICAL_HISTORY, PREGNANCY, WORKPLACE } from './seeded-wizards';
import type { AnswerValue, StoredRun, StoredWizard, WizardsState } from './wizards-state';

/**
 * The demo's wizards (seeded-wizards.ts) and two runs of them on the featured dossiers of the case
 * seed, one half-way and one finished, both by the case manager who owns those dossiers. The same
 * every time, dated around the moment of seeding.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const wizardId = (n: number) => `e1e5a0b0-0000-4000-8000-${String(n).padStart(12, '0')}`;

const caseManager = USERS.find((user) => user.username === 'casemanager');

/** The seeded runs are numbered 1 and 2. */
const SEEDED_RUNS = 2;

function seededRun(
  id: number,
  wizard: StoredWizard,
  dossier: StoredDossier,
  answers: Record<string, AnswerValue>,
  times: { started: number; updated: number; finished: number | null },
  currentStep: number,
): StoredRun {
  const values: Record<string, AnswerValue> = {};
  for (const { fields } of wizard.steps)
    for (const { id: fieldId, kind } of fields) values[fieldId] = blankAnswer(kind);
  return {
    id: String(id),
    wizardId: wizard.id,
    wizard: structuredClone({
      name: wizard.name,
      relatedType: wizard.relatedType,
      dossierType: wizard.dossierType,
      steps: wizard.steps,
    }),
    relatedType: 'dossier',
    relatedUuid: dossier.id,
    status: times.finished === null ? 'open' : 'finished',
    currentStep,
    values: { ...values, ...answers },
    startedById: caseManager?.id ?? '',
    startedAt: isoMoment(times.started),
    updatedAt: isoMoment(times.updated),
    finishedAt: times.finished === null ? null : isoMoment(times.finished),
  };
}

/** The wizards and runs as of `seedTime`, on the dossiers the tasks area seeded. */
export function seedWizards(seedTime: number, dossiers: readonly StoredDossier[]): WizardsState {
  const at = (days: number, hours = 0) => seedTime - days * DAY - hours * HOUR;
  const wizards: StoredWizard[] = [ABSENCE_INTAKE, WORKPLACE, PREGNANCY, MEDICAL_HISTORY].map(
    (definition, index) => ({
      id: wizardId(index + 1),
      ...structuredClone(definition),
      runs: 0,
      createdAt: isoMoment(at(120 - index * 20, 5)),
      updatedAt: isoMoment(at(40 - index * 5, 3)),
    }),
  );
  const [intake, , pregnancy] = wizards;
  const owned = (type: string) =>
    dossiers.find(
      (dossier) => dossier.type === type && dossier.status === 'open' && dossier.ownerId === caseManager?.id,
    );
  const illnessCase = owned('illness');
  const pregnancyCase = owned('pregnancy');
  const runs: StoredRun[] = [];
  if (intake && illnessCase) {
    const employee = employeeOf(illnessCase.employeeId);
    const mailbox = employeeName(employee).toLowerCase().replace(/\s+/g, '.');
    runs.push(
      seededRun(
        1,
        intake,
        illnessCase,
        {
          email: `${mailbox}@voorbeeld.nl`,
          mobiel: '06 1234 5678',
          'eerste-ziektedag': illnessCase.startDate,
          werkgerelateerd: false,
          'uren-inzetbaar': '16',
        },
        { started: at(2, 4), updated: at(1, 6), finished: null },
        1,
      ),
    );
  }
  if (pregnancy && pregnancyCase) {
    runs.push(
      seededRun(
        2,
        pregnancy,
        pregnancyCase,
        {
          bevallingsdatum: isoMoment(at(-120)).slice(0, 10),
          'start-verlof': isoMoment(at(-85)).slice(0, 10),
          nachtdiensten: true,
          risicos: ['tillen', 'staan'],
          afspraken: 'Geen nachtdiensten meer vanaf week 30; tilwerk overgedragen aan collega.',
        },
        { started: at(20, 5), updated: at(14, 2), finished: at(14, 2) },
        1,
      ),
    );
  }
  for (const run of runs) {
    const wizard = wizards.find((candidate) => candidate.id === run.wizardId);
    if (wizard) wizard.runs += 1;
  }
  // The seeded runs keep their numbers whether or not both were placed; new runs come after all of them.
  return { wizards, wizardRuns: runs, nextWizardRunId: SEEDED_RUNS + 1 };
}
