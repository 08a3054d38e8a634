import type { Temporal } from 'temporal-polyfill';
import { dutchHolidays } from '../shared/dutch-holidays';
import type { CaseStep, PoortwachterStep, WorkingDays } from './poortwachter-steps';
import { workingDays } from './poortwachter-steps';

/**
 * Whose duty each step is (../shared/domain/poortwachter.md, the table's "who"). The employer sees its
 * own duties and nothing of the physician's work: the probleemanalyse and the actueel oordeel are the
 * physician's, their content never the employer's to read.
 */
export const STEP_DUTY: Readonly<Record<PoortwachterStep, 'employer' | 'physician' | 'uwv'>> = {
  'sick-report': 'employer',
  'problem-analysis': 'physician',
  'action-plan': 'employer',
  evaluation: 'employer',
  'week-42-notification': 'employer',
  'first-year-evaluation': 'employer',
  'current-assessment': 'physician',
  'final-evaluation': 'employer',
  'wia-application': 'employer',
  'waiting-period-end': 'uwv',
};

/** The steps a reader sees: an employer its own duties, the service every step. */
export const stepsFor = (steps: readonly CaseStep[], reader: 'employer' | 'service'): CaseStep[] =>
  reader === 'employer' ? steps.filter((step) => STEP_DUTY[step.step] === 'employer') : [...steps];

/** Working days in the Netherlands: no weekend, none of the national holidays the portal knows. */
export function dutchWorkingDays(): WorkingDays {
  const years = new Map<number, ReadonlySet<string>>();
  const holidaysOf = (year: number) => {
    let known = years.get(year);
    if (!known) {
      known = new Set(dutchHolidays(year).map((holiday) => holiday.date.toString()));
      years.set(year, known);
    }
    return known;
  };
  return workingDays((date: Temporal.PlainDate) => holidaysOf(date.year).has(date.toString()));
}
