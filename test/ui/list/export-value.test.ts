import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { safeCellText } from '../../../src/domain/shared/report-csv';
import {
  decimalText,
  exportDate,
  exportDateTime,
  exportNumber,
  exportText,
  plainTextOf,
} from '../../../src/ui/list/export-value';

describe('an export value as the text of a CSV cell', () => {
  it('writes a date-time as the clock in Amsterdam shows it, in winter and in summer, whatever zone it came in', () => {
    const winter = Temporal.ZonedDateTime.from('2026-12-02T08:00:00+00:00[UTC]');
    const summer = Temporal.ZonedDateTime.from('2026-07-01T03:00:00-04:00[America/New_York]');
    expect(plainTextOf(exportDateTime(winter))).toBe('2026-12-02T09:00');
    expect(plainTextOf(exportDateTime(summer))).toBe('2026-07-01T09:00');
  });

  it('writes dates and date-times in ISO 8601, seconds only when there are any', () => {
    expect(plainTextOf(exportDate(Temporal.PlainDate.from('2026-12-02')))).toBe('2026-12-02');
    const withSeconds = Temporal.ZonedDateTime.from('2026-12-02T09:00:30.5+01:00[Europe/Amsterdam]');
    expect(plainTextOf(exportDateTime(withSeconds))).toBe('2026-12-02T09:00:30.5');
  });

  it('writes numbers with a point and without an exponent, and leaves a cell empty for what is no number', () => {
    expect(plainTextOf(exportNumber(-12.5))).toBe('-12.5');
    expect(plainTextOf(exportNumber(1e21))).toBe(`1${'0'.repeat(21)}`);
    expect(plainTextOf(exportNumber(-1.5e-7))).toBe('-0.00000015');
    expect(plainTextOf(exportNumber(Number.NaN))).toBe('');
    expect(plainTextOf(exportNumber(Number.POSITIVE_INFINITY))).toBe('');
    expect(plainTextOf(exportText('Jan'))).toBe('Jan');
    expect(plainTextOf(null)).toBe('');
  });

  it('writes any number as a plain decimal that reads back as that number and that the formula guard leaves alone', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (number) => {
        const text = decimalText(number);
        expect(text).toMatch(/^-?\d+(\.\d+)?$/);
        expect(Number(text)).toBe(number === 0 ? 0 : number);
        expect(safeCellText(text)).toBe(text);
      }),
    );
  });
});
