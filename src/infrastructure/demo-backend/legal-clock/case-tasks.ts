import { Temporal } from 'temporal-polyfill';
import { casesOf } from '../../../domain/legal-clock/absence-case';
import type { CaseStep, PoortwachterStep } from '../../../domain/legal-clock/poortwachter-steps';
import { caseSteps } from '../../../domain/legal-clock/poortwachter-steps';
import { dutchWorkingDays } from '../../../domain/legal-clock/step-duties';
import { isMedicalUser, userOf } from '../access/users';
import type { DemoState } from '../demo-backend';
import { amsterdamDate, isoMoment } from '../platform/amsterdam-time';
import { ABSENCE_TYPES } from '../people/people-scope';
import type { StoredDossier, StoredTask } from '../tasks/case-seed';
import { PROFESSIONALS } from '../tasks/case-scope';
import { taskNamed } from '../tasks/task-names';
import type { CaseRecords } from './case-steps';
import { caseRecordIndex, stepOfTask, stepsDoneOf, toSpells, toStepsDone } from './case-steps';

// The back office makes the tasks of an absence case from the legal clock's rule (the domain's,
// poortwachter-steps.ts; ../shared/domain/poortwachter.md): every Poortwachter task carries its step
// and legal deadline, and moves with them when a spell continues the case or a recovery ends it.

const WORKING = dutchWorkingDays();

/** The task each step of the service's work is, by its Dutch name (tasks/task-names.ts). */
export const TASK_OF_STEP: Readonly<Partial<Record<PoortwachterStep, string>>> = {
  'problem-analysis': 'Probleemanalyse opstellen',
  'action-plan': 'Plan van aanpak opstellen',
  evaluation: 'Evaluatie plan van aanpak',
  'week-42-notification': '42e-weeksmelding UWV doen',
  'first-year-evaluation': 'Eerstejaarsevaluatie',
  'current-assessment': 'Actueel oordeel bedrijfsarts opstellen',
  'final-evaluation': 'Eindevaluatie',
  'wia-application': 'WIA-aanvraag voorbereiden',
};
/** The physician's steps: their tasks go to a physician of the case. */
const PHYSICIAN_STEPS: ReadonlySet<string> = new Set(['problem-analysis', 'current-assessment']);

const keyOf = (step: string, round: number | null) => `${step}:${round ?? ''}`;

/** The case's steps on `today` by the rule, those the service does as a task. */
export function ruleSteps(
  state: DemoState,
  dossier: StoredDossier,
  today: Temporal.PlainDate,
  records?: CaseRecords,
): CaseStep[] {
  const absence = casesOf(toSpells(dossier.spells)).at(-1);
  if (!absence) return [];
  const done = toStepsDone(stepsDoneOf(state, dossier, records));
  return caseSteps(absence, done, today, WORKING).filter((step) => TASK_OF_STEP[step.step] !== undefined);
}

/**
 * The step and round each task of a case stands for: the one the rule gave it, else the one its
 * title names, an evaluation's round by the order of the dossier's evaluation tasks.
 */
function pairTasks(tasks: readonly StoredTask[]): Map<string, StoredTask[]> {
  const paired = new Map<string, StoredTask[]>();
  const add = (key: string, task: StoredTask) => paired.set(key, [...(paired.get(key) ?? []), task]);
  let rounds = 0;
  for (const task of tasks) if (task.poortwachter?.round) rounds = Math.max(rounds, task.poortwachter.round);
  const unpaired = tasks
    .filter((task) => !task.poortwachter)
    .sort((a, b) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : 0));
  for (const task of tasks)
    if (task.poortwachter) add(keyOf(task.poortwachter.step, task.poortwachter.round), task);
  for (const task of unpaired) {
    const step = stepOfTask(task);
    if (!step || step === 'sick-report') continue;
    if (step === 'evaluation') {
      rounds += 1;
      add(keyOf(step, rounds), task);
    } else add(keyOf(step, null), task);
  }
  return paired;
}

/** Who does a new step task: a physician of the case for the physician's steps, else its owner. */
function doerOf(dossier: StoredDossier, step: string, tasks: readonly StoredTask[]): string | null {
  if (!PHYSICIAN_STEPS.has(step)) return dossier.ownerId;
  const physician = tasks
    .map((task) => userOf(task.assigneeId))
    .find((user) => user !== null && user !== undefined && isMedicalUser(user));
  return physician?.id ?? PROFESSIONALS.find(isMedicalUser)?.id ?? null;
}

/**
 * Brings one case's tasks in line with the rule on `today`: each task of a step gets the step's
 * legal deadline (an open one whose own date was the deadline moves with it); a step that is due or
 * late and has no task gets one, due on its deadline; a step the employee's recovery made needless
 * has its open task cancelled, opened again when the case continues. A task a user cancelled stays
 * cancelled. Answers whether anything changed.
 */
export function syncCaseTasks(
  state: DemoState,
  dossier: StoredDossier,
  now: number,
  records?: CaseRecords,
): boolean {
  if (!ABSENCE_TYPES.has(dossier.type) || dossier.spells.length === 0) return false;
  const today = Temporal.PlainDate.from(amsterdamDate(now));
  const tasks = records?.tasks ?? state.tasks.filter((task) => task.dossierId === dossier.id);
  const paired = pairTasks(tasks);
  let changed = false;
  const steps = ruleSteps(state, dossier, today, records);
  // An evaluation the recovery came before is no step of the case any more: its open task goes.
  const ended = (dossier.spells.at(-1)?.recoveredOn ?? null) !== null;
  const ruled = new Set(steps.map((step) => keyOf(step.step, step.round)));
  for (const [key, own] of paired)
    for (const task of own)
      if (ended && !ruled.has(key) && task.status === 'open' && task.poortwachter) {
        task.status = 'cancelled';
        task.poortwachter = { ...task.poortwachter, endedByRecovery: true };
        changed = true;
      }
  for (const step of steps) {
    const key = keyOf(step.step, step.round);
    const deadline = step.deadline.toString();
    const own = paired.get(key) ?? [];
    for (const task of own) {
      const before = task.poortwachter;
      const ended = before?.endedByRecovery === true;
      if (!before || before.legalDeadline !== deadline || before.round !== step.round) {
        // A task the rule dated (or the seed's, dated now by the rule) moves with its deadline.
        if (task.status === 'open' && (!before || task.dueDate === before.legalDeadline))
          task.dueDate = deadline;
        changed = true;
      }
      const needless = step.state.kind === 'not-needed';
      let endedNow = ended;
      if (needless && task.status === 'open') {
        task.status = 'cancelled';
        endedNow = true;
      } else if (!needless && task.status === 'cancelled' && ended) {
        task.status = 'open';
        endedNow = false;
      }
      if (endedNow !== ended) changed = true;
      task.poortwachter = {
        step: step.step,
        round: step.round,
        legalDeadline: deadline,
        ...(endedNow ? { endedByRecovery: true } : {}),
      };
    }
    // A new task only in a case that runs: a closed one keeps what it had.
    const open = dossier.status === 'open';
    if (open && own.length === 0 && (step.state.kind === 'due' || step.state.kind === 'late')) {
      const title = TASK_OF_STEP[step.step];
      if (!title) continue;
      const task: StoredTask = {
        id: String(state.nextTaskId),
        dossierId: dossier.id,
        title: taskNamed(title),
        status: 'open',
        dueDate: deadline,
        completedAt: null,
        assigneeId: doerOf(dossier, step.step, tasks),
        createdAt: isoMoment(now),
        poortwachter: { step: step.step, round: step.round, legalDeadline: deadline },
      };
      state.nextTaskId += 1;
      state.tasks.push(task);
      changed = true;
    }
  }
  return changed;
}

/** Every absence case's tasks in line with the rule (DemoArea.settle). */
export function syncAllCaseTasks(state: DemoState, now: number): boolean {
  const records = caseRecordIndex(state);
  let changed = false;
  for (const dossier of state.dossiers)
    if (ABSENCE_TYPES.has(dossier.type) && dossier.spells.length > 0)
      changed = syncCaseTasks(state, dossier, now, records(dossier.id)) || changed;
  return changed;
}
