import { Temporal } from 'temporal-polyfill';
import { casesOf, isOngoing } from '../../../domain/legal-clock/absence-case';
import type { CaseStep, PoortwachterStep } from '../../../domain/legal-clock/poortwachter-steps';
import { caseSteps } from '../../../domain/legal-clock/poortwachter-steps';
import { dutchWorkingDays } from '../../../domain/legal-clock/step-duties';
import { employeeName } from '../access/seed';
import { employeeOf, userOf } from '../access/users';
import type { DemoState } from '../demo-backend';
import { amsterdamDate } from '../platform/amsterdam-time';
import { deliver } from '../platform/outbox';
import type { Kit } from '../platform/route-kit';
import { ABSENCE_TYPES } from '../people/people-scope';
import { stepsDoneOf, toSpells, toStepsDone } from './case-steps';

// The back office's daily digest of the legal clock: the steps computed by the domain's rule
// (poortwachter-steps.ts), from the same spells and steps done the absence answer gives.

/** How far ahead the digest looks: what falls due within a week. */
export const DIGEST_DAYS_AHEAD = 7;
const WORKING = dutchWorkingDays();

const STEP_NAMES: Readonly<Record<PoortwachterStep, { readonly nl: string; readonly en: string }>> = {
  'sick-report': { nl: 'Ziekmelding aan de bedrijfsarts', en: 'Sick report to the occupational physician' },
  'problem-analysis': { nl: 'Probleemanalyse', en: 'Problem analysis' },
  'action-plan': { nl: 'Plan van aanpak', en: 'Action plan' },
  evaluation: { nl: 'Evaluatie plan van aanpak', en: 'Evaluation of the action plan' },
  'week-42-notification': { nl: '42e-weekmelding aan UWV', en: '42nd-week notification to UWV' },
  'first-year-evaluation': { nl: 'Eerstejaarsevaluatie', en: 'First-year evaluation' },
  'current-assessment': {
    nl: 'Actueel oordeel bedrijfsarts',
    en: 'Occupational physician’s current assessment',
  },
  'final-evaluation': { nl: 'Eindevaluatie', en: 'Final evaluation' },
  'wia-application': { nl: 'WIA-aanvraag', en: 'WIA application' },
  'waiting-period-end': { nl: 'Einde wachttijd', en: 'End of the waiting period' },
};

export interface DigestLine {
  readonly dossierId: string;
  readonly employee: string;
  readonly step: CaseStep;
}

/**
 * Per case owner, the steps of their open cases that became late after `since` (up to `today`), and
 * those due within DIGEST_DAYS_AHEAD: days, step names and employee names only, nothing medical.
 */
export function digestOf(
  state: DemoState,
  today: Temporal.PlainDate,
  since: Temporal.PlainDate | null,
): Map<string, { late: DigestLine[]; due: DigestLine[] }> {
  const byOwner = new Map<string, { late: DigestLine[]; due: DigestLine[] }>();
  for (const dossier of state.dossiers) {
    if (dossier.status !== 'open' || !ABSENCE_TYPES.has(dossier.type)) continue;
    const current = casesOf(toSpells(dossier.spells)).find(isOngoing);
    if (!current) continue;
    const steps = caseSteps(current, toStepsDone(stepsDoneOf(state, dossier)), today, WORKING);
    const person = employeeOf(dossier.employeeId);
    const employee = person ? employeeName(person) : '';
    const entry = byOwner.get(dossier.ownerId) ?? { late: [], due: [] };
    for (const step of steps) {
      const line = { dossierId: dossier.id, employee, step };
      const { state: stepState } = step;
      // Late since the last digest: its deadline passed after `since` (all late ones the first time).
      if (stepState.kind === 'late' && (!since || Temporal.PlainDate.compare(step.deadline, since) >= 0))
        entry.late.push(line);
      if (stepState.kind === 'due' && stepState.daysLeft <= DIGEST_DAYS_AHEAD) entry.due.push(line);
    }
    if (entry.late.length + entry.due.length > 0) byOwner.set(dossier.ownerId, entry);
  }
  return byOwner;
}

const stepName = (line: DigestLine, language: 'nl' | 'en') =>
  `${STEP_NAMES[line.step.step][language]}${line.step.round ? ` ${line.step.round}` : ''}`;

/**
 * Sends each case owner one digest a working day, in their language (their preference, Dutch by
 * default), to the outbox; a second run on the same day sends nothing. Answers how many were sent.
 */
export function sendDigests(kit: Kit): number {
  const today = Temporal.PlainDate.from(amsterdamDate(kit.now()));
  const { state } = kit.store;
  if (!WORKING(today) || state.digest.lastOn === today.toString()) return 0;
  const since = state.digest.lastOn ? Temporal.PlainDate.from(state.digest.lastOn) : null;
  const digests = digestOf(state, today, since);
  let sent = 0;
  for (const [ownerId, { late, due }] of digests) {
    const owner = userOf(ownerId);
    if (!owner) continue;
    const language = state.preferences[ownerId]?.language === 'en' ? 'en' : 'nl';
    const lines = [
      ...late.map((line) =>
        language === 'en'
          ? `Late: ${stepName(line, language)} for ${line.employee} (case ${line.dossierId}), due ${line.step.deadline}.`
          : `Te laat: ${stepName(line, language)} voor ${line.employee} (dossier ${line.dossierId}), uiterlijk ${line.step.deadline}.`,
      ),
      ...due.map((line) =>
        language === 'en'
          ? `Due: ${stepName(line, language)} for ${line.employee} (case ${line.dossierId}), by ${line.step.deadline}.`
          : `Binnenkort: ${stepName(line, language)} voor ${line.employee} (dossier ${line.dossierId}), uiterlijk ${line.step.deadline}.`,
      ),
    ];
    deliver(kit, {
      channel: 'email',
      to: owner.email,
      subject:
        language === 'en'
          ? `Gatekeeper steps: ${late.length} late, ${due.length} due within a week`
          : `Poortwachter: ${late.length} te laat, ${due.length} binnen een week`,
      body: lines.join('\n'),
    });
    sent += 1;
  }
  kit.store.change((changed) => (changed.digest = { lastOn: today.toString() }));
  return sent;
}
