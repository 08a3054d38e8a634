import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { recoveryFiguresOf } from '../../../src/domain/reports/recovery-report';
import { dayNumber, isoDate } from '../../../src/infrastructure/demo-backend/platform/amsterdam-time';
import type { AbsenceSpell } from '../../../src/infrastructure/demo-backend/reports/recovery-figures';
import { countGroup, groupFigures } from '../../../src/infrastructure/demo-backend/reports/recovery-figures';

const BASE = dayNumber('2025-01-01');

const spell = (employees: number) =>
  fc
    .record({
      employee: fc.integer({ min: 0, max: employees - 1 }),
      start: fc.integer({ min: -400, max: 800 }),
      length: fc.option(fc.integer({ min: 0, max: 500 }), { nil: null }),
    })
    .map(({ employee, start, length }): AbsenceSpell => ({
      employeeId: `e${employee}`,
      start: isoDate(BASE + start),
      end: length === null ? null : isoDate(BASE + start + length),
    }));

const scenario = fc.integer({ min: 1, max: 12 }).chain((employees) =>
  fc.record({
    employees: fc.constant(employees),
    spells: fc.array(spell(employees), { maxLength: 30 }),
    from: fc.integer({ min: 0, max: 300 }),
    days: fc.integer({ min: 1, max: 500 }),
  }),
);

describe('the recovery figures of the domain and the demo backend', () => {
  it('property: the backend answers the figures the domain computes from the same counts', () => {
    fc.assert(
      fc.property(scenario, ({ employees, spells, from, days }) => {
        const counts = countGroup(employees, spells, isoDate(BASE + from), isoDate(BASE + from + days - 1));
        expect(groupFigures(counts)).toEqual(recoveryFiguresOf(counts));
        expect(counts.periodDays).toBe(days);
        // One employee is off at most every day of the period, so the percentage stays within 100.
        expect(counts.absenceDays).toBeLessThanOrEqual(employees * days);
        expect(counts.recovered.sixWeeks).toBeLessThanOrEqual(counts.recovered.sixMonths);
        expect(counts.recovered.sixMonths).toBeLessThanOrEqual(counts.recovered.oneYear);
        expect(counts.recovered.oneYear).toBeLessThanOrEqual(counts.newAbsences);
      }),
    );
  });

  it('counts overlapping dossiers of one employee as one absence', () => {
    const counts = countGroup(
      1,
      [
        { employeeId: 'e', start: '2025-02-01', end: '2025-02-10' },
        { employeeId: 'e', start: '2025-02-05', end: '2025-02-20' },
      ],
      '2025-01-01',
      '2025-12-31',
    );
    expect(counts).toMatchObject({ absenceDays: 20, newAbsences: 1, endedAbsences: 1, endedAbsenceDays: 20 });
    expect(recoveryFiguresOf(counts)).toMatchObject({
      absencePercentage: 5.5,
      frequency: 1,
      averageDurationDays: 20,
      recovered: { sixWeeks: 100, sixMonths: 100, oneYear: 100 },
    });
  });
});
