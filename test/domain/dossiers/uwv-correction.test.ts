import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { UwvCorrection } from '../../../src/domain/dossiers/uwv-correction';
import {
  correctionProblems,
  FIELD_OF_REJECTION,
  hoursOf,
  mayResend,
  UWV_CONTENT_FIELDS,
  UWV_REJECTION_CODES,
} from '../../../src/domain/dossiers/uwv-correction';

const TODAY = Temporal.PlainDate.from('2026-03-02');
const correction = (changes: Partial<UwvCorrection> = {}): UwvCorrection => ({
  firstSickDay: Temporal.PlainDate.from('2025-05-12'),
  hoursPerWeek: 32,
  payrollTaxNumber: '123456789L01',
  ...changes,
});

describe('a corrected UWV message', () => {
  it('can be sent when its first sick day is past, its hours whole and its payroll tax number well-formed', () => {
    expect(correctionProblems(correction(), TODAY)).toEqual({});
    expect(
      correctionProblems(correction({ firstSickDay: TODAY, payrollTaxNumber: ' 000000000L99 ' }), TODAY),
    ).toEqual({});
  });

  it('names every field left empty', () => {
    expect(
      correctionProblems({ firstSickDay: null, hoursPerWeek: null, payrollTaxNumber: '  ' }, TODAY),
    ).toEqual({ firstSickDay: 'required', hoursPerWeek: 'required', payrollTaxNumber: 'required' });
  });

  it('refuses a first sick day after today', () => {
    expect(correctionProblems(correction({ firstSickDay: TODAY.add({ days: 1 }) }), TODAY)).toEqual({
      firstSickDay: 'in-the-future',
    });
  });

  it('takes whole hours from 1 to 60 only', () => {
    expect(correctionProblems(correction({ hoursPerWeek: 12.5 }), TODAY).hoursPerWeek).toBe(
      'not-whole-hours',
    );
    expect(correctionProblems(correction({ hoursPerWeek: Number.NaN }), TODAY).hoursPerWeek).toBe(
      'not-whole-hours',
    );
    expect(correctionProblems(correction({ hoursPerWeek: 0 }), TODAY).hoursPerWeek).toBe('out-of-range');
    expect(correctionProblems(correction({ hoursPerWeek: 61 }), TODAY).hoursPerWeek).toBe('out-of-range');
  });

  it('refuses a payroll tax number that is not nine digits, an L and two digits', () => {
    for (const wrong of ['12345678L01', '123456789B01', '123456789l01', '123456789L1', '123 456 789L01'])
      expect([wrong, correctionProblems(correction({ payrollTaxNumber: wrong }), TODAY)]).toEqual([
        wrong,
        { payrollTaxNumber: 'not-a-payroll-tax-number' },
      ]);
  });

  it('finds a problem with the hours exactly when they are not a whole number from 1 to 60', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -10, max: 100 }), fc.double({ noNaN: false })), (hours) => {
        const wrong = !(Number.isInteger(hours) && hours >= 1 && hours <= 60);
        expect(
          correctionProblems(correction({ hoursPerWeek: hours }), TODAY).hoursPerWeek !== undefined,
        ).toBe(wrong);
      }),
      { numRuns: 100 },
    );
  });

  it('takes any payroll tax number of nine digits, an L and two digits, and nothing shorter or longer', () => {
    const digits = (length: number) =>
      fc
        .array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length })
        .map((d) => d.join(''));
    fc.assert(
      fc.property(digits(9), digits(2), fc.integer({ min: 1, max: 12 }), (rsin, follow, short) => {
        expect(correctionProblems(correction({ payrollTaxNumber: `${rsin}L${follow}` }), TODAY)).toEqual({});
        const wrong = `${rsin.slice(0, short % 9)}L${follow}`;
        expect(correctionProblems(correction({ payrollTaxNumber: wrong }), TODAY).payrollTaxNumber).toBe(
          'not-a-payroll-tax-number',
        );
      }),
      { numRuns: 100 },
    );
  });

  it('reads the hours as typed: empty is none, a decimal comma a fraction, words no number', () => {
    expect([hoursOf(''), hoursOf(' 32 '), hoursOf('12,5'), Number.isNaN(hoursOf('veel'))]).toEqual([
      null,
      32,
      12.5,
      true,
    ]);
  });
});

describe('sending a UWV message again', () => {
  it('is for a rejected message that was not sent again yet, once', () => {
    expect(mayResend({ status: 'rejected', resentAs: null })).toBe(true);
    expect(mayResend({ status: 'rejected', resentAs: '8' })).toBe(false);
    expect(mayResend({ status: 'sent', resentAs: null })).toBe(false);
    expect(mayResend({ status: 'accepted', resentAs: null })).toBe(false);
  });

  it('knows which field each of the UWV’s refusals is about', () => {
    expect(UWV_REJECTION_CODES.map((code) => FIELD_OF_REJECTION[code])).toEqual([...UWV_CONTENT_FIELDS]);
  });
});
