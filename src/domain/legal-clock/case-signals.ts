import { Temporal } from 'temporal-polyfill';
import type { Spell } from './absence-case';
import { casesOf, isOngoing } from './absence-case';
import type { CaseStep, StepsDone, WorkingDays } from './poortwachter-steps';
import { caseSteps } from './poortwachter-steps';
import { stepsFor } from './step-duties';

/** What the signals show ahead of a deadline: the steps that fall due within a week. */
export const COMING_WITHIN_DAYS = 7;

/** A case as the signals read it: its spells and the days its steps were done. */
export interface SignalledCase {
  readonly spells: readonly Spell[];
  readonly stepsDone: StepsDone;
}

/** A step that is late or falls due within a week, with the case it belongs to. */
export interface SignalledStep<C extends SignalledCase> {
  readonly case: C;
  readonly step: CaseStep;
}

/** Whether a step needs acting on now: late, or due within `withinDays`. */
export const isSignalled = (step: CaseStep, withinDays = COMING_WITHIN_DAYS): boolean =>
  step.state.kind === 'late' || (step.state.kind === 'due' && step.state.daysLeft <= withinDays);

/**
 * Across a reader's open cases on `today`: every step that is late or falls due within a week, by
 * deadline (the earliest, so the latest late one, first), each with its case; an employer's own
 * duties only (step-duties.ts). A case that has ended signals nothing.
 */
export function signalledSteps<C extends SignalledCase>(
  cases: readonly C[],
  reader: 'employer' | 'service',
  today: Temporal.PlainDate,
  working: WorkingDays,
): SignalledStep<C>[] {
  return cases
    .flatMap((open) => {
      const current = casesOf(open.spells).find(isOngoing);
      if (!current) return [];
      return stepsFor(caseSteps(current, open.stepsDone, today, working), reader)
        .filter((step) => isSignalled(step))
        .map((step) => ({ case: open, step }));
    })
    .sort((a, b) => Temporal.PlainDate.compare(a.step.deadline, b.step.deadline));
}

/** How many of the signalled steps are late. */
export const lateCount = (signalled: readonly SignalledStep<SignalledCase>[]): number =>
  signalled.filter((item) => item.step.state.kind === 'late').length;
