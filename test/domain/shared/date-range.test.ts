import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { DateRange, endIsAfterStart } from '../../../src/domain/shared/date-range';

const anyDate = fc
  .integer({ min: 0, max: 3650 })
  .map((days) => Temporal.PlainDate.from('2022-01-01').add({ days }));

describe('a date range', () => {
  it('is refused when the end is on or before the start (spec section 5)', () => {
    const day = Temporal.PlainDate.from('2026-03-29');
    expect(DateRange.of(day, day)).toEqual({ ok: false, error: 'date-range.end-not-after-start' });
    expect(DateRange.of(day, day.subtract({ days: 1 })).ok).toBe(false);
    expect(DateRange.of(day, day.add({ days: 1 })).ok).toBe(true);
  });

  it('property: it is made exactly when the end comes later, and then holds both ends', () => {
    fc.assert(
      fc.property(anyDate, anyDate, (start, end) => {
        const range = DateRange.of(start, end);
        expect(range.ok).toBe(Temporal.PlainDate.compare(end, start) > 0);
        expect(range.ok).toBe(endIsAfterStart(start, end));
        if (range.ok) {
          expect(range.value.start.equals(start)).toBe(true);
          expect(range.value.end.equals(end)).toBe(true);
          expect(range.value.days).toBeGreaterThanOrEqual(1);
          expect(range.value.contains(start) && range.value.contains(end)).toBe(true);
          expect(range.value.contains(start.subtract({ days: 1 }))).toBe(false);
          expect(range.value.contains(end.add({ days: 1 }))).toBe(false);
        }
      }),
    );
  });

  it('property: swapping the dates of a refused pair that differ makes a valid range', () => {
    fc.assert(
      fc.property(anyDate, anyDate, (a, b) => {
        fc.pre(!a.equals(b));
        expect(DateRange.of(a, b).ok).not.toBe(DateRange.of(b, a).ok);
      }),
    );
  });
});
