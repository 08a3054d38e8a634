import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { caseSteps } from '../../../src/domain/legal-clock/poortwachter-steps';
import { dutchWorkingDays, STEP_DUTY, stepsFor } from '../../../src/domain/legal-clock/step-duties';

const date = (text: string) => Temporal.PlainDate.from(text);

describe('whose steps', () => {
  it('an employer reads its own duties only, never the physician’s work; the service reads every step', () => {
    const absence = { spells: [{ firstSickDay: date('2025-01-06'), recoveredOn: null }] };
    const steps = caseSteps(absence, {}, date('2026-12-02'), dutchWorkingDays());
    const employer = stepsFor(steps, 'employer');
    expect(employer.map((step) => step.step)).not.toContain('problem-analysis');
    expect(employer.map((step) => step.step)).not.toContain('current-assessment');
    expect(employer.every((step) => STEP_DUTY[step.step] === 'employer')).toBe(true);
    expect(employer.map((step) => step.step)).toContain('week-42-notification');
    expect(stepsFor(steps, 'service')).toHaveLength(steps.length);
  });

  it('counts no weekend and no national holiday as a working day', () => {
    const working = dutchWorkingDays();
    expect(working(date('2026-04-27'))).toBe(false); // King's Day, a Monday
    expect(working(date('2026-12-25'))).toBe(false);
    expect(working(date('2026-12-05'))).toBe(false); // a Saturday
    expect(working(date('2026-12-02'))).toBe(true);
  });
});
