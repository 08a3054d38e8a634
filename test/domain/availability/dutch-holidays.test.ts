import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { dutchHolidays, easterSunday, kingsDay } from '../../../src/domain/shared/dutch-holidays';

/** Easter Sunday as published (e.g. by the Royal Observatory and the Dutch almanac), a spread of years. */
const PUBLISHED_EASTER: Record<number, string> = {
  1818: '03-22',
  1886: '04-25',
  1943: '04-25',
  1961: '04-02',
  1999: '04-04',
  2000: '04-23',
  2008: '03-23',
  2011: '04-24',
  2019: '04-21',
  2020: '04-12',
  2021: '04-04',
  2022: '04-17',
  2023: '04-09',
  2024: '03-31',
  2025: '04-20',
  2026: '04-05',
  2027: '03-28',
  2028: '04-16',
  2029: '04-01',
  2030: '04-21',
  2031: '04-13',
  2032: '03-28',
  2033: '04-17',
  2034: '04-09',
  2035: '03-25',
  2038: '04-25',
  2049: '04-18',
  2285: '03-22',
};

describe('Easter and the Dutch holidays', () => {
  it('finds Easter Sunday on its published date', () => {
    for (const [year, date] of Object.entries(PUBLISHED_EASTER)) {
      expect(easterSunday(Number(year)).toString(), year).toBe(`${year}-${date}`);
    }
  });

  it('property: Easter is a Sunday between 22 March and 25 April', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1583, max: 4099 }), (year) => {
        const easter = easterSunday(year);
        expect(easter.dayOfWeek).toBe(7);
        expect(
          Temporal.PlainDate.compare(easter, Temporal.PlainDate.from({ year, month: 3, day: 22 })),
        ).toBeGreaterThanOrEqual(0);
        expect(
          Temporal.PlainDate.compare(easter, Temporal.PlainDate.from({ year, month: 4, day: 25 })),
        ).toBeLessThanOrEqual(0);
      }),
    );
  });

  it("puts King's Day on 27 April, or the 26th when the 27th is a Sunday", () => {
    expect(kingsDay(2025).toString()).toBe('2025-04-26');
    expect(kingsDay(2026).toString()).toBe('2026-04-27');
    fc.assert(
      fc.property(fc.integer({ min: 2014, max: 2200 }), (year) => {
        const day = kingsDay(year);
        expect(day.dayOfWeek).not.toBe(7);
        expect(['04-26', '04-27']).toContain(day.toString().slice(5));
      }),
    );
  });

  it('property: eleven holidays a year, in order, with the movable ones at their distance from Easter', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1583, max: 4099 }), (year) => {
        const holidays = dutchHolidays(year);
        expect(holidays).toHaveLength(11);
        for (let i = 1; i < holidays.length; i++) {
          expect(Temporal.PlainDate.compare(holidays[i - 1]!.date, holidays[i]!.date)).toBeLessThanOrEqual(0);
        }
        const easter = easterSunday(year);
        const of = (kind: string) => holidays.find((holiday) => holiday.kind === kind)!.date;
        expect(easter.until(of('ascension-day')).days).toBe(39);
        expect(of('ascension-day').dayOfWeek).toBe(4);
        expect(of('whit-monday').dayOfWeek).toBe(1);
        expect(of('good-friday').dayOfWeek).toBe(5);
      }),
    );
  });
});
