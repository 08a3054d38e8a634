import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CalendarDateSchema, TimestampSchema } from '../../../src/infrastructure/http/temporal-schemas';

describe('dates in the contract', () => {
  it('refuse a date that is not on the calendar, so it is a malformed answer and never a thrown error', () => {
    for (const impossible of ['2026-02-30', '2026-02-29', '2026-04-31', '2026-13-01', '26-1-1']) {
      expect(v.safeParse(CalendarDateSchema, impossible).success, impossible).toBe(false);
    }
    expect(v.safeParse(CalendarDateSchema, '2028-02-29').success).toBe(true);
  });

  it('accept exactly the strings Temporal reads without throwing', () => {
    fc.assert(
      fc.property(fc.date({ noInvalidDate: true }), fc.integer({ min: -3, max: 3 }), (date, shift) => {
        const text = date
          .toISOString()
          .slice(0, 10)
          .replace(/\d\d$/, (day) => String(Number(day) + shift).padStart(2, '0'));
        const accepted = v.safeParse(CalendarDateSchema, text).success;
        if (accepted) expect(() => Temporal.PlainDate.from(text)).not.toThrow();
      }),
    );
    expect(v.safeParse(TimestampSchema, '2026-11-21T09:00:00Z').success).toBe(true);
    expect(v.safeParse(TimestampSchema, '2026-11-31T09:00:00Z').success).toBe(false);
  });
});
