import { Temporal } from 'temporal-polyfill';
import type { AbsenceCase } from './absence-case';
import { endOfWeek, isOngoing, startOfWeek } from './absence-case';

/**
 * The steps of the Wet verbetering poortwachter, in the order they fall due (the table in
 * ../shared/domain/poortwachter.md, "the steps and their deadlines").
 */
export const POORTWACHTER_STEPS = [
  /** Within week 1: the employer reports the case to the occupational physician. */
  'sick-report',
  /** By the end of week 6: the physician's probleemanalyse. */
  'problem-analysis',
  /** By the end of week 8, and at most two weeks after the probleemanalyse: the plan van aanpak. */
  'action-plan',
  /** At least every six weeks after the plan: an evaluation (numbered, see StepDeadline.round). */
  'evaluation',
  /** At the latest on the first working day after week 42: the 42nd-week notification to UWV. */
  'week-42-notification',
  /** In weeks 46 to 52: the first-year evaluation. */
  'first-year-evaluation',
  /** Around week 91: the physician's actueel oordeel. */
  'current-assessment',
  /** Around week 91: the final evaluation (eindevaluatie). */
  'final-evaluation',
  /** By the end of week 93: the WIA application with the re-integration report (art. 64(3) WIA). */
  'wia-application',
  /** After week 104: the waiting period ends. */
  'waiting-period-end',
] as const;
export type PoortwachterStep = (typeof POORTWACHTER_STEPS)[number];

/** The week whose last day is a step's deadline (the 42nd-week notification: the working day after). */
export const STEP_WEEK: Readonly<Record<Exclude<PoortwachterStep, 'evaluation' | 'action-plan'>, number>> = {
  'sick-report': 1,
  'problem-analysis': 6,
  'week-42-notification': 42,
  'first-year-evaluation': 52,
  'current-assessment': 91,
  'final-evaluation': 91,
  'wia-application': 93,
  'waiting-period-end': 104,
};
/** The plan van aanpak: by the end of week 8 … */
export const ACTION_PLAN_WEEK = 8;
/** … and at most two weeks after the probleemanalyse. */
export const ACTION_PLAN_AFTER_ANALYSIS_DAYS = 14;
/** An evaluation at least every six weeks after the plan. */
export const EVALUATION_EVERY_DAYS = 42;
/** Weeks from which a step can be done (before it, it is not yet open). */
const OPENS_IN_WEEK: Readonly<Partial<Record<PoortwachterStep, number>>> = {
  'week-42-notification': 40,
  'first-year-evaluation': 46,
  'current-assessment': 88,
  'final-evaluation': 88,
  'wia-application': 88,
  'waiting-period-end': 104,
};

/** Whether a date is a working day: not a Saturday or Sunday, and not a national holiday. */
export type WorkingDays = (date: Temporal.PlainDate) => boolean;

/** A calendar of working days from the national holidays the portal knows. */
export function workingDays(isHoliday: (date: Temporal.PlainDate) => boolean): WorkingDays {
  return (date) => date.dayOfWeek <= 5 && !isHoliday(date);
}

/** The first working day after `date` (never `date` itself). */
export function firstWorkingDayAfter(date: Temporal.PlainDate, working: WorkingDays): Temporal.PlainDate {
  let day = date.add({ days: 1 });
  // A year has no run of more than a handful of days off; the bound only stops a calendar of no working days.
  for (let tries = 0; tries < 366 && !working(day); tries += 1) day = day.add({ days: 1 });
  return day;
}

/** A step of one case with the day it opens and its deadline; an evaluation has its round (1, 2, …). */
export interface StepDeadline {
  readonly step: PoortwachterStep;
  readonly round: number | null;
  /** The first day it can be done. */
  readonly opens: Temporal.PlainDate;
  readonly deadline: Temporal.PlainDate;
}

/** When each step was done, as the dossier shows it (a document, an accepted UWV message, a task). */
export type StepsDone = Readonly<Partial<Record<PoortwachterStep, Temporal.PlainDate>>> & {
  /** The evaluations done, in order. */
  readonly evaluations?: readonly Temporal.PlainDate[];
};

export type StepState =
  | { readonly kind: 'done'; readonly on: Temporal.PlainDate; readonly daysLate: number }
  | { readonly kind: 'due'; readonly daysLeft: number }
  | { readonly kind: 'late'; readonly daysLate: number }
  | { readonly kind: 'not-yet' }
  | { readonly kind: 'not-needed' };

export interface CaseStep extends StepDeadline {
  readonly state: StepState;
}

const days = (from: Temporal.PlainDate, until: Temporal.PlainDate) =>
  from.until(until, { largestUnit: 'days' }).days;
const earlier = (a: Temporal.PlainDate, b: Temporal.PlainDate) =>
  Temporal.PlainDate.compare(a, b) <= 0 ? a : b;

/**
 * Every step of the case with its deadline, in time order. A step the case never reaches (the employee
 * recovered before its week) is left out here and is `not-needed` in `caseSteps`. Evaluations are
 * listed up to the first one after `today`.
 */
export function stepDeadlines(
  absence: AbsenceCase,
  done: StepsDone,
  today: Temporal.PlainDate,
  working: WorkingDays,
): StepDeadline[] {
  const out: StepDeadline[] = [];
  const week = (step: PoortwachterStep, deadlineWeek: number): void => {
    const opens = startOfWeek(absence, OPENS_IN_WEEK[step] ?? 1);
    const deadline = endOfWeek(absence, deadlineWeek);
    if (opens && deadline) out.push({ step, round: null, opens, deadline });
  };
  week('sick-report', STEP_WEEK['sick-report']);
  week('problem-analysis', STEP_WEEK['problem-analysis']);
  const start = startOfWeek(absence, 1);
  const planWeek = endOfWeek(absence, ACTION_PLAN_WEEK);
  if (start && planWeek) {
    const analysed = done['problem-analysis'];
    const deadline = analysed
      ? earlier(planWeek, analysed.add({ days: ACTION_PLAN_AFTER_ANALYSIS_DAYS }))
      : planWeek;
    out.push({ step: 'action-plan', round: null, opens: start, deadline });
    // Evaluations: six weeks after the plan (as made, or as due), then six weeks after each one.
    let from = done['action-plan'] ?? deadline;
    const evaluations = done.evaluations ?? [];
    const lastDay = isOngoing(absence) ? null : endOfWeek(absence, 104);
    for (let round = 1; round <= 20; round += 1) {
      const due = from.add({ days: EVALUATION_EVERY_DAYS });
      // While the case runs, or up to the day it ended.
      const ended = absence.spells.at(-1)?.recoveredOn ?? null;
      if (ended && Temporal.PlainDate.compare(due, ended) >= 0 && !evaluations[round - 1]) break;
      if (lastDay && Temporal.PlainDate.compare(due, lastDay) > 0) break;
      out.push({ step: 'evaluation', round, opens: from, deadline: due });
      const made = evaluations[round - 1];
      from = made ?? due;
      if (!made && Temporal.PlainDate.compare(due, today) > 0) break;
    }
  }
  const week42 = endOfWeek(absence, STEP_WEEK['week-42-notification']);
  const opens42 = startOfWeek(absence, OPENS_IN_WEEK['week-42-notification'] ?? 1);
  if (week42 && opens42)
    out.push({
      step: 'week-42-notification',
      round: null,
      opens: opens42,
      deadline: firstWorkingDayAfter(week42, working),
    });
  week('first-year-evaluation', STEP_WEEK['first-year-evaluation']);
  week('current-assessment', STEP_WEEK['current-assessment']);
  week('final-evaluation', STEP_WEEK['final-evaluation']);
  week('wia-application', STEP_WEEK['wia-application']);
  week('waiting-period-end', STEP_WEEK['waiting-period-end']);
  return out.sort((a, b) => Temporal.PlainDate.compare(a.deadline, b.deadline));
}

/** A step's state on `today`: done (and how late), due, late, not yet open. */
export function stateOf(
  deadline: StepDeadline,
  doneOn: Temporal.PlainDate | null,
  today: Temporal.PlainDate,
): StepState {
  if (doneOn) return { kind: 'done', on: doneOn, daysLate: Math.max(0, days(deadline.deadline, doneOn)) };
  if (Temporal.PlainDate.compare(today, deadline.opens) < 0) return { kind: 'not-yet' };
  const left = days(today, deadline.deadline);
  return left >= 0 ? { kind: 'due', daysLeft: left } : { kind: 'late', daysLate: -left };
}

/**
 * The case's steps on `today`, in time order, each with its state. The steps a case that ended before
 * reaching them will never need are listed last as `not-needed`, with the deadline they would have had
 * had the employee stayed sick, so the timeline still reads whole.
 */
export function caseSteps(
  absence: AbsenceCase,
  done: StepsDone,
  today: Temporal.PlainDate,
  working: WorkingDays,
): CaseStep[] {
  const evaluations = done.evaluations ?? [];
  const steps: CaseStep[] = stepDeadlines(absence, done, today, working).map((step) => ({
    ...step,
    state: stateOf(
      step,
      step.step === 'evaluation' ? (evaluations[(step.round ?? 1) - 1] ?? null) : (done[step.step] ?? null),
      today,
    ),
  }));
  if (isOngoing(absence)) return steps;
  // Had the employee stayed sick: the same case with its last spell running on.
  const last = absence.spells.at(-1);
  if (!last) return steps;
  const running: AbsenceCase = {
    spells: [...absence.spells.slice(0, -1), { firstSickDay: last.firstSickDay, recoveredOn: null }],
  };
  const reached = new Set(steps.map((step) => `${step.step}:${step.round ?? ''}`));
  const never = stepDeadlines(running, done, today, working)
    .filter((step) => step.step !== 'evaluation' && !reached.has(`${step.step}:`))
    .map((step): CaseStep => {
      // Done before the recovery, it stays done; otherwise the case never needs it.
      const doneOn = done[step.step];
      return { ...step, state: doneOn ? stateOf(step, doneOn, today) : { kind: 'not-needed' } };
    });
  return [...steps.map((step) => unlessEnded(step, last.recoveredOn)), ...never];
}

/** A step not done that falls due after the case ended is no longer needed. */
function unlessEnded(step: CaseStep, recoveredOn: Temporal.PlainDate | null): CaseStep {
  if (!recoveredOn || step.state.kind === 'done') return step;
  return Temporal.PlainDate.compare(step.deadline, recoveredOn) >= 0
    ? { ...step, state: { kind: 'not-needed' } }
    : step;
}

/** The next step to act on: the first late one, else the first due one, else the first not yet open. */
export function nextStep(steps: readonly CaseStep[]): CaseStep | null {
  return (
    steps.find((step) => step.state.kind === 'late') ??
    steps.find((step) => step.state.kind === 'due') ??
    steps.find((step) => step.state.kind === 'not-yet') ??
    null
  );
}
