import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { UwvCorrection } from '../../../../src/domain/dossiers/uwv-correction';
import {
  correctionProblems,
  FIELD_OF_REJECTION,
  HOURS_PER_WEEK,
  UWV_CONTENT_FIELDS,
  UWV_REJECTION_CODES,
} from '../../../../src/domain/dossiers/uwv-correction';
import { firstWorkingDayAfter } from '../../../../src/domain/legal-clock/poortwachter-steps';
import { dutchWorkingDays } from '../../../../src/domain/legal-clock/step-duties';
import {
  HOURS,
  nextWorkingDay,
  REJECTED_FIELD,
  RESEND_KEYS,
  resendVerdicts,
} from '../../../../src/infrastructure/demo-backend/dossiers/uwv-answers';

// The demo backend repeats the back office's rules for a corrected UWV message; here they meet the domain's.

const TODAY = Temporal.PlainDate.from('2026-06-15');
const VERDICT_OF: Record<string, string> = {
  required: 'required',
  'in-the-future': 'inFuture',
  'not-whole-hours': 'notWholeHours',
  'out-of-range': 'hoursOutOfRange',
  'not-a-payroll-tax-number': 'notAPayrollTaxNumber',
};
const mapped = (problems: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, VERDICT_OF[problem ?? '']]));

const digits = (length: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length }).map((d) => d.join(''));
const anyPayrollTaxNumber = fc.oneof(
  fc.tuple(digits(9), digits(2)).map(([rsin, follow]) => `${rsin}L${follow}`),
  fc.tuple(digits(9), digits(2)).map(([rsin, follow]) => ` ${rsin}L${follow} `),
  fc
    .tuple(fc.integer({ min: 0, max: 12 }), fc.constantFrom('L', 'l', 'B', ''), digits(2))
    .map(([length, letter, follow]) => `${'7'.repeat(length)}${letter}${follow}`),
  fc.constantFrom('', '   ', '123456789L012', 'L01'),
);
const anyCorrection: fc.Arbitrary<UwvCorrection> = fc.record({
  firstSickDay: fc.option(fc.integer({ min: -800, max: 5 }).map((offset) => TODAY.add({ days: offset }))),
  hoursPerWeek: fc.option(
    fc.oneof(fc.integer({ min: -5, max: 70 }), fc.constantFrom(0.5, 12.5, 39.9, Number.NaN)),
  ),
  payrollTaxNumber: anyPayrollTaxNumber,
});

describe('the demo backend’s rules for a corrected UWV message', () => {
  it('refuse a correction exactly where the domain does, with the same reason', () => {
    fc.assert(
      fc.property(anyCorrection, (correction) => {
        const body = { ...correction, firstSickDay: correction.firstSickDay?.toString() ?? null };
        expect(resendVerdicts(body, TODAY.toString())).toEqual(mapped(correctionProblems(correction, TODAY)));
      }),
      { numRuns: 300 },
    );
  });

  it('take the same fields, hours and refusals as the domain', () => {
    expect([...RESEND_KEYS]).toEqual([...UWV_CONTENT_FIELDS]);
    expect(HOURS).toEqual(HOURS_PER_WEEK);
    expect(Object.keys(REJECTED_FIELD).sort()).toEqual([...UWV_REJECTION_CODES].sort());
    for (const code of UWV_REJECTION_CODES) expect(REJECTED_FIELD[code]).toBe(FIELD_OF_REJECTION[code]);
  });

  it('count the working day the UWV takes to answer as the domain counts working days', () => {
    const working = dutchWorkingDays();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 * 365 }), (offset) => {
        const day = Temporal.PlainDate.from('2025-01-01').add({ days: offset });
        expect(nextWorkingDay(day.toString())).toBe(firstWorkingDayAfter(day, working).toString());
      }),
      { numRuns: 200 },
    );
  });
});
